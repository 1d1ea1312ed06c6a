import {
  fromMinor,
  toMinor,
  updateProductPricesSchema,
  type ProductPrices,
  type UpdateProductPricesInput,
} from '@wander/contract';
import { ApiError } from '../../lib/api';

/** The prices form as typed: text inputs, '' for "not sold" or "not given". */
export interface PriceDraft {
  prices: { variantId: string; unitPrice: string; isActive: boolean }[];
  tiers: { variantId: string | null; minQuantity: string; discountPercent: string }[];
}

/** Field errors keyed by the body's path ('prices.0.unitPrice', 'discountTiers.1.minQuantity'). */
export type PathErrors = Record<string, string>;

export function draftOf(data: ProductPrices): PriceDraft {
  return {
    prices: data.variants.map((v) => ({
      variantId: v.variantId,
      unitPrice: v.unitPrice === null ? '' : String(v.unitPrice),
      isActive: v.unitPrice === null ? true : v.isActive,
    })),
    tiers: data.discountTiers.map((t) => ({
      variantId: t.variantId,
      minQuantity: String(t.minQuantity),
      discountPercent: String(t.discountPercent),
    })),
  };
}

const numberOr = (text: string, empty: number | null) =>
  text.trim() === '' ? empty : Number(text);

export function bodyOf(draft: PriceDraft, distributor: string): UpdateProductPricesInput {
  return {
    distributorEntityCode: distributor,
    prices: draft.prices.map((p) => ({
      variantId: p.variantId,
      unitPrice: numberOr(p.unitPrice, null),
      isActive: p.isActive,
    })),
    discountTiers: draft.tiers.map((t) => ({
      variantId: t.variantId,
      minQuantity: numberOr(t.minQuantity, NaN) as number,
      discountPercent: numberOr(t.discountPercent, NaN) as number,
    })),
  };
}

/** The contract's checks before sending: the first message per path, or null when valid. */
export function checkDraft(body: UpdateProductPricesInput): PathErrors | null {
  const parsed = updateProductPricesSchema.safeParse(body);
  if (parsed.success) return null;
  const errors: PathErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/** A refused save's field errors by path (the server keys them the same way). */
export function serverErrorsOf(error: unknown): PathErrors {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(
    Object.entries(error.fieldErrors).map(([path, messages]) => [path, messages[0] ?? '']),
  );
}

/**
 * The unit price a tier gives: of its variant, or (a product-wide tier) of the cheapest variant
 * the distributor sells. null when nothing is priced.
 */
export function tierPrice(draft: PriceDraft, tier: PriceDraft['tiers'][number]): number | null {
  const base = draft.prices
    .filter((p) => p.unitPrice.trim() !== '' && (!tier.variantId || p.variantId === tier.variantId))
    .map((p) => Number(p.unitPrice))
    .filter(Number.isFinite);
  const discount = Number(tier.discountPercent);
  if (base.length === 0 || !Number.isFinite(discount)) return null;
  // In minor units and basis points, rounded as the server prices an order.
  const bp = Math.round(discount * 100);
  return fromMinor(Math.round((toMinor(Math.min(...base)) * (10_000 - bp)) / 10_000));
}

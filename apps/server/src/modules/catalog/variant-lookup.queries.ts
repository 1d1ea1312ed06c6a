import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { formatAmount, fromMinor, sortByLabel, type SelectOption } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { productDiscountTiers, productPrices, productVariants } from '../../db/schema/index.js';
import { discounted } from './discount-rule.js';

const active = (productId: string) =>
  and(eq(productVariants.productId, productId), eq(productVariants.isActive, true));

/** A product's variants as options: "Japan 5GB 30 days (WDR-JP-DATA-5GB-30D)". */
export async function variantOptions(db: Tx, productId: string): Promise<SelectOption[]> {
  const rows = await db
    .select({
      name: productVariants.variantName,
      code: productVariants.variantCode,
      id: productVariants.id,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.variantName));
  return sortByLabel(rows.map((r) => ({ label: `${r.name} (${r.code})`, value: r.id })));
}

/** The distinct data sizes (GB) of a product's active variants, smallest first. */
export async function distinctData(db: Tx, productId: string): Promise<SelectOption[]> {
  const rows = await db
    .selectDistinct({ data: productVariants.dataGb })
    .from(productVariants)
    .where(active(productId))
    .orderBy(asc(productVariants.dataGb));
  return rows.map((r) => ({ label: `${Number(r.data)} GB`, value: String(Number(r.data)) }));
}

/** The distinct validities (days) of a product's active variants, shortest first. */
export async function distinctDays(db: Tx, productId: string): Promise<SelectOption[]> {
  const rows = await db
    .selectDistinct({ days: productVariants.days })
    .from(productVariants)
    .where(active(productId))
    .orderBy(asc(productVariants.days));
  return rows.map((r) => ({
    label: r.days === 1 ? '1 Day' : `${r.days} Days`,
    value: String(r.days),
  }));
}

/**
 * A distributor's discount tiers of a product, lowest threshold first: with a variant, the tiers
 * that apply to it (the product-wide ones and its own).
 */
export async function discountTiers(
  db: Tx,
  entityCode: string,
  productId: string,
  variantId?: string,
) {
  return db
    .select({
      id: productDiscountTiers.id,
      minQuantity: productDiscountTiers.minQuantity,
      discountBp: productDiscountTiers.discountBp,
      description: productDiscountTiers.description,
      variantId: productDiscountTiers.variantId,
    })
    .from(productDiscountTiers)
    .where(
      and(
        eq(productDiscountTiers.entityCode, entityCode),
        eq(productDiscountTiers.productId, productId),
        variantId === undefined
          ? undefined
          : or(
              isNull(productDiscountTiers.variantId),
              eq(productDiscountTiers.variantId, variantId),
            ),
      ),
    )
    .orderBy(asc(productDiscountTiers.minQuantity), asc(productDiscountTiers.variantId));
}

/**
 * The discounted unit prices of a variant at a distributor, one per tier: "10+ eSIMs: MYR 18.91"
 * with the price as the value. None when the distributor does not sell the variant.
 */
export async function discountValueOptions(
  db: Tx,
  entityCode: string,
  productId: string,
  variantId: string,
): Promise<SelectOption[]> {
  const [price] = await db
    .select({ minor: productPrices.unitPriceMinor, currency: productPrices.currency })
    .from(productPrices)
    .where(
      and(
        eq(productPrices.entityCode, entityCode),
        eq(productPrices.productId, productId),
        eq(productPrices.variantId, variantId),
      ),
    );
  if (!price) return [];
  const tiers = await discountTiers(db, entityCode, productId, variantId);
  return tiers.map((t) => {
    const amount = fromMinor(discounted(price.minor, t.discountBp));
    return {
      label: `${t.minQuantity}+ eSIMs: ${price.currency} ${formatAmount(amount)}`,
      value: String(amount),
    };
  });
}

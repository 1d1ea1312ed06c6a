import type { OrderLineInput } from '@wander/contract';
import { AppError } from '../../platform/http/errors.js';
import { taxOn } from '../network/tax-per-item.js';
import { bestTier, discounted } from './discount-rule.js';
import type { activePromotions, discountTiers, distributorPrices } from './price-book.queries.js';

export interface PricedLine {
  lineNo: number;
  productId: string;
  variantId: string;
  productCode: string;
  productName: string;
  variantCode: string;
  variantName: string;
  days: number;
  dataGb: number;
  isDayPass: boolean;
  qty: number;
  unitPriceMinor: number;
  discountMinor: number;
  taxCode: string | null;
  taxRatePercent: number;
  taxMinor: number;
  lineTotalMinor: number;
  /** The distributor's promotions on the plan now, kept with the line. */
  promotions: string[];
  /** A provider top-up (issue 27): the eSIM it tops up and the provider's package. */
  topUpSerialId?: string | null;
  topUpPackageCode?: string | null;
  /** A group order's line (issue 29): the traveller it is for. */
  travellerId?: string | null;
  travellerName?: string | null;
}

export interface PricedOrder {
  currency: string;
  lines: PricedLine[];
  subtotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  totalMinor: number;
  /**
   * Prices converted from the distributor's base prices (issue 40, a store selling in another
   * currency): the base currency, the rate applied and its day, which the order keeps.
   */
  conversion?: { baseCurrency: string; rate: string; rateDate: string } | null;
}

/** What pricing an order's lines reads: the distributor's prices, tiers, promotions, discount. */
export interface PriceBook {
  prices: Map<string, Awaited<ReturnType<typeof distributorPrices>>[number]>;
  tiers: Awaited<ReturnType<typeof discountTiers>>;
  customerBp: number;
  promotionsOf: Awaited<ReturnType<typeof activePromotions>>;
}

export function mergedLines(input: OrderLineInput[]) {
  const merged = new Map<string, number>();
  for (const line of input)
    merged.set(line.variantId, (merged.get(line.variantId) ?? 0) + line.qty);
  return merged;
}

/** priceLines' pricing from a loaded book: no database (it runs in the worker pool too). */
export function priceFromBook(book: PriceBook, input: OrderLineInput[]): PricedOrder {
  const merged = mergedLines(input);
  const byVariant = book.prices;
  const fieldErrors: Record<string, string[]> = {};
  input.forEach((line, i) => {
    if (!byVariant.has(line.variantId)) {
      fieldErrors[`lines.${i}.variantId`] = ['This plan is not sold by the selected distributor'];
    }
  });
  for (const [variantId, qty] of merged) {
    if (qty > 10_000) {
      const i = input.findIndex((l) => l.variantId === variantId);
      fieldErrors[`lines.${i}.qty`] = ['Quantity should have maximum value of 10000'];
    }
  }
  if (Object.keys(fieldErrors).length) throw AppError.validation(fieldErrors);

  const prices = [...merged.keys()].map((id) => byVariant.get(id)!);
  const currencies = new Set(prices.map((p) => p.currency));
  if (currencies.size > 1) {
    throw new AppError('BUSINESS_RULE', 'All plans of an order must be priced in one currency');
  }
  const { tiers, customerBp, promotionsOf } = book;
  const lines: PricedLine[] = [];
  let lineNo = 0;
  for (const [variantId, qty] of merged) {
    const price = byVariant.get(variantId)!;
    const best = bestTier(tiers, price.productId, variantId, qty);
    const bp = Math.max(best?.discountBp ?? 0, customerBp);
    const gross = price.unitPriceMinor * qty;
    const net = discounted(price.unitPriceMinor, bp) * qty;
    const rate = price.taxActive ? (price.taxRatePercent ?? 0) : 0;
    const tax = taxOn(net, rate);
    lines.push({
      lineNo: ++lineNo,
      productId: price.productId,
      variantId,
      productCode: price.productCode,
      productName: price.productName,
      variantCode: price.variantCode,
      variantName: price.variantName,
      days: price.days,
      dataGb: price.dataGb,
      isDayPass: price.isDayPass,
      qty,
      unitPriceMinor: price.unitPriceMinor,
      discountMinor: gross - net,
      taxCode: price.taxActive ? price.taxCode : null,
      taxRatePercent: rate,
      taxMinor: tax,
      lineTotalMinor: net + tax,
      promotions: promotionsOf.get(variantId) ?? [],
    });
  }
  return orderOf(prices[0].currency, lines);
}

/** An order's totals from its priced lines: subtotal, discount and tax summed, and the total. */
export function orderOf(currency: string, lines: PricedLine[]): PricedOrder {
  const sum = (f: (l: PricedLine) => number) => lines.reduce((a, l) => a + f(l), 0);
  const subtotalMinor = sum((l) => l.unitPriceMinor * l.qty);
  const discountMinor = sum((l) => l.discountMinor);
  const taxMinor = sum((l) => l.taxMinor);
  return {
    currency,
    lines,
    subtotalMinor,
    discountMinor,
    taxMinor,
    totalMinor: subtotalMinor - discountMinor + taxMinor,
  };
}

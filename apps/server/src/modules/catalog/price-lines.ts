import type { OrderLineInput } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { customerDiscountBp } from '../network/customer-discount.js';
import { mergedLines, priceFromBook, type PriceBook, type PricedOrder } from './price-from-book.js';
import { activePromotions, discountTiers, distributorPrices } from './price-book.queries.js';

export type { PriceBook, PricedLine, PricedOrder } from './price-from-book.js';

/**
 * Reads the price book of `variantIds` (tiers up to `maxQty`), once for many pricings: a group's
 * trips are each priced from one book (priceFromBook), not each from the database.
 */
export async function loadPriceBook(
  tx: Tx,
  distributor: string,
  variantIds: string[],
  maxQty: number,
  /** The buyer company (its customer discount), or a consumer's group discount in basis points. */
  buyer?: string | { discountBp: number },
): Promise<PriceBook> {
  const prices = await distributorPrices(tx, distributor, variantIds);
  const tiers = await discountTiers(
    tx,
    distributor,
    [...new Set(prices.map((p) => p.productId))],
    maxQty,
  );
  const customerBp =
    typeof buyer === 'object'
      ? buyer.discountBp
      : buyer
        ? await customerDiscountBp(tx, distributor, buyer)
        : 0;
  const promotionsOf = await activePromotions(tx, distributor, prices);
  return { prices: new Map(prices.map((p) => [p.variantId, p])), tiers, customerBp, promotionsOf };
}

/**
 * Prices an order's lines on the server from the distributor's price list; whatever price the
 * client sent is ignored. Lines of the same variant are merged. A variant the distributor does
 * not sell is refused with the line's field error. Discount: the catalogue's `bestTier`, as
 * GetPrice, or the buyer's customer discount (its group or membership tier) when that is larger.
 * Tax: the price's item tax group.
 */
export async function priceLines(
  tx: Tx,
  distributor: string,
  input: OrderLineInput[],
  /** The buyer company (its customer discount), or a consumer's group discount in basis points. */
  buyer?: string | { discountBp: number },
): Promise<PricedOrder> {
  const merged = mergedLines(input);
  const book = await loadPriceBook(
    tx,
    distributor,
    [...merged.keys()],
    Math.max(...merged.values()),
    buyer,
  );
  return priceFromBook(book, input);
}

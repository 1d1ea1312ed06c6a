import { catalogApi } from './catalog-api';
import { isInStock } from './catalog-rules';

export type QuantityCheck =
  { ok: true; unitPrice: number } | { ok: false; availableQuantity: number };

/**
 * The quantity check of spec section 4: the stock must say 'in stock'; then, when the product has
 * discounts, the unit price is fetched again for this quantity, else the base unit price stays.
 */
export async function checkQuantity(input: {
  distributor: string;
  productId: string;
  variantId: string;
  quantity: number;
  baseUnitPrice: number;
  hasDiscounts: boolean;
}): Promise<QuantityCheck> {
  const stock = await catalogApi.stock(
    input.productId,
    input.variantId,
    input.quantity,
    input.distributor,
  );
  if (!isInStock(stock.status)) return { ok: false, availableQuantity: stock.availableQuantity };
  if (!input.hasDiscounts || input.quantity <= 0) {
    return { ok: true, unitPrice: input.baseUnitPrice };
  }
  const quote = await catalogApi.price(
    input.productId,
    input.distributor,
    input.quantity,
    input.variantId,
  );
  return { ok: true, unitPrice: quote.unitPrice };
}

// zod-free (issue 30): the web's light order pages import these limits without the schemas.
import { messages } from '../validation/messages.js';

/** The most of one plan on an order line, and the most lines on an order. */
export const MAX_ORDER_QTY = 10_000;
export const MAX_ORDER_LINES = 200;

/**
 * What is wrong with a line's quantity as its box holds it (`null`: the box is empty), in the
 * words of `orderQuantitySchema` (purchase-order.ts; a test holds the two equal), or null. The
 * web's order lines and cart check their boxes with it before saving (issue 37).
 */
export function orderQuantityError(qty: number | null): string | null {
  if (qty === null || Number.isNaN(qty)) return messages.required('Quantity');
  if (!Number.isInteger(qty)) return messages.integer('Quantity');
  if (qty < 1) return messages.minValue('Quantity', 1);
  if (qty > MAX_ORDER_QTY) return messages.maxValue('Quantity', MAX_ORDER_QTY);
  return null;
}

import { orderQuantityError } from '@wander/contract';

/**
 * A line's quantity as its box holds it: `null` while the box is empty (issue 37: clearing the
 * box leaves it empty, it is not put back to 1 under the user's typing).
 */
export type LineQuantity = number | null;

/** The box's text as a quantity: empty is `null`, anything else the number typed. */
export const quantityOf = (text: string): LineQuantity =>
  text.trim() === '' ? null : Number(text);

/** What is wrong with a quantity, in the contract's words, or null. */
export const quantityError = orderQuantityError;

/** Every line has a quantity that can be saved. */
export const quantitiesValid = (lines: readonly { qty: LineQuantity }[]) =>
  lines.every((l) => quantityError(l.qty) === null);

/** The lines as the API takes them (call after `quantitiesValid`). */
export const linesToSave = (lines: readonly { variantId: string; qty: LineQuantity }[]) =>
  lines.map((l) => ({ variantId: l.variantId, qty: l.qty ?? 0 }));

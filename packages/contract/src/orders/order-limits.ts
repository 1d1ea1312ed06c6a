// zod-free (issue 30): the web's light order pages import these limits without the schemas.
/** The most of one plan on an order line, and the most lines on an order. */
export const MAX_ORDER_QTY = 10_000;
export const MAX_ORDER_LINES = 200;

import { describe, expect, it } from 'vitest';
import { orderQuantityError } from './order-limits.js';
import { orderQuantitySchema } from './purchase-order.js';

describe('orderQuantityError (the web checks a quantity box without zod)', () => {
  it('says what the schema says, for every kind of quantity', () => {
    for (const qty of [1, 2, 9_999, 10_000, 10_001, 0, -3, 1.5, Number.NaN]) {
      const parsed = orderQuantitySchema.safeParse(qty);
      expect(orderQuantityError(qty), String(qty)).toBe(
        parsed.success ? null : parsed.error.issues[0].message,
      );
    }
  });

  it('takes an empty box as "Quantity is required", the schema\'s word for a missing one', () => {
    const parsed = orderQuantitySchema.safeParse(undefined);
    expect(parsed.success).toBe(false);
    expect(orderQuantityError(null)).toBe('Quantity is required');
    expect(parsed.error!.issues[0].message).toBe('Quantity is required');
  });
});

import { sql, type SQL } from 'drizzle-orm';

/**
 * The one quantity-discount rule of the catalogue, used by GetPrice, the catalogue cards and order
 * pricing alike, so a buyer is charged what the catalogue showed.
 */

export interface DiscountTier {
  productId: string;
  /** null: the tier applies to every variant of the product. */
  variantId: string | null;
  minQuantity: number;
  discountBp: number;
}

/** Discounted unit price in minor units: rounded half up, never below zero. */
export const discounted = (baseMinor: number, discountBp: number) =>
  Math.max(0, Math.floor((baseMinor * (10_000 - discountBp) + 5_000) / 10_000));

/**
 * The same rule in SQL, for the catalogue page PostgreSQL builds (bigint arithmetic: the division
 * truncates, which is the floor for the non-negative values the greatest() keeps). The property
 * test checks the two agree.
 */
export const discountedSql = (baseMinor: SQL, discountBp: SQL): SQL =>
  sql`greatest(0, ((${baseMinor})::bigint * (10000 - ${discountBp}) + 5000) / 10000)`;

/**
 * The tier that applies to `qty` units of a variant: the highest threshold reached; on a tie the
 * variant's own tier wins over a product-wide one. undefined when none is reached.
 */
export function bestTier<T extends DiscountTier>(
  tiers: readonly T[],
  productId: string,
  variantId: string,
  qty: number,
): T | undefined {
  let best: T | undefined;
  for (const t of tiers) {
    if (t.productId !== productId || t.minQuantity > qty) continue;
    if (t.variantId !== null && t.variantId !== variantId) continue;
    if (
      !best ||
      t.minQuantity > best.minQuantity ||
      (t.minQuantity === best.minQuantity && best.variantId === null && t.variantId !== null)
    )
      best = t;
  }
  return best;
}

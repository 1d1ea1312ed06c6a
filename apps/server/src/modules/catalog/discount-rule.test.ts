import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PGlite } from '@electric-sql/pglite';
import { bestTier, discounted, discountedSql, type DiscountTier } from './discount-rule.js';

const tier = (minQuantity: number, discountBp: number, variantId: string | null = null) => ({
  productId: 'p',
  variantId,
  minQuantity,
  discountBp,
});

describe('the quantity discount rule', () => {
  it('applies the highest threshold reached', () => {
    const tiers = [tier(5, 500), tier(10, 1000), tier(20, 2000)];
    expect(bestTier(tiers, 'p', 'v', 4)).toBeUndefined();
    expect(bestTier(tiers, 'p', 'v', 10)?.discountBp).toBe(1000);
    expect(bestTier(tiers, 'p', 'v', 19)?.discountBp).toBe(1000);
    expect(bestTier(tiers, 'p', 'v', 500)?.discountBp).toBe(2000);
  });

  it("prefers the variant's own tier on a tie and ignores other variants and products", () => {
    const tiers = [tier(10, 500), tier(10, 800, 'v'), tier(50, 3000, 'other')];
    expect(bestTier(tiers, 'p', 'v', 60)?.discountBp).toBe(800);
    expect(bestTier([...tiers].reverse(), 'p', 'v', 60)?.discountBp).toBe(800);
    expect(bestTier(tiers, 'q', 'v', 60)).toBeUndefined();
  });

  it('gives the same tier whatever the order of the list', () => {
    const arb = fc.array(
      fc.record({
        productId: fc.constant('p'),
        variantId: fc.constantFrom(null, 'v', 'w'),
        minQuantity: fc.integer({ min: 1, max: 30 }),
        discountBp: fc.integer({ min: 0, max: 10_000 }),
      }),
    );
    fc.assert(
      fc.property(arb, fc.integer({ min: 1, max: 40 }), (tiers: DiscountTier[], qty) => {
        const a = bestTier(tiers, 'p', 'v', qty);
        const b = bestTier([...tiers].reverse(), 'p', 'v', qty);
        expect(a?.minQuantity).toBe(b?.minQuantity);
        expect(a?.variantId ?? null).toBe(b?.variantId ?? null);
      }),
    );
  });

  it('rounds a discounted price half up to a whole minor unit', () => {
    expect(discounted(1000, 1250)).toBe(875);
    expect(discounted(999, 1000)).toBe(899); // 899.1
    expect(discounted(5, 1000)).toBe(5); // 4.5 -> 5
    expect(discounted(1000, 10_000)).toBe(0);
  });

  it('gives the same price in SQL (the catalogue page) as in TypeScript (GetPrice, orders)', async () => {
    const pairs = fc.sample(
      fc.tuple(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 10_000 })),
      { numRuns: 2000, seed: 20261121 },
    );
    pairs.push([0, 0], [5, 1000], [999, 1000], [1, 5000], [1, 4999], [100_000_000, 10_000]);
    const { sql: text, params } = new PgDialect().sqlToQuery(
      sql`select ${discountedSql(sql`b`, sql`bp`)}::text as v
        from unnest(${`{${pairs.map((p) => p[0]).join(',')}}`}::bigint[],
          ${`{${pairs.map((p) => p[1]).join(',')}}`}::int[]) with ordinality as x(b, bp, n)
        order by n`,
    );
    const db = new PGlite();
    try {
      const { rows } = await db.query<{ v: string }>(text, params);
      expect(rows.map((r) => Number(r.v))).toEqual(pairs.map(([b, bp]) => discounted(b, bp)));
    } finally {
      await db.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import {
  companies,
  coupons,
  couponTransactions,
  purchaseOrders,
  wallets,
  walletTransactions,
} from '../../db/schema/index.js';
import { orderFixtures } from '../../test-support/kits/orders.fixtures.js';
import type { OrderActor } from '../orders/index.js';
import { wanderCheckout } from '../payment/wander-checkout.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
const BUYERS = 100;
const TRIES_EACH = 5;
const START_MINOR = 100_000;

/**
 * 500 checkouts at once with one coupon limited to 50 uses and 1 per buyer (100 buyers x 5):
 * the coupon's row lock serialises them. Races only exist on a real server (PGlite is one
 * session), so this runs on PostgreSQL only.
 */
describe.skipIf(!onPostgres)('coupon limits under concurrent checkouts (PostgreSQL)', () => {
  let t: TestApp;
  let fx: Awaited<ReturnType<typeof orderFixtures>>;
  let actors: OrderActor[];
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp();
    // Stock for every paid order (the payment holds it, issue 37): the coupon is what runs out.
    fx = await orderFixtures(db(), { serials: 100 });
    const rows = await db()
      .insert(companies)
      .values(
        Array.from({ length: BUYERS }, (_, i) => ({
          entityCode: `RACE${String(i).padStart(3, '0')}`,
          companyName: `Race Buyer ${i}`,
          companyType: 'customer',
          parentEntityCode: 'DIST001',
          defaultCurrency: 'MYR',
        })),
      )
      .returning();
    await db()
      .insert(wallets)
      .values(rows.map((c) => ({ companyId: c.id, currency: 'MYR', balanceMinor: START_MINOR })));
    actors = rows.map((c) => ({
      userId: null as unknown as string,
      email: `${c.entityCode.toLowerCase()}@race.test`,
      company: {
        id: c.id,
        entityCode: c.entityCode,
        companyName: c.companyName,
        customCode: c.customCode,
        companyType: c.companyType,
        parentEntityCode: c.parentEntityCode,
        isSetupFully: true,
      },
    }));
    await db().insert(coupons).values({
      entityCode: 'DIST001',
      code: 'RACE50',
      discountType: 'Percentage',
      discountValue: 10,
      totalUseLimit: 50,
      perBuyerLimit: 1,
    });
  }, 120_000);
  afterAll(() => t?.close());

  it('500 checkouts, 50 uses, 1 per buyer: exactly 50 redemptions, none twice by a buyer, no money for the refused', async () => {
    const body = {
      dataPlanModel: { distributorEntityCode: 'DIST001', lines: [{ variantId: fx.v1, qty: 1 }] },
      couponCode: 'RACE50',
    };
    const attempts = actors.flatMap((a) => Array.from({ length: TRIES_EACH }, () => a));
    const results = await Promise.allSettled(
      attempts.map((actor) => wanderCheckout(db(), actor, body)),
    );
    const paid = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(paid).toHaveLength(50);
    expect(refused).toHaveLength(450);
    const reasons = new Set(refused.map((r) => (r.reason as Error).message));
    expect([...reasons].sort()).toEqual(
      expect.arrayContaining(['Coupon has been fully used', 'You have already used this coupon']),
    );
    expect(reasons.size).toBe(2);
    // 10.00 - 10 % = 9.00 + 8 % tax = 9.72 for each paid order.
    for (const r of paid) expect(r.value.amount).toBe(9.72);

    const redemptions = await db()
      .select()
      .from(couponTransactions)
      .where(eq(couponTransactions.couponCode, 'RACE50'));
    expect(redemptions).toHaveLength(50);
    expect(redemptions.every((r) => r.kind === 'Redeemed' && r.amountMinor === 100)).toBe(true);
    expect(new Set(redemptions.map((r) => r.buyerEntityCode)).size).toBe(50);
    const [coupon] = await db().select().from(coupons).where(eq(coupons.code, 'RACE50'));
    expect(coupon.usedCount).toBe(50);

    // Money moved for the 50 paid orders only; the refused left no order and no debit.
    const orders = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(purchaseOrders)
      .where(like(purchaseOrders.entityCode, 'RACE%'));
    expect(orders[0].n).toBe(50);
    const ids = actors.map((a) => a.company.id);
    const balances = await db().select().from(wallets).where(inArray(wallets.companyId, ids));
    const spent = balances.filter((w) => w.balanceMinor !== START_MINOR);
    expect(spent).toHaveLength(50);
    expect(spent.every((w) => w.balanceMinor === START_MINOR - 972)).toBe(true);
    const debits = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(walletTransactions)
      .where(
        and(
          inArray(
            walletTransactions.walletId,
            balances.map((w) => w.id),
          ),
          eq(walletTransactions.kind, 'purchase'),
        ),
      );
    expect(debits[0].n).toBe(50);
  }, 300_000);
});

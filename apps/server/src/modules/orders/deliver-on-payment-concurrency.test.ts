import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import {
  emailLogs,
  invoiceLines,
  invoices,
  products,
  purchaseOrders,
  wanderSerialNumbers,
} from '../../db/schema/index.js';
import { esimMailerOf } from './esim-mailer.js';
import { deliverOnPayment } from './deliver-on-payment.js';
import { queueDelivery } from './delivery-on-payment-jobs.js';
import { orderFixtures } from '../../test-support/kits/orders.fixtures.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * Delivery on payment with the real pg-boss queue (4 workers) on PostgreSQL, where workers and
 * checkouts really run at the same time (PGlite is one session: nothing could race there).
 */
describe.skipIf(!onPostgres)('delivery on payment on the real PostgreSQL and pg-boss', () => {
  let t: TestApp;
  let customer: Record<string, string>;
  let fx: Awaited<ReturnType<typeof orderFixtures>>;
  const db = () => t.database.db;

  beforeAll(async () => {
    t = await createTestApp({ realJobs: true });
    fx = await orderFixtures(t.database.db, { serials: 30 });
    await db()
      .update(products)
      .set({ deliverOnPayment: 'on' })
      .where(eq(products.id, fx.productId));
    customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
  }, 120_000);
  afterAll(() => t.close());

  const checkout = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/Payment/WanderCheckout',
      headers: customer,
      payload: {
        dataPlanModel: { distributorEntityCode: 'DIST001', lines: [{ variantId: fx.v1, qty: 1 }] },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.poHeaderId as string;
  };
  const statuses = async (ids: string[]) =>
    db()
      .select({ id: purchaseOrders.id, status: purchaseOrders.status })
      .from(purchaseOrders)
      .where(inArray(purchaseOrders.id, ids));
  const until = async (check: () => Promise<boolean>, ms = 20_000) => {
    const end = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > end) throw new Error('timed out waiting for the deliveries');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const invoicesOf = async (ids: string[]) =>
    db().select({ poId: invoices.poId }).from(invoices).where(inArray(invoices.poId, ids));

  it('delivers concurrent checkouts through the queue, each once, within seconds', async () => {
    const started = Date.now();
    const ids = await Promise.all(Array.from({ length: 8 }, checkout));
    await until(async () => (await statuses(ids)).every((r) => r.status === 'Completed'));
    expect(Date.now() - started).toBeLessThan(15_000);
    const made = await invoicesOf(ids);
    expect(made).toHaveLength(8);
    expect(new Set(made.map((r) => r.poId)).size).toBe(8);
    const [{ n }] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(wanderSerialNumbers)
      .innerJoin(invoiceLines, eq(invoiceLines.id, wanderSerialNumbers.invoiceLineId))
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(and(inArray(invoices.poId, ids), eq(wanderSerialNumbers.status, 'delivered')));
    expect(n).toBe(8);
    const [{ mails }] = await db()
      .select({ mails: sql<number>`count(*)::int` })
      .from(emailLogs)
      .where(eq(emailLogs.template, 'esim-delivery'));
    expect(mails).toBeGreaterThanOrEqual(8);
  });

  it('delivers once when two workers and two direct runs take the same order at once', async () => {
    // Paid without queueing (as if the send were lost): Pending, no job yet.
    await db()
      .update(products)
      .set({ deliverOnPayment: 'off' })
      .where(eq(products.id, fx.productId));
    const id = await checkout();
    await db()
      .update(purchaseOrders)
      .set({ deliveryOnPayment: 'Pending' })
      .where(eq(purchaseOrders.id, id));
    const mailer = esimMailerOf(t.app.services.mail);
    const [a, b] = await Promise.all([
      deliverOnPayment(db(), id, mailer, t.app.services.mail),
      deliverOnPayment(db(), id, mailer, t.app.services.mail),
      queueDelivery(t.app.services.jobs, id),
      queueDelivery(t.app.services.jobs, id),
    ]);
    await until(async () => (await statuses([id]))[0].status === 'Completed');
    await new Promise((resolve) => setTimeout(resolve, 1500)); // let the queued jobs finish
    expect(await invoicesOf([id])).toHaveLength(1);
    expect([a, b].filter((o) => o === 'Delivered').length).toBeLessThanOrEqual(1);
    const [row] = await db().select().from(purchaseOrders).where(eq(purchaseOrders.id, id));
    expect(row).toMatchObject({ status: 'Completed', deliveryOnPayment: 'Delivered' });
  });
});

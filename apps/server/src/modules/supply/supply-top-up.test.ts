import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import {
  invoiceLines,
  invoices,
  providerOrders,
  providers,
  purchaseOrders,
  serviceMovingJournals,
  wanderSerialNumbers,
} from '../../db/schema/index.js';
import { supplyKit } from '../../test-support/kits/supply-test-kit.js';

type Kit = Awaited<ReturnType<typeof supplyKit>>;

/**
 * Issue 27, "Usage and top-ups": the one-tap top-up of an eSIM bought from a provider buys that
 * provider's top-up package for it, and GetTopUpESim answers from the provider.
 */
let t: TestApp;
let customer: Record<string, string>;
let distributor: Record<string, string>;
let call: Kit['call'];
let walletBalance: Kit['walletBalance'];
let esimId: string;
let iccid: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ customer, distributor, call, walletBalance } = await supplyKit(t));
  // The customer buys a Demo Supplier plan (Iceland 5GB): its eSIM is bought and delivered.
  const plans = await call('POST', 'product/PlanSupply/Search', distributor, {
    pageSize: 50,
    filterColumns: [{ columnName: 'search', filterValue: 'Demo Supplier', operator: 'contains' }],
  });
  const { variantId } = plans
    .json()
    .data.items.find((r: { packageCode: string }) => r.packageCode === 'DEMO-IS-5GB-7D');
  const paid = await call('POST', 'payment/Payment/WanderCheckout', customer, {
    dataPlanModel: { distributorEntityCode: 'DIST001', lines: [{ variantId, qty: 1 }] },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  await t.app.services.jobs.idle();
  const [esim] = await db()
    .select({ id: wanderSerialNumbers.id, iccid: wanderSerialNumbers.iccid })
    .from(wanderSerialNumbers)
    .innerJoin(invoiceLines, eq(invoiceLines.id, wanderSerialNumbers.invoiceLineId))
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(eq(invoices.poId, paid.json().data.poHeaderId));
  ({ id: esimId, iccid } = esim);
});
afterAll(() => t.close());

const db = () => t.database.db;
const lookup = async () =>
  (await call('GET', `payment/InvoiceDetail/GetTopUpESim/${esimId}`, customer)).json().data;

describe("a provider eSIM's top-up", () => {
  it("GetTopUpESim answers the provider's top-up packages at cost plus the top-up margin", async () => {
    const answer = await lookup();
    expect(answer.isSuccess, answer.message).toBe(true);
    expect(answer.data.iccid).toBe(iccid);
    // The Demo Supplier's top-ups cost USD 1.00 and 1.33, converted at today's rate; with the
    // default margin of 25 %, rounded up to .90 as every price buyers see, they are MYR 5.90 and
    // 7.90 at any rate of the demo's (4.20 to 4.70: 5.25-5.88 and 6.98-7.81 before rounding).
    expect(
      answer.data.topUpOptions.map((o: { packageCode: string; unitPrice: number }) => [
        o.packageCode,
        o.unitPrice,
      ]),
    ).toEqual([
      ['DEMO-TOPUP-1GB', 5.9],
      ['DEMO-TOPUP-3GB', 7.9],
    ]);
    expect(answer.data.topUpOptions[0]).toMatchObject({
      variantName: 'Top-up 1GB 7 Days',
      data: 1,
    });
  });

  it("follows the distributor's top-up margin set on the provider", async () => {
    const [demo] = await db()
      .select()
      .from(providers)
      .where(and(eq(providers.entityCode, 'DIST001'), eq(providers.kind, 'demo')));
    const edit = await call('PUT', `product/Providers/${demo.id}`, distributor, {
      providerName: demo.providerName,
      kind: 'demo',
      lowBalance: 0,
      topUpMarginPercent: 45,
      isActive: true,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    // USD 1.00 + 45 %: MYR 6.09 to 6.82 at the demo's rates, 6.90 to buyers.
    expect((await lookup()).data.topUpOptions[0].unitPrice).toBe(6.9);
    const tooHigh = await call('PUT', `product/Providers/${demo.id}`, distributor, {
      providerName: demo.providerName,
      kind: 'demo',
      lowBalance: 0,
      topUpMarginPercent: 501,
      isActive: true,
    });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().errors.topUpMarginPercent).toEqual([
      'Top-up Margin (%) should have maximum value of 500',
    ]);
  });

  it('refuses a package the provider does not offer, or a plan instead, and changes nothing', async () => {
    const before = await walletBalance();
    const { variantId } = (await lookup()).data.topUpOptions[0];
    const url = `payment/InvoiceDetail/TopUpESim/${esimId}`;
    for (const body of [{ variantId, packageCode: 'DEMO-TOPUP-99GB' }, { variantId }]) {
      const refused = await call('POST', url, customer, body);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().errors.variantId).toEqual(['Top-up Plan is not a valid option']);
    }
    expect(await walletBalance()).toBe(before);
  });

  it('one tap buys the package for that eSIM: paid, bought once from the provider, no new eSIM', async () => {
    const before = await walletBalance();
    const option = (await lookup()).data.topUpOptions[0];
    const bought = await call('POST', `payment/InvoiceDetail/TopUpESim/${esimId}`, customer, {
      variantId: option.variantId,
      packageCode: option.packageCode,
    });
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.json().message).toBe('Top-up purchased successfully');
    const result = bought.json().data;
    expect(result.amount).toBeGreaterThanOrEqual(6.9); // the price, and its tax when the plan has one
    expect(result.walletBalance).toBeCloseTo(before - result.amount, 2);
    await t.app.services.jobs.idle();

    const [po] = await db()
      .select()
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, result.poHeaderId));
    expect(po.status).toBe('Completed');
    const orders = await db().select().from(providerOrders).where(eq(providerOrders.poId, po.id));
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      kind: 'top-up',
      status: 'Completed',
      serialId: esimId,
      packageCode: 'DEMO-TOPUP-1GB',
    });
    expect(orders[0].orderRef).toMatch(/^DEMO-TU-[0-9A-F]{10}$/);
    // The invoice bills the top-up and hands over no eSIM: the customer keeps its own.
    const [invoice] = await db().select().from(invoices).where(eq(invoices.poId, po.id));
    const lines = await db()
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoice.id));
    expect(lines.map((l) => [l.variantName, l.topUpSerialId])).toEqual([
      ['Top-up 1GB 7 Days', esimId],
    ]);
    const handedOver = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(wanderSerialNumbers)
      .where(
        inArray(
          wanderSerialNumbers.invoiceLineId,
          lines.map((l) => l.id),
        ),
      );
    expect(handedOver[0].n).toBe(0);
    const journal = await db()
      .select()
      .from(serviceMovingJournals)
      .where(eq(serviceMovingJournals.reference, po.documentNo));
    expect(journal.map((j) => [j.event, j.iccid, j.description])).toEqual([
      ['TopUp', iccid, 'Topped up with Top-up 1GB 7 Days'],
    ]);

    // The delivery job running again (a sweep, a second replica) tops up nothing more.
    await t.app.services.jobs.send('orders.deliver-on-payment', { poId: po.id });
    await t.app.services.jobs.idle();
    const again = await db().select().from(providerOrders).where(eq(providerOrders.poId, po.id));
    expect(again).toHaveLength(1);
    expect(again[0].attempts).toBe(1);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import {
  emailLogs,
  invoices,
  products,
  purchaseOrders,
  wanderSerialNumbers,
} from '../../db/schema/index.js';
import { esimMailerOf } from './esim-mailer.js';
import { deliverOnPayment } from './deliver-on-payment.js';
import { orderFixtures } from '../../test-support/kits/orders.fixtures.js';

let t: TestApp;
let customer: Record<string, string>;
let distributor: Record<string, string>;
let fx: Awaited<ReturnType<typeof orderFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  fx = await orderFixtures(t.database.db, { serials: 10 });
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
});
afterAll(() => t.close());

const db = () => t.database.db;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: object, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/${url}`,
    headers: headers as Record<string, string>,
    payload: payload as never,
  });

/** The distributor's DeliverOnPayment setting, changed on the settings screen's API. */
async function setCompanySetting(value: 'Yes' | 'No') {
  const items = (await call('POST', 'network/Settings/Search', distributor, {})).json().data
    .items as { id: string; settingName: string }[];
  const row = items.find((s) => s.settingName === 'DeliverOnPayment')!;
  const res = await call('PUT', `network/Settings/${row.id}`, distributor, {
    settingName: 'DeliverOnPayment',
    settingValue: value,
  });
  expect(res.statusCode).toBe(200);
}
const setProduct = (mode: 'inherit' | 'on' | 'off') =>
  db().update(products).set({ deliverOnPayment: mode }).where(eq(products.id, fx.productId));

/** A wallet checkout of qty eSIMs of the stocked variant; waits for the queue to settle. */
async function paidOrder(qty: number) {
  const res = await call('POST', 'payment/Payment/WanderCheckout', customer, {
    dataPlanModel: { distributorEntityCode: 'DIST001', lines: [{ variantId: fx.v1, qty }] },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().data.status).toBe('Paid');
  await t.app.services.jobs.idle();
  return res.json().data.poHeaderId as string;
}
const buyerDetail = async (id: string) =>
  (await call('GET', `network/PurchaseOrders/GetDetail/${id}`, customer)).json().data;
const availableSerials = async () =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(wanderSerialNumbers)
      .where(
        and(eq(wanderSerialNumbers.variantId, fx.v1), eq(wanderSerialNumbers.status, 'available')),
      )
  )[0].n;
/** Available and held by no paid order (issue 37): what can still be sold. */
const freeSerials = async () =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(wanderSerialNumbers)
      .where(
        and(
          eq(wanderSerialNumbers.variantId, fx.v1),
          eq(wanderSerialNumbers.status, 'available'),
          isNull(wanderSerialNumbers.reservedForLineId),
        ),
      )
  )[0].n;
const mailsOf = async (template: string) =>
  db()
    .select({ to: emailLogs.toEmail, subject: emailLogs.subject, entity: emailLogs.entityCode })
    .from(emailLogs)
    .where(eq(emailLogs.template, template));

beforeEach(async () => {
  await setCompanySetting('No');
  await setProduct('inherit');
});

describe('deliver on payment', () => {
  it('offers the setting to the distributor with Yes / No values and refuses anything else', async () => {
    const options = (
      await call(
        'GET',
        'network/Settings/GetValueOptions?settingName=DeliverOnPayment',
        distributor,
      )
    ).json().data;
    expect(options).toEqual([
      { label: 'Yes', value: 'Yes' },
      { label: 'No', value: 'No' },
    ]);
    const items = (await call('POST', 'network/Settings/Search', distributor, {})).json().data
      .items as { id: string; settingName: string }[];
    const row = items.find((s) => s.settingName === 'DeliverOnPayment')!;
    const bad = await call('PUT', `network/Settings/${row.id}`, distributor, {
      settingName: 'DeliverOnPayment',
      settingValue: 'Always',
    });
    expect(bad.json().errors).toEqual({ settingValue: ['Setting Value is not a valid option'] });
  });

  it('delivers a paid order at once when the company setting is on: invoice, eSIMs, completion, e-mail', async () => {
    await setCompanySetting('Yes');
    const before = await availableSerials();
    const mailsBefore = (await mailsOf('esim-delivery')).length;
    const id = await paidOrder(2);
    const po = await buyerDetail(id);
    expect(po).toMatchObject({ status: 'Completed', deliveryOnPayment: 'Delivered' });
    expect(po.invoice.status).toBe('Completed');
    expect(po.invoice.esims).toHaveLength(2);
    expect(po.invoice.esims[0].activationCode).toMatch(/^LPA:1\$/);
    expect(await availableSerials()).toBe(before - 2);
    const mails = await mailsOf('esim-delivery');
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)).toMatchObject({ to: 'customer@wander.demo', entity: 'DIST001' });
  });

  it("delivers a card payment too, once the provider's signed callback marks it paid", async () => {
    await setProduct('on');
    const po = (
      await call('POST', 'network/PurchaseOrders', customer, {
        distributorEntityCode: 'DIST001',
        lines: [{ variantId: fx.v1, qty: 1 }],
      })
    ).json().data;
    const start = await call('POST', 'payment/Payment/GetStripePlzUrl', customer, {
      poHeaderId: po.id,
    });
    const url = start.json().data.url as string;
    const pay = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(pay.statusCode).toBe(302);
    await t.app.services.jobs.idle();
    const detail = await buyerDetail(po.id);
    expect(detail).toMatchObject({
      status: 'Completed',
      paymentMethod: 'card',
      deliveryOnPayment: 'Delivered',
    });
    expect(detail.invoice.esims).toHaveLength(1);
  });

  it('leaves the order Paid for manual fulfilment when the setting is off', async () => {
    const before = await availableSerials();
    const id = await paidOrder(1);
    const po = await buyerDetail(id);
    expect(po).toMatchObject({ status: 'Paid', deliveryOnPayment: null, invoice: null });
    expect(await availableSerials()).toBe(before);
    const seller = (
      await call('GET', `network/PurchaseOrders/GetReceivedOrderDetail/${id}`, distributor)
    ).json().data;
    expect(seller.actions).toEqual(['Fulfil']);
  });

  it("lets the product's override win over the company setting, both ways", async () => {
    await setProduct('on');
    const on = await paidOrder(1);
    expect(await buyerDetail(on)).toMatchObject({
      status: 'Completed',
      deliveryOnPayment: 'Delivered',
    });
    await setCompanySetting('Yes');
    await setProduct('off');
    const off = await paidOrder(1);
    expect(await buyerDetail(off)).toMatchObject({ status: 'Paid', deliveryOnPayment: null });
  });

  it('leaves an order it cannot fill Paid, allocates nothing, and alerts the distributor', async () => {
    await setCompanySetting('Yes');
    // A card payment opened for the whole stock; the wallet buys one of them before the card's
    // callback lands (issue 37: the payment holds what is left; the order waits for one more).
    const before = await freeSerials();
    const po = (
      await call('POST', 'network/PurchaseOrders', customer, {
        distributorEntityCode: 'DIST001',
        lines: [{ variantId: fx.v1, qty: before }],
      })
    ).json().data;
    const start = await call('POST', 'payment/Payment/GetStripePlzUrl', customer, {
      poHeaderId: po.id,
    });
    expect(start.statusCode, start.body).toBe(200);
    await paidOrder(1);
    const pay = await t.app.inject({
      method: 'POST',
      url: start.json().data.url as string,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(pay.statusCode).toBe(302);
    await t.app.services.jobs.idle();
    const id = po.id as string;
    const detail = await buyerDetail(id);
    expect(detail).toMatchObject({
      status: 'Paid',
      deliveryOnPayment: 'OutOfStock',
      invoice: null,
    });
    expect(await freeSerials()).toBe(0);
    const [invoice] = await db().select().from(invoices).where(eq(invoices.poId, id));
    expect(invoice).toBeUndefined();
    const alerts = await mailsOf('delivery-on-payment-held');
    expect(alerts.at(-1)).toMatchObject({ entity: 'DIST001' });
    expect(alerts.at(-1)!.subject).toContain(detail.documentNo);
    expect(alerts.at(-1)!.subject).toContain('Insufficient Stock');
    // Still the distributor's to fulfil by hand once stock arrives, or to refund.
    const seller = (
      await call('GET', `network/PurchaseOrders/GetReceivedOrderDetail/${id}`, distributor)
    ).json().data;
    expect(seller.actions).toEqual(['Fulfil', 'Refund']);
    expect(seller.stockShortages).toMatchObject([{ available: before - 1, needed: before }]);
    // Refunded: the eSIMs it held are back on sale.
    const refund = await call('PUT', `network/PurchaseOrders/Refund/${id}`, distributor);
    expect(refund.statusCode, refund.body).toBe(200);
    expect((await buyerDetail(id)).status).toBe('Cancelled');
    expect(await freeSerials()).toBe(before - 1);
    await paidOrder(1);
    expect(await freeSerials()).toBe(before - 2);
  });

  it('delivers once when the job runs twice, one after the other or at the same time', async () => {
    const mailer = esimMailerOf(t.app.services.mail);
    const run = (id: string) => deliverOnPayment(db(), id, mailer, t.app.services.mail);
    await setProduct('on');
    const id = await paidOrder(1);
    expect(await buyerDetail(id)).toMatchObject({ status: 'Completed' });
    const serials = await availableSerials();
    const mails = (await mailsOf('esim-delivery')).length;
    expect(await run(id)).toBe('Skipped');
    expect(await availableSerials()).toBe(serials);
    expect(await mailsOf('esim-delivery')).toHaveLength(mails);
    expect(await db().select().from(invoices).where(eq(invoices.poId, id))).toHaveLength(1);

    // A Pending order whose job has not run yet, worked by two runs at once.
    await setProduct('inherit');
    const fresh = await paidOrder(1);
    await db()
      .update(purchaseOrders)
      .set({ deliveryOnPayment: 'Pending' })
      .where(eq(purchaseOrders.id, fresh));
    const outcomes = await Promise.all([run(fresh), run(fresh)]);
    expect(outcomes.sort()).toEqual(['Delivered', 'Skipped']);
    expect(await db().select().from(invoices).where(eq(invoices.poId, fresh))).toHaveLength(1);
    expect(await availableSerials()).toBe(serials - 1);
    expect(await mailsOf('esim-delivery')).toHaveLength(mails + 1);
    expect(await buyerDetail(fresh)).toMatchObject({
      status: 'Completed',
      deliveryOnPayment: 'Delivered',
    });
  });
});

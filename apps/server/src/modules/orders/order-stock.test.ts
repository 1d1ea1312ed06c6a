import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { emailLogs, paymentSessions, wanderSerialNumbers } from '../../db/schema/index.js';
import { addSerials, orderFixtures } from '../../test-support/kits/orders.fixtures.js';

/**
 * Issue 37, item 3: plans sold beyond stock. A plan of the distributor's own with one eSIM in
 * stock (not a demo plan that happens to have some): the cart's stock check, saving an order and
 * paying agree on what can be delivered, the payment holds its eSIM, and a paid order that cannot
 * be fulfilled shows why, with the distributor's ways forward and the buyer told.
 */
let t: TestApp;
let customer: Record<string, string>;
let distributor: Record<string, string>;
let fx: Awaited<ReturnType<typeof orderFixtures>>;
let series = 40;
const PLAN = 'STK Japan eSIM Japan 3GB 7 days';

beforeAll(async () => {
  t = await createTestApp();
  fx = await orderFixtures(t.database.db, { serials: 1, tag: 'STK' });
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
});
afterAll(() => t.close());

const db = () => t.database.db;
const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => t.app.inject({ method, url: `/api/${url}`, headers, payload: payload as never });
const stockCheck = async (qty: number) =>
  (
    await call(
      'GET',
      `product/Product/CheckProductVariantStock/${fx.productId}/${fx.v1}/${qty}?distributorEntityCode=DIST001`,
      customer,
    )
  ).json().data;
const saveOrder = (qty: number) =>
  call('POST', 'network/PurchaseOrders', customer, {
    distributorEntityCode: 'DIST001',
    lines: [{ variantId: fx.v1, qty }],
  });
const payFromWallet = (poId: string) =>
  call('POST', 'payment/Payment/WanderCheckout', customer, { poHeaderId: poId });
const buyerDetail = async (id: string) =>
  (await call('GET', `network/PurchaseOrders/GetDetail/${id}`, customer)).json().data;
const received = async (id: string) =>
  (await call('GET', `network/PurchaseOrders/GetReceivedOrderDetail/${id}`, distributor)).json()
    .data;
const balance = async () =>
  (await call('GET', 'payment/Wallet/WalletBalance', customer)).json().data.walletBalance;
/** The distributor receives n more eSIMs of the plan. */
const receiveStock = (n: number) => addSerials(db(), fx.productId, fx.v1, n, series++);
/** A draft of one eSIM, saved while there was stock for it. */
const draftOfOne = async () => {
  const res = await saveOrder(1);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; documentNo: string };
};
/** The sandbox card payment of a draft: its page opened now, paid when `pay()` is called. */
const cardPayment = async (poId: string) => {
  const res = await call('POST', 'payment/Payment/GetStripePlzUrl', customer, { poHeaderId: poId });
  return {
    res,
    pay: () =>
      t.app.inject({
        method: 'POST',
        url: res.json().data.url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'action=pay',
      }),
  };
};

describe('the cart, the order and the payment sell no more than can be delivered', () => {
  it('refuses to save an order for more than is in stock, naming the plan and what is there', async () => {
    expect(await stockCheck(2)).toMatchObject({ status: 'out of stock', availableQuantity: 1 });
    const res = await saveOrder(2);
    expect(res.statusCode, res.body).toBe(422);
    const message = `Insufficient Stock: ${PLAN} has 1 available, 2 needed`;
    expect(res.json().message).toBe(message);
    expect(res.json().errors['lines.0.qty']).toEqual([message]);
  });

  it('a payment holds its eSIM: the cart then finds none, and a second order or payment is refused', async () => {
    const first = await draftOfOne();
    const second = await draftOfOne();
    const before = await balance();
    const paid = await payFromWallet(first.id);
    expect(paid.statusCode, paid.body).toBe(200);
    // The eSIM is the paid order's now: nobody else can have it.
    expect(await stockCheck(1)).toMatchObject({ status: 'out of stock', availableQuantity: 0 });
    const again = await payFromWallet(second.id);
    expect(again.statusCode, again.body).toBe(422);
    expect(again.json().message).toBe(`Insufficient Stock: ${PLAN} has 0 available, 1 needed`);
    expect(await balance()).toBeCloseTo(before - 10.8, 2);
    expect((await buyerDetail(second.id)).status).toBe('Draft');
    expect((await saveOrder(1)).statusCode).toBe(422);
    // The paid order can be fulfilled: its eSIM was kept for it.
    expect((await received(first.id)).stockShortages).toEqual([]);
    const fulfil = await call('PUT', `network/PurchaseOrders/Fulfil/${first.id}`, distributor);
    expect(fulfil.statusCode, fulfil.body).toBe(200);
    // A card payment is not even opened for what cannot be delivered.
    const card = await cardPayment(second.id);
    expect(card.res.statusCode, card.res.body).toBe(422);
    expect(card.res.json().message).toBe(`Insufficient Stock: ${PLAN} has 0 available, 1 needed`);
  });
});

describe('a paid order that cannot be fulfilled', () => {
  /**
   * The race no check can stop: a card payment opened while one eSIM was left, the wallet buying
   * that eSIM before the card's callback lands. The card's money is taken; the order waits.
   */
  async function cardPaidWithoutStock() {
    await receiveStock(1);
    const viaCard = await draftOfOne();
    const viaWallet = await draftOfOne();
    const card = await cardPayment(viaCard.id);
    expect(card.res.statusCode, card.res.body).toBe(200);
    expect((await payFromWallet(viaWallet.id)).statusCode).toBe(200);
    expect((await card.pay()).statusCode).toBe(302);
    return viaCard;
  }

  it('shows why and lets the distributor receive stock and fulfil it; the buyer sees it wait', async () => {
    const po = await cardPaidWithoutStock();
    const shortage = { productName: 'STK Japan eSIM', variantName: 'Japan 3GB 7 days' };
    const buyer = await buyerDetail(po.id);
    expect(buyer.status).toBe('Paid');
    expect(buyer.stockShortages).toEqual([{ ...shortage, available: 0, needed: 1 }]);
    const seller = await received(po.id);
    expect(seller.stockShortages).toEqual([{ ...shortage, available: 0, needed: 1 }]);
    expect(seller.actions).toEqual(['Fulfil', 'Refund']);
    const refused = await call('PUT', `network/PurchaseOrders/Fulfil/${po.id}`, distributor);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(`Insufficient Stock: ${PLAN} has 0 available, 1 needed`);
    // Stock arrives: the order no longer waits, and Fulfil takes it.
    await receiveStock(1);
    const ready = await received(po.id);
    expect(ready.stockShortages).toEqual([]);
    expect(ready.actions).toEqual(['Fulfil']);
    const fulfil = await call('PUT', `network/PurchaseOrders/Fulfil/${po.id}`, distributor);
    expect(fulfil.statusCode, fulfil.body).toBe(200);
    expect(fulfil.json().data.status).toBe('Fulfilled');
  });

  it('or refunds it: cancelled, the card refunded, the buyer e-mailed, nothing left held', async () => {
    const po = await cardPaidWithoutStock();
    const res = await call('PUT', `network/PurchaseOrders/Refund/${po.id}`, distributor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Order refunded');
    expect(res.json().data).toMatchObject({ status: 'Cancelled', actions: [] });
    const [session] = await db()
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.poId, po.id));
    expect(session.status).toMatch(/^refund/);
    const mails = await db()
      .select()
      .from(emailLogs)
      .where(
        and(
          eq(emailLogs.template, 'order-refunded'),
          eq(emailLogs.toEmail, 'customer@wander.demo'),
        ),
      );
    expect(mails.map((m) => m.subject)).toContain(`Your order ${po.documentNo} was refunded`);
    expect((await buyerDetail(po.id)).status).toBe('Cancelled');
    // A second refund finds nothing to refund.
    const again = await call('PUT', `network/PurchaseOrders/Refund/${po.id}`, distributor);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('A Cancelled purchase order cannot be refunded');
  });

  it('refuses to refund an order that can be fulfilled', async () => {
    await receiveStock(1);
    const po = await draftOfOne();
    expect((await payFromWallet(po.id)).statusCode).toBe(200);
    const res = await call('PUT', `network/PurchaseOrders/Refund/${po.id}`, distributor);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^The eSIMs of this order are in stock: fulfil it/);
    // Its eSIM is held for it, not back on sale.
    const free = await db()
      .select()
      .from(wanderSerialNumbers)
      .where(eq(wanderSerialNumbers.variantId, fx.v1));
    expect(free.filter((s) => s.status === 'available' && !s.reservedForLineId)).toHaveLength(0);
  });
});

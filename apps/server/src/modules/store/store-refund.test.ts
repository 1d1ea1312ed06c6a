import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import {
  consumerAffiliates,
  consumerCommissions,
  consumers,
  couponTransactions,
  emailLogs,
  esimUsages,
  paymentSessions,
  wanderSerialNumbers,
} from '../../db/schema/index.js';
import { storeKit } from '../../test-support/kits/store-test-kit.js';

let t: TestApp;
let kit: Awaited<ReturnType<typeof storeKit>>;
let distributor: Record<string, string>;
let referralCode: string;
beforeAll(async () => {
  t = await createTestApp();
  kit = await storeKit(t);
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  const [affiliate] = await t.database.db
    .select({ referralCode: consumers.referralCode })
    .from(consumerAffiliates)
    .innerJoin(consumers, eq(consumers.id, consumerAffiliates.consumerId))
    .where(and(eq(consumerAffiliates.status, 'Active'), eq(consumers.status, 'Active')))
    .limit(1);
  referralCode = affiliate.referralCode;
}, 120_000);
afterAll(() => t?.close());

const backOffice = (method: 'GET' | 'PUT', url: string, payload?: object, headers = distributor) =>
  t.app.inject({ method, url: `/api/customer/Consumer/${url}`, headers, payload });

/** A referred consumer's paid and delivered order, with the sign-up coupon. */
async function deliveredOrder() {
  const { token, consumer } = await kit.newConsumer({ referralCode });
  const plan = await kit.japanPlan();
  const checkout = await kit.call('POST', 'orders', {
    token,
    payload: { variantId: plan.variantId, couponCode: 'WELCOME10' },
  });
  expect(checkout.statusCode, checkout.body).toBe(200);
  await kit.payOnSandbox(checkout.json().data.paymentUrl);
  const orderId = checkout.json().data.orderId as string;
  const order = (await kit.call('GET', `orders/${orderId}`, { token })).json().data;
  expect(order.status).toBe('Completed');
  return { token, consumer, orderId, order };
}

describe('refunding a consumer order (customer/Consumer/RefundOrder)', () => {
  it('lists the order on the consumer, then refunds it: card, coupon and commission reversed, eSIM written off', async () => {
    const { consumer, orderId, order } = await deliveredOrder();
    const db = t.database.db;
    const [commission] = await db
      .select()
      .from(consumerCommissions)
      .where(eq(consumerCommissions.purchaseOrderId, orderId));
    expect(commission.status).toBe('Pending');
    expect(commission.commissionMinor).toBeGreaterThan(0);

    const listed = (await backOffice('GET', `GetOrders/${consumer.id}`)).json().data;
    expect(listed).toHaveLength(1);
    // Another company's consumer is not found (it was 200 with an empty list: issue 25).
    const other = bearer(await signIn(t.app, 'newdistributor@wander.demo'), 'DIST002');
    const foreign = await backOffice('GET', `GetOrders/${consumer.id}`, undefined, other);
    expect(foreign.statusCode).toBe(404);
    expect(listed[0]).toMatchObject({
      documentNo: order.documentNo,
      status: 'Completed',
      couponCode: 'WELCOME10',
      esims: 1,
      commissionStatus: 'Pending',
    });

    const missing = await backOffice('PUT', `RefundOrder/${orderId}`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.reason).toEqual(['Reason is required']);

    const res = await backOffice('PUT', `RefundOrder/${orderId}`, { reason: 'Trip cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Order refunded: the card refund is on its way');
    expect(res.json().data).toMatchObject({ status: 'Cancelled', refundAmount: order.total });
    await t.app.services.jobs.idle();

    const [session] = await db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.poId, orderId));
    expect(['refund_pending', 'refunded']).toContain(session.status);
    const [after] = await db
      .select()
      .from(consumerCommissions)
      .where(eq(consumerCommissions.purchaseOrderId, orderId));
    expect(after.status).toBe('Reversed');
    const uses = await db
      .select({ kind: couponTransactions.kind })
      .from(couponTransactions)
      .where(eq(couponTransactions.purchaseOrderId, orderId));
    expect(uses.map((u) => u.kind).sort()).toEqual(['Redeemed', 'Reversed']);
    const [esim] = await db
      .select({ status: wanderSerialNumbers.status })
      .from(wanderSerialNumbers)
      .where(eq(wanderSerialNumbers.iccid, order.esims[0].iccid));
    expect(esim.status).toBe('written_off');
    const seen = (
      await kit.call('GET', `orders/${orderId}`, { token: (await kit.newConsumer()).token })
    ).statusCode;
    expect(seen).toBe(404);

    const again = await backOffice('PUT', `RefundOrder/${orderId}`, { reason: 'Twice' });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('This order is already refunded');
  });

  it('refuses an order whose eSIM was used, and another distributor’s order', async () => {
    const { orderId, order } = await deliveredOrder();
    const [serial] = await t.database.db
      .select({ id: wanderSerialNumbers.id })
      .from(wanderSerialNumbers)
      .where(eq(wanderSerialNumbers.iccid, order.esims[0].iccid));
    const other = bearer(await signIn(t.app, 'newdistributor@wander.demo'), 'DIST002');
    expect(
      (await backOffice('PUT', `RefundOrder/${orderId}`, { reason: 'x' }, other)).statusCode,
    ).toBe(404);
    await t.database.db
      .insert(esimUsages)
      .values({ serialId: serial.id, usageDate: '2026-11-20', usedMb: 120 });
    const res = await backOffice('PUT', `RefundOrder/${orderId}`, { reason: 'Too late' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'An eSIM of this order has been used: the order can no longer be refunded',
    );
  });
});

describe('a consumer order paid while its stock went elsewhere (issue 37)', () => {
  it('says it waits for stock, not that the eSIM is on its way; refunded, the consumer is told', async () => {
    const db = t.database.db;
    const { token, consumer } = await kit.newConsumer();
    const plan = await kit.japanPlan();
    // One eSIM of the plan left for sale.
    const free = await db
      .select({ id: wanderSerialNumbers.id })
      .from(wanderSerialNumbers)
      .where(
        and(
          eq(wanderSerialNumbers.variantId, plan.variantId),
          eq(wanderSerialNumbers.entityCode, 'DIST001'),
          eq(wanderSerialNumbers.status, 'available'),
          isNull(wanderSerialNumbers.reservedForLineId),
        ),
      );
    await db
      .update(wanderSerialNumbers)
      .set({ status: 'issued' })
      .where(
        inArray(
          wanderSerialNumbers.id,
          free.slice(1).map((r) => r.id),
        ),
      );
    const checkout = await kit.call('POST', 'orders', {
      token,
      payload: { variantId: plan.variantId },
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const orderId = checkout.json().data.orderId as string;
    // A business customer buys that eSIM from its wallet before the card's callback lands.
    const customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/payment/Payment/WanderCheckout',
      headers: customer,
      payload: {
        dataPlanModel: {
          distributorEntityCode: 'DIST001',
          lines: [{ variantId: plan.variantId, qty: 1 }],
        },
      },
    });
    expect(bought.statusCode, bought.body).toBe(200);
    await kit.payOnSandbox(checkout.json().data.paymentUrl);
    const waiting = (await kit.call('GET', `orders/${orderId}`, { token })).json().data;
    expect(waiting).toMatchObject({ status: 'Paid', waitingForStock: true, esims: [] });
    const refund = await t.app.inject({
      method: 'PUT',
      url: `/api/network/PurchaseOrders/Refund/${orderId}`,
      headers: distributor,
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const after = (await kit.call('GET', `orders/${orderId}`, { token })).json().data;
    expect(after).toMatchObject({ status: 'Cancelled', waitingForStock: false });
    const mails = await db
      .select({ subject: emailLogs.subject })
      .from(emailLogs)
      .where(and(eq(emailLogs.template, 'order-refunded'), eq(emailLogs.toEmail, consumer.email)));
    expect(mails.map((m) => m.subject)).toEqual([`Your order ${waiting.documentNo} was refunded`]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { orderFixtures } from '../orders/orders.fixtures.js';

let t: TestApp;
let customer: Record<string, string>;
let fx: Awaited<ReturnType<typeof orderFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  fx = await orderFixtures(t.database.db, { serials: 0 });
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
});
afterAll(() => t.close());

const newOrder = async () =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/network/PurchaseOrders',
      headers: customer,
      payload: { distributorEntityCode: 'DIST001', lines: [{ variantId: fx.v1, qty: 2 }] },
    })
  ).json().data;
const status = async (id: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/network/PurchaseOrders/GetDetail/${id}`,
      headers: customer,
    })
  ).json().data;

describe('card payment through the sandbox provider', () => {
  it('opens a checkout page and marks the order paid only from the signed callback', async () => {
    const po = await newOrder();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/Payment/GetStripePlzUrl',
      headers: customer,
      payload: { poHeaderId: po.id },
    });
    expect(res.statusCode).toBe(200);
    const { url, provider } = res.json().data;
    expect(provider).toBe('sandbox');
    expect((await status(po.id)).status).toBe('Submitted');

    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(po.documentNo);
    expect(page.body).toContain('MYR 21.60');

    // A forged callback changes nothing.
    const sessionId = url.split('/').pop();
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payment/Payment/Webhook/sandbox',
      headers: {
        'content-type': 'application/json',
        'x-sandbox-signature': `t=${Math.floor(Date.now() / 1000)},v1=00`,
      },
      payload: JSON.stringify({ type: 'paid', sessionId, amountMinor: 2160, currency: 'MYR' }),
    });
    expect(forged.statusCode).toBe(400);
    expect((await status(po.id)).status).toBe('Submitted');

    const pay = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(pay.statusCode).toBe(302);
    expect(pay.headers.location).toBe(`/#/purchase-order-detail/${po.id}?payment=success`);
    const paid = await status(po.id);
    expect(paid).toMatchObject({ status: 'Paid', paymentMethod: 'card' });
    // The session is used up: its page is gone.
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('leaves the order payable when the payer cancels', async () => {
    const po = await newOrder();
    const { url } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/payment/Payment/GetStripePlzUrl',
        headers: customer,
        payload: { poHeaderId: po.id },
      })
    ).json().data;
    const cancel = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=cancel',
    });
    expect(cancel.headers.location).toContain('payment=cancelled');
    expect((await status(po.id)).status).toBe('Submitted');
    const wallet = await t.app.inject({
      method: 'POST',
      url: '/api/payment/Payment/WanderCheckout',
      headers: customer,
      payload: { poHeaderId: po.id },
    });
    expect(wallet.json().data.status).toBe('Paid');
  });

  it('refuses a body with neither or both of poHeaderId and dataPlanModel', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/Payment/GetStripePlzUrl',
      headers: customer,
      payload: {},
    });
    expect(res.statusCode).toBe(400);
  });
});

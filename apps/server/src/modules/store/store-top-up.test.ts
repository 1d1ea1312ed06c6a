import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerOrders } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { mailsTo } from '../../test-support/mail.js';
import { storeKit } from '../../test-support/kits/store-test-kit.js';
import { TOP_UP_NOT_FOUND, TOP_UP_PLAN_INVALID } from './top-up-consumer-esim.js';

// Issue 28: a consumer tops up one of its eSIMs from My eSIMs, by card like any purchase.
let t: TestApp;
let kit: Awaited<ReturnType<typeof storeKit>>;
beforeAll(async () => {
  t = await createTestApp();
  kit = await storeKit(t);
}, 120_000);
afterAll(() => t?.close());

type Plan = { variantId: string; productName: string; countries: string[] };

describe('store eSIM top-up and receipt', () => {
  // Issue 37 (4): a stock eSIM's "top-up" sold a second eSIM with a new ICCID. Its supplier (the
  // distributor's own stock) cannot add data to it: it is offered no top-up at all.
  it('offers a stock eSIM no top-up and refuses one at the checkout; its receipt is a PDF', async () => {
    const { token } = await kit.newConsumer();
    const plan = await kit.japanPlan();
    const bought = (
      await kit.call('POST', 'orders', { token, payload: { variantId: plan.variantId } })
    ).json().data;
    await kit.payOnSandbox(bought.paymentUrl);
    const [esim] = (await kit.call('GET', 'me/esims', { token })).json().data;
    expect(esim).toMatchObject({ topUp: false, variantId: plan.variantId, countries: ['JP'] });

    const res = await kit.call('GET', `me/esims/${esim.id}/top-ups`, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([]);

    // Another consumer does not see this eSIM's top-ups.
    const other = await kit.newConsumer();
    const hidden = await kit.call('GET', `me/esims/${esim.id}/top-ups`, { token: other.token });
    expect(hidden.statusCode).toBe(404);

    // Its own plan as a "top-up" would deliver a new eSIM: refused, nothing placed.
    const ordersBefore = (await kit.call('GET', 'orders', { token })).json().data.length;
    for (const path of ['orders/quote', 'orders']) {
      const refused = await kit.call('POST', path, {
        token,
        payload: { variantId: plan.variantId, topUpOf: esim.id },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ topUpOf: [TOP_UP_NOT_FOUND] });
    }
    expect((await kit.call('GET', 'orders', { token })).json().data).toHaveLength(ordersBefore);
    expect((await kit.call('GET', 'me/esims', { token })).json().data).toHaveLength(1);

    // Its receipt: the order's invoice as a PDF, for its consumer only.
    const receipt = await kit.call('GET', `orders/${bought.orderId}/receipt`, { token });
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.headers['content-type']).toContain('application/pdf');
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const theirs = await kit.call('GET', `orders/${bought.orderId}/receipt`, {
      token: other.token,
    });
    expect(theirs.statusCode).toBe(404);
  });
});

describe("a store eSIM bought from a provider (issue 27's top-ups)", () => {
  it("is topped up with its provider's package: quoted, paid by card, bought for that eSIM", async () => {
    const { token, consumer } = await kit.newConsumer();
    const iceland = ((await kit.call('GET', 'plans?country=IS')).json().data as Plan[]).find(
      (p) => (p as Plan & { variantName: string }).variantName === 'Iceland 5GB 7 Days',
    )!;
    const bought = (
      await kit.call('POST', 'orders', { token, payload: { variantId: iceland.variantId } })
    ).json().data;
    await kit.payOnSandbox(bought.paymentUrl);
    const [esim] = (await kit.call('GET', 'me/esims', { token })).json().data;
    // Its supplier adds data to it: the store offers a top-up.
    expect(esim).toMatchObject({ topUp: true, dataGb: 5 });

    const offers = (await kit.call('GET', `me/esims/${esim.id}/top-ups`, { token })).json()
      .data as (Plan & { packageCode: string; price: number; variantName: string })[];
    expect(offers.map((o) => [o.packageCode, o.variantName, o.price])).toEqual([
      ['DEMO-TOPUP-1GB', 'Top-up 1GB 7 Days', 5.9],
      ['DEMO-TOPUP-3GB', 'Top-up 3GB 15 Days', 7.9],
    ]);
    // A plan instead of the provider's package would sell a second eSIM: refused.
    const plan = await kit.call('POST', 'orders/quote', {
      token,
      payload: { variantId: iceland.variantId, topUpOf: esim.id },
    });
    expect(plan.statusCode).toBe(400);
    expect(plan.json().message).toBe(TOP_UP_PLAN_INVALID);

    const payload = {
      variantId: offers[0].variantId,
      topUpOf: esim.id,
      packageCode: offers[0].packageCode,
    };
    const quote = await kit.call('POST', 'orders/quote', { token, payload });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().data.subtotal).toBe(5.9);
    const topUp = await kit.call('POST', 'orders', { token, payload });
    expect(topUp.statusCode, topUp.body).toBe(200);
    await kit.payOnSandbox(topUp.json().data.paymentUrl);
    const order = (await kit.call('GET', `orders/${topUp.json().data.orderId}`, { token })).json();
    expect(order.data.status).toBe('Completed');
    const provided = await t.database.db
      .select()
      .from(providerOrders)
      .where(eq(providerOrders.poId, topUp.json().data.orderId));
    expect(provided.map((p) => [p.kind, p.status, p.serialId])).toEqual([
      ['top-up', 'Completed', esim.id],
    ]);
    // Still the one eSIM, the same ICCID and QR code, with the package's gigabyte added to it:
    // the top-up handed over no new eSIM (issue 37).
    const after = (await kit.call('GET', 'me/esims', { token })).json().data;
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      id: esim.id,
      iccid: esim.iccid,
      activationCode: esim.activationCode,
      dataGb: 6,
      topUp: true,
    });
    // Its e-mail says the top-up is done (issue 41), with no eSIM to install.
    const mails = await mailsTo(t.app, t.database, consumer.email);
    const done = mails.filter((m) => m.template === 'consumer-top-up-done');
    expect(done.map((m) => m.subject)).toEqual([`Your top-up of eSIM ${esim.iccid} is done`]);
    expect(done[0].textBody).toContain('Top-up 1GB 7 Days');
    expect(done[0].textBody).toContain(`order ${order.data.documentNo}, MYR 5.90 paid`);
    expect(mails.filter((m) => m.template === 'consumer-esim-delivery')).toHaveLength(1);
    expect(mails.filter((m) => m.template === 'consumer-receipt')).toHaveLength(2);
  });

  it('offers no top-up where the provider cannot add data to the eSIM (a day pass)', async () => {
    const { token } = await kit.newConsumer();
    const peru = ((await kit.call('GET', 'plans?country=PE')).json().data as Plan[]).find(
      (p) => (p as Plan & { variantName: string }).variantName === 'Peru 1GB/day Day Pass',
    )!;
    const bought = (
      await kit.call('POST', 'orders', { token, payload: { variantId: peru.variantId } })
    ).json().data;
    await kit.payOnSandbox(bought.paymentUrl);
    const [esim] = (await kit.call('GET', 'me/esims', { token })).json().data;
    expect(esim).toMatchObject({ topUp: false, countries: ['PE'] });
    const offers = await kit.call('GET', `me/esims/${esim.id}/top-ups`, { token });
    expect(offers.json().data).toEqual([]);
    const refused = await kit.call('POST', 'orders', {
      token,
      payload: { variantId: peru.variantId, topUpOf: esim.id, packageCode: 'DEMO-TOPUP-1GB' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ topUpOf: [TOP_UP_NOT_FOUND] });
  });
});

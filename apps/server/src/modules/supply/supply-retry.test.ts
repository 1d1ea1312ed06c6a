import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { startFakeAiralo, type FakeAiralo } from '../../test-support/fake-providers/fake-airalo.js';
import { emailLogs, paymentSessions, providers, purchaseOrders } from '../../db/schema/index.js';
import { orderFixtures } from '../../test-support/kits/orders.fixtures.js';
import { supplyKit } from '../../test-support/kits/supply-test-kit.js';

type Kit = Awaited<ReturnType<typeof supplyKit>>;

/**
 * A provider that keeps failing with a transient error (429, 5xx): the paid order's delivery job
 * asks again with back-off (a 429's Retry-After is waited out), and after its last try the order
 * is Cancelled and the buyer refunded the way it paid: to the wallet, or to the card.
 */
let t: TestApp;
let fake: FakeAiralo;
let customer: Record<string, string>;
let distributor: Record<string, string>;
let call: Kit['call'];
let walletBalance: Kit['walletBalance'];
let fx: Awaited<ReturnType<typeof orderFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  fake = await startFakeAiralo();
  fx = await orderFixtures(t.database.db, { serials: 0, tag: 'RTY' });
  ({ customer, distributor, call, walletBalance } = await supplyKit(t));
  const created = await call('POST', 'product/Providers', distributor, {
    providerName: 'Airalo (retries)',
    kind: 'airalo',

    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    lowBalance: 0,
    isActive: true,
  });
  expect(created.statusCode, created.body).toBe(200);
  const providerId = created.json().data.id as string;
  await t.database.db
    .update(providers)
    .set({ apiBaseUrl: fake.baseUrl })
    .where(eq(providers.id, providerId));
  expect((await call('POST', `product/Providers/Sync/${providerId}`, distributor)).statusCode).toBe(
    200,
  );
  await t.app.services.jobs.idle();
  const options = await call(
    'GET',
    `product/ProviderPackages/GetSelectList?providerId=${providerId}`,
    distributor,
  );
  const [first] = options.json().data as { value: string }[];
  const mapped = await call('PUT', `product/PlanSupply/${fx.v1}`, distributor, {
    mode: 'provider',
    providerPackageId: first.value,
  });
  expect(mapped.statusCode, mapped.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const db = () => t.database.db;
const order = async (id: string) =>
  (await db().select().from(purchaseOrders).where(eq(purchaseOrders.id, id)))[0];
/** The provider calls the delivery job made for the order (an order, or a look for it). */
const orderCalls = (since: number) =>
  fake.requests.slice(since).filter((r) => /^(POST|GET) \/v2\/orders/.test(r)).length;
const supplyFailedMail = async (documentNo: string) =>
  (
    await db()
      .select()
      .from(emailLogs)
      .where(and(eq(emailLogs.template, 'supply-failed'), eq(emailLogs.entityCode, 'DIST001')))
  ).find((m) => m.subject.includes(documentNo));

describe('a provider that keeps failing with a transient error', () => {
  it('wallet: 5xx four times, then the order is Cancelled and the wallet credited back', async () => {
    const start = await walletBalance();
    const since = fake.requests.length;
    const before = fake.ordersPlaced;
    fake.failNext(503, { data: [], meta: { message: 'Service Unavailable' } }, 4);
    const paid = await call('POST', 'payment/Payment/WanderCheckout', customer, {
      dataPlanModel: { distributorEntityCode: 'DIST001', lines: [{ variantId: fx.v1, qty: 1 }] },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await t.app.services.jobs.idle();
    const po = await order(paid.json().data.poHeaderId);
    // The first try and three retries each asked the provider; none bought anything.
    expect(orderCalls(since)).toBe(4);
    expect(fake.ordersPlaced).toBe(before);
    expect(po).toMatchObject({ status: 'Cancelled', deliveryOnPayment: 'Failed' });
    expect(await walletBalance()).toBeCloseTo(start, 2);
    const mail = await supplyFailedMail(po.documentNo);
    expect(mail?.textBody).toContain("went back to the buyer's wallet");
    expect(mail?.textBody).toContain('Airalo 503: Service Unavailable');
  });

  it('card: 429 four times, each Retry-After waited out, then the card payment is refunded', async () => {
    const start = await walletBalance();
    const created = await call('POST', 'network/PurchaseOrders', customer, {
      distributorEntityCode: 'DIST001',
      lines: [{ variantId: fx.v1, qty: 1 }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const poId = created.json().data.id as string;
    const session = await call('POST', 'payment/Payment/GetStripePlzUrl', customer, {
      poHeaderId: poId,
    });
    const { url } = session.json().data as { url: string };
    const since = fake.requests.length;
    for (let i = 0; i < 4; i++) fake.rateLimitNext(1);
    const started = Date.now();
    const pay = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(pay.statusCode).toBe(302);
    await t.app.services.jobs.idle();
    expect(orderCalls(since)).toBe(4);
    // Each retry waited for the Retry-After (1 s) the provider answered before it.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    const po = await order(poId);
    expect(po).toMatchObject({
      status: 'Cancelled',
      deliveryOnPayment: 'Failed',
      paymentMethod: 'card',
    });
    const [card] = await db().select().from(paymentSessions).where(eq(paymentSessions.poId, poId));
    expect(card.status).toBe('refunded');
    expect(await walletBalance()).toBeCloseTo(start, 2);
    expect((await supplyFailedMail(po.documentNo))?.textBody).toContain(
      "is being refunded to the buyer's card",
    );
  });
});

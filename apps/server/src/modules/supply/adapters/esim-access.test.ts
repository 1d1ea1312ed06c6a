import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startFakeEsimAccess,
  type FakeEsimAccess,
} from '../../../test-support/fake-providers/fake-esim-access.js';
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../../test-support/fake-providers/webhook-receiver.js';
import { ProviderError, type ProviderAdapter } from '../provider-adapter.js';
import { createEsimAccessAdapter } from './esim-access.js';

const SECRET = 'test-secret-key';
let fake: FakeEsimAccess;
let adapter: ProviderAdapter;
/** Where the fake POSTs its notices: what it received, raw, with the headers. */
let receiver: WebhookReceiver;
let received: WebhookReceiver['received'];
let ref = 0;
const reference = () => `pol-${process.pid}-${++ref}`;

const adapterWith = (secret = SECRET, timeoutMs?: number, catalogTimeoutMs?: number) =>
  createEsimAccessAdapter({
    credentials: { clientId: fake.accessCode, clientSecret: secret },
    baseUrl: fake.baseUrl,
    timeoutMs,
    catalogTimeoutMs,
  });

async function rejection(promise: Promise<unknown>): Promise<ProviderError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProviderError);
  return err as ProviderError;
}

/** An eSIM bought and allocated, for the usage, top-up and webhook tests. */
async function boughtEsim(packageCode = 'CKH491') {
  const placed = await adapter.order({ packageCode, quantity: 1, reference: reference() });
  fake.allocate(placed.orderRef!);
  const order = await adapter.getOrder(placed.orderRef!);
  if (order.state !== 'completed') throw new Error('not allocated');
  return order.esims[0].iccid;
}

beforeAll(async () => {
  fake = await startFakeEsimAccess({ secretKey: SECRET });
  receiver = await startWebhookReceiver();
  received = receiver.received;
  fake.webhookUrl = receiver.url;
  adapter = adapterWith();
});
afterAll(async () => {
  await fake.close();
  await receiver.close();
});
beforeEach(() => {
  received.length = 0;
  fake.latencyMs = 0;
  fake.packageListLatencyMs = 0;
  fake.insufficientBalance = false;
  fake.allocateOnOrder = false;
});

describe('eSIM Access adapter: catalogue and account', () => {
  it('tests the connection with signed headers and answers the balance in cents', async () => {
    fake.balance = 1_234_500; // $123.45 in the API's ×10,000
    expect(await adapter.testConnection()).toEqual({
      balance: { amountMinor: 12345, currency: 'USD' },
    });
    expect(await adapter.balance()).toEqual({ amountMinor: 12345, currency: 'USD' });
  });

  it('lists the base packages: countries, regions, MB, days, cost in cents, day passes', async () => {
    const list = await adapter.listPackages();
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(list.some((p) => p.code.startsWith('TOPUP_'))).toBe(false);
    const japan = list.find((p) => p.code === 'CKH491')!;
    expect(japan).toMatchObject({
      countries: ['JP'],
      region: null,
      days: 30,
      dataMb: 3072,
      isDayPass: false,
      topUpable: true,
      costMinor: 450,
      currency: 'USD',
    });
    expect(japan.networks).toEqual(['NTT Docomo', 'SoftBank']);
    const europe = list.find((p) => p.code === 'EU-30_10_30')!;
    expect(europe.countries).toEqual(['DE', 'FR', 'IT', 'ES']);
    expect(europe.region).toBe('Europe 30 countries');
    expect(europe.costMinor).toBe(1850);
    const dayPass = list.find((p) => p.code === 'TH_1_DAY')!;
    expect(dayPass).toMatchObject({ isDayPass: true, dataMb: 1024, days: 1, costMinor: 120 });
    const unlimited = list.find((p) => p.code === 'TR_UNL_DAY')!;
    expect(unlimited).toMatchObject({ isDayPass: true, dataMb: null, topUpable: false });
  });
});

describe('eSIM Access adapter: the package list’s own timeout', () => {
  it('waits for a slow package list as long as the catalogue timeout, other calls not', async () => {
    const slow = adapterWith(SECRET, 100, 2_000);
    fake.packageListLatencyMs = 400;
    expect((await slow.listPackages()).length).toBeGreaterThan(0);
    fake.packageListLatencyMs = 0;
    fake.latencyMs = 400;
    expect((await rejection(slow.balance())).retryable).toBe(true);
  });
});

describe('eSIM Access adapter: orders', () => {
  it('answers pending, then completed with ICCIDs and LPA strings after the order webhook', async () => {
    const placed = await adapter.order({
      packageCode: 'CKH491',
      quantity: 2,
      reference: reference(),
    });
    expect(placed.state).toBe('pending');
    const orderNo = placed.orderRef!;
    expect(await adapter.getOrder(orderNo)).toEqual({ state: 'pending', orderRef: orderNo });

    await fake.deliverOrderWebhook(orderNo);
    expect(received).toHaveLength(1);
    const [event] = adapter.parseWebhook(received[0].body);
    expect(event).toMatchObject({ kind: 'order', orderRef: orderNo });

    const done = await adapter.getOrder(orderNo);
    expect(done.state).toBe('completed');
    if (done.state !== 'completed') return;
    expect(done.esims).toHaveLength(2);
    for (const esim of done.esims) {
      expect(esim.iccid).toMatch(/^89\d{17,18}$/);
      expect(esim.activationCode).toBe(`LPA:1$${esim.smdpAddress}$${esim.matchingId}`);
      expect(esim.smdpAddress).toBe('rsp.fake-esimaccess.test');
      expect(esim.qrCodeUrl).toMatch(/^https:\/\//);
    }
  });

  it('answers completed at once when the profiles are already allocated', async () => {
    fake.allocateOnOrder = true;
    const order = await adapter.order({
      packageCode: 'CKH530',
      quantity: 1,
      reference: reference(),
    });
    expect(order.state).toBe('completed');
    if (order.state === 'completed') expect(order.esims[0].activationCode).toMatch(/^LPA:1\$/);
  });

  it('buys once for the same reference sent twice: the order is the recovery', async () => {
    const before = fake.ordersPlaced;
    const balance = fake.balance;
    const r = reference();
    const first = await adapter.order({ packageCode: 'CKH491', quantity: 1, reference: r });
    const again = await adapter.order({ packageCode: 'CKH491', quantity: 1, reference: r });
    expect(again.orderRef).toBe(first.orderRef);
    expect(fake.ordersPlaced).toBe(before + 1);
    expect(fake.balance).toBe(balance - 45_000);

    // Nothing to look up: the same order sent again is how a lost answer is recovered.
    expect(await adapter.findOrder(r)).toBeNull();
  });

  it('recovers an order whose answer was lost by sending the same order again, not by a query filter', async () => {
    const r = reference();
    const before = fake.ordersPlaced;
    fake.latencyMs = 300;
    const lost = await rejection(
      adapterWith(SECRET, 100).order({ packageCode: 'CKH491', quantity: 2, reference: r }),
    );
    expect(lost.retryable).toBe(true);
    fake.latencyMs = 0;
    await new Promise((resolve) => setTimeout(resolve, 300)); // the fake finishes the first one
    const from = fake.requests.length;
    // What the delivery job does on its next attempt: recover, else order again.
    const found = await adapter.findOrder(r);
    const state =
      found ?? (await adapter.order({ packageCode: 'CKH491', quantity: 2, reference: r }));
    expect(state.orderRef).toBe(fake.orderNoOf(r));
    expect(fake.ordersPlaced).toBe(before + 1);
    const asked = fake.requests.slice(from);
    // esim/query documents no transactionId filter; the order itself is the idempotent call.
    expect(asked.some((q) => q.path === 'esim/query' && 'transactionId' in q.body)).toBe(false);
    const resent = asked.filter((q) => q.path === 'esim/order');
    expect(resent).toHaveLength(1);
    expect(resent[0].body).toMatchObject({
      transactionId: r,
      packageInfoList: [{ packageCode: 'CKH491', count: 2 }],
    });
  });

  it('refuses an unknown package permanently', async () => {
    const err = await rejection(
      adapter.order({ packageCode: 'NOPE', quantity: 1, reference: reference() }),
    );
    expect(err.retryable).toBe(false);
    expect(err.message).toContain('packageCode does not exist');
    // eSIM Access takes transactionIds of at most 50 characters.
    const long = await rejection(
      adapter.order({ packageCode: 'CKH491', quantity: 1, reference: 'x'.repeat(51) }),
    );
    expect(long.retryable).toBe(false);
  });
});

describe('eSIM Access adapter: failures worth retrying', () => {
  it("the provider's rate-limit code (900001 system busy) is retryable", async () => {
    fake.rateLimitNext();
    const err = await rejection(adapter.listPackages());
    expect(err.retryable).toBe(true);
    expect(err.message).toContain('900001');
  });

  it('a 5xx is retryable, and the next call succeeds', async () => {
    fake.failNext(503);
    expect((await rejection(adapter.balance())).retryable).toBe(true);
    expect((await adapter.balance())?.currency).toBe('USD');
  });

  it('a timeout is retryable and a retry of the order still buys once', async () => {
    const r = reference();
    const before = fake.ordersPlaced;
    fake.latencyMs = 300;
    const slow = adapterWith(SECRET, 100);
    const err = await rejection(slow.order({ packageCode: 'CKH491', quantity: 1, reference: r }));
    expect(err.retryable).toBe(true);
    fake.latencyMs = 0;
    await new Promise((resolve) => setTimeout(resolve, 300)); // the fake finishes the first one
    const retried = await adapter.order({ packageCode: 'CKH491', quantity: 1, reference: r });
    expect(retried.orderRef).toBe(fake.orderNoOf(r));
    expect(fake.ordersPlaced).toBe(before + 1);
  });
});

describe('eSIM Access adapter: usage and top-ups', () => {
  it('answers usage in MB with the plan total and expiry', async () => {
    const iccid = await boughtEsim();
    fake.setUsage(iccid, 512 * 1024 * 1024);
    const usage = await adapter.usage(iccid);
    expect(usage).toMatchObject({ iccid, usedMb: 512, totalMb: 3072, remainingMb: 2560 });
    expect(Date.parse(usage.expiresAt!)).toBeGreaterThan(Date.now());
  });

  it('lists the top-ups of an eSIM and tops it up with our reference as transactionId', async () => {
    const iccid = await boughtEsim();
    const topUps = await adapter.topUpPackages(iccid);
    expect(topUps.map((p) => p.code)).toEqual(['TOPUP_CKH491']);
    expect(topUps[0]).toMatchObject({ countries: ['JP'], dataMb: 1024, costMinor: 150 });
    const before = fake.topUpsPlaced;
    const r = reference();
    const done = await adapter.topUp({ iccid, packageCode: 'TOPUP_CKH491', reference: r });
    expect(done.orderRef).toBe(r);
    expect(fake.requests.at(-1)).toMatchObject({
      path: 'esim/topup',
      body: { iccid, packageCode: 'TOPUP_CKH491', transactionId: r },
    });
    expect(fake.topUpsPlaced).toBe(before + 1);
    expect((await adapter.usage(iccid)).totalMb).toBe(4096);
    // The docs do not say a repeated transactionId is the same top-up (unlike an order).
  });
});

describe('eSIM Access adapter: webhooks', () => {
  it('takes an unsigned notice from a documented sender address only', async () => {
    const placed = await adapter.order({
      packageCode: 'CKH491',
      quantity: 1,
      reference: reference(),
    });
    await fake.deliverOrderWebhook(placed.orderRef!);
    const [notice] = received;
    // Unsigned, handed on by the portal's proxy with the sender's address.
    expect(Object.keys(notice.headers).some((h) => h.includes('signature'))).toBe(false);
    expect(notice.headers['x-forwarded-for']).toBe('3.1.131.226');
    expect(adapter.verifyWebhook(notice.body, notice.headers, '3.1.131.226')).toBe(true);
    expect(adapter.verifyWebhook(notice.body, {}, '::ffff:18.136.19.137')).toBe(true);
    // What the headers claim is not the sender: the trusted proxy's client address is.
    expect(adapter.verifyWebhook(notice.body, notice.headers, '203.0.113.7')).toBe(false);
    expect(adapter.verifyWebhook(notice.body, notice.headers)).toBe(false);
  });

  it('parses ORDER_STATUS with our reference, and a duplicate delivery keeps its eventKey', async () => {
    const r = reference();
    const placed = await adapter.order({ packageCode: 'CKH491', quantity: 1, reference: r });
    await fake.deliverOrderWebhook(placed.orderRef!, { twice: true });
    expect(received).toHaveLength(2);
    const [a] = adapter.parseWebhook(received[0].body);
    const [b] = adapter.parseWebhook(received[1].body);
    expect(a).toMatchObject({ kind: 'order', orderRef: placed.orderRef, reference: r });
    expect(b.eventKey).toBe(a.eventKey);
  });

  it('keys a body without notifyId by its hash, the same for the same body', () => {
    const raw = JSON.stringify({
      notifyType: 'ESIM_STATUS',
      content: { iccid: '8985200000000000001', esimStatus: 'USED_UP' },
    });
    const [a] = adapter.parseWebhook(raw);
    expect(a).toMatchObject({ kind: 'esim-status', status: 'USED_UP' });
    expect(adapter.parseWebhook(raw)[0].eventKey).toBe(a.eventKey);
    expect(adapter.parseWebhook('{"notifyType":"CHECK_HEALTH"}')[0].kind).toBe('ignored');
  });
});

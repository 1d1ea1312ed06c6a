import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeAiralo,
  type FakeAiralo,
} from '../../../test-support/fake-providers/fake-airalo.js';
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../../test-support/fake-providers/webhook-receiver.js';
import {
  ProviderError,
  type ProviderAdapter,
  type ProviderConfig,
  type ProviderOrderRequest,
} from '../provider-adapter.js';
import { createAiraloAdapter } from './airalo.js';

let fake: FakeAiralo;
let receiver: WebhookReceiver;

const configFor = (overrides: Partial<ProviderConfig> = {}): ProviderConfig => ({
  credentials: { clientId: fake.clientId, clientSecret: fake.clientSecret },
  baseUrl: fake.baseUrl,
  timeoutMs: 2_000,
  ...overrides,
});

async function rejection(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

/** An async order that must be accepted: its request id. */
async function placeAsync(adapter: ProviderAdapter, request: ProviderOrderRequest) {
  const result = await adapter.order(request);
  if (result.state !== 'pending') throw new Error(`expected pending: ${JSON.stringify(result)}`);
  return result;
}

/** A synchronous order that must complete: its eSIMs. */
async function buy(adapter: ProviderAdapter, request: ProviderOrderRequest) {
  const result = await adapter.order(request);
  if (result.state !== 'completed')
    throw new Error(`expected completed: ${JSON.stringify(result)}`);
  return result;
}

beforeAll(async () => {
  fake = await startFakeAiralo();
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await fake.close();
  await receiver.close();
});
afterEach(() => {
  fake.asyncDelayMs = null;
  fake.latencyMs = 0;
  fake.insufficientBalance = false;
  fake.maxPageSize = null;
});

describe('Airalo adapter against the fake Partner API', () => {
  it('tests the connection and answers the balance in cents', async () => {
    const adapter = createAiraloAdapter(configFor());
    const balanceBefore = fake.balanceUsd;
    const { balance } = await adapter.testConnection();
    expect(balance).toEqual({ amountMinor: Math.round(balanceBefore * 100), currency: 'USD' });
  });

  it('lists every eSIM package of every page, top-ups excluded', async () => {
    fake.maxPageSize = 2;
    const packages = await createAiraloAdapter(configFor()).listPackages();
    const byCode = new Map(packages.map((p) => [p.code, p]));
    expect([...byCode.keys()].sort()).toEqual([
      'change-7days-1gb',
      'discover-30days-10gb',
      'eurolink-15days-5gb',
      'meraki-mobile-30days-3gb',
      'meraki-mobile-7days-1gb',
      'moshi-moshi-7days-2gb',
      'moshi-moshi-unlimited-1day',
    ]);
    expect(byCode.get('meraki-mobile-7days-1gb')).toEqual({
      code: 'meraki-mobile-7days-1gb',
      name: '1 GB - 7 Days',
      countries: ['GR'],
      region: null,
      days: 7,
      dataMb: 1024,
      isDayPass: false,
      networks: ['Wind'],
      coverage: [{ country: 'GR', operators: [{ name: 'Wind', type: '4G' }] }],
      topUpable: true,
      hotspot: null,
      costMinor: 400,
      currency: 'USD',
    });
    const europe = byCode.get('eurolink-15days-5gb')!;
    expect(europe.countries).toEqual(['FR', 'DE', 'IT', 'ES']);
    expect(europe.region).toBe('Europe');
    expect(europe.costMinor).toBe(1013); // 10.125 USD, half up
    const dayPass = byCode.get('moshi-moshi-unlimited-1day')!;
    expect(dayPass).toMatchObject({ isDayPass: true, dataMb: null, days: 1, topUpable: false });
    expect(dayPass.networks).toEqual(['SoftBank', 'KDDI']);
  });

  it('orders synchronously: ICCIDs, LPA strings, cost; exactly one order placed', async () => {
    const adapter = createAiraloAdapter(configFor());
    const before = fake.ordersPlaced;
    const result = await buy(adapter, {
      packageCode: 'change-7days-1gb',
      quantity: 2,
      reference: 'pol-sync-1',
    });
    expect(fake.ordersPlaced - before).toBe(1);
    expect(result.esims).toHaveLength(2);
    for (const esim of result.esims) {
      expect(esim.iccid).toMatch(/^\d{18,22}$/);
      expect(esim.smdpAddress).toBe('lpa.fake-airalo.test');
      expect(esim.activationCode).toBe(`LPA:1$lpa.fake-airalo.test$${esim.matchingId}`);
    }
    expect(result.costMinor).toBe(720);
    expect(result.currency).toBe('USD');

    const again = await adapter.getOrder(result.orderRef);
    expect(again.state).toBe('completed');
    if (again.state === 'completed') {
      expect(again.esims.map((e) => e.iccid)).toEqual(result.esims.map((e) => e.iccid));
    }
  });

  it('findOrder(reference) recovers an order whose answer was lost, and only that one', async () => {
    const adapter = createAiraloAdapter(configFor());
    const placed = await adapter.order({
      packageCode: 'meraki-mobile-7days-1gb',
      quantity: 1,
      reference: 'pol-lost-7',
    });
    // A reference that is a prefix of another must not match it (the filter is a LIKE search).
    await adapter.order({
      packageCode: 'meraki-mobile-7days-1gb',
      quantity: 1,
      reference: 'pol-lost-77',
    });
    const found = await adapter.findOrder('pol-lost-7');
    expect(found).toEqual(placed);
    expect(await adapter.findOrder('pol-never-placed')).toBeNull();
  });

  it('answers usage in MB, and unlimited usage without totals', async () => {
    const adapter = createAiraloAdapter(configFor());
    const order = await buy(adapter, {
      packageCode: 'meraki-mobile-30days-3gb',
      quantity: 1,
      reference: 'pol-usage',
    });
    const iccid = order.esims[0].iccid;
    fake.setUsage(iccid, { remaining: 1000, status: 'ACTIVE', expired_at: '2026-12-27 10:00:00' });
    expect(await adapter.usage(iccid)).toEqual({
      iccid,
      usedMb: 2072,
      totalMb: 3072,
      remainingMb: 1000,
      expiresAt: '2026-12-27T10:00:00.000Z',
      status: 'ACTIVE',
    });

    const unlimited = await buy(adapter, {
      packageCode: 'moshi-moshi-unlimited-1day',
      quantity: 1,
      reference: 'pol-unlimited',
    });
    const usage = await adapter.usage(unlimited.esims[0].iccid);
    expect(usage).toMatchObject({ totalMb: null, remainingMb: null, status: 'NOT_ACTIVE' });
  });

  it('lists top-up packages for an eSIM and buys one', async () => {
    const adapter = createAiraloAdapter(configFor());
    const order = await buy(adapter, {
      packageCode: 'meraki-mobile-7days-1gb',
      quantity: 1,
      reference: 'pol-topup',
    });
    const iccid = order.esims[0].iccid;
    const topUps = await adapter.topUpPackages(iccid);
    expect(topUps.map((p) => [p.code, p.dataMb, p.days, p.costMinor])).toEqual([
      ['meraki-mobile-7days-1gb-topup', 1024, 7, 400],
      ['meraki-mobile-30days-5gb-topup', 5120, 30, 1125],
    ]);
    const before = fake.topUpsPlaced;
    const { orderRef } = await adapter.topUp({
      iccid,
      packageCode: 'meraki-mobile-30days-5gb-topup',
      reference: 'topup-line-1',
    });
    expect(orderRef).toMatch(/^\d+$/);
    expect(fake.topUpsPlaced - before).toBe(1);
  });

  it('signs in once and reuses the token; signs in again once after a 401', async () => {
    const adapter = createAiraloAdapter(configFor());
    const before = fake.tokensIssued;
    await adapter.balance();
    await adapter.balance();
    await Promise.all([adapter.balance(), adapter.balance()]);
    expect(fake.tokensIssued - before).toBe(1);

    fake.expireTokens();
    await expect(adapter.balance()).resolves.toMatchObject({ currency: 'USD' });
    expect(fake.tokensIssued - before).toBe(2);

    // Still 401 after signing in again: permanent, not a loop.
    fake.failNext(401, { data: [], meta: { message: 'Unauthenticated.' } }, 2);
    const error = await rejection(adapter.balance());
    expect(error).toMatchObject({ retryable: false, status: 401 });
    expect(error.message).toContain('Unauthenticated.');
  });

  it('refuses wrong credentials permanently', async () => {
    const adapter = createAiraloAdapter(
      configFor({ credentials: { clientId: fake.clientId, clientSecret: 'wrong' } }),
    );
    const error = await rejection(adapter.testConnection());
    expect(error).toMatchObject({ retryable: false, status: 401 });
  });

  it('429 is retryable with Retry-After; 5xx retryable; a timeout retryable', async () => {
    const adapter = createAiraloAdapter(configFor());
    fake.rateLimitNext(42);
    const limited = await rejection(adapter.usage('8944000000000000000'));
    expect(limited).toMatchObject({ retryable: true, status: 429, retryAfterSeconds: 42 });

    fake.failNext(503, { message: 'Service Unavailable' });
    const unavailable = await rejection(adapter.listPackages());
    expect(unavailable).toMatchObject({ retryable: true, status: 503 });

    const slow = createAiraloAdapter(configFor({ timeoutMs: 150 }));
    fake.latencyMs = 400;
    const timedOut = await rejection(slow.balance());
    expect(timedOut).toMatchObject({ retryable: true, status: null });
  });

  it('repeats no answer that is not JSON (an API address may name any server)', async () => {
    const adapter = createAiraloAdapter(configFor());
    fake.failNext(502, '<html>an internal admin page</html>');
    const error = await rejection(adapter.balance());
    expect(error).toMatchObject({ retryable: true, status: 502 });
    expect(error.message).toBe('Airalo 502: HTTP 502');
  });

  it('422s are permanent with Airalo’s message: unknown package, insufficient credit', async () => {
    const adapter = createAiraloAdapter(configFor());
    const before = fake.ordersPlaced;
    const unknown = await rejection(
      adapter.order({ packageCode: 'no-such-package', quantity: 1, reference: 'pol-x' }),
    );
    expect(unknown).toMatchObject({ retryable: false, status: 422 });
    expect(unknown.message).toContain('The selected package is invalid.');

    fake.insufficientBalance = true;
    const broke = await rejection(
      adapter.order({ packageCode: 'change-7days-1gb', quantity: 1, reference: 'pol-y' }),
    );
    expect(broke).toMatchObject({ retryable: false, status: 422 });
    expect(broke.message).toContain('Insufficient Airalo Credit');
    expect(fake.ordersPlaced).toBe(before);

    // "Please try again later" codes (out of stock) stay retryable.
    fake.insufficientBalance = false;
    fake.failNext(422, { code: 33, reason: 'Insufficient stock of eSIMs remaining: GR.' });
    const stock = await rejection(
      adapter.order({ packageCode: 'change-7days-1gb', quantity: 1, reference: 'pol-z' }),
    );
    expect(stock).toMatchObject({ retryable: true, status: 422 });
  });
});

describe('Airalo async orders and webhooks', () => {
  it('an async order is pending, then completed by its signed webhook (applied once)', async () => {
    const adapter = createAiraloAdapter(configFor({ webhookUrl: receiver.url }));
    const before = fake.ordersPlaced;
    const pending = await placeAsync(adapter, {
      packageCode: 'eurolink-15days-5gb',
      quantity: 2,
      reference: 'pol-async-1',
    });
    expect(fake.ordersPlaced - before).toBe(1);
    expect(await adapter.getOrder(pending.orderRef)).toEqual(pending);
    expect(await adapter.findOrder('pol-async-1')).toBeNull();

    const from = receiver.received.length;
    await fake.deliverAsync(pending.orderRef, { times: 2 });
    const deliveries = receiver.received.slice(from);
    expect(deliveries).toHaveLength(2);
    const events = deliveries.map((d) => {
      expect(adapter.verifyWebhook(d.body, d.headers)).toBe(true);
      return adapter.parseWebhook(d.body);
    });
    const [first] = events[0];
    expect(events[1][0].eventKey).toBe(first.eventKey); // a repeat is recognisable
    if (first.kind !== 'order' || first.result.state !== 'completed') {
      throw new Error(`expected a completed order event, got ${JSON.stringify(first)}`);
    }
    expect(first.orderRef).toBe(pending.orderRef);
    expect(first.reference).toBe('pol-async-1');
    expect(first.result.esims).toHaveLength(2);
    expect(first.result.esims[0].activationCode).toMatch(/^LPA:1\$lpa\.fake-airalo\.test\$\w+$/);
    expect(first.result.costMinor).toBe(2025); // 2 x 10.125 USD
    expect(fake.ordersPlaced - before).toBe(1);

    // Once made, the order can be recovered by our reference too.
    const recovered = await adapter.findOrder('pol-async-1');
    expect(recovered).toEqual(first.result);
  });

  it('the fake delivers an async order by itself when told to, to the given webhook_url', async () => {
    const adapter = createAiraloAdapter(configFor({ webhookUrl: receiver.url }));
    fake.asyncDelayMs = 20;
    const from = receiver.received.length;
    const pending = await placeAsync(adapter, {
      packageCode: 'moshi-moshi-7days-2gb',
      quantity: 1,
      reference: 'pol-async-auto',
    });
    await expect.poll(() => receiver.received.length, { timeout: 2_000 }).toBe(from + 1);
    const [delivery] = receiver.received.slice(from);
    expect(adapter.verifyWebhook(delivery.body, delivery.headers)).toBe(true);
    const [event] = adapter.parseWebhook(delivery.body);
    expect(event).toMatchObject({ kind: 'order', orderRef: pending.orderRef });
    expect(event.kind === 'order' && event.result.state).toBe('completed');
  });

  it('rejects a tampered body, a wrong secret, and a missing signature', async () => {
    const adapter = createAiraloAdapter(configFor({ webhookUrl: receiver.url }));
    const pending = await placeAsync(adapter, {
      packageCode: 'change-7days-1gb',
      quantity: 1,
      reference: 'pol-async-2',
    });
    const from = receiver.received.length;
    await fake.deliverAsync(pending.orderRef);
    await fake.deliverAsync(pending.orderRef, { badSignature: true });
    const [good, forged] = receiver.received.slice(from);
    expect(adapter.verifyWebhook(good.body, good.headers)).toBe(true);
    expect(adapter.verifyWebhook(forged.body, forged.headers)).toBe(false);
    const tampered = good.body.replace('pol-async-2', 'pol-async-3');
    expect(adapter.verifyWebhook(tampered, good.headers)).toBe(false);
    expect(adapter.verifyWebhook(good.body, {})).toBe(false);
    const otherSecret = createAiraloAdapter(
      configFor({ credentials: { clientId: fake.clientId, clientSecret: 'someone-else' } }),
    );
    expect(otherSecret.verifyWebhook(good.body, good.headers)).toBe(false);
  });

  it('notifications: usage figures become usage; low data and credit limit are ignored', async () => {
    const adapter = createAiraloAdapter(configFor());
    const from = receiver.received.length;
    const lowData = {
      level: '75%',
      package_name: 'meraki-mobile-7days-1gb',
      remaining_percentage: 25,
      iccid: '8944000000000000001',
    };
    await fake.sendWebhook(receiver.url, lowData);
    await fake.sendWebhook(receiver.url, {
      message: 'Surpassed 80% of the credit limit balance',
      remaining: 225.35,
    });
    await fake.sendWebhook(receiver.url, {
      id: 'notif-9',
      iccid: '8944000000000000001',
      remaining: 256,
      total: 1024,
      status: 'ACTIVE',
    });
    const [low, credit, usage] = receiver.received.slice(from);
    for (const d of [low, credit, usage])
      expect(adapter.verifyWebhook(d.body, d.headers)).toBe(true);

    const [lowEvent] = adapter.parseWebhook(low.body);
    expect(lowEvent.kind).toBe('ignored');
    expect(lowEvent.eventKey).toBe(createHash('sha256').update(low.body).digest('hex'));
    expect(adapter.parseWebhook(credit.body)[0].kind).toBe('ignored');
    expect(adapter.parseWebhook(usage.body)).toEqual([
      {
        kind: 'usage',
        eventKey: 'notif-9',
        usage: {
          iccid: '8944000000000000001',
          usedMb: 768,
          totalMb: 1024,
          remainingMb: 256,
          expiresAt: null,
          status: 'ACTIVE',
        },
      },
    ]);
  });
});

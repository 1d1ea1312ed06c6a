import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eaFixture } from '../../../test-support/fake-providers/fake-esim-access-fixtures.js';
import {
  startFakeEsimAccess,
  type FakeEsimAccess,
} from '../../../test-support/fake-providers/fake-esim-access.js';
import { ProviderError, type ProviderAdapter } from '../provider-adapter.js';
import { createEsimAccessAdapter } from './esim-access.js';
import {
  eaSignature,
  mapPackage,
  mapProfile,
  parseEaWebhook,
  type EaPackage,
  type EaProfile,
} from './esim-access-mapping.js';

/**
 * What eSIM Access's documentation promises, checked against the adapter: its documented
 * examples (fixtures/esim-access/, pages in the README there) read as the docs say, and the
 * adapter against the fake built from those pages. A guess the docs do not back fails here.
 */
let fake: FakeEsimAccess;
let adapter: ProviderAdapter;
let ref = 0;
const reference = () => `contract-${process.pid}-${++ref}`;

async function rejection(promise: Promise<unknown>): Promise<ProviderError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProviderError);
  return err as ProviderError;
}

beforeAll(async () => {
  fake = await startFakeEsimAccess({ accessCode: 'contract-code', secretKey: 'contract-key' });
  adapter = createEsimAccessAdapter({
    credentials: { clientId: fake.accessCode, clientSecret: fake.secretKey },
    baseUrl: fake.baseUrl,
  });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.rateLimitPerSecond = null;
});

describe('the documented examples, as the adapter reads them', () => {
  it('signs as the "Signature Example": HMAC-SHA256 of timestamp, request id, code, body', () => {
    const signature = eaSignature(
      '1111',
      '1628670421',
      '4ce9d9cdac9e4e17b3a2c66c358c1ce2',
      '11111',
      '{"imsi":"326543826"}',
    );
    expect(signature).toBe('7EB765E27DF5373DEA2DBC8C41A7D9557743E46C8054750F3D851B3FD01D0835');
  });

  it('reads a package: price ×10,000 USD, volume in bytes, the location list', () => {
    const body = eaFixture<{ obj: { packageList: EaPackage[] } }>('package-list-response');
    expect(mapPackage(body.obj.packageList[0])).toMatchObject({
      code: 'JC016',
      name: 'Asia 11 countries 1GB 30 Days',
      costMinor: 100, // 10000 = $1.00
      currency: 'USD',
      dataMb: 1024,
      days: 30,
      countries: ['JP', 'KR', 'SG'],
      region: 'Asia 11 countries',
      topUpable: true,
      isDayPass: false,
      networks: ['SoftBank'],
      // locationNetworkList: operators per country with their networkType (issue 41).
      coverage: [{ country: 'JP', operators: [{ name: 'SoftBank', type: '4G' }] }],
      // The package list has no hotspot field: not stated.
      hotspot: null,
    });
  });

  it('reads a profile: the LPA string is SM-DP+ address and matching id', () => {
    const body = eaFixture<{ obj: { esimList: EaProfile[] } }>('query-response');
    expect(mapProfile(body.obj.esimList[0])).toMatchObject({
      iccid: '89852245280001113019',
      activationCode: 'LPA:1$rsp.redteago.com$CDB21D069D3B452F98B3426578A5FD11',
      smdpAddress: 'rsp.redteago.com',
      matchingId: 'CDB21D069D3B452F98B3426578A5FD11',
    });
  });

  it('reads each documented notice, keyed by its notifyId', () => {
    const parse = (name: string) => parseEaWebhook(JSON.stringify(eaFixture(name)))[0];
    expect(parse('webhook-order-status')).toMatchObject({
      kind: 'order',
      orderRef: 'B23110718759768',
      reference: 'test',
      // GOT_RESOURCE carries no eSIMs: they are read with esim/query.
      result: { state: 'pending', orderRef: 'B23110718759768' },
    });
    expect(parse('webhook-esim-status')).toMatchObject({
      kind: 'esim-status',
      eventKey: 'esim-access:4038b3dfb1b050bf9f02501df67284f3',
      iccid: '89852000263413436720',
      status: 'CANCEL',
    });
    expect(parse('webhook-data-usage')).toMatchObject({
      kind: 'usage',
      eventKey: 'esim-access:f776267e8d6745db8cc316e4c146ea0c',
      usage: { iccid: '8943108170001029631', totalMb: 51200 },
    });
    for (const name of ['webhook-validity-usage', 'webhook-smdp-event', 'webhook-check-health']) {
      expect(parse(name).kind, name).toBe('ignored');
    }
  });
});

describe('the adapter against the documented API', () => {
  it('orders with a transactionId and reads the eSIMs from esim/query once allocated', async () => {
    const r = reference();
    const placed = await adapter.order({ packageCode: 'CKH491', quantity: 2, reference: r });
    // The answer is the orderNo alone; while the SM-DP+ allocates, esim/query answers 200010.
    expect(placed).toEqual({ state: 'pending', orderRef: fake.orderNoOf(r) });
    fake.allocate(placed.orderRef!);
    const done = await adapter.getOrder(placed.orderRef!);
    expect(done.state === 'completed' && done.esims).toHaveLength(2);
    const queries = fake.requests.filter((q) => q.path === 'esim/query');
    for (const q of queries) {
      const pager = q.body.pager as { pageNum: number; pageSize: number };
      expect(pager.pageSize).toBeGreaterThanOrEqual(5);
      expect(pager.pageSize).toBeLessThanOrEqual(500);
    }
  });

  it('reads usage by esimTranNo, never by ICCID ("iccids are reused")', async () => {
    const placed = await adapter.order({
      packageCode: 'CKH491',
      quantity: 1,
      reference: reference(),
    });
    fake.allocate(placed.orderRef!);
    const done = await adapter.getOrder(placed.orderRef!);
    const iccid = done.state === 'completed' ? done.esims[0].iccid : '';
    fake.setUsage(iccid, 256 * 1024 * 1024);
    const from = fake.requests.length;
    expect(await adapter.usage(iccid)).toMatchObject({ iccid, usedMb: 256, totalMb: 3072 });
    const [find, usage] = fake.requests.slice(from);
    expect(find).toMatchObject({ path: 'esim/query', body: { iccid } });
    expect(usage.path).toBe('esim/usage/query');
    expect(usage.body.esimTranNoList).toEqual([expect.stringMatching(/^\d+$/)]);
  });

  it('tells permanent refusals from errors worth retrying, by the documented codes', async () => {
    const wrong = createEsimAccessAdapter({
      credentials: { clientId: fake.accessCode, clientSecret: 'not-the-key' },
      baseUrl: fake.baseUrl,
    });
    const mismatch = await rejection(wrong.balance());
    expect(mismatch).toMatchObject({ retryable: false });
    expect(mismatch.message).toContain('101003');
    fake.insufficientBalance = true;
    const poor = await rejection(
      adapter.order({ packageCode: 'CKH491', quantity: 1, reference: reference() }),
    );
    fake.insufficientBalance = false;
    expect(poor.retryable).toBe(false);
    expect(poor.message).toContain('200007');
    const unknown = await rejection(
      adapter.order({ packageCode: 'NO_SUCH', quantity: 1, reference: reference() }),
    );
    expect(unknown.message).toContain('310241');
    fake.failNext('000001');
    expect((await rejection(adapter.balance())).retryable).toBe(true);
  });

  it('an HTTP 429 is retryable, with its Retry-After or without one', async () => {
    fake.failNext(429);
    expect(await rejection(adapter.balance())).toMatchObject({
      retryable: true,
      status: 429,
      retryAfterSeconds: 2,
    });
    fake.failNext(429, 1, { retryAfter: false });
    expect(await rejection(adapter.balance())).toMatchObject({
      retryable: true,
      status: 429,
      retryAfterSeconds: null,
    });
  });

  it('the limit of 8 requests a second: the calls beyond it are refused, retryable', async () => {
    fake.rateLimitPerSecond = 8;
    const before = fake.rateLimited;
    const answers = await Promise.allSettled(Array.from({ length: 12 }, () => adapter.balance()));
    const refused = answers.filter((a) => a.status === 'rejected');
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(8);
    expect(refused).toHaveLength(4);
    expect(fake.rateLimited - before).toBe(4);
    for (const a of refused) {
      expect((a as PromiseRejectedResult).reason).toMatchObject({ retryable: true, status: 429 });
    }
  });
});

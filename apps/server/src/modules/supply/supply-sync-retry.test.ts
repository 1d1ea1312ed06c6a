import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { startFakeAiralo, type FakeAiralo } from '../../test-support/fake-providers/fake-airalo.js';
import { providers } from '../../db/schema/index.js';
import { supplyKit } from '../../test-support/kits/supply-test-kit.js';

type Kit = Awaited<ReturnType<typeof supplyKit>>;

/**
 * A package sync the provider fails (the fake Airalo): a transient error (5xx, 429 with
 * Retry-After) is tried again with back-off, the row Running meanwhile; a refusal, or the last
 * try, ends it Failed with the provider's words.
 */
let t: TestApp;
let fake: FakeAiralo;
let distributor: Record<string, string>;
let call: Kit['call'];
beforeAll(async () => {
  t = await createTestApp();
  fake = await startFakeAiralo();
  ({ distributor, call } = await supplyKit(t));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const db = () => t.database.db;

describe('a sync the provider fails', () => {
  let providerId: string;
  const UNAVAILABLE = { data: [], meta: { message: 'Service Unavailable' } };
  const packageCalls = () => fake.requests.filter((r) => r.startsWith('GET /v2/packages')).length;
  async function sync() {
    const res = await call('POST', `product/Providers/Sync/${providerId}`, distributor);
    expect(res.statusCode, res.body).toBe(200);
    await t.app.services.jobs.idle();
    const [row] = await db().select().from(providers).where(eq(providers.id, providerId));
    return row;
  }
  beforeAll(async () => {
    const res = await call('POST', 'product/Providers', distributor, {
      providerName: 'Airalo (retries)',
      kind: 'airalo',

      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      lowBalance: 0,
      isActive: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    providerId = res.json().data.id;
    await db()
      .update(providers)
      .set({ apiBaseUrl: fake.baseUrl })
      .where(eq(providers.id, providerId));
  });

  it('is tried again after a 5xx and succeeds', async () => {
    fake.failNext(503, UNAVAILABLE, 2);
    const before = packageCalls();
    const row = await sync();
    expect(row.lastSyncStatus).toBe('Succeeded');
    expect(packageCalls() - before).toBeGreaterThanOrEqual(3);
  });

  it("waits out a 429's Retry-After before trying again", async () => {
    fake.rateLimitNext(2);
    const started = Date.now();
    const row = await sync();
    expect(row.lastSyncStatus).toBe('Succeeded');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  });

  it('ends Failed with the error once the retries are spent', async () => {
    fake.failNext(503, UNAVAILABLE, 4);
    const before = packageCalls();
    const row = await sync();
    expect(row.lastSyncStatus).toBe('Failed');
    expect(row.lastSyncMessage).toBe('Airalo 503: Service Unavailable (4 attempts)');
    expect(packageCalls() - before).toBe(4);
  });

  it('is not tried again after a permanent refusal', async () => {
    fake.failNext(403, { data: [], meta: { message: 'Forbidden' } }, 1);
    const before = packageCalls();
    const row = await sync();
    expect(row.lastSyncStatus).toBe('Failed');
    expect(row.lastSyncMessage).toBe('Airalo 403: Forbidden');
    expect(packageCalls() - before).toBe(1);
  });
});

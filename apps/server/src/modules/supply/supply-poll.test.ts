import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { startFakeAiralo, type FakeAiralo } from '../../test-support/fake-providers/fake-airalo.js';
import {
  companies,
  emailLogs,
  providerPackages,
  providers,
  productVariants,
  wanderSerialNumbers,
} from '../../db/schema/index.js';
import { AIRALO_LIMITS, bucketRate } from './pacing.js';
import { pauseBucket } from './pacing.queries.js';
import { pollProviders } from './poll-providers.js';
import { supplyKit } from '../../test-support/kits/supply-test-kit.js';

type Kit = Awaited<ReturnType<typeof supplyKit>>;

/**
 * The usage poll: each run starts with the eSIMs asked longest ago, so what a run did not reach
 * (its budget, or an account whose calls are paused) is asked first in the next; and the
 * balance it reads e-mails the distributor once when it falls below the Low Balance Alert.
 */
let t: TestApp;
let fake: FakeAiralo;
let customer: Record<string, string>;
let distributor: Record<string, string>;
let call: Kit['call'];
let demoId: string;

beforeAll(async () => {
  t = await createTestApp();
  fake = await startFakeAiralo();
  ({ customer, distributor, call } = await supplyKit(t));
  const [demo] = await db()
    .select({ id: providers.id })
    .from(providers)
    .where(and(eq(providers.entityCode, 'DIST001'), eq(providers.providerName, 'Demo Supplier')));
  demoId = demo.id;
  // The customer buys four Demo Supplier eSIMs: bought and delivered at once.
  const [plan] = await db()
    .select({ variantId: providerPackages.variantId })
    .from(providerPackages)
    .where(
      and(
        eq(providerPackages.providerId, demoId),
        eq(providerPackages.packageCode, 'DEMO-IS-5GB-7D'),
      ),
    );
  const paid = await call('POST', 'payment/Payment/WanderCheckout', customer, {
    dataPlanModel: {
      distributorEntityCode: 'DIST001',
      lines: [{ variantId: plan.variantId, qty: 4 }],
    },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  await t.app.services.jobs.idle();
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const db = () => t.database.db;
const poll = (options: Parameters<typeof pollProviders>[3] = {}) =>
  pollProviders(db(), t.app.services.secrets, t.app.services.mail, options);
const esimsOf = async (providerId: string) =>
  db()
    .select({
      id: wanderSerialNumbers.id,
      iccid: wanderSerialNumbers.iccid,
      polledAt: wanderSerialNumbers.usagePolledAt,
    })
    .from(wanderSerialNumbers)
    .where(
      and(
        eq(wanderSerialNumbers.providerId, providerId),
        eq(wanderSerialNumbers.status, 'delivered'),
      ),
    );

describe('a poll with more eSIMs than its budget', () => {
  it('asks as many as its budget allows, and the next run starts with the rest', async () => {
    const all = await esimsOf(demoId);
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(all.every((e) => e.polledAt === null)).toBe(true);

    const first = await poll({ perProvider: 2 });
    expect(first).toMatchObject({ esims: 2, failed: 0, carried: all.length - 2 });
    const afterFirst = await esimsOf(demoId);
    const reached = afterFirst.filter((e) => e.polledAt !== null);
    expect(reached).toHaveLength(2);

    const second = await poll({ perProvider: 2 });
    // Every due eSIM not asked this run is carried again (the two asked first are now last).
    expect(second).toMatchObject({ esims: 2, carried: all.length - 2 });
    const afterSecond = await esimsOf(demoId);
    const askedNow = afterSecond.filter(
      (e) => e.polledAt !== null && !reached.some((r) => r.id === e.id),
    );
    // The two the first run did not reach, not the two it did.
    expect(askedNow).toHaveLength(2);
    for (const r of reached) {
      expect(afterSecond.find((e) => e.id === r.id)!.polledAt).toEqual(r.polledAt);
    }
  });
});

describe('a poll of an account whose usage calls are paused', () => {
  let airaloId: string;
  const iccids: string[] = [];

  beforeAll(async () => {
    const res = await call('POST', 'product/Providers', distributor, {
      providerName: 'Airalo (poll)',
      kind: 'airalo',

      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      lowBalance: 0,
      isActive: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    airaloId = res.json().data.id;
    await db()
      .update(providers)
      .set({ apiBaseUrl: fake.baseUrl })
      .where(eq(providers.id, airaloId));
    // Three eSIMs delivered from this account (rows as a delivery leaves them).
    const [plan] = await db()
      .select({ variantId: providerPackages.variantId })
      .from(providerPackages)
      .where(eq(providerPackages.providerId, demoId))
      .limit(1);
    const [variant] = await db()
      .select({ productId: productVariants.productId })
      .from(productVariants)
      .where(eq(productVariants.id, plan.variantId!));
    for (let i = 0; i < 3; i++) {
      const iccid = `8944${String(randomInt(1e9)).padStart(9, '0')}${String(randomInt(1e6)).padStart(6, '0')}`;
      iccids.push(iccid);
      await db()
        .insert(wanderSerialNumbers)
        .values({
          entityCode: 'DIST001',
          productId: variant.productId,
          variantId: plan.variantId!,
          iccid,
          activationCode: `LPA:1$smdp.example$${iccid}`,
          status: 'delivered',
          invoiceLineId: randomUUID(),
          providerId: airaloId,
          deliveredAt: new Date(),
        });
    }
  });

  it('stops asking that account and carries its eSIMs into the next run', async () => {
    // Another process met a 429: the account's usage calls wait two minutes.
    await pauseBucket(
      db(),
      { entityCode: 'DIST001', providerId: airaloId, bucket: 'usage' },
      bucketRate(AIRALO_LIMITS.usage),
      Date.now() + 120_000,
    );
    const usageCalls = () => fake.requests.filter((r) => r.includes('/usage'));
    const paused = await poll();
    expect(paused.carried).toBe(3);
    expect(usageCalls()).toEqual([]);
    expect((await esimsOf(airaloId)).every((e) => e.polledAt === null)).toBe(true);

    // The pause is over: the next run asks each of them.
    await db().execute(sql`delete from provider_rate_buckets where provider_id = ${airaloId}`);
    const next = await poll();
    expect(next.carried).toBe(0);
    expect(usageCalls().sort()).toEqual(iccids.map((i) => `GET /v2/sims/${i}/usage`).sort());
    expect((await esimsOf(airaloId)).every((e) => e.polledAt !== null)).toBe(true);
  });
});

describe('the low-balance e-mail', () => {
  it('goes to the distributor once when the balance falls below the alert, again only after it recovered', async () => {
    const alerts = async () =>
      db()
        .select()
        .from(emailLogs)
        .where(
          and(eq(emailLogs.template, 'provider-low-balance'), eq(emailLogs.entityCode, 'DIST001')),
        );
    const setAlert = (lowBalance: number) =>
      db().update(providers).set({ lowBalance }).where(eq(providers.id, demoId));
    const [owner] = await db()
      .select({ email: companies.email })
      .from(companies)
      .where(eq(companies.entityCode, 'DIST001'));
    const before = (await alerts()).length;

    // The Demo Supplier's balance is USD 2,500.00 (it bills in US dollars).
    await setAlert(3000);
    await poll({ perProvider: 0 });
    const sent = await alerts();
    expect(sent).toHaveLength(before + 1);
    expect(sent.at(-1)).toMatchObject({
      toEmail: owner.email,
      subject: 'Demo Supplier: balance USD 2,500.00 is below USD 3,000.00',
    });

    await poll({ perProvider: 0 });
    expect(await alerts()).toHaveLength(before + 1);

    await setAlert(100);
    await poll({ perProvider: 0 });
    const [recovered] = await db().select().from(providers).where(eq(providers.id, demoId));
    expect(recovered.lowBalanceAlertedAt).toBeNull();
    await setAlert(3000);
    await poll({ perProvider: 0 });
    expect(await alerts()).toHaveLength(before + 2);
  });
});

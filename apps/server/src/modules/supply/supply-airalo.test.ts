import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { startFakeAiralo, type FakeAiralo } from '../../test-support/fake-providers/fake-airalo.js';
import { generatedAiraloCatalogue } from '../../test-support/fake-providers/fake-airalo-catalog.js';
import {
  providerOrders,
  providers,
  purchaseOrderLines,
  purchaseOrders,
  wanderSerialNumbers,
} from '../../db/schema/index.js';
import { orderFixtures } from '../../test-support/kits/orders.fixtures.js';
import { ProviderError } from './provider-adapter.js';
import { procureTopUp } from './procure-top-up.js';
import { supplyKit } from '../../test-support/kits/supply-test-kit.js';

type Kit = Awaited<ReturnType<typeof supplyKit>>;

/**
 * An Airalo account as Airalo documents itself (the fake of test-support/fake-providers, built
 * from the documented examples): a catalogue of 200 entries over two pages reached through the
 * provider's API address, a line of more than 50 eSIMs, a top-up whose answer was lost, and the
 * HEAD Airalo sends to check a webhook URL.
 */
let t: TestApp;
let fake: FakeAiralo;
let distributor: Record<string, string>;
let customer: Record<string, string>;
let call: Kit['call'];
let fx: Awaited<ReturnType<typeof orderFixtures>>;
let providerId: string;

beforeAll(async () => {
  t = await createTestApp();
  fake = await startFakeAiralo();
  fake.setCatalogue(generatedAiraloCatalogue(200));
  fx = await orderFixtures(t.database.db, { serials: 0, tag: 'AIR' });
  ({ customer, distributor, call } = await supplyKit(t));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const db = () => t.database.db;
const account = (fields: Record<string, unknown>) => ({
  providerName: 'Airalo (documented)',
  kind: 'airalo',
  clientId: fake.clientId,
  clientSecret: fake.clientSecret,
  lowBalance: 0,
  isActive: true,
  ...fields,
});

describe('the API address of a provider', () => {
  it('is an https URL, or http on this machine only; anything else is refused, nothing saved', async () => {
    const message =
      'API Address should be an https:// address (http:// only for 127.0.0.1, ::1 or localhost)';
    for (const apiBaseUrl of [
      'http://airalo.example.com/v2',
      'ftp://127.0.0.1/v2',
      'partners-api.airalo.com',
      'https://user:secret@airalo.example.com/v2',
    ]) {
      const refused = await call('POST', 'product/Providers', distributor, account({ apiBaseUrl }));
      expect(refused.statusCode, apiBaseUrl).toBe(400);
      expect(refused.json().errors.apiBaseUrl).toEqual([message]);
    }
    const [{ n }] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(providers)
      .where(eq(providers.providerName, 'Airalo (documented)'));
    expect(n).toBe(0);
    for (const apiBaseUrl of ['https://eu.airalo-proxy.example.com/v2', 'http://[::1]:8080/v2']) {
      const saved = await call(
        'POST',
        'product/Providers',
        distributor,
        account({ providerName: `Airalo ${apiBaseUrl}`, apiBaseUrl, isActive: false }),
      );
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data.apiBaseUrl).toBe(apiBaseUrl);
    }
  });

  it('reaches a documentation-shaped Airalo: a 200-entry catalogue over two pages, all synced', async () => {
    fake.maxPageSize = 100; // Airalo pages it: page 1 an array, page 2 an object by index
    const created = await call(
      'POST',
      'product/Providers',
      distributor,
      account({ apiBaseUrl: fake.baseUrl }),
    );
    expect(created.statusCode, created.body).toBe(200);
    providerId = created.json().data.id;
    const detail = await call('GET', `product/Providers/GetDetail/${providerId}`, distributor);
    expect(detail.json().data).toMatchObject({ apiBaseUrl: fake.baseUrl });
    expect(detail.json().data).not.toHaveProperty('environment');

    const sync = await call('POST', `product/Providers/Sync/${providerId}`, distributor);
    expect(sync.statusCode, sync.body).toBe(200);
    await t.app.services.jobs.idle();
    const [row] = await db().select().from(providers).where(eq(providers.id, providerId));
    expect(row.lastSyncMessage).toBe('200 new, 0 price changes, 0 withdrawn');
    expect(row.lastSyncStatus).toBe('Succeeded');
    const packages = await call(
      'GET',
      `product/ProviderPackages/GetSelectList?providerId=${providerId}`,
      distributor,
    );
    expect(packages.json().data).toHaveLength(200);
    expect(fake.requests.filter((r) => r.startsWith('GET /v2/packages'))).toHaveLength(2);
  });
});

describe('an Airalo line of more than 50 eSIMs', () => {
  it('is bought as several provider orders of 50 at most, and delivered whole', async () => {
    const options = await call(
      'GET',
      `product/ProviderPackages/GetSelectList?providerId=${providerId}`,
      distributor,
    );
    const packageId = (options.json().data as { label: string; value: string }[]).find((o) =>
      o.label.includes('(fake-7-7days-1gb)'),
    )!.value;
    const mapped = await call('PUT', `product/PlanSupply/${fx.v1}`, distributor, {
      mode: 'provider',
      providerPackageId: packageId,
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    const before = fake.ordersPlaced;
    const paid = await call('POST', 'payment/Payment/WanderCheckout', customer, {
      dataPlanModel: { distributorEntityCode: 'DIST001', lines: [{ variantId: fx.v1, qty: 120 }] },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await t.app.services.jobs.idle();
    const poId = paid.json().data.poHeaderId as string;
    const [po] = await db().select().from(purchaseOrders).where(eq(purchaseOrders.id, poId));
    expect(po.status).toBe('Completed');
    const orders = await db()
      .select()
      .from(providerOrders)
      .where(eq(providerOrders.poId, poId))
      .orderBy(asc(providerOrders.quantity));
    expect(orders.map((o) => [o.quantity, o.status])).toEqual([
      [20, 'Completed'],
      [50, 'Completed'],
      [50, 'Completed'],
    ]);
    expect(fake.ordersPlaced - before).toBe(3);
    const [line] = await db()
      .select({ id: purchaseOrderLines.id })
      .from(purchaseOrderLines)
      .where(eq(purchaseOrderLines.poId, poId));
    const esims = await db()
      .select({ status: wanderSerialNumbers.status })
      .from(wanderSerialNumbers)
      .where(eq(wanderSerialNumbers.reservedForLineId, line.id));
    expect(esims).toHaveLength(120);
    expect(esims.every((e) => e.status === 'delivered')).toBe(true);
    // The job running again buys nothing more.
    await t.app.services.jobs.send('orders.deliver-on-payment', { poId });
    await t.app.services.jobs.idle();
    expect(fake.ordersPlaced - before).toBe(3);
  });
});

describe('an Airalo top-up whose answer was lost', () => {
  it('is looked up by its reference on the retry, never bought twice', async () => {
    const [esim] = await db()
      .select({ id: wanderSerialNumbers.id, iccid: wanderSerialNumbers.iccid })
      .from(wanderSerialNumbers)
      .where(
        and(
          eq(wanderSerialNumbers.providerId, providerId),
          eq(wanderSerialNumbers.status, 'delivered'),
        ),
      )
      .limit(1);
    const need = {
      entityCode: 'DIST001',
      poId: randomUUID(),
      poLineId: randomUUID(),
      serialId: esim.id,
      iccid: esim.iccid,
      providerId,
      packageCode: 'fake-7-7days-1gb-topup',
    };
    const before = fake.topUpsPlaced;
    fake.failAfterNextWrite({ status: 502 }); // Airalo tops up, then answers a Bad Gateway
    const first = await procureTopUp(db(), t.app.services.secrets, need).catch((e: unknown) => e);
    expect(first).toBeInstanceOf(ProviderError);
    expect(first).toMatchObject({ retryable: true, status: 502 });
    expect(fake.topUpsPlaced - before).toBe(1);

    // The job's retry.
    expect(await procureTopUp(db(), t.app.services.secrets, need)).toEqual({ outcome: 'ready' });
    expect(fake.topUpsPlaced - before).toBe(1);
    const [order] = await db()
      .select()
      .from(providerOrders)
      .where(eq(providerOrders.reference, need.poLineId));
    expect(order).toMatchObject({ status: 'Completed', kind: 'top-up', attempts: 2 });
    expect(order.orderRef).toMatch(/^\d+$/);
  });
});

describe("Airalo's webhook check", () => {
  it('answers HEAD on the webhook URL with 200 (Airalo checks liveness with a HEAD)', async () => {
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/api/product/Providers/Webhook/airalo',
    });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });
});

describe('the retired sandbox host', () => {
  it('an API address naming it is cleared by the migration: the account uses the one host', async () => {
    const sqlFile = fs
      .readdirSync(path.resolve(import.meta.dirname, '../../db/migrations'))
      .find((f) => f.endsWith('_provider_api_address.sql'))!;
    const statements = fs
      .readFileSync(path.resolve(import.meta.dirname, '../../db/migrations', sqlFile), 'utf8')
      .split('--> statement-breakpoint')
      .filter((s) => /^\s*(--.*\n\s*)*update/i.test(s));
    expect(statements).toHaveLength(1);
    const [old] = await db()
      .insert(providers)
      .values({
        entityCode: 'DIST001',
        providerName: 'Airalo (old sandbox)',
        kind: 'airalo',
        credentialsEnc: 'x',
        apiBaseUrl: 'https://sandbox-partners-api.airalo.com/v2',
      })
      .returning();
    await db().execute(sql.raw(statements[0]));
    const [after] = await db().select().from(providers).where(eq(providers.id, old.id));
    expect(after.apiBaseUrl).toBeNull();
    const [kept] = await db().select().from(providers).where(eq(providers.id, providerId));
    expect(kept.apiBaseUrl).toBe(fake.baseUrl);
  });
});

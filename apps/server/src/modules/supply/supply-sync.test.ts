import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import {
  costSetups,
  productCountries,
  productPrices,
  products,
  productVariants,
  providerPackages,
  providers,
  purchaseOrders,
} from '../../db/schema/index.js';
import { deliverableOf } from '../catalog/deliverable.queries.js';
import type { ProviderPackage } from './provider-adapter.js';
import type { ProviderRow } from './provider.queries.js';
import { claimSync, syncProviderPackages } from './sync-provider-packages.js';
import { queueDueSyncs } from './sync-schedule.js';
import { supplyKit } from '../../test-support/kits/supply-test-kit.js';
import { priceFromCostIn } from './buyer-facing-plan.js';
import { rateOn } from '../rates/rate-on.js';

type Kit = Awaited<ReturnType<typeof supplyKit>>;

/**
 * The package sync: what an imported plan is, what a changed cost and a package no longer listed
 * do (flagged, selling price left alone), one sync at a time per provider, and the schedule that
 * syncs every provider again after SUPPLY_SYNC_MINUTES so a withdrawn package is off sale before
 * a buyer pays for it (a provider's failures during a sync: supply-sync-retry.test.ts).
 */
let t: TestApp;
let customer: Record<string, string>;
let distributor: Record<string, string>;
let call: Kit['call'];
let walletBalance: Kit['walletBalance'];
beforeAll(async () => {
  t = await createTestApp();
  ({ customer, distributor, call, walletBalance } = await supplyKit(t));
});
afterAll(() => t.close());

const db = () => t.database.db;
/** A provider account of DIST001 the tests hand packages to directly (no HTTP). */
async function account(name: string): Promise<ProviderRow> {
  const [row] = await db()
    .insert(providers)
    .values({ entityCode: 'DIST001', providerName: name, kind: 'airalo', credentialsEnc: 'x' })
    .returning();
  return row;
}
const pkg = (code: string, over: Partial<ProviderPackage> = {}): ProviderPackage => ({
  code,
  name: `Plan ${code}`,
  countries: ['JP'],
  region: null,
  days: 7,
  dataMb: 1024,
  isDayPass: false,
  networks: [],
  coverage: [],
  topUpable: false,
  hotspot: null,
  costMinor: 1000,
  currency: 'USD',
  ...over,
});
async function variantOf(row: ProviderRow, code: string) {
  const [found] = await db()
    .select({ variant: productVariants, product: products, package: providerPackages })
    .from(providerPackages)
    .innerJoin(productVariants, eq(productVariants.id, providerPackages.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(providerPackages.providerId, row.id), eq(providerPackages.packageCode, code)));
  return found;
}
const sellingPrice = async (variantId: string) =>
  (
    await db()
      .select({ minor: productPrices.unitPriceMinor, currency: productPrices.currency })
      .from(productPrices)
      .where(and(eq(productPrices.entityCode, 'DIST001'), eq(productPrices.variantId, variantId)))
  )[0];
const planSupply = async (providerId: string) =>
  (
    await call('POST', 'product/PlanSupply/Search', distributor, {
      pageSize: 50,
      filterColumns: [{ columnName: 'providerId', filterValue: providerId, operator: 'eq' }],
    })
  ).json().data.items as {
    packageCode: string;
    flag: string | null;
    providerCost: number;
    previousCost: number | null;
    sellingPrice: number;
  }[];

describe('an imported plan', () => {
  it("carries the package's countries, days, data, day pass, networks and cost", async () => {
    const row = await account('Import facts');
    const counts = await syncProviderPackages(db(), row, [
      pkg('JPKR-3GB-15D', {
        name: 'Japan & Korea 3GB 15 Days',
        countries: ['JP', 'KR'],
        region: 'Asia',
        days: 15,
        dataMb: 3072,
        networks: ['NTT Docomo', 'KT'],
        topUpable: true,
        costMinor: 1234,
      }),
      pkg('TH-DAY-1GB', { countries: ['TH'], days: 5, isDayPass: true, networks: ['AIS'] }),
      pkg('FR-UNL-10D', { countries: ['FR'], days: 10, dataMb: null, costMinor: 1500 }),
    ]);
    expect(counts).toEqual({ created: 3, changed: 0, withdrawn: 0 });

    const asia = await variantOf(row, 'JPKR-3GB-15D');
    // Sold in the distributor's currency (MYR), bought in the supplier's (USD).
    expect(asia.product).toMatchObject({
      productName: 'Japan & Korea 3GB 15 Days',
      isActive: false,
      currency: 'MYR',
    });
    expect(asia.variant).toMatchObject({
      days: 15,
      dataGb: 3,
      isDayPass: false,
      networkName: 'NTT Docomo / KT',
    });
    expect(asia.package).toMatchObject({
      countries: ['JP', 'KR'],
      region: 'Asia',
      networks: ['NTT Docomo', 'KT'],
      topUpable: true,
      costMinor: 1234,
      currency: 'USD',
      status: 'Active',
    });
    const countries = await db()
      .select({ code: productCountries.countryCode })
      .from(productCountries)
      .where(eq(productCountries.productId, asia.product.id));
    expect(countries.map((c) => c.code).sort()).toEqual(['JP', 'KR']);
    const [cost] = await db()
      .select()
      .from(costSetups)
      .where(eq(costSetups.variantId, asia.variant.id));
    expect(cost).toMatchObject({ amount: 12.34, currency: 'USD', isActive: true });
    const today = await rateOn(db(), 'USD', 'MYR', new Date().toISOString().slice(0, 10));
    expect(await sellingPrice(asia.variant.id)).toEqual({
      minor: priceFromCostIn(1234, 'USD', 'MYR', today.rate, 25),
      currency: 'MYR',
    });

    const dayPass = await variantOf(row, 'TH-DAY-1GB');
    expect(dayPass.variant).toMatchObject({ days: 5, dataGb: 1, isDayPass: true });
    expect(dayPass.variant.networkName).toBe('AIS');
    const unlimited = await variantOf(row, 'FR-UNL-10D');
    expect(unlimited.variant).toMatchObject({ days: 10, dataGb: 0, networkName: null });
    expect(unlimited.package.dataMb).toBeNull();
    expect(unlimited.product.description).toBe('Unlimited data for 10 days.');
  });
});

describe('a later sync', () => {
  it('flags a changed cost and a withdrawn package, and leaves both selling prices alone', async () => {
    const row = await account('Flags');
    await syncProviderPackages(db(), row, [
      pkg('KEEP', { costMinor: 1000 }),
      pkg('GONE', { costMinor: 2000 }),
    ]);
    const keep = await variantOf(row, 'KEEP');
    const gone = await variantOf(row, 'GONE');
    // The distributor set its own price on one of them.
    await db()
      .update(productPrices)
      .set({ unitPriceMinor: 4990 })
      .where(eq(productPrices.variantId, keep.variant.id));
    const before = {
      keep: await sellingPrice(keep.variant.id),
      gone: await sellingPrice(gone.variant.id),
    };

    const counts = await syncProviderPackages(db(), row, [pkg('KEEP', { costMinor: 1200 })]);
    expect(counts).toEqual({ created: 0, changed: 1, withdrawn: 1 });
    const rows = await planSupply(row.id);
    expect(rows.find((r) => r.packageCode === 'KEEP')).toMatchObject({
      flag: 'Price changed',
      providerCost: 12,
      previousCost: 10,
      sellingPrice: 49.9,
    });
    expect(rows.find((r) => r.packageCode === 'GONE')).toMatchObject({ flag: 'Withdrawn' });
    expect(await sellingPrice(keep.variant.id)).toEqual(before.keep);
    expect(await sellingPrice(gone.variant.id)).toEqual(before.gone);
    const [variant] = await db()
      .select({ minor: productVariants.unitPriceMinor })
      .from(productVariants)
      .where(eq(productVariants.id, keep.variant.id));
    expect(variant.minor).toBe(keep.variant.unitPriceMinor);

    // A second change keeps the cost the distributor accepted last as the one to compare with.
    await syncProviderPackages(db(), row, [pkg('KEEP', { costMinor: 1300 })]);
    expect((await planSupply(row.id)).find((r) => r.packageCode === 'KEEP')).toMatchObject({
      providerCost: 13,
      previousCost: 10,
      sellingPrice: 49.9,
    });
  });
});

describe('one sync at a time per provider', () => {
  it('two claims at once: one runs, the other is refused, from the route too', async () => {
    const row = await account('One at a time');
    const claims = await Promise.all([
      claimSync(db(), 'DIST001', row.id),
      claimSync(db(), 'DIST001', row.id),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    const res = await call('POST', `product/Providers/Sync/${row.id}`, distributor);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A sync of this provider is already running');
    // Nor does the schedule take a provider whose sync runs.
    await db()
      .update(providers)
      .set({ lastSyncAt: sql`now() - interval '10 minutes'` })
      .where(eq(providers.id, row.id));
    await queueDueSyncs(db(), t.app.services.jobs, 5);
    const [after] = await db().select().from(providers).where(eq(providers.id, row.id));
    expect(after.lastSyncAt!.getTime()).toBeLessThan(Date.now() - 9 * 60_000);
    // A Running sync older than 15 minutes is taken as dead: it may be claimed again.
    await db()
      .update(providers)
      .set({ lastSyncAt: sql`now() - interval '16 minutes'` })
      .where(eq(providers.id, row.id));
    expect(await claimSync(db(), 'DIST001', row.id)).toBe(true);
  });
});

describe('the scheduled sync', () => {
  const demo = async () =>
    (
      await db()
        .select()
        .from(providers)
        .where(
          and(eq(providers.entityCode, 'DIST001'), eq(providers.providerName, 'Demo Supplier')),
        )
    )[0];

  it('syncs a provider whose last sync is older than the interval, and no other', async () => {
    const fresh = await account('Synced recently');
    const never = await account('Never synced');
    await db()
      .update(providers)
      .set({ lastSyncAt: sql`now() - interval '10 minutes'`, lastSyncStatus: 'Succeeded' })
      .where(eq(providers.id, fresh.id));
    const supplier = await demo();
    await db()
      .update(providers)
      .set({ lastSyncAt: sql`now() - interval '2 hours'` })
      .where(eq(providers.id, supplier.id));
    expect(await queueDueSyncs(db(), t.app.services.jobs, 60)).toBe(1);
    await t.app.services.jobs.idle();
    const rows = await db().select().from(providers);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(supplier.id)).toMatchObject({
      lastSyncStatus: 'Succeeded',
      lastSyncMessage: '0 new, 0 price changes, 0 withdrawn',
    });
    expect(byId.get(supplier.id)!.lastSyncAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(byId.get(fresh.id)!.lastSyncAt!.getTime()).toBeLessThan(Date.now() - 9 * 60_000);
    expect(byId.get(never.id)!.lastSyncAt).toBeNull();
  });

  it('takes a package the provider no longer lists off sale before a buyer pays for it', async () => {
    // A Demo Supplier plan on sale whose package the supplier has since stopped listing.
    const supplier = await demo();
    const listed = await db()
      .select()
      .from(providerPackages)
      .where(eq(providerPackages.providerId, supplier.id));
    await syncProviderPackages(db(), supplier, [
      ...listed.map((p) =>
        pkg(p.packageCode, {
          name: p.packageName,
          countries: p.countries,
          days: p.days,
          dataMb: p.dataMb,
          isDayPass: p.isDayPass,
          networks: p.networks,
          costMinor: p.costMinor,
          currency: p.currency,
        }),
      ),
      pkg('DEMO-OLD-1GB-7D', { countries: ['IS'], costMinor: 900, currency: 'MYR' }),
    ]);
    const old = await variantOf(supplier, 'DEMO-OLD-1GB-7D');
    await db().update(products).set({ isActive: true }).where(eq(products.id, old.product.id));
    expect(
      (await deliverableOf(db(), 'DIST001', [old.variant.id])).get(old.variant.id),
    ).toMatchObject({ mode: 'provider', onDemand: true });

    await db()
      .update(providers)
      .set({ lastSyncAt: sql`now() - interval '61 minutes'`, lastSyncStatus: 'Succeeded' })
      .where(eq(providers.id, supplier.id));
    expect(await queueDueSyncs(db(), t.app.services.jobs, 60)).toBe(1);
    await t.app.services.jobs.idle();
    const [synced] = await db().select().from(providers).where(eq(providers.id, supplier.id));
    expect(synced.lastSyncMessage).toBe('0 new, 0 price changes, 1 withdrawn');
    expect(
      (await deliverableOf(db(), 'DIST001', [old.variant.id])).get(old.variant.id),
    ).toMatchObject({ onDemand: false });

    const start = await walletBalance();
    const orders = async () =>
      (await db().select({ id: purchaseOrders.id }).from(purchaseOrders)).length;
    const placed = await orders();
    const res = await call('POST', 'payment/Payment/WanderCheckout', customer, {
      dataPlanModel: {
        distributorEntityCode: 'DIST001',
        lines: [{ variantId: old.variant.id, qty: 1 }],
      },
    });
    expect(res.statusCode, res.body).not.toBe(200);
    expect(await walletBalance()).toBe(start);
    expect(await orders()).toBe(placed);
  });
});

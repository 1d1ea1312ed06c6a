import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { PlanSupplyRow } from '@wander/contract';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { companies, costSetups, productPrices, providerPackages } from '../../db/schema/index.js';
import type { ProviderRow } from './provider.queries.js';
import { checkRateMoves } from './rate-moves.js';
import { syncProviderPackages } from './sync-provider-packages.js';
import {
  planOf as planOfKit,
  providerAccount,
  storeRate,
  supplyKit,
  testPackage,
} from '../../test-support/kits/supply-test-kit.js';

type Kit = Awaited<ReturnType<typeof supplyKit>>;

/**
 * Prices from supplier costs (issue 40): a synced package's suggested price is in the
 * distributor's selling currency, converted at the sync day's rate and rounded as that currency
 * rounds; a missing rate leaves the package without a suggestion (and says why), never 1:1. The
 * days are years ahead of the demo's rates, so each test's rates are the latest there are (the
 * margin check after a rate move: rate-moves.test.ts).
 */
let t: TestApp;
let distributor: Record<string, string>;
let call: Kit['call'];
beforeAll(async () => {
  t = await createTestApp();
  ({ distributor, call } = await supplyKit(t));
});
afterAll(() => t.close());

const db = () => t.database.db;
const account = (entityCode: string, name: string) => providerAccount(t, entityCode, name);
const pkg = testPackage;
const rate = (base: string, quote: string, rateDate: string, value: string) =>
  storeRate(t, base, quote, rateDate, value);
const planOf = (row: ProviderRow, code: string) => planOfKit(t, row, code);
const sellingPrice = async (entityCode: string, variantId: string) =>
  (
    await db()
      .select({ minor: productPrices.unitPriceMinor, currency: productPrices.currency })
      .from(productPrices)
      .where(and(eq(productPrices.entityCode, entityCode), eq(productPrices.variantId, variantId)))
  )[0];

describe("a synced package's suggested price", () => {
  it("is in the distributor's currency: a USD cost for a MYR distributor, at the sync day's rate", async () => {
    await rate('USD', 'MYR', '2031-03-03', '4.4123');
    const row = await account('DIST001', 'Bills in USD');
    await syncProviderPackages(db(), row, [pkg('JP-5GB', { costMinor: 550 })], '2031-03-03');

    const plan = await planOf(row, 'JP-5GB');
    // USD 5.50 x 4.4123 = MYR 24.27; + 25 % = 30.33, rounded up to 30.90.
    expect(plan.product.currency).toBe('MYR');
    expect(await sellingPrice('DIST001', plan.variant.id)).toEqual({
      minor: 3090,
      currency: 'MYR',
    });
    expect(plan.product.unitPriceMinor).toBe(3090);
    expect(plan.variant.unitPriceMinor).toBe(3090);
    // The cost stays the supplier's, in its currency.
    const [cost] = await db()
      .select()
      .from(costSetups)
      .where(eq(costSetups.variantId, plan.variant.id));
    expect(cost).toMatchObject({ amount: 5.5, currency: 'USD' });
    // The review list shows the cost in USD, the rate and its day, and the suggestion in MYR.
    expect(plan.supply).toMatchObject({
      providerCost: 5.5,
      costCurrency: 'USD',
      suggestedPrice: 30.9,
      suggestedCurrency: 'MYR',
      suggestedOn: '2031-03-03',
      suggestionRate: '4.4123',
      suggestionRateDate: '2031-03-03',
      suggestionNote: null,
      sellingPrice: 30.9,
      sellingCurrency: 'MYR',
      flags: [],
    });
  });

  it('takes the latest earlier rate on a day with none, and says whose day it is', async () => {
    const row = await account('DIST001', 'Synced on a holiday');
    await syncProviderPackages(db(), row, [pkg('JP-1GB', { costMinor: 1000 })], '2031-03-05');
    const plan = await planOf(row, 'JP-1GB');
    // USD 10.00 x 4.4123 x 1.25 = MYR 55.15 -> 55.90, at the rate of 3 March.
    expect(plan.supply).toMatchObject({
      suggestedPrice: 55.9,
      suggestedOn: '2031-03-05',
      suggestionRate: '4.4123',
      suggestionRateDate: '2031-03-03',
    });
  });

  it('is made again for a changed cost, which is flagged; the selling price stays', async () => {
    const row = await account('DIST001', 'Cost goes up');
    await syncProviderPackages(db(), row, [pkg('UP', { costMinor: 550 })], '2031-03-03');
    await rate('USD', 'MYR', '2031-03-06', '4.5');
    await syncProviderPackages(db(), row, [pkg('UP', { costMinor: 600 })], '2031-03-06');
    const plan = await planOf(row, 'UP');
    // USD 6.00 x 4.5 x 1.25 = MYR 33.75 -> 33.90.
    expect(plan.supply).toMatchObject({
      flags: ['Price changed'],
      providerCost: 6,
      previousCost: 5.5,
      suggestedPrice: 33.9,
      suggestionRate: '4.5',
      suggestionRateDate: '2031-03-06',
      sellingPrice: 30.9,
    });
    // Accepting the cost reviews the plan at the rate its suggestion was made at.
    const accepted = await call(
      'POST',
      `product/PlanSupply/AcceptCost/${plan.variant.id}`,
      distributor,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [after] = await db()
      .select()
      .from(providerPackages)
      .where(eq(providerPackages.id, plan.package.id));
    expect(after).toMatchObject({ reviewedRate: '4.5', reviewedRateDate: '2031-03-06' });
  });

  it('rounds to whole yen for a JPY distributor', async () => {
    await db()
      .update(companies)
      .set({ defaultCurrency: 'JPY' })
      .where(eq(companies.entityCode, 'DIST002'));
    await rate('USD', 'JPY', '2031-03-03', '151.37');
    const row = await account('DIST002', 'Bills in USD, sold in yen');
    await syncProviderPackages(db(), row, [pkg('JP-YEN', { costMinor: 1000 })], '2031-03-03');
    const plan = await planOf(row, 'JP-YEN');
    // USD 10.00 x 151.37 x 1.25 = JPY 1,892.125 -> 1,893: yen have no decimals, and no .90.
    expect(await sellingPrice('DIST002', plan.variant.id)).toEqual({
      minor: 1893,
      currency: 'JPY',
    });
    expect(plan.supply).toMatchObject({
      suggestedPrice: 1893,
      suggestedCurrency: 'JPY',
      sellingPrice: 1893,
      sellingCurrency: 'JPY',
    });
  });

  it('is absent, with the reason, when no rate converts the cost: never 1:1', async () => {
    const row = await account('DIST001', 'Bills in baht');
    const counts = await syncProviderPackages(
      db(),
      row,
      [pkg('TH-3GB', { costMinor: 30_000, currency: 'THB' })],
      '2031-03-03',
    );
    expect(counts.created).toBe(1);
    const plan = await planOf(row, 'TH-3GB');
    expect(plan.product).toMatchObject({ isActive: false, unitPriceMinor: 0, currency: 'MYR' });
    expect(await sellingPrice('DIST001', plan.variant.id)).toBeUndefined();
    expect(plan.supply).toMatchObject({
      flags: ['No rate'],
      flag: 'No rate',
      providerCost: 300,
      costCurrency: 'THB',
      suggestedPrice: null,
      suggestionRate: null,
      suggestionNote: 'No exchange rate from THB to MYR on or before 2031-03-03',
      sellingPrice: null,
    });
    const listed = await call('POST', 'product/PlanSupply/Search', distributor, {
      filterColumns: [{ columnName: 'flag', filterValue: 'No rate', operator: 'eq' }],
    });
    expect(listed.json().data.items.map((r: PlanSupplyRow) => r.packageCode)).toEqual(['TH-3GB']);

    // A rate comes: the check after it suggests the price, and the plan takes it.
    await rate('THB', 'MYR', '2031-03-04', '0.1302');
    const run = await checkRateMoves(db(), '2031-03-04');
    expect(run.suggested).toBe(1);
    const priced = await planOf(row, 'TH-3GB');
    // THB 300 x 0.1302 x 1.25 = MYR 48.83 -> 48.90.
    expect(priced.supply).toMatchObject({
      flags: [],
      suggestedPrice: 48.9,
      suggestionRate: '0.1302',
      suggestionNote: null,
      sellingPrice: 48.9,
    });
  });
});

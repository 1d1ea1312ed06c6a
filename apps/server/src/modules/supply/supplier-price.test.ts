import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { PlanSupplyRow } from '@wander/contract';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { uploadCsv } from '../../test-support/multipart.js';
import {
  companies,
  costSetups,
  exchangeRates,
  productPrices,
  products,
  productVariants,
  providerPackages,
  providers,
} from '../../db/schema/index.js';
import type { ProviderPackage } from './provider-adapter.js';
import type { ProviderRow } from './provider.queries.js';
import { planSupplyRow } from './plan-supply.queries.js';
import { checkRateMoves } from './rate-moves.js';
import { syncProviderPackages } from './sync-provider-packages.js';
import { supplyKit } from './supply-test-kit.js';

type Kit = Awaited<ReturnType<typeof supplyKit>>;

/**
 * Prices from supplier costs (issue 40): a synced package's suggested price is in the
 * distributor's selling currency, converted at the sync day's rate and rounded as that currency
 * rounds; a missing rate leaves the package without a suggestion (and says why), never 1:1; a
 * rate move past the distributor's threshold flags the plans whose margin it pushes below the
 * distributor's minimum. The days are years ahead of the demo's rates, so each test's rates are
 * the latest there are.
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
async function account(entityCode: string, name: string): Promise<ProviderRow> {
  const [row] = await db()
    .insert(providers)
    .values({ entityCode, providerName: name, kind: 'airalo', credentialsEnc: 'x' })
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
  topUpable: false,
  costMinor: 1000,
  currency: 'USD',
  ...over,
});
const rate = (base: string, quote: string, rateDate: string, value: string) =>
  db()
    .insert(exchangeRates)
    .values({ baseCurrency: base, quoteCurrency: quote, rateDate, rate: value, source: 'Manual' });
async function planOf(row: ProviderRow, code: string) {
  const [found] = await db()
    .select({ variant: productVariants, product: products, package: providerPackages })
    .from(providerPackages)
    .innerJoin(productVariants, eq(productVariants.id, providerPackages.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(providerPackages.providerId, row.id), eq(providerPackages.packageCode, code)));
  const supply = await planSupplyRow(t.database, row.entityCode, found.variant.id);
  return { ...found, supply: supply as PlanSupplyRow };
}
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

describe('a rate move past the threshold', () => {
  let row: ProviderRow;
  beforeAll(async () => {
    await rate('USD', 'MYR', '2031-04-01', '4.40');
    row = await account('DIST001', 'Rate moves');
    await syncProviderPackages(
      db(),
      row,
      [pkg('THIN', { costMinor: 1000 }), pkg('HEALTHY', { costMinor: 1000 })],
      '2031-04-01',
    );
    // Both suggested at MYR 55.90 (USD 10.00 x 4.40 x 1.25 = 55.00); the distributor sells one
    // thin, at 48.90: a 10.0 % margin at 4.40.
    const thin = await planOf(row, 'THIN');
    await db()
      .update(productPrices)
      .set({ unitPriceMinor: 4890 })
      .where(eq(productPrices.variantId, thin.variant.id));
  });
  const flagsOf = async (code: string) => (await planOf(row, code)).supply.flags;

  it('does not flag a small move, even where the margin dips below the minimum', async () => {
    // +1.14 %: THIN's margin at 4.45 is 9.0 %, but the default threshold is 2 %.
    await rate('USD', 'MYR', '2031-04-02', '4.45');
    await checkRateMoves(db(), '2031-04-02');
    expect(await flagsOf('THIN')).toEqual([]);
    expect(await flagsOf('HEALTHY')).toEqual([]);
  });

  it('flags a big move only where the margin falls below the minimum, with the figures', async () => {
    // +2.73 %: THIN's cost is now MYR 45.20 against 48.90 (7.6 %); HEALTHY keeps 19.1 %.
    await rate('USD', 'MYR', '2031-04-03', '4.52');
    await checkRateMoves(db(), '2031-04-03');
    const thin = await planOf(row, 'THIN');
    expect(thin.supply.flags).toEqual(['Margin below minimum']);
    expect(thin.supply.marginAlert).toEqual({
      checkedOn: '2031-04-03',
      rate: '4.52',
      rateDate: '2031-04-03',
      reviewedRate: '4.4',
      reviewedRateDate: '2031-04-01',
      movePercent: 2.73,
      cost: 45.2,
      price: 48.9,
      currency: 'MYR',
      marginPercent: 7.6,
      minimumPercent: 10,
    });
    expect(await flagsOf('HEALTHY')).toEqual([]);
    const listed = await call('POST', 'product/PlanSupply/Search', distributor, {
      filterColumns: [{ columnName: 'flag', filterValue: 'Margin below minimum', operator: 'eq' }],
    });
    expect(listed.json().data.items.map((r: PlanSupplyRow) => r.packageCode)).toContain('THIN');
    // The same rates again change nothing.
    expect((await checkRateMoves(db(), '2031-04-03')).flagged).toBe(0);
  });

  it("follows the distributor's threshold setting", async () => {
    // The demo distributor keeps the defaults in its settings: 2 % and 10 %.
    const search = await call('POST', 'network/Settings/Search', distributor, {
      filterColumns: [
        { columnName: 'settingName', filterValue: 'RateMoveThresholdPercent', operator: 'eq' },
      ],
    });
    const [setting] = search.json().data.items as { id: string; settingValue: string }[];
    expect(setting.settingValue).toBe('2');
    const put = (settingValue: string) =>
      call('PUT', `network/Settings/${setting.id}`, distributor, {
        settingName: 'RateMoveThresholdPercent',
        settingValue,
        description: null,
      });
    expect((await put('3')).statusCode).toBe(200);
    await checkRateMoves(db(), '2031-04-03');
    expect(await flagsOf('THIN')).toEqual([]);
    const wrong = await put('150');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.settingValue).toEqual([
      'Setting Value should be a percentage from 0 to 100, with at most 2 decimal places',
    ]);
    expect((await put('2.5')).statusCode).toBe(200);
    await checkRateMoves(db(), '2031-04-03');
    expect(await flagsOf('THIN')).toEqual(['Margin below minimum']);
  });

  it('is cleared by a review, and the next move is measured from the reviewed rate', async () => {
    const thin = await planOf(row, 'THIN');
    const url = `product/PlanSupply/ReviewMargin/${thin.variant.id}`;
    const reviewed = await call('POST', url, distributor);
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(reviewed.json().message).toBe('Margin reviewed');
    expect(reviewed.json().data.flags).toEqual([]);
    expect((await planOf(row, 'THIN')).package).toMatchObject({
      reviewedRate: '4.52',
      reviewedRateDate: '2031-04-03',
      marginAlert: null,
    });
    await checkRateMoves(db(), '2031-04-03');
    expect(await flagsOf('THIN')).toEqual([]);
    const again = await call('POST', url, distributor);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe("The plan's margin is not flagged");
  });
});

describe('the check after rates are stored', () => {
  it('runs after a rate typed in and after an import', async () => {
    const admin = bearer(await signIn(t.app, 'admin@wander.demo'), 'WANDER');
    const today = new Date().toISOString().slice(0, 10);
    const [stored] = await db()
      .select()
      .from(exchangeRates)
      .where(
        and(
          eq(exchangeRates.baseCurrency, 'USD'),
          eq(exchangeRates.quoteCurrency, 'MYR'),
          eq(exchangeRates.rateDate, today),
        ),
      );
    const iceland = async () => {
      const [found] = await db()
        .select({ variantId: providerPackages.variantId })
        .from(providerPackages)
        .where(
          and(
            eq(providerPackages.entityCode, 'DIST001'),
            eq(providerPackages.packageCode, 'DEMO-IS-5GB-7D'),
          ),
        );
      return (await planSupplyRow(t.database, 'DIST001', found.variantId!))!;
    };
    // The Demo Supplier's plans were reviewed at today's rate (the demo's sync): no flag.
    expect((await iceland()).flags).toEqual([]);

    // Someone corrects today's rate by 30 %: USD 5.50 now costs more than the plan sells for.
    const higher = (Number(stored.rate) * 1.3).toFixed(4);
    const typed = await call('PUT', `network/ExchangeRates/${stored.id}`, admin, {
      baseCurrency: 'USD',
      quoteCurrency: 'MYR',
      rateDate: today,
      rate: higher,
    });
    expect(typed.statusCode, typed.body).toBe(200);
    const flagged = await iceland();
    expect(flagged.flags).toEqual(['Margin below minimum']);
    expect(flagged.marginAlert).toMatchObject({ rate: higher, rateDate: today, movePercent: 30 });
    expect(flagged.marginAlert!.marginPercent).toBeLessThan(10);

    // An import puts it back: the margin holds again and the flag goes.
    const imported = await uploadCsv(
      t.app,
      '/api/network/ExchangeRates/Import',
      ['baseCurrency,quoteCurrency,rateDate,rate', `USD,MYR,${today},${stored.rate}`].join('\n'),
      admin,
    );
    expect(imported.json().data.status).toBe('Completed');
    expect((await iceland()).flags).toEqual([]);
  });
});

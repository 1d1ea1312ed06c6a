import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { PlanSupplyRow } from '@wander/contract';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { uploadCsv } from '../../test-support/multipart.js';
import { exchangeRates, productPrices, providerPackages } from '../../db/schema/index.js';
import type { ProviderRow } from './provider.queries.js';
import { planSupplyRow } from './plan-supply.queries.js';
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
 * The margin check after exchange rates are stored (issue 40): a rate move past the
 * distributor's threshold since a plan was reviewed flags the plans whose margin it pushes below
 * the distributor's minimum; a review clears it; the check runs after a rate typed in and an
 * import (the rates job: rates-job.test.ts). The days are years ahead of the demo's rates.
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

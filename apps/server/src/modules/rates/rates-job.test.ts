import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { ECB_DAILY_XML, startFakeEcb, type FakeEcb } from '../../test-support/ecb/fake-ecb.js';
import { exchangeRates, providerPackages, providers } from '../../db/schema/index.js';
import { syncProviderPackages } from '../supply/sync-provider-packages.js';
import { ecbSource } from './ecb-source.js';
import { RATES_JOB } from './rates-module.js';
import { syncRates } from './store-source-rates.js';

let t: TestApp;
let fake: FakeEcb;
beforeAll(async () => {
  fake = await startFakeEcb();
  t = await createTestApp({
    env: { RATES_SOURCE: 'ecb', RATES_ECB_URL: `${fake.baseUrl}/stats/eurofxref` },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const ratesOf = (day: string) =>
  t.database.db
    .select({
      quote: exchangeRates.quoteCurrency,
      rate: exchangeRates.rate,
      source: exchangeRates.source,
    })
    .from(exchangeRates)
    .where(and(eq(exchangeRates.baseCurrency, 'EUR'), eq(exchangeRates.rateDate, day)));
const byQuote = async (day: string) =>
  new Map((await ratesOf(day)).map((r) => [r.quote, `${r.rate} ${r.source}`]));

describe('the daily rates job (RATES_SOURCE=ecb)', () => {
  it("stores the ECB's day EUR-based, known currencies only, and keeps a person's rate", async () => {
    await t.database.db.insert(exchangeRates).values({
      baseCurrency: 'EUR',
      quoteCurrency: 'SGD',
      rateDate: '2015-02-12',
      rate: '1.5',
      source: 'Manual',
    });
    await t.app.services.jobs.send(RATES_JOB, {});
    await t.app.services.jobs.idle();
    expect(fake.requests).toContain('/stats/eurofxref/eurofxref-daily.xml');
    const rates = await byQuote('2015-02-12');
    expect(rates.get('USD')).toBe('1.1328 ECB');
    expect(rates.get('MYR')).toBe('4.0874 ECB');
    expect(rates.get('IDR')).toBe('14518.77 ECB');
    expect(rates.get('SGD')).toBe('1.5 Manual');
    // CZK, HUF and the like are not the platform's currencies.
    expect(rates.has('CZK')).toBe(false);
  });

  it('is idempotent, and takes a corrected rate of its own', async () => {
    const source = ecbSource(`${fake.baseUrl}/stats/eurofxref/`);
    const again = await syncRates(t.database.db, source);
    expect(again.written).toBe(0);
    expect(again.skipped).toContain('CZK');
    fake.serve('eurofxref-daily.xml', ECB_DAILY_XML.replace("rate='1.1328'", "rate='1.1330'"));
    const corrected = await syncRates(t.database.db, source);
    expect(corrected.written).toBe(1);
    expect((await byQuote('2015-02-12')).get('USD')).toBe('1.1330 ECB');
  });

  it('fills a gap from the 90-day file when its last rate is days old', async () => {
    const source = ecbSource(`${fake.baseUrl}/stats/eurofxref/`);
    const run = await syncRates(t.database.db, source, new Date('2100-01-01T12:00:00Z'));
    expect(fake.requests).toContain('/stats/eurofxref/eurofxref-hist-90d.xml');
    expect(run.written).toBe(15); // 3 days x 5 known currencies; LTL is not one
    expect(run.skipped).toEqual(['LTL']);
    expect((await byQuote('2013-05-21')).get('HKD')).toBe('9.9863 ECB');
    expect(await ratesOf('2013-05-23')).toEqual([]);
  });

  it('stores nothing from an error page', async () => {
    fake.serve('eurofxref-daily.xml', '<html>Service Unavailable</html>', 503);
    const source = ecbSource(`${fake.baseUrl}/stats/eurofxref/`);
    await expect(syncRates(t.database.db, source)).rejects.toThrow(
      `ECB rates: ${fake.baseUrl}/stats/eurofxref/eurofxref-daily.xml answered 503`,
    );
    expect((await byQuote('2015-02-12')).get('USD')).toBe('1.1330 ECB');
  });

  it('runs the rate move check after storing: a plan whose margin the new rate takes below the minimum is flagged', async () => {
    const db = t.database.db;
    const today = new Date().toISOString().slice(0, 10);
    const [row] = await db
      .insert(providers)
      .values({
        entityCode: 'DIST001',
        providerName: 'Bills in pounds',
        kind: 'airalo',
        credentialsEnc: 'x',
      })
      .returning();
    // GBP 10.00 suggested in MYR (cost + 25 %) at the cross rate through EUR, the ECB's pound of
    // 12 February 2015: the plan is reviewed at that rate.
    const uk = {
      code: 'UK-5GB',
      name: 'United Kingdom 5GB 7 Days',
      countries: ['GB'],
      region: null,
      days: 7,
      dataMb: 5120,
      isDayPass: false,
      networks: [],
      coverage: [],
      topUpable: false,
      hotspot: null,
      costMinor: 1000,
      currency: 'GBP',
    };
    await syncProviderPackages(db, row, [uk], today);
    // The ECB's next day has the pound 30 % dearer: the job stores it, then checks.
    fake.serve(
      'eurofxref-daily.xml',
      ECB_DAILY_XML.replace("time='2015-02-12'", "time='2015-02-13'").replace(
        "currency='GBP' rate='0.73760'",
        "currency='GBP' rate='0.56738'",
      ),
    );
    await t.app.services.jobs.send(RATES_JOB, {});
    await t.app.services.jobs.idle();
    const [pkg] = await db
      .select()
      .from(providerPackages)
      .where(eq(providerPackages.providerId, row.id));
    expect(pkg.marginAlert).toMatchObject({ rateDate: '2015-02-13', minimumPercent: 10 });
    expect(pkg.marginAlert!.movePercent).toBeCloseTo(30, 1);
    expect(pkg.marginAlert!.marginPercent).toBeLessThan(10);
  });
});

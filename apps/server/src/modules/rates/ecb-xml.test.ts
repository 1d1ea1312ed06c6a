import { describe, expect, it } from 'vitest';
import { ECB_DAILY_XML, ECB_HIST_90D_XML } from '../../test-support/ecb/fake-ecb.js';
import { parseEcbXml } from './ecb-xml.js';

describe("the ECB's reference rates XML", () => {
  it('reads the daily file: every currency of the day, 1 EUR = rate, exactly as published', () => {
    const rates = parseEcbXml(ECB_DAILY_XML);
    expect(rates).toHaveLength(31);
    expect(new Set(rates.map((r) => r.rateDate))).toEqual(new Set(['2015-02-12']));
    expect(rates.every((r) => r.baseCurrency === 'EUR')).toBe(true);
    const byCode = new Map(rates.map((r) => [r.quoteCurrency, r.rate]));
    expect(byCode.get('USD')).toBe('1.1328');
    expect(byCode.get('MYR')).toBe('4.0874');
    expect(byCode.get('GBP')).toBe('0.73760');
    expect(byCode.get('IDR')).toBe('14518.77');
  });

  it('reads the 90-day history: one day per time cube, double quotes alike', () => {
    const rates = parseEcbXml(ECB_HIST_90D_XML);
    expect([...new Set(rates.map((r) => r.rateDate))]).toEqual([
      '2013-05-24',
      '2013-05-22',
      '2013-05-21',
    ]);
    expect(rates.find((r) => r.rateDate === '2013-05-21' && r.quoteCurrency === 'HKD')?.rate).toBe(
      '9.9863',
    );
    expect(rates).toHaveLength(18);
  });

  it('refuses an error page, an empty envelope and a malformed rate (nothing half-read)', () => {
    expect(() => parseEcbXml('<html><body>Service unavailable</body></html>')).toThrow(
      'Not an ECB reference rates document',
    );
    const empty = ECB_DAILY_XML.replace(/<Cube currency[^>]*>/g, '');
    expect(() => parseEcbXml(empty)).toThrow('the document holds no rate');
    const bad = ECB_DAILY_XML.replace("rate='4.0874'", "rate='4,0874'");
    expect(() => parseEcbXml(bad)).toThrow('ECB rates: not a rate: MYR 4,0874 on 2015-02-12');
    const zero = ECB_DAILY_XML.replace("rate='1.1328'", "rate='0.0000'");
    expect(() => parseEcbXml(zero)).toThrow('not a rate: USD 0.0000');
    const noDay = ECB_DAILY_XML.replace("time='2015-02-12'", "time='2015-02-30'");
    expect(() => parseEcbXml(noDay)).toThrow('not a day: 2015-02-30');
  });
});

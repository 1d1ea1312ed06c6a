import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { startTestI18n } from '../testing/render';
import { date, gigabytes, megabytes, money, number, planData } from './format';

/** The store's formatting helpers: money, numbers, sizes and dates as each language writes them. */
beforeAll(() => startTestI18n('en'));
afterAll(() => startTestI18n('en'));

const inLanguage = async (language: 'en' | 'ms' | 'zh', run: () => void) => {
  await i18n.changeLanguage(language);
  run();
};
/** Intl writes a no-break space in places: compared as a plain one. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money, numbers and sizes', () => {
  it('writes ringgit as RM in English and Malay and as MYR in Chinese, with two decimals', async () => {
    await inLanguage('en', () => expect(plain(money(1234.5, 'MYR'))).toBe('RM 1,234.50'));
    await inLanguage('ms', () => expect(plain(money(1234.5, 'MYR'))).toBe('RM 1,234.50'));
    await inLanguage('zh', () => expect(plain(money(1234.5, 'MYR'))).toBe('MYR 1,234.50'));
    await inLanguage('zh', () => expect(money(44.9, 'HKD')).toBe('HK$44.90'));
    // A currency without decimals is written whole.
    await inLanguage('en', () => expect(plain(money(1500, 'JPY'))).toMatch(/^(JP¥|¥)\s?1,500$/));
  });

  it('writes data in GB (one decimal) and MB below a gigabyte, and numbers by the locale', async () => {
    await inLanguage('en', () => {
      expect(plain(gigabytes(1.5))).toBe('1.5 GB');
      expect(plain(gigabytes(3))).toBe('3 GB');
      expect(plain(megabytes(512))).toBe('512 MB');
      expect(plain(megabytes(2048))).toBe('2 GB');
      expect(number(1234.567, 1)).toBe('1,234.6');
    });
    await inLanguage('zh', () => expect(plain(gigabytes(1.5))).toBe('1.5 GB'));
  });

  it("writes a day pass's data per day in each language", async () => {
    const pass = { dataGb: 1, isDayPass: true };
    await inLanguage('en', () => expect(plain(planData(pass))).toBe('1 GB a day'));
    await inLanguage('ms', () => expect(plain(planData(pass))).toBe('1 GB sehari'));
    await inLanguage('zh', () => expect(plain(planData(pass))).toBe('每天 1 GB'));
    await inLanguage('en', () =>
      expect(plain(planData({ dataGb: 5, isDayPass: false }))).toBe('5 GB'),
    );
  });

  it('writes dates in the language, and keeps a formatter per language (a switch is followed)', async () => {
    const day = '2026-03-05T10:00:00Z';
    await inLanguage('en', () => expect(date(day)).toBe('5 Mar 2026'));
    await inLanguage('ms', () => expect(date(day)).toBe('5 Mac 2026'));
    await inLanguage('zh', () => expect(date(day)).toBe('2026年3月5日'));
    await inLanguage('en', () => expect(date(day)).toBe('5 Mar 2026'));
  });
});

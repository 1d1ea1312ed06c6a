import { formatAmount, fromMinor, type StoreLanguage } from '@wander/contract';
import { en, type MailStrings } from './en.js';
import { ms } from './ms.js';
import { zh } from './zh.js';

/** Every language's consumer e-mail texts, by the store's language codes (zh is zh-CN). */
export const MAIL_DICTIONARIES: Record<StoreLanguage, MailStrings> = { en, ms, zh };

/** The texts of a language (an unknown one reads English). */
export const mailStrings = (language: string): MailStrings =>
  MAIL_DICTIONARIES[language as StoreLanguage] ?? en;

/** The `{name}` placeholders of a text, in order. */
export const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

/**
 * A text with its placeholders filled. A placeholder without a value is a mistake in the
 * template or its caller: it throws rather than mail "{total}" to a consumer.
 */
export function fill(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`mail text needs {${key}}: ${text}`);
    return String(value);
  });
}

const LOCALES: Record<StoreLanguage, string> = { en: 'en-GB', ms: 'ms-MY', zh: 'zh-CN' };

/** A day as the language writes it ('12 March 2026', '12 Mac 2026', '2026年3月12日'), in UTC. */
export const mailDate = (language: string, at: Date | string) =>
  new Intl.DateTimeFormat(LOCALES[language as StoreLanguage] ?? 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(at));

/** An amount in minor units as the e-mails and receipts write it: 'MYR 1,234.50'. */
export const mailMoney = (currency: string, minor: number) =>
  `${currency} ${formatAmount(fromMinor(minor))}`;

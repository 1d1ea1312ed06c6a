import i18n from 'i18next';

/** The Intl locale of the store's language. */
export const LOCALES: Record<string, string> = { en: 'en-MY', ms: 'ms-MY', zh: 'zh-CN' };
const locale = () => LOCALES[i18n.language] ?? 'en-MY';

export const money = (amount: number, currency: string) =>
  new Intl.NumberFormat(locale(), { style: 'currency', currency }).format(amount);

export const number = (value: number, digits = 0) =>
  new Intl.NumberFormat(locale(), { maximumFractionDigits: digits }).format(value);

export const date = (value: string | Date) =>
  new Intl.DateTimeFormat(locale(), { dateStyle: 'medium' }).format(new Date(value));

export const dateTime = (value: string | Date) =>
  new Intl.DateTimeFormat(locale(), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(value),
  );

/** Gigabytes as the locale writes them ("1.5 GB", "1,5 GB"): a unit Intl knows. */
export const gigabytes = (gb: number) =>
  new Intl.NumberFormat(locale(), {
    style: 'unit',
    unit: 'gigabyte',
    maximumFractionDigits: 1,
  }).format(gb);

export const megabytes = (mb: number) =>
  mb >= 1024
    ? gigabytes(mb / 1024)
    : new Intl.NumberFormat(locale(), { style: 'unit', unit: 'megabyte' }).format(Math.round(mb));

/** A plan's data as the store writes it: "3 GB", or "1 GB a day" for a day pass. */
export const planData = (plan: { dataGb: number; isDayPass: boolean }) =>
  plan.isDayPass
    ? i18n.t('plans.perDay', { data: gigabytes(plan.dataGb) })
    : gigabytes(plan.dataGb);

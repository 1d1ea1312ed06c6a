import i18n from 'i18next';

/** The Intl locale of the store's language. */
export const LOCALES: Record<string, string> = { en: 'en-MY', ms: 'ms-MY', zh: 'zh-CN' };
const locale = () => LOCALES[i18n.language] ?? 'en-MY';

/**
 * One formatter per language and kind, built on first use: building one takes about a millisecond
 * on a phone (more for the first of a locale), and a page of plan cards formats dozens of prices
 * and sizes (Lighthouse's blocking time, issue 30).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  key: string,
  build: (locale: string) => T,
): T {
  const loc = locale();
  const id = `${loc} ${key}`;
  let made = formatters.get(id) as T | undefined;
  if (!made) formatters.set(id, (made = build(loc)));
  return made;
}

export const money = (amount: number, currency: string) =>
  formatter(
    `money ${currency}`,
    (loc) => new Intl.NumberFormat(loc, { style: 'currency', currency }),
  ).format(amount);

export const number = (value: number, digits = 0) =>
  formatter(
    `number ${digits}`,
    (loc) => new Intl.NumberFormat(loc, { maximumFractionDigits: digits }),
  ).format(value);

export const date = (value: string | Date) =>
  formatter('date', (loc) => new Intl.DateTimeFormat(loc, { dateStyle: 'medium' })).format(
    new Date(value),
  );

export const dateTime = (value: string | Date) =>
  formatter(
    'dateTime',
    (loc) => new Intl.DateTimeFormat(loc, { dateStyle: 'medium', timeStyle: 'short' }),
  ).format(new Date(value));

/** Gigabytes as the locale writes them ("1.5 GB", "1,5 GB"): a unit Intl knows. */
export const gigabytes = (gb: number) =>
  formatter(
    'gigabytes',
    (loc) =>
      new Intl.NumberFormat(loc, { style: 'unit', unit: 'gigabyte', maximumFractionDigits: 1 }),
  ).format(gb);

export const megabytes = (mb: number) =>
  mb >= 1024
    ? gigabytes(mb / 1024)
    : formatter(
        'megabytes',
        (loc) => new Intl.NumberFormat(loc, { style: 'unit', unit: 'megabyte' }),
      ).format(Math.round(mb));

/** A plan's data as the store writes it: "3 GB", or "1 GB a day" for a day pass. */
export const planData = (plan: { dataGb: number; isDayPass: boolean }) =>
  plan.isDayPass
    ? i18n.t('plans.perDay', { data: gigabytes(plan.dataGb) })
    : gigabytes(plan.dataGb);

import { z } from 'zod';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The years a date of the API takes unless a field says otherwise (no year 0, no 5-digit year). */
export const DATE_YEARS = { first: 1900, last: 9999 } as const;

/**
 * Whether 'YYYY-MM-DD' names a day that exists: not 2026-02-30 (Date rolls it over to March), not
 * 0000-00-00 (PostgreSQL refuses it: the request would end in a 500), within `years`.
 */
export function isCalendarDay(
  day: string,
  years: { first: number; last: number } = DATE_YEARS,
): boolean {
  if (!DATE_ONLY.test(day)) return false;
  const date = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) return false;
  const year = date.getUTCFullYear();
  return year >= years.first && year <= years.last;
}

/** The spec's words for a date that does not exist. */
export const invalidDateMessage = (label: string) => `${label} is not a valid date`;

/**
 * An optional date: 'YYYY-MM-DD' (the form's date input) or an ISO date-time; a date alone means
 * the start of that day (UTC), or with `endOfDay` its last millisecond, so an end date is included.
 * Its day must exist (isCalendarDay).
 */
export function optionalDateTime(label: string, options: { endOfDay?: boolean } = {}) {
  return z
    .union([z.literal(''), z.string().max(40)], { error: `${label} is invalid` })
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null;
      const text = DATE_ONLY.test(value)
        ? `${value}T${options.endOfDay ? '23:59:59.999' : '00:00:00.000'}Z`
        : value;
      const date = new Date(text);
      if (Number.isNaN(date.getTime()) || !isCalendarDay(value.slice(0, 10))) {
        ctx.addIssue({ code: 'custom', message: invalidDateMessage(label) });
        return z.NEVER;
      }
      return date;
    });
}

import { z } from 'zod';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An optional date: 'YYYY-MM-DD' (the form's date input) or an ISO date-time; a date alone means
 * the start of that day (UTC), or with `endOfDay` its last millisecond, so an end date is included.
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
      if (Number.isNaN(date.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(value)) {
        ctx.addIssue({ code: 'custom', message: `${label} is not a valid date` });
        return z.NEVER;
      }
      return date;
    });
}

import { z } from 'zod';
import { CODE_MESSAGE, CODE_PATTERN } from '../validation/code.js';
import { messages, optionalText, requiredText } from '../validation/validators.js';
import { invalidDateMessage, isCalendarDay } from '../validation/date-time.js';

/**
 * Fields the product setup declarations share (types, categories, brands ...): an upper-case code
 * the user types once, a name, a description and the active flag.
 */
export const setupCode = (label: string, max = 32) =>
  requiredText(label, { max }).regex(CODE_PATTERN, { error: CODE_MESSAGE(label) });

export const setupName = (label: string) => requiredText(label, { max: 128 });

export const setupDescription = () => optionalText('Description', { max: 256 });

export const activeFlag = () => z.boolean().default(true);

/**
 * A required calendar date, 'YYYY-MM-DD' (the form's date input; a date-time is cut to its date),
 * of a day that exists (isCalendarDay: not 2026-02-30, not 0000-00-00).
 */
export function requiredDate(label: string) {
  return z
    .string({ error: messages.required(label) })
    .trim()
    .min(1, { error: messages.required(label) })
    .transform((value, ctx) => {
      const day = value.slice(0, 10);
      if (!isCalendarDay(day)) {
        ctx.addIssue({ code: 'custom', message: invalidDateMessage(label) });
        return z.NEVER;
      }
      return day;
    });
}

/** The columns and filters every setup list has for its code, name and active flag. */
export const textFilter = ['contains', 'eq', 'startsWith'] as const;

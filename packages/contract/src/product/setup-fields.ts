import { z } from 'zod';
import { CODE_MESSAGE, CODE_PATTERN } from '../validation/code.js';
import { messages, optionalText, requiredText } from '../validation/validators.js';

/**
 * Fields the product setup declarations share (types, categories, brands ...): an upper-case code
 * the user types once, a name, a description and the active flag.
 */
export const setupCode = (label: string, max = 32) =>
  requiredText(label, { max }).regex(CODE_PATTERN, { error: CODE_MESSAGE(label) });

export const setupName = (label: string) => requiredText(label, { max: 128 });

export const setupDescription = () => optionalText('Description', { max: 256 });

export const activeFlag = () => z.boolean().default(true);

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A required calendar date, 'YYYY-MM-DD' (the form's date input; a date-time is cut to its date). */
export function requiredDate(label: string) {
  return z
    .string({ error: messages.required(label) })
    .trim()
    .min(1, { error: messages.required(label) })
    .transform((value, ctx) => {
      const day = value.slice(0, 10);
      if (!DATE_ONLY.test(day) || Number.isNaN(new Date(`${day}T00:00:00Z`).getTime())) {
        ctx.addIssue({ code: 'custom', message: `${label} is not a valid date` });
        return z.NEVER;
      }
      return day;
    });
}

/** The columns and filters every setup list has for its code, name and active flag. */
export const textFilter = ['contains', 'eq', 'startsWith'] as const;

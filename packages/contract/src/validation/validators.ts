import { z } from 'zod';
import {
  ANY_TLD_EMAIL_PATTERN,
  DIGITS_PATTERN,
  EMAIL_PATTERN,
  isHttpsUrl,
  messages,
  PASSWORD_PATTERN,
  UUID_PATTERN,
} from './messages.js';

export * from './messages.js';

/**
 * Shared validators with the spec's exact messages (section 5). Forms and request bodies use the
 * same builders, so the browser and the server say the same thing in the same words.
 */
type TextOptions = { max?: number };

/** A required text field: missing, non-string and blank all give '${label} is required'. */
export function requiredText(label: string, options: TextOptions = {}) {
  let schema = z
    .string({ error: messages.required(label) })
    .trim()
    .min(1, { error: messages.required(label) });
  if (options.max !== undefined) {
    schema = schema.max(options.max, { error: messages.maxLength(label, options.max) });
  }
  return schema;
}

/** An optional text field; empty string and null are accepted and mean "not given". */
export function optionalText(label: string, options: TextOptions = {}) {
  let schema = z.string({ error: `${label} is invalid` }).trim();
  if (options.max !== undefined) {
    schema = schema.max(options.max, { error: messages.maxLength(label, options.max) });
  }
  return schema.nullish();
}

/**
 * An optional base address of an outside service (a supplier's API through a regional host or a
 * company proxy): https, or http on this machine only (isHttpsUrl). Empty and null: none.
 */
export function optionalHttpsUrl(label: string, options: TextOptions = {}) {
  return optionalText(label, options).refine((value) => !value || isHttpsUrl(value), {
    error: messages.httpsUrl(label),
  });
}

const emailOf = (pattern: RegExp, label: string) =>
  z
    .string({ error: messages.required(label) })
    .trim()
    .min(1, { error: messages.required(label), abort: true })
    .max(256, { error: messages.maxLength(label, 256) })
    .regex(pattern, { error: messages.email });

/**
 * A required e-mail address by the spec's rule (a top-level domain of 2 to 4 letters), for
 * back-office users and companies: blank is '${label} is required' alone (no 'invalid' beside it).
 */
export function requiredEmail(label = 'Email') {
  return emailOf(EMAIL_PATTERN, label);
}

/**
 * A required e-mail address on any top-level domain (ANY_TLD_EMAIL_PATTERN), for consumers and
 * group travellers; same messages as requiredEmail.
 */
export function requiredAnyTldEmail(label = 'Email') {
  return emailOf(ANY_TLD_EMAIL_PATTERN, label);
}

export function requiredPassword(label = 'Password') {
  return z
    .string({ error: messages.required(label) })
    .min(1, { error: messages.required(label) })
    .max(128, { error: messages.maxLength(label, 128) })
    .regex(PASSWORD_PATTERN, { error: messages.password });
}

export function digitsText(label: string, options: TextOptions = {}) {
  return requiredText(label, options).regex(DIGITS_PATTERN, { error: messages.digits(label) });
}

/** A required boolean where false counts as missing (the terms checkbox). */
export function requiredTrue(label: string) {
  return z.literal(true, { error: messages.required(label) });
}

export function integerValue(label: string, options: { min?: number; max?: number } = {}) {
  let schema = z
    .number({ error: messages.required(label) })
    .int({ error: messages.integer(label) });
  if (options.min !== undefined) {
    schema = schema.min(options.min, { error: messages.minValue(label, options.min) });
  }
  if (options.max !== undefined) {
    schema = schema.max(options.max, { error: messages.maxValue(label, options.max) });
  }
  return schema;
}

/** Adds '${label} does not match with ${otherLabel}' on `field` when it differs from `other`. */
export function mustMatch<T extends Record<string, unknown>>(
  field: keyof T & string,
  label: string,
  other: keyof T & string,
  otherLabel: string,
) {
  return (value: T, ctx: z.RefinementCtx) => {
    if (value[field] !== value[other]) {
      ctx.addIssue({ code: 'custom', path: [field], message: messages.match(label, otherLabel) });
    }
  };
}

/** A required reference to another record by its id (a select field). */
export function requiredId(label: string) {
  return z
    .string({ error: messages.required(label) })
    .trim()
    .min(1, { error: messages.required(label) })
    .regex(UUID_PATTERN, { error: messages.invalidOption(label) });
}

/** An optional reference; empty string and null mean "none" and are stored as null. */
export function optionalId(label: string) {
  return z
    .union(
      [z.literal(''), z.string().regex(UUID_PATTERN, { error: messages.invalidOption(label) })],
      {
        error: messages.invalidOption(label),
      },
    )
    .nullish()
    .transform((value) => value || null);
}

type DecimalOptions = { min?: number; max?: number; decimals?: number };

const hasDecimals = (value: number, decimals: number) => {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-7;
};

/** A required decimal number with at most `decimals` places (2 unless told). */
export function decimalValue(label: string, options: DecimalOptions = {}) {
  const decimals = options.decimals ?? 2;
  let schema = z.number({ error: messages.required(label) });
  if (options.min !== undefined) {
    schema = schema.min(options.min, { error: messages.minValue(label, options.min) });
  }
  if (options.max !== undefined) {
    schema = schema.max(options.max, { error: messages.maxValue(label, options.max) });
  }
  return schema.refine((value) => hasDecimals(value, decimals), {
    error: messages.decimals(label, decimals),
  });
}

/** An optional decimal number; null means "not given". */
export function optionalDecimal(label: string, options: DecimalOptions = {}) {
  return decimalValue(label, options).nullish();
}

/**
 * '${label} does not match with ${otherLabel}' on `field`, checked even while other fields of the
 * form are still invalid (a plain refinement would wait for the whole object to pass), so a form
 * shows the mismatch as soon as both values are there.
 */
export function matchRefinement(field: string, label: string, other: string, otherLabel: string) {
  const check = (value: Record<string, unknown>) => value[field] === value[other];
  const params: {
    path: PropertyKey[];
    message: string;
    when: (payload: { value: unknown }) => boolean;
  } = {
    path: [field],
    message: messages.match(label, otherLabel),
    when: (payload: { value: unknown }) => {
      const v = payload.value as Record<string, unknown> | null;
      return !!v && typeof v === 'object' && typeof v[field] === 'string' && v[field] !== '';
    },
  };
  return [check, params] as const;
}

import { z } from 'zod';

/**
 * Shared validators with the spec's exact messages (section 5). Forms and request bodies use the
 * same builders, so the browser and the server say the same thing in the same words.
 */
export const messages = {
  required: (label: string) => `${label} is required`,
  email: 'Email is invalid',
  digits: (label: string) => `${label} should have only digits`,
  match: (label: string, other: string) => `${label} does not match with ${other}`,
  maxLength: (label: string, n: number) => `${label} should have maximum of ${n} characters`,
  minValue: (label: string, n: number) => `${label} should have minimum value of ${n}`,
  maxValue: (label: string, n: number) => `${label} should have maximum value of ${n}`,
  integer: (label: string) => `${label} should be an integer`,
  decimals: (label: string, n: number) => `${label} should have maximum of ${n} decimal places`,
  invalidOption: (label: string) => `${label} is not a valid option`,
  password:
    'Password must be at least 8 characters, contains uppercase, lower case letter, alpha-numeric, special character',
} as const;

/** Email with a top-level domain of 2 to 4 letters (spec section 5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;
/** At least 8 characters, an uppercase and a lowercase letter, a digit and a special character. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/;
export const DIGITS_PATTERN = /^\d+$/;
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

export function requiredEmail(label = 'Email') {
  return requiredText(label, { max: 256 }).regex(EMAIL_PATTERN, { error: messages.email });
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

/** An API failure with the message to show and the server's field errors (spec section 8). */
export class ApiError extends Error {
  readonly status: number | null;
  readonly code: string | null;
  readonly fieldErrors: Record<string, string[]>;

  constructor(
    message: string,
    options: {
      status?: number | null;
      code?: string | null;
      fieldErrors?: Record<string, string[]>;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = options.status ?? null;
    this.code = options.code ?? null;
    this.fieldErrors = options.fieldErrors ?? {};
  }
}

/** `invalid_username_or_password` -> `Invalid username or password` (auth endpoints). */
export function formatErrorDescription(description: string): string {
  const text = description.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** `PlanName` -> `planName`: server field names map to form field names. */
export function toFormFieldName(field: string): string {
  return field.charAt(0).toLowerCase() + field.slice(1);
}

export interface FormFieldError {
  name: string;
  errors: string[];
}

export interface SplitErrors {
  /** First message per known form field. */
  fields: FormFieldError[];
  /** What goes into the form-level alert above the submit button (null when nothing). */
  formMessage: string | null;
}

/**
 * Splits an error into form field errors (first message per field, field name with a lower-case first
 * letter) and a form-level message for everything else. Field errors of fields the form does not
 * have are shown at form level so nothing is lost.
 */
export function splitFormErrors(error: unknown, knownFields?: readonly string[]): SplitErrors {
  if (!(error instanceof ApiError)) {
    return { fields: [], formMessage: error instanceof Error ? error.message : String(error) };
  }
  const fields: FormFieldError[] = [];
  const unplaced: string[] = [];
  for (const [rawName, messages] of Object.entries(error.fieldErrors)) {
    const first = messages[0];
    if (!first) continue;
    const name = toFormFieldName(rawName);
    if (!knownFields || knownFields.includes(name)) fields.push({ name, errors: [first] });
    else unplaced.push(first);
  }
  if (fields.length === 0) return { fields, formMessage: error.message };
  return { fields, formMessage: unplaced.length > 0 ? unplaced.join(' ') : null };
}

export function errorMessageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Something went wrong';
}

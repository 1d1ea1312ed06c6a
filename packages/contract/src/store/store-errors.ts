/**
 * The store API's error codes (issue 41): every error answer of `/api/store/v1/` carries one of
 * these as its `code` beside the English `message`, and each field error its own beside the
 * English text (`fieldCodes`), so a consumer app shows the error in its own language. The list
 * is the contract: the server answers no other code (an error it cannot name more closely gets
 * its status's code), and the web store has a translation of each in every dictionary. No zod:
 * the web store imports it.
 */

/** Codes of an answer as a whole, by the status when nothing names it more closely. */
const ANSWER_CODES = [
  // Any status: what the request or the server was.
  'VALIDATION',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'BUSINESS_RULE',
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'TOO_MANY_REQUESTS',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  // The platform and the session.
  'API_KEY_INVALID',
  'PLATFORM_NOT_LINKED',
  'SIGN_IN_FAILED',
  // Sign-up, e-mail confirmation, password reset.
  'EMAIL_TAKEN',
  'REFERRAL_INVALID',
  'REFERRAL_OWN',
  'EMAIL_NOT_CONFIRMED',
  'EMAIL_ALREADY_CONFIRMED',
  'CONFIRMATION_LINK_INVALID',
  'RESET_LINK_INVALID',
  // Plans, checkout and payment.
  'PLAN_NOT_SOLD',
  'INSUFFICIENT_STOCK',
  'PRICE_CHANGED',
  'NOTHING_TO_PAY',
  'ORDER_STATUS',
  'PAYMENT_UNAVAILABLE',
  'PAYDOLLAR_UNAVAILABLE',
  'PAYMENT_PROVIDER',
  // Coupons.
  'COUPON_INVALID',
  'COUPON_USED_UP',
  'COUPON_USED_BY_YOU',
  'COUPON_MIN_SPEND',
  'COUPON_NOT_FOR_PLANS',
  'COUPON_NOT_FOR_PLATFORM',
  'COUPON_ALREADY_APPLIED',
  // eSIMs and top-ups.
  'TOP_UP_NOT_POSSIBLE',
  'TOP_UP_PLAN_INVALID',
  'PROVIDER_UNREACHABLE',
  // Rows of the consumer that are not there.
  'ORDER_NOT_FOUND',
  'ESIM_NOT_FOUND',
  'RECEIPT_NOT_FOUND',
  'DEVICE_NOT_FOUND',
  // Affiliates.
  'ALREADY_AFFILIATE',
  'AFFILIATE_APPLICATION_PENDING',
] as const;

/** Codes of one field's error: the shared validation rules (`validation/messages.ts`). */
const FIELD_CODES = [
  'REQUIRED',
  'TOO_LONG',
  'MIN_VALUE',
  'MAX_VALUE',
  'NOT_INTEGER',
  'NOT_A_NUMBER',
  'DECIMALS',
  'DIGITS_ONLY',
  'EMAIL_INVALID',
  'PASSWORD_RULE',
  'INVALID_OPTION',
  'INVALID_DATE',
  'NOT_ALLOWED',
  'INVALID_CHARACTER',
  'INVALID_VALUE',
] as const;

export const STORE_ERROR_CODES = [...ANSWER_CODES, ...FIELD_CODES] as const;
export type StoreErrorCode = (typeof STORE_ERROR_CODES)[number];

/** What a code's text needs besides the code: a number, an amount, a total. */
export type StoreErrorParams = Record<string, string | number>;

/** A code with its parameters (`{code: 'TOO_LONG', params: {max: 120}}`). */
export interface StoreErrorDetail {
  code: StoreErrorCode;
  params?: StoreErrorParams;
}

/** An error answer of the store API: the contract's error body with its codes. */
export interface StoreErrorBody {
  statusCode: number;
  code: StoreErrorCode;
  message: string;
  params?: StoreErrorParams;
  /** Field errors in English, keyed by the request's field names. */
  errors?: Record<string, string[]>;
  /** The same field errors as codes, in the same order. */
  fieldCodes?: Record<string, StoreErrorDetail[]>;
}

export const isStoreErrorCode = (code: unknown): code is StoreErrorCode =>
  (STORE_ERROR_CODES as readonly unknown[]).includes(code);

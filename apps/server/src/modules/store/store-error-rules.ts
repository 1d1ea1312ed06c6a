import {
  AffiliateMessage,
  CARD_UNAVAILABLE,
  CONFIRMATION_LINK_INVALID,
  EMAIL_ALREADY_CONFIRMED,
  EMAIL_NOT_CONFIRMED,
  messages,
  PaymentMessage,
  RESET_LINK_INVALID,
  SIGN_IN_FAILED,
  type StoreErrorCode,
  type StoreErrorDetail,
  type StoreErrorParams,
} from '@wander/contract';
import { CouponMessage } from '../coupon/redeem-coupon.js';
import { PROVIDER_UNREACHABLE } from '../supply/provider-top-ups.js';
import { PLAN_NOT_SOLD } from './place-consumer-order.js';
import { EMAIL_TAKEN, REFERRAL_INVALID, REFERRAL_OWN } from './sign-up-consumer.js';
import { STORE_TOO_MANY } from './store-throttle.js';
import { TOP_UP_NOT_FOUND, TOP_UP_PLAN_INVALID } from './top-up-consumer-esim.js';

/**
 * Which store error code an English message of the server is (issue 41). The messages are the
 * constants the store API's use cases throw (imported, so a reworded message keeps its code) and
 * the shared validation rules (`validation/messages.ts`), whose label and numbers vary. A message
 * no rule knows gets its status's code (`store-errors.ts`).
 */
type Rule = {
  code: StoreErrorCode;
  match: string | RegExp;
  params?: (found: RegExpExecArray) => StoreErrorParams;
};

/** Messages of an answer as a whole (and of the field they name, when they name one). */
export const ANSWER_RULES: Rule[] = [
  { code: 'API_KEY_INVALID', match: 'A valid platform API key is required' },
  { code: 'PLATFORM_NOT_LINKED', match: 'This platform is not linked to a distributor' },
  { code: 'SIGN_IN_FAILED', match: SIGN_IN_FAILED },
  { code: 'UNAUTHORIZED', match: 'Please sign in' },
  { code: 'EMAIL_TAKEN', match: EMAIL_TAKEN },
  { code: 'REFERRAL_INVALID', match: REFERRAL_INVALID },
  { code: 'REFERRAL_OWN', match: REFERRAL_OWN },
  { code: 'EMAIL_NOT_CONFIRMED', match: EMAIL_NOT_CONFIRMED },
  { code: 'EMAIL_ALREADY_CONFIRMED', match: EMAIL_ALREADY_CONFIRMED },
  { code: 'CONFIRMATION_LINK_INVALID', match: CONFIRMATION_LINK_INVALID },
  { code: 'RESET_LINK_INVALID', match: RESET_LINK_INVALID },
  { code: 'PLAN_NOT_SOLD', match: PLAN_NOT_SOLD },
  {
    code: 'INSUFFICIENT_STOCK',
    match: /^Insufficient Stock: (.+) has (\d+) available, (\d+) needed$/,
    params: (m) => ({ plan: m[1], available: Number(m[2]), needed: Number(m[3]) }),
  },
  {
    code: 'PRICE_CHANGED',
    match:
      /^The price has changed since it was quoted: the total is now (.+)\. Please check it and pay again\.$/,
    params: (m) => ({ total: m[1] }),
  },
  { code: 'NOTHING_TO_PAY', match: 'There is nothing to pay on this purchase order' },
  { code: 'PAYMENT_UNAVAILABLE', match: CARD_UNAVAILABLE },
  { code: 'PAYDOLLAR_UNAVAILABLE', match: PaymentMessage.payDollarUnavailable },
  { code: 'PAYMENT_PROVIDER', match: 'The card payment could not be started. Please try again.' },
  { code: 'COUPON_INVALID', match: CouponMessage.notValid },
  { code: 'COUPON_USED_UP', match: CouponMessage.fullyUsed },
  { code: 'COUPON_USED_BY_YOU', match: CouponMessage.usedByYou },
  {
    code: 'COUPON_MIN_SPEND',
    // CouponMessage.minimumSpend(minor): 'Minimum spend is 50.00' (store-errors.test.ts).
    match: /^Minimum spend is (.+)$/,
    params: (m) => ({ amount: m[1] }),
  },
  { code: 'COUPON_NOT_FOR_PLANS', match: CouponMessage.notForPlans },
  { code: 'COUPON_NOT_FOR_PLATFORM', match: CouponMessage.notForPlatform },
  { code: 'COUPON_ALREADY_APPLIED', match: CouponMessage.otherApplied },
  { code: 'TOP_UP_NOT_POSSIBLE', match: TOP_UP_NOT_FOUND },
  { code: 'TOP_UP_PLAN_INVALID', match: TOP_UP_PLAN_INVALID },
  { code: 'PROVIDER_UNREACHABLE', match: PROVIDER_UNREACHABLE },
  { code: 'ORDER_NOT_FOUND', match: 'Order not found' },
  { code: 'ESIM_NOT_FOUND', match: 'eSIM not found' },
  { code: 'RECEIPT_NOT_FOUND', match: 'Receipt not found' },
  { code: 'DEVICE_NOT_FOUND', match: 'Device not found' },
  { code: 'ALREADY_AFFILIATE', match: AffiliateMessage.alreadyAffiliate },
  { code: 'AFFILIATE_APPLICATION_PENDING', match: AffiliateMessage.pendingExists },
  { code: 'TOO_MANY_REQUESTS', match: STORE_TOO_MANY },
];

const number = (text: string) => (Number.isFinite(Number(text)) ? Number(text) : text);

/** The shared validation rules, any label: what one field's error is. */
export const FIELD_RULES: Rule[] = [
  { code: 'EMAIL_INVALID', match: messages.email },
  { code: 'PASSWORD_RULE', match: messages.password },
  { code: 'REQUIRED', match: /^(.+) is required$/ },
  {
    code: 'DECIMALS',
    match: /^(.+) should have maximum of (\d+) decimal places$/,
    params: (m) => ({ places: Number(m[2]) }),
  },
  {
    code: 'TOO_LONG',
    match: /^(.+) should have maximum (?:of (\d+) characters|length of (\d+))$/,
    params: (m) => ({ max: Number(m[2] ?? m[3]) }),
  },
  {
    code: 'MIN_VALUE',
    match: /^(.+) should have minimum value of (.+)$/,
    params: (m) => ({ min: number(m[2]) }),
  },
  {
    code: 'MAX_VALUE',
    match: /^(.+) should have maximum value of (.+)$/,
    params: (m) => ({ max: number(m[2]) }),
  },
  { code: 'NOT_INTEGER', match: /^(.+) should be an integer$/ },
  { code: 'NOT_A_NUMBER', match: /^(.+) should be a number$/ },
  { code: 'DIGITS_ONLY', match: /^(.+) should have only digits$/ },
  { code: 'INVALID_OPTION', match: /^(.+) is not a valid option$/ },
  { code: 'INVALID_DATE', match: /^(.+) is not a valid date$/ },
  { code: 'NOT_ALLOWED', match: /^(.+) is not allowed$/ },
  { code: 'INVALID_CHARACTER', match: /^(.+) contains an invalid character$/ },
];

function matchOf(rules: Rule[], message: string): StoreErrorDetail | null {
  for (const rule of rules) {
    if (typeof rule.match === 'string') {
      if (rule.match === message) return { code: rule.code };
      continue;
    }
    const found = rule.match.exec(message);
    if (found)
      return rule.params ? { code: rule.code, params: rule.params(found) } : { code: rule.code };
  }
  return null;
}

/** The code of an answer's message, if a rule names it. */
export const answerCodeOf = (message: string) => matchOf(ANSWER_RULES, message);

/** The code of a field's error: a business message, a validation rule, else INVALID_VALUE. */
export const fieldCodeOf = (message: string): StoreErrorDetail =>
  matchOf(ANSWER_RULES, message) ?? matchOf(FIELD_RULES, message) ?? { code: 'INVALID_VALUE' };

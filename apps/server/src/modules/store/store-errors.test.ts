import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AffiliateMessage,
  CARD_UNAVAILABLE,
  messages,
  PaymentMessage,
  PRICE_CHANGED,
  SIGN_IN_FAILED,
  STORE_ERROR_CODES,
  type StoreErrorBody,
} from '@wander/contract';
import { createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { CouponMessage } from '../coupon/redeem-coupon.js';
import { shortageMessage } from '../orders/order-stock.js';
import { PROVIDER_UNREACHABLE } from '../supply/provider-top-ups.js';
import { PLAN_NOT_SOLD } from './place-consumer-order.js';
import { EMAIL_TAKEN, REFERRAL_INVALID, REFERRAL_OWN } from './sign-up-consumer.js';
import { answerCodeOf, fieldCodeOf } from './store-error-rules.js';
import { storeErrorBody } from './store-errors.js';
import { storeKit } from '../../test-support/kits/store-test-kit.js';
import { TOP_UP_NOT_FOUND, TOP_UP_PLAN_INVALID } from './top-up-consumer-esim.js';

/**
 * Issue 41: every error of the store API carries a code of STORE_ERROR_CODES (the web store has
 * a translation of each: apps/store/src/i18n/error-codes.test.ts), and each field error its own.
 */
describe('the store error codes of the messages the store API throws', () => {
  it('names each business message by its own code', () => {
    const cases: [string, string][] = [
      [SIGN_IN_FAILED, 'SIGN_IN_FAILED'],
      [EMAIL_TAKEN, 'EMAIL_TAKEN'],
      [REFERRAL_INVALID, 'REFERRAL_INVALID'],
      [REFERRAL_OWN, 'REFERRAL_OWN'],
      [PLAN_NOT_SOLD, 'PLAN_NOT_SOLD'],
      [CARD_UNAVAILABLE, 'PAYMENT_UNAVAILABLE'],
      [PaymentMessage.payDollarUnavailable, 'PAYDOLLAR_UNAVAILABLE'],
      [CouponMessage.notValid, 'COUPON_INVALID'],
      [CouponMessage.fullyUsed, 'COUPON_USED_UP'],
      [CouponMessage.usedByYou, 'COUPON_USED_BY_YOU'],
      [CouponMessage.notForPlans, 'COUPON_NOT_FOR_PLANS'],
      [CouponMessage.notForPlatform, 'COUPON_NOT_FOR_PLATFORM'],
      [CouponMessage.otherApplied, 'COUPON_ALREADY_APPLIED'],
      [TOP_UP_NOT_FOUND, 'TOP_UP_NOT_POSSIBLE'],
      [TOP_UP_PLAN_INVALID, 'TOP_UP_PLAN_INVALID'],
      [PROVIDER_UNREACHABLE, 'PROVIDER_UNREACHABLE'],
      [AffiliateMessage.alreadyAffiliate, 'ALREADY_AFFILIATE'],
      [AffiliateMessage.pendingExists, 'AFFILIATE_APPLICATION_PENDING'],
    ];
    for (const [message, code] of cases) expect(answerCodeOf(message), message).toEqual({ code });
  });

  it('reads the numbers and amounts a message carries into the parameters', () => {
    expect(answerCodeOf(CouponMessage.minimumSpend(5000))).toEqual({
      code: 'COUPON_MIN_SPEND',
      params: { amount: '50.00' },
    });
    expect(answerCodeOf(PRICE_CHANGED('HKD 44.90'))).toEqual({
      code: 'PRICE_CHANGED',
      params: { total: 'HKD 44.90' },
    });
    const short = { productName: 'Japan eSIM', variantName: 'Japan 1GB 7 days', available: 2 };
    expect(answerCodeOf(shortageMessage({ ...short, needed: 5 }))).toEqual({
      code: 'INSUFFICIENT_STOCK',
      params: { plan: 'Japan eSIM Japan 1GB 7 days', available: 2, needed: 5 },
    });
  });

  it("names a field's error by the shared validation rule, whatever its label", () => {
    expect(fieldCodeOf(messages.required('Email'))).toEqual({ code: 'REQUIRED' });
    expect(fieldCodeOf(messages.maxLength('Name', 120))).toEqual({
      code: 'TOO_LONG',
      params: { max: 120 },
    });
    expect(fieldCodeOf('Token should have maximum length of 512')).toEqual({
      code: 'TOO_LONG',
      params: { max: 512 },
    });
    expect(fieldCodeOf(messages.minValue('Quantity', 1))).toEqual({
      code: 'MIN_VALUE',
      params: { min: 1 },
    });
    expect(fieldCodeOf(messages.maxValue('Quantity', 10))).toEqual({
      code: 'MAX_VALUE',
      params: { max: 10 },
    });
    expect(fieldCodeOf(messages.email)).toEqual({ code: 'EMAIL_INVALID' });
    expect(fieldCodeOf(messages.password)).toEqual({ code: 'PASSWORD_RULE' });
    expect(fieldCodeOf(messages.invalidOption('Country'))).toEqual({ code: 'INVALID_OPTION' });
    expect(fieldCodeOf('nickname is not allowed')).toEqual({ code: 'NOT_ALLOWED' });
    expect(fieldCodeOf('name contains an invalid character')).toEqual({
      code: 'INVALID_CHARACTER',
    });
    // A business message on a field keeps its own code; zod's own wording is a value refused.
    expect(fieldCodeOf(CouponMessage.notValid)).toEqual({ code: 'COUPON_INVALID' });
    expect(fieldCodeOf('Invalid input: expected string, received number')).toEqual({
      code: 'INVALID_VALUE',
    });
  });

  it('answers only codes of the list, whatever the thrower wrote', () => {
    const codes = new Set<string>(STORE_ERROR_CODES);
    fc.assert(
      fc.property(
        fc.integer({ min: 400, max: 599 }),
        fc.string(),
        fc.string(),
        fc.dictionary(fc.string(), fc.array(fc.string(), { minLength: 1, maxLength: 3 })),
        (statusCode, code, message, errors) => {
          const body = storeErrorBody({ statusCode, code, message, errors });
          expect(codes.has(body.code)).toBe(true);
          for (const [field, list] of Object.entries(body.fieldCodes ?? {})) {
            expect(list).toHaveLength(errors[field].length);
            for (const detail of list) expect(codes.has(detail.code)).toBe(true);
          }
        },
      ),
    );
  });
});

let t: TestApp;
let kit: Awaited<ReturnType<typeof storeKit>>;
beforeAll(async () => {
  t = await createTestApp();
  kit = await storeKit(t);
}, 120_000);
afterAll(() => t?.close());

const codesOf = (body: StoreErrorBody) => ({
  code: body.code,
  fields: Object.fromEntries(
    Object.entries(body.fieldCodes ?? {}).map(([f, list]) => [f, list.map((d) => d.code)]),
  ),
});

describe('the store API answers its errors with their codes', () => {
  it('the key, the session, sign-in and the validation of a sign-up', async () => {
    const noKey = await kit.call('GET', 'me', { key: '' });
    expect(noKey.statusCode).toBe(401);
    expect(noKey.json()).toMatchObject({
      code: 'API_KEY_INVALID',
      message: 'A valid platform API key is required',
    });
    expect((await kit.call('GET', 'me')).json().code).toBe('UNAUTHORIZED');
    const signInFailed = await kit.call('POST', 'consumers/sign-in', {
      payload: { email: 'nobody@example.com', password: 'Wrong#2026' },
    });
    expect(signInFailed.json()).toMatchObject({ statusCode: 401, code: 'SIGN_IN_FAILED' });

    const bad = await kit.call('POST', 'consumers/sign-up', {
      payload: { email: '', password: 'short', name: 'x'.repeat(121), country: 'MY', nick: 1 },
    });
    expect(bad.statusCode).toBe(400);
    const body = bad.json() as StoreErrorBody;
    expect(codesOf(body)).toEqual({
      code: 'VALIDATION',
      fields: {
        email: ['REQUIRED'],
        password: ['PASSWORD_RULE'],
        name: ['TOO_LONG'],
        nick: ['NOT_ALLOWED'],
      },
    });
    expect(body.fieldCodes!.name[0].params).toEqual({ max: 120 });
    // Each code stands beside the English text it names.
    expect(body.errors!.name).toEqual(['Name should have maximum of 120 characters']);
  });

  it('a coupon refused on the checkout, an order that is not there, a plan not a uuid', async () => {
    const { token } = await kit.newConsumer();
    const plan = await kit.japanPlan();
    const coupon = await kit.call('POST', 'orders/quote', {
      token,
      payload: { variantId: plan.variantId, couponCode: 'NOSUCHCODE' },
    });
    expect(coupon.statusCode).toBe(400);
    expect(codesOf(coupon.json())).toEqual({
      code: 'COUPON_INVALID',
      fields: { couponCode: ['COUPON_INVALID'] },
    });
    const missing = await kit.call('GET', `orders/${crypto.randomUUID()}`, { token });
    expect(missing.json()).toMatchObject({ statusCode: 404, code: 'ORDER_NOT_FOUND' });
    const notUuid = await kit.call('GET', 'plans?variantId=japan');
    expect(codesOf(notUuid.json())).toEqual({
      code: 'VALIDATION',
      fields: { variantId: ['INVALID_OPTION'] },
    });
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/store/v1/consumers/sign-in',
      headers: { 'x-api-key': kit.web, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(badJson.json()).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
  });

  it('back-office calls keep the plain error body', async () => {
    const token = (await signIn(t.app, 'distributor@wander.demo')).access_token;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/ConsumerGroups',
      headers: { authorization: `Bearer ${token}`, 'x-company-code': 'DIST001' },
      payload: { name: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(res.json()).not.toHaveProperty('fieldCodes');
  });

  it('documents the store codes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const body = doc.components.schemas.StoreErrorBody;
    expect(body.properties.code.enum).toEqual([...STORE_ERROR_CODES]);
    const path = Object.keys(doc.paths).find((p) => p.endsWith('/store/v1/consumers/sign-up'))!;
    const signUp = doc.paths[path].post.responses['400'];
    expect(signUp.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/StoreErrorBody',
    });
  });
});

// @vitest-environment happy-dom
import { afterAll, describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { STORE_ERROR_CODES } from '@wander/contract/store/store-errors';
import { ApiError, NETWORK_ERROR } from '../api/client';
import { startTestI18n } from '../testing/render';
import en from './en';
import ms from './ms';
import zh from './zh';

/**
 * Issue 41: every code the store API can answer (the contract's list, which is all the server
 * answers: apps/server/src/modules/store/store-errors.test.ts) and the store's own NETWORK have a
 * text in each dictionary, with the same parameters as the English one.
 */
const DICTIONARIES = { en, ms, zh };
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

afterAll(() => startTestI18n('en'));

describe('the error codes in the three dictionaries', () => {
  it.each(Object.entries(DICTIONARIES))('%s translates every code', (_, strings) => {
    const errors = strings.errors as Record<string, string>;
    for (const code of [...STORE_ERROR_CODES, NETWORK_ERROR]) {
      expect(errors[code], code).toMatch(/\S/);
      expect(placeholders(errors[code]), code).toEqual(
        placeholders((en.errors as Record<string, string>)[code]),
      );
    }
    // Nothing beyond the list: a code the server dropped goes from the dictionaries too.
    expect(Object.keys(errors).sort()).toEqual([...STORE_ERROR_CODES, NETWORK_ERROR].sort());
  });
});

describe("an error of the store API in the visitor's language", () => {
  const couponRefused = () =>
    ApiError.of(400, {
      statusCode: 400,
      code: 'COUPON_MIN_SPEND',
      message: 'Minimum spend is 50.00',
      params: { amount: 'RM 50.00' },
      errors: { couponCode: ['Minimum spend is 50.00'] },
      fieldCodes: { couponCode: [{ code: 'COUPON_MIN_SPEND', params: { amount: 'RM 50.00' } }] },
    });

  it('is told by its code, with its parameters, in Chinese and Malay', async () => {
    await startTestI18n('zh');
    const error = couponRefused();
    expect(error.message).toBe('此优惠券需最低消费 RM 50.00。');
    expect(error.fields).toEqual({ couponCode: ['此优惠券需最低消费 RM 50.00。'] });
    // The text follows a language chosen after the error came.
    await i18n.changeLanguage('ms');
    expect(error.message).toBe('Kupon ini memerlukan perbelanjaan minimum RM 50.00.');
    expect(error.english).toBe('Minimum spend is 50.00');
  });

  it("a refused form is told by its first field's code; each field by its own", async () => {
    await startTestI18n('zh');
    const error = ApiError.of(400, {
      statusCode: 400,
      code: 'VALIDATION',
      message: 'One or more fields are invalid',
      errors: {
        name: ['Name should have maximum of 120 characters'],
        email: ['Email is required'],
      },
      fieldCodes: {
        name: [{ code: 'TOO_LONG', params: { max: 120 } }],
        email: [{ code: 'REQUIRED' }],
      },
    });
    expect(error.message).toBe('太长了：最多 120 个字符。');
    expect(error.fields).toEqual({
      name: ['太长了：最多 120 个字符。'],
      email: ['此项为必填项。'],
    });
  });

  it("an answer that is not the store API's is told by its status; no answer is NETWORK", async () => {
    await startTestI18n('zh');
    expect(ApiError.of(502, null).message).toBe('所需的服务暂时不可用，请稍后再试。');
    expect(ApiError.of(404, { code: 'SOMETHING_NEW' } as never).code).toBe('NOT_FOUND');
    expect(new ApiError(NETWORK_ERROR, 0).message).toBe('无法连接商店，请检查网络连接后重试。');
  });
});

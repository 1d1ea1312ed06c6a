import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  digitsText,
  integerValue,
  messages,
  mustMatch,
  optionalHttpsUrl,
  optionalText,
  EMAIL_PATTERN,
  requiredAnyTldEmail,
  requiredEmail,
  requiredPassword,
  requiredText,
  requiredTrue,
} from './validators.js';

const firstError = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0].message;
};

describe('shared validators speak the spec', () => {
  it('required: missing, null and blank are all "${label} is required"', () => {
    const planName = requiredText('Plan Name', { max: 256 });
    for (const value of [undefined, null, '', '   ']) {
      expect(firstError(planName, value)).toBe('Plan Name is required');
    }
    expect(firstError(planName, 'Japan 7 days')).toBeUndefined();
  });

  it('max length: "${label} should have maximum of N characters"', () => {
    expect(firstError(requiredText('Plan Name', { max: 256 }), 'x'.repeat(257))).toBe(
      'Plan Name should have maximum of 256 characters',
    );
    expect(firstError(optionalText('Description', { max: 512 }), 'x'.repeat(513))).toBe(
      'Description should have maximum of 512 characters',
    );
    expect(firstError(optionalText('Description', { max: 512 }), null)).toBeUndefined();
  });

  it('an https URL, http only on this machine: "${label} should be an https:// address ..."', () => {
    const address = optionalHttpsUrl('API Address', { max: 256 });
    const refused =
      'API Address should be an https:// address (http:// only for 127.0.0.1, ::1 or localhost)';
    for (const value of [
      'https://partners-api.airalo.com/v2',
      'https://eu.proxy.example.com:8443/airalo/v2/',
      'http://127.0.0.1:4010/v2',
      'http://localhost:4010/v2',
      'http://[::1]:4010/v2',
      '',
      null,
      undefined,
    ]) {
      expect(firstError(address, value), String(value)).toBeUndefined();
    }
    for (const value of [
      'http://partners-api.airalo.com/v2',
      'http://127.0.0.2/v2',
      'http://localhost.example.com/v2',
      'ftp://127.0.0.1/v2',
      'partners-api.airalo.com/v2',
      'https://user:secret@partners-api.airalo.com/v2',
      'https://partners-api.airalo.com/v2?token=1',
      'https://',
    ]) {
      expect(firstError(address, value), value).toBe(refused);
    }
    expect(firstError(address, `https://a.example/${'x'.repeat(256)}`)).toBe(
      'API Address should have maximum of 256 characters',
    );
  });

  it('email: a top-level domain of 2 to 4 letters', () => {
    const email = requiredEmail();
    expect(firstError(email, 'a@b.my')).toBeUndefined();
    expect(firstError(email, 'a@b.info')).toBeUndefined();
    expect(firstError(email, 'a@b.c')).toBe('Email is invalid');
    expect(firstError(email, 'a@b.travel')).toBe('Email is invalid');
    expect(firstError(email, 'not-an-email')).toBe('Email is invalid');
    expect(firstError(email, '')).toBe('Email is required');
  });

  it('email on any top-level domain (consumers, travellers): what the spec rule takes, and more', () => {
    const email = requiredAnyTldEmail();
    for (const value of ['ana@tours.travel', 'ben@kl.agency', 'eve@xn--fiqs8s.xn--fiqs8s'])
      expect(email.safeParse(value).success, value).toBe(true);
    for (const value of [
      'a@b.c',
      'a@b',
      'not-an-email',
      'a b@c.travel',
      'a@b.travel1',
      'a@@b.travel',
    ])
      expect(email.safeParse(value).error?.issues[0].message, value).toBe('Email is invalid');
    expect(email.safeParse('').error?.issues.map((i) => i.message)).toEqual(['Email is required']);
    for (const value of ['a@b.my', 'x.y@mail.co.uk', 'q@r.com', 'z@ü.de'])
      expect(EMAIL_PATTERN.test(value) && email.safeParse(value).success, value).toBe(true);
  });

  it('password: 8+ characters with upper, lower, digit and special character', () => {
    const password = requiredPassword();
    expect(firstError(password, 'Wander#2026')).toBeUndefined();
    for (const weak of ['Wander#', 'wander#2026', 'WANDER#2026', 'Wander2026', 'Wander#abc']) {
      expect(firstError(password, weak)).toBe(messages.password);
    }
    expect(firstError(password, '')).toBe('Password is required');
  });

  it('digits only, integer, min and max value', () => {
    expect(firstError(digitsText('Contact Number', { max: 13 }), '01-234')).toBe(
      'Contact Number should have only digits',
    );
    expect(firstError(digitsText('Contact Number', { max: 13 }), '12345678901234')).toBe(
      'Contact Number should have maximum of 13 characters',
    );
    const qty = integerValue('Quantity', { min: 1, max: 999 });
    expect(firstError(qty, 1.5)).toBe('Quantity should be an integer');
    expect(firstError(qty, 0)).toBe('Quantity should have minimum value of 1');
    expect(firstError(qty, 1000)).toBe('Quantity should have maximum value of 999');
  });

  it('a boolean false counts as missing', () => {
    expect(firstError(requiredTrue('Terms and Conditions'), false)).toBe(
      'Terms and Conditions is required',
    );
    expect(firstError(requiredTrue('Terms and Conditions'), true)).toBeUndefined();
  });

  it('must match another field', () => {
    const schema = z
      .object({ password: z.string(), confirmedPassword: z.string() })
      .superRefine(mustMatch('confirmedPassword', 'Confirm Password', 'password', 'Password'));
    const result = schema.safeParse({ password: 'a', confirmedPassword: 'b' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['confirmedPassword'],
      message: 'Confirm Password does not match with Password',
    });
  });
});

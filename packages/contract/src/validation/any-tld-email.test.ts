import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { consumerResource } from '../customer/consumer.resource.js';
import { groupTravellerInput } from '../group/group-order.resource.js';
import { createUserSchema } from '../admin/user.resource.js';
import { storeSignInRequest, storeSignUpRequest } from '../store/store-api.js';

const emailError = (schema: z.ZodType, body: object) => {
  const result = schema.safeParse(body);
  return result.success
    ? undefined
    : result.error.issues.find((issue) => issue.path[0] === 'email')?.message;
};

/** Addresses on top-level domains longer than four letters (many travel businesses use .travel). */
const LONG_TLDS = ['ana@tours.travel', 'ben@kl.agency', 'chen@shop.online', 'dee@test.example'];

describe('e-mail on any top-level domain: consumers and group travellers', () => {
  it('store sign-up and sign-in, the back office consumer and a group traveller take them', () => {
    const consumer = consumerResource.example.create;
    for (const email of LONG_TLDS) {
      const signUp = { email, password: 'Travel#2026', name: 'Ana', country: 'MY' };
      expect(emailError(storeSignUpRequest, signUp), email).toBeUndefined();
      expect(emailError(storeSignInRequest, { email, password: 'x' }), email).toBeUndefined();
      expect(emailError(consumerResource.create, { ...consumer, email }), email).toBeUndefined();
      const traveller = { name: 'Ana', email, language: 'en' };
      expect(emailError(groupTravellerInput, traveller), email).toBeUndefined();
    }
  });

  it('a back-office user keeps the spec rule: a top-level domain of 2 to 4 letters', () => {
    const user = { email: 'ana@tours.travel', firstName: 'Ana', lastName: 'Lim' };
    expect(emailError(createUserSchema, user)).toBe('Email is invalid');
  });
});

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { couponResource } from '../coupon/coupon.resource.js';
import { groupOrderResource } from '../group/group-order.resource.js';
import { holidayResource } from '../appointment/holiday.resource.js';
import { costSetupResource } from '../product/cost-setup.resource.js';
import { promotionResource } from '../catalog/promotion.resource.js';

/** The field errors of a body, as the API answers them (`path: messages`). */
const errorsOf = (schema: z.ZodType, body: unknown) => {
  const result = schema.safeParse(body);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues)
    (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
};

const IMPOSSIBLE = ['2026-02-30', '2026-02-29', '0000-00-00', '0000-01-01', '2026-13-01'];

describe('every date of the contract is a day that exists', () => {
  it('a group trip: an impossible start or end date is a field error, not a 500', () => {
    const group = groupOrderResource.create;
    const valid = groupOrderResource.example.create;
    expect(errorsOf(group, valid)).toEqual({});
    expect(errorsOf(group, { ...valid, startDate: '2028-02-29' })).toEqual({});
    for (const day of IMPOSSIBLE) {
      expect(errorsOf(group, { ...valid, startDate: day, endDate: day }), day).toEqual({
        startDate: ['Start Date is not a valid date'],
        endDate: ['End Date is not a valid date'],
      });
    }
    expect(errorsOf(group, { ...valid, startDate: 'soon' })).toEqual({
      startDate: ['Start Date should be a date (YYYY-MM-DD)'],
    });
  });

  it('a required date (cost setup, holiday): an impossible day is "${label} is not a valid date"', () => {
    const cost = costSetupResource.example.create;
    const holiday = holidayResource.example.create;
    for (const day of IMPOSSIBLE) {
      expect(errorsOf(costSetupResource.create, { ...cost, effectiveDate: day }), day).toEqual({
        effectiveDate: ['Effective Date is not a valid date'],
      });
      expect(errorsOf(holidayResource.create, { ...holiday, holidayDate: day }), day).toEqual({
        holidayDate: ['Holiday Date is not a valid date'],
      });
    }
  });

  it('an optional date or date-time (promotion, coupon): an impossible day is refused too', () => {
    const promotion = promotionResource.example.create;
    const coupon = couponResource.example.create;
    for (const day of [...IMPOSSIBLE, '2026-02-30T10:00:00Z', '2026-04-31T00:00:00+08:00']) {
      expect(errorsOf(promotionResource.create, { ...promotion, startsAt: day }), day).toEqual({
        startsAt: ['Start Date is not a valid date'],
      });
      expect(errorsOf(couponResource.create, { ...coupon, validTo: day }), day).toEqual({
        validTo: ['Valid To is not a valid date'],
      });
    }
    expect(
      errorsOf(promotionResource.create, {
        ...promotion,
        startsAt: '2028-02-29',
        endsAt: '2028-12-31',
      }),
    ).toEqual({});
  });
});

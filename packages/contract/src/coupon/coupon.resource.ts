import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { optionalDateTime } from '../validation/date-time.js';
import { envelopeOf } from '../common/envelope.js';
import { UUID_PATTERN } from '../validation/messages.js';
import {
  decimalValue,
  integerValue,
  messages,
  optionalText,
  requiredText,
} from '../validation/validators.js';

export const COUPON_DISCOUNT_TYPES = [
  { value: 'Percentage', label: 'Percentage' },
  { value: 'Fixed', label: 'Fixed' },
] as const;
export const COUPON_STATUSES = [
  { value: 'Active', label: 'Active' },
  { value: 'Inactive', label: 'Inactive' },
] as const;

/** A coupon code: letters and digits, '-' or '_'; typed in any case, kept in uppercase. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]+$/;
const couponCode = () =>
  requiredText('Code', { max: 32 })
    .overwrite((value) => value.toUpperCase())
    .regex(COUPON_CODE_PATTERN, {
      error: 'Code should have only letters, digits, - and _',
    });

const optionalLimit = (label: string) =>
  integerValue(label, { min: 1, max: 1_000_000 })
    .nullish()
    .transform((v) => v ?? null);

const couponFields = {
  code: couponCode(),
  description: optionalText('Description', { max: 256 }),
  discountType: z.enum(['Percentage', 'Fixed'], { error: messages.required('Discount Type') }),
  discountValue: decimalValue('Value', { min: 0.01, max: 1_000_000 }),
  minimumSpend: decimalValue('Minimum Spend', { min: 0, max: 1_000_000 }).default(0),
  validFrom: optionalDateTime('Valid From'),
  validTo: optionalDateTime('Valid To', { endOfDay: true }),
  totalUseLimit: optionalLimit('Total Use Limit'),
  perBuyerLimit: optionalLimit('Per Buyer Limit'),
  /** The plans (product variants) it applies to; none: every plan. */
  productVariantIds: z
    .array(z.string().regex(UUID_PATTERN, { error: 'Plan is invalid' }), {
      error: 'Plans is invalid',
    })
    .max(200)
    .default([]),
  /** The sales platforms (codes) whose consumer orders may use it; none: every order. */
  platformCodes: z
    .array(z.string().max(16, { error: messages.invalidOption('Platforms') }), {
      error: messages.invalidOption('Platforms'),
    })
    .max(50)
    .default([]),
  /** The destinations (ISO codes) whose plans it discounts; none: every plan. */
  countryCodes: z
    .array(z.string().regex(/^[A-Z]{2}$/, { error: messages.invalidOption('Countries') }), {
      error: messages.invalidOption('Countries'),
    })
    .max(300)
    .default([]),
  status: z.enum(['Active', 'Inactive'], { error: messages.required('Status') }).default('Active'),
};

const couponBody = z
  .object(couponFields)
  .strict()
  .superRefine((c, ctx) => {
    if (c.discountType === 'Percentage' && c.discountValue > 100) {
      ctx.addIssue({
        code: 'custom',
        path: ['discountValue'],
        message: messages.maxValue('Value', 100),
      });
    }
    if (c.validFrom && c.validTo && c.validTo <= c.validFrom) {
      ctx.addIssue({
        code: 'custom',
        path: ['validTo'],
        message: 'Valid To should be after Valid From',
      });
    }
  });

const when = z.date().or(z.string());

export const couponRow = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string().nullable(),
  discountType: z.string(),
  discountValue: z.number(),
  minimumSpend: z.number(),
  validFrom: when.nullable(),
  validTo: when.nullable(),
  totalUseLimit: z.number().nullable(),
  perBuyerLimit: z.number().nullable(),
  productVariantIds: z.array(z.string()),
  platformCodes: z.array(z.string()),
  countryCodes: z.array(z.string()),
  status: z.string(),
  usedCount: z.number(),
});
export type CouponRow = z.infer<typeof couponRow>;

/**
 * A distributor's coupon (payment/Coupons, spec sections 2 and 8): a code its buyers enter at
 * checkout for a percentage or a fixed amount off, above a minimum spend, while valid, within a
 * total and a per-buyer use limit, on some plans or all, for some destinations or all, on some
 * sales platforms' orders or all. `usedCount` is kept by redemptions
 * (and their reversals), never by the form.
 */
export const couponResource = defineResource({
  apiPath: 'payment/Coupons',
  labels: { singular: 'Coupon', plural: 'Coupons' },
  route: '/setup/wander-coupon',
  row: couponRow,
  create: couponBody,
  update: couponBody,
  id: 'id',
  columns: [
    { key: 'code', title: 'Code', width: 150 },
    { key: 'description', title: 'Description' },
    { key: 'discountType', title: 'Discount Type', width: 130 },
    { key: 'discountValue', title: 'Value', kind: 'number', width: 100 },
    { key: 'minimumSpend', title: 'Minimum Spend', kind: 'number', width: 140 },
    { key: 'validFrom', title: 'Valid From', kind: 'startDate', width: 130 },
    { key: 'validTo', title: 'Valid To', kind: 'endDate', width: 130 },
    { key: 'usedCount', title: 'Used', kind: 'number', width: 90 },
    { key: 'totalUseLimit', title: 'Total Use Limit', kind: 'number', width: 130 },
    { key: 'status', title: 'Status', width: 110, expiresWith: 'validTo' },
  ],
  fields: [
    { key: 'code', label: 'Code', readOnlyOnEdit: true },
    { key: 'description', label: 'Description' },
    {
      key: 'discountType',
      label: 'Discount Type',
      input: 'select',
      options: [...COUPON_DISCOUNT_TYPES],
    },
    { key: 'discountValue', label: 'Value', input: 'number' },
    { key: 'minimumSpend', label: 'Minimum Spend', input: 'number' },
    { key: 'validFrom', label: 'Valid From', input: 'date' },
    { key: 'validTo', label: 'Valid To', input: 'date' },
    { key: 'totalUseLimit', label: 'Total Use Limit', input: 'number' },
    { key: 'perBuyerLimit', label: 'Per Buyer Limit', input: 'number' },
    {
      key: 'productVariantIds',
      label: 'Plans',
      input: 'select',
      options: { apiPath: 'product/ProductVariant/GetSelectList' },
    },
    {
      key: 'platformCodes',
      label: 'Platforms',
      input: 'select',
      options: { apiPath: 'network/Wander/GetSelectList' },
    },
    {
      key: 'countryCodes',
      label: 'Countries',
      input: 'select',
      options: { apiPath: 'product/Country/GetSelectList' },
    },
    { key: 'status', label: 'Status', input: 'select', options: [...COUPON_STATUSES] },
  ],
  filters: {
    code: ['contains', 'eq', 'startsWith'],
    description: ['contains'],
    discountType: ['eq'],
    status: ['eq'],
    validFrom: ['gte', 'lte', 'between'],
    validTo: ['gte', 'lte', 'between'],
  },
  sorts: ['code', 'discountValue', 'validFrom', 'validTo', 'status'],
  defaultSort: { column: 'code', order: 'asc' },
  selectList: { value: 'id', label: 'code' },
  scope: 'company',
  example: {
    create: {
      code: 'SPRING15',
      description: '15% off in spring',
      discountType: 'Percentage',
      discountValue: 15,
      minimumSpend: 20,
      validFrom: '2026-03-01T00:00:00.000Z',
      validTo: '2026-05-31T23:59:59.999Z',
      totalUseLimit: 100,
      perBuyerLimit: 1,
      productVariantIds: [],
      platformCodes: [],
      countryCodes: ['JP', 'KR'],
      status: 'Active',
    },
    update: {
      code: 'SPRING15',
      description: '5.00 off in spring',
      discountType: 'Fixed',
      discountValue: 5,
      minimumSpend: 0,
      validFrom: null,
      validTo: null,
      totalUseLimit: null,
      perBuyerLimit: null,
      productVariantIds: [],
      platformCodes: [],
      countryCodes: [],
      status: 'Inactive',
    },
  },
});

export const CouponPath = {
  activeSelectList: 'payment/Coupons/GetActiveCouponSelectList',
  transactionSearch: 'payment/CouponTransactions/Search',
} as const;

export const couponOptionSchema = z.object({ label: z.string(), value: z.string() });
export const activeCouponSelectListResponse = envelopeOf(z.array(couponOptionSchema));

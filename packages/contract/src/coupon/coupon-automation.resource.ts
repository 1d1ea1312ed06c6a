import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { optionalDateTime } from '../validation/date-time.js';
import { messages, requiredId, requiredText } from '../validation/validators.js';

export const COUPON_AUTOMATION_TRIGGERS = [
  { value: 'SignUp', label: 'On sign-up' },
  { value: 'Date', label: 'On a date' },
  { value: 'AffiliateApproval', label: 'On affiliate approval' },
  { value: 'UpgradeGoal', label: 'On reaching an upgrade goal' },
] as const;

const automationBody = z
  .object({
    name: requiredText('Name', { max: 100 }),
    couponId: requiredId('Coupon'),
    trigger: z.enum(['SignUp', 'Date', 'AffiliateApproval', 'UpgradeGoal'], {
      error: messages.required('Trigger'),
    }),
    runDate: optionalDateTime('Run Date'),
    isActive: z.boolean().default(true),
  })
  .strict()
  .superRefine((a, ctx) => {
    if (a.trigger === 'Date' && !a.runDate) {
      ctx.addIssue({ code: 'custom', path: ['runDate'], message: messages.required('Run Date') });
    }
  });

const when = z.date().or(z.string());

/**
 * Rules that issue a coupon to the distributor's customers automatically (payment/CouponAutomation):
 * 'On sign-up' issues it to each customer that joins after the rule was made, 'On a date' to every
 * customer once the date has come. The `coupon.automations` job runs them; each customer is
 * served once per rule (a payment/CouponConsumer row).
 */
export const couponAutomationResource = defineResource({
  apiPath: 'payment/CouponAutomation',
  labels: { singular: 'Coupon Automation', plural: 'Coupon Automations' },
  route: '/setup/coupon-automation',
  row: z.object({
    id: z.string(),
    name: z.string(),
    couponId: z.string(),
    couponCode: z.string(),
    trigger: z.string(),
    runDate: when.nullable(),
    isActive: z.boolean(),
    issuedCount: z.number(),
    lastRunAt: when.nullable(),
  }),
  create: automationBody,
  update: automationBody,
  id: 'id',
  columns: [
    { key: 'name', title: 'Name' },
    { key: 'couponCode', title: 'Coupon', width: 140 },
    { key: 'trigger', title: 'Trigger', width: 130, options: COUPON_AUTOMATION_TRIGGERS },
    { key: 'runDate', title: 'Run Date', kind: 'date', width: 170 },
    { key: 'issuedCount', title: 'Issued', kind: 'number', width: 100 },
    { key: 'lastRunAt', title: 'Last Run', kind: 'date', width: 170 },
    { key: 'isActive', title: 'Active', kind: 'boolean', width: 90 },
  ],
  fields: [
    { key: 'name', label: 'Name' },
    {
      key: 'couponId',
      label: 'Coupon',
      input: 'select',
      options: { apiPath: 'payment/Coupons/GetActiveCouponSelectList' },
    },
    { key: 'trigger', label: 'Trigger', input: 'select', options: [...COUPON_AUTOMATION_TRIGGERS] },
    { key: 'runDate', label: 'Run Date', input: 'date' },
    { key: 'isActive', label: 'Active', input: 'switch' },
  ],
  filters: {
    name: ['contains', 'startsWith'],
    couponCode: ['contains', 'eq'],
    trigger: ['eq'],
    isActive: ['eq'],
  },
  sorts: ['name', 'couponCode', 'trigger', 'runDate'],
  defaultSort: { column: 'name', order: 'asc' },
  selectList: { value: 'id', label: 'name' },
  scope: 'company',
  example: {
    company: 'DIST001',
    create: {
      name: 'Welcome new customers',
      // The contract test fills the coupon from the demo world.
      couponId: '00000000-0000-4000-8000-000000000000',
      trigger: 'SignUp',
      runDate: null,
      isActive: true,
    },
    update: {
      name: 'Year-end gift',
      couponId: '00000000-0000-4000-8000-000000000000',
      trigger: 'Date',
      runDate: '2026-12-20T00:00:00.000Z',
      isActive: false,
    },
  },
});

export const CouponAutomationPath = {
  selectList: 'payment/Coupons/GetCouponAutomationSelectList',
} as const;

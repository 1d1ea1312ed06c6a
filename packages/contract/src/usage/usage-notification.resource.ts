import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { messages } from '../validation/messages.js';
import { integerValue, optionalId, optionalText, requiredText } from '../validation/validators.js';

/** Who a usage notification rule alerts: every customer of the distributor, a group or one. */
export const USAGE_RULE_TARGETS = [
  { label: 'All Customers', value: 'AllCustomers' },
  { label: 'Customer Group', value: 'CustomerGroup' },
  { label: 'Customer', value: 'Customer' },
] as const;
export type UsageRuleTarget = (typeof USAGE_RULE_TARGETS)[number]['value'];
const TARGETS = USAGE_RULE_TARGETS.map((t) => t.value) as [UsageRuleTarget, ...UsageRuleTarget[]];

export const USAGE_NOTIFICATION_PERMISSION = 'customer/UsageNotification';
/** The usage threshold a new rule starts with. */
export const DEFAULT_USAGE_PERCENT = 80;

export const UsageNotificationPath = {
  customerGroupOptions: 'customer/UsageNotification/GetCustomerGroupSelectList',
  customerOptions: 'customer/UsageNotification/GetCustomerSelectList',
} as const;

export const UsageNotificationMessage = {
  thresholdRequired: 'Usage % or Expiry Days is required',
} as const;

const ruleObject = z.object({
  ruleName: requiredText('Rule Name', { max: 100 }),
  appliesTo: z
    .enum(TARGETS, { error: messages.invalidOption('Applies To') })
    .default('AllCustomers'),
  customerGroupId: optionalId('Customer Group'),
  customerEntityCode: optionalText('Customer', { max: 32 }),
  usagePercent: integerValue('Usage %', { min: 1, max: 100 })
    .nullish()
    .default(DEFAULT_USAGE_PERCENT),
  expiryDays: integerValue('Expiry Days', { min: 1, max: 90 }).nullish(),
  isActive: z.boolean().default(true),
});

/** A group rule names its group, a customer rule its customer; every rule has a threshold. */
const ruleSchema = ruleObject.strict().superRefine((rule, ctx) => {
  if (rule.appliesTo === 'CustomerGroup' && !rule.customerGroupId) {
    ctx.addIssue({
      code: 'custom',
      path: ['customerGroupId'],
      message: messages.required('Customer Group'),
    });
  }
  if (rule.appliesTo === 'Customer' && !rule.customerEntityCode) {
    ctx.addIssue({
      code: 'custom',
      path: ['customerEntityCode'],
      message: messages.required('Customer'),
    });
  }
  if (rule.usagePercent == null && rule.expiryDays == null) {
    ctx.addIssue({
      code: 'custom',
      path: ['usagePercent'],
      message: UsageNotificationMessage.thresholdRequired,
    });
  }
});

/**
 * customer/UsageNotification (spec sections 2 and 3, "usage notifications"): a distributor's rules
 * for alerting its customers when an eSIM has used N % of its data or expires within N days. The
 * usage-alert job reads them (docs/api-contract.md "Usage notifications and service journals").
 */
export const usageNotificationResource = defineResource({
  apiPath: USAGE_NOTIFICATION_PERMISSION,
  labels: { singular: 'Usage Notification', plural: 'Usage Notifications' },
  route: '/setup/usage-notification',
  row: z.object({
    id: z.string(),
    ruleName: z.string(),
    appliesTo: z.string(),
    customerGroupId: z.string().nullable(),
    customerEntityCode: z.string().nullable(),
    usagePercent: z.number().nullable(),
    expiryDays: z.number().nullable(),
    isActive: z.boolean(),
  }),
  create: ruleSchema,
  update: ruleSchema,
  id: 'id',
  columns: [
    { key: 'ruleName', title: 'Rule Name' },
    { key: 'appliesTo', title: 'Applies To', width: 160, options: USAGE_RULE_TARGETS },
    { key: 'customerEntityCode', title: 'Customer', width: 140 },
    { key: 'usagePercent', title: 'Usage %', kind: 'number', width: 110 },
    { key: 'expiryDays', title: 'Expiry Days', kind: 'number', width: 120 },
    { key: 'isActive', title: 'Active', kind: 'boolean', width: 100 },
  ],
  fields: [
    { key: 'ruleName', label: 'Rule Name' },
    { key: 'appliesTo', label: 'Applies To', input: 'select', options: [...USAGE_RULE_TARGETS] },
    {
      key: 'customerGroupId',
      label: 'Customer Group',
      input: 'select',
      options: { apiPath: UsageNotificationPath.customerGroupOptions },
    },
    {
      key: 'customerEntityCode',
      label: 'Customer',
      input: 'select',
      options: { apiPath: UsageNotificationPath.customerOptions },
    },
    { key: 'usagePercent', label: 'Usage %', input: 'number' },
    { key: 'expiryDays', label: 'Expiry Days', input: 'number' },
    { key: 'isActive', label: 'Active', input: 'switch' },
  ],
  filters: {
    ruleName: ['contains', 'eq', 'startsWith'],
    appliesTo: ['eq', 'in'],
    customerEntityCode: ['eq', 'contains'],
    usagePercent: ['eq', 'gte', 'lte', 'between'],
    expiryDays: ['eq', 'gte', 'lte', 'between'],
    isActive: ['eq'],
  },
  sorts: ['ruleName', 'appliesTo', 'customerEntityCode', 'usagePercent', 'expiryDays'],
  defaultSort: { column: 'ruleName', order: 'asc' },
  selectList: { value: 'id', label: 'ruleName' },
  scope: 'company',
  example: {
    create: {
      ruleName: 'Contract test rule',
      appliesTo: 'AllCustomers',
      usagePercent: 75,
      expiryDays: null,
      isActive: true,
    },
    update: {
      ruleName: 'Contract test rule',
      appliesTo: 'AllCustomers',
      usagePercent: 70,
      expiryDays: 5,
      isActive: false,
    },
  },
});

import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { optionalText, requiredText } from '../validation/validators.js';

/**
 * The settings a company can keep, a fixed list: each name appears at most once per company.
 * Names with value options (GetValueOptions) only take one of those options.
 */
export const SETTING_NAMES = [
  'DefaultCurrency',
  'DefaultCountry',
  'DefaultTaxGroup',
  'DeliverOnPayment',
  'InvoiceDueDays',
  'LowStockAlertQuantity',
  'SupportEmail',
  'TopUpMinimumAmount',
  'TopUpMaximumAmount',
  'RefundApprovalAmount',
  'CommissionRefundWindowDays',
  'ReportingCurrency',
  'MinimumMarginPercent',
  'RateMoveThresholdPercent',
] as const;
export type SettingName = (typeof SETTING_NAMES)[number];

export const SETTING_LABELS: Record<SettingName, string> = {
  DefaultCurrency: 'Default Currency',
  DefaultCountry: 'Default Country',
  DefaultTaxGroup: 'Default Tax Group',
  DeliverOnPayment: 'Deliver on Payment',
  InvoiceDueDays: 'Invoice Due Days',
  LowStockAlertQuantity: 'Low Stock Alert Quantity',
  SupportEmail: 'Support Email',
  TopUpMinimumAmount: 'Top-up Minimum Amount',
  TopUpMaximumAmount: 'Top-up Maximum Amount',
  RefundApprovalAmount: 'Refund Approval Amount',
  CommissionRefundWindowDays: 'Commission Refund Window Days',
  ReportingCurrency: 'Reporting Currency',
  MinimumMarginPercent: 'Minimum Margin (%)',
  RateMoveThresholdPercent: 'Rate Move Threshold (%)',
};

/** Names whose value is a number of days or pieces: digits only. */
export const NUMERIC_SETTINGS: readonly SettingName[] = [
  'InvoiceDueDays',
  'LowStockAlertQuantity',
  'TopUpMinimumAmount',
  'TopUpMaximumAmount',
  'RefundApprovalAmount',
  'CommissionRefundWindowDays',
];

/** Names whose value is a percentage: 0 to 100, at most two decimals ('10', '2.5'). */
export const PERCENT_SETTINGS: readonly SettingName[] = [
  'MinimumMarginPercent',
  'RateMoveThresholdPercent',
];
export const PERCENT_PATTERN = /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/;
export const PERCENT_SETTING_MESSAGE =
  'Setting Value should be a percentage from 0 to 100, with at most 2 decimal places';

/**
 * A seller's pricing guard (issue 40): the margin over the selling price its provider plans keep
 * at least (MinimumMarginPercent), and how far an exchange rate may move from the rate a plan was
 * last reviewed at before that margin is checked again (RateMoveThresholdPercent). These apply
 * where the distributor has not set them.
 */
export const PRICING_GUARD_DEFAULTS = {
  MinimumMarginPercent: 10,
  RateMoveThresholdPercent: 2,
} as const;

/**
 * Settings only the platform company keeps: the top-up limits (the platform takes the card money
 * of top-ups) and the refund amount above which a second user must approve (four eyes).
 */
export const PLATFORM_SETTINGS: readonly SettingName[] = [
  'TopUpMinimumAmount',
  'TopUpMaximumAmount',
  'RefundApprovalAmount',
];

/**
 * DeliverOnPayment (a distributor's): Yes delivers a paid order's eSIMs at once (invoice,
 * allocation, completion, e-mail) through the job queue; No (or unset) leaves it for the
 * distributor to fulfil by hand. A product's deliverOnPayment (on / off) overrides it.
 */
export const DELIVER_ON_PAYMENT_VALUES = ['Yes', 'No'] as const;

/**
 * Wallet top-up limits (whole units of the wallet's currency), read from the platform company's
 * settings; these defaults apply where it has not set them.
 */
export const TOP_UP_LIMIT_DEFAULTS = { TopUpMinimumAmount: 10, TopUpMaximumAmount: 5000 } as const;

/**
 * A refund of more than this (whole units of the refund's currency) needs a second user's
 * approval, where the platform company has not set RefundApprovalAmount.
 */
export const REFUND_APPROVAL_DEFAULT = 500;

export const settingNameSchema = z.enum(SETTING_NAMES, { error: 'Setting Name is required' });

const settingFields = {
  settingName: settingNameSchema,
  settingValue: requiredText('Setting Value', { max: 256 }),
  description: optionalText('Description', { max: 256 }),
};

/** Company settings (scoped to the working company). */
export const settingsResource = defineResource({
  apiPath: 'network/Settings',
  labels: { singular: 'Setting', plural: 'Settings' },
  route: '/general/setting',
  row: z.object({
    id: z.string(),
    settingName: z.string(),
    settingValue: z.string(),
    description: z.string().nullable(),
  }),
  create: z.object(settingFields).strict(),
  update: z.object(settingFields).strict(),
  id: 'id',
  columns: [
    { key: 'settingName', title: 'Setting' },
    { key: 'settingValue', title: 'Value' },
    { key: 'description', title: 'Description' },
  ],
  fields: [
    {
      key: 'settingName',
      label: 'Setting Name',
      input: 'select',
      readOnlyOnEdit: true,
      options: { apiPath: 'network/Settings/GetSelectList' },
    },
    { key: 'settingValue', label: 'Setting Value' },
    { key: 'description', label: 'Description', input: 'textarea' },
  ],
  filters: {
    settingName: ['eq', 'contains', 'in'],
    settingValue: ['contains', 'eq'],
    description: ['contains'],
  },
  sorts: ['settingName', 'settingValue'],
  defaultSort: { column: 'settingName', order: 'asc' },
  // GetSelectList is the route's own: the setting names still free (plus the edited one's).
  scope: 'company',
  example: {
    create: {
      settingName: 'SupportEmail',
      settingValue: 'help@wander.demo',
      description: 'Where customers write to',
    },
    update: { settingName: 'SupportEmail', settingValue: 'support@wander.demo', description: null },
  },
});

/** GET network/Settings/GetSelectList?settingId and GetValueOptions?settingName */
export const settingSelectQuery = z.object({ settingId: z.string().max(64).optional() }).strict();
export const settingValueOptionsQuery = z.object({ settingName: settingNameSchema }).strict();

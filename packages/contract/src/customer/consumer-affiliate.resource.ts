import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';

/** The back-office's paths of the affiliate calls (spec section 7). */
export const AffiliatePath = {
  approveStatus: (id: string) => `customer/ConsumerAffiliateRegistration/ApproveStatus/${id}`,
  affiliateSummaryPdf: (start: string, end: string) =>
    `customer/ConsumerAffiliate/GenerateSummaryPDF/${start}/${end}`,
  commissionSummaryPdf: (start: string, end: string) =>
    `customer/ConsumerCommission/GenerateCommissionSummaryPDF/${start}/${end}`,
} as const;

const noBody = z.object({}).strict();
const when = z.date().or(z.string());

export const consumerAffiliateRow = z.object({
  id: z.string(),
  consumerId: z.string(),
  consumerName: z.string(),
  consumerEmail: z.string(),
  referralCode: z.string(),
  commissionRatePercent: z.number(),
  status: z.string(),
  approvedAt: when,
  approvedByName: z.string().nullable(),
  referredCount: z.number(),
  /** Decimals of the currency: every commission not reversed (pending and payable). */
  earned: z.number(),
  reversed: z.number(),
  pending: z.number(),
  payable: z.number(),
  currency: z.string().nullable(),
});
export type ConsumerAffiliate = z.infer<typeof consumerAffiliateRow>;

/**
 * The distributor's affiliates (customer/ConsumerAffiliate, Reward > Consumer Affiliate): made by
 * approving an affiliate registration; read-only here, with the referred consumers and the
 * commission totals.
 */
export const consumerAffiliateResource = defineResource({
  apiPath: 'customer/ConsumerAffiliate',
  labels: { singular: 'Consumer Affiliate', plural: 'Consumer Affiliates' },
  route: '/setup/consumer-affiliate',
  row: consumerAffiliateRow,
  create: noBody,
  update: noBody,
  id: 'id',
  columns: [
    { key: 'consumerName', title: 'Affiliate', width: 200 },
    { key: 'consumerEmail', title: 'Email', width: 230 },
    { key: 'referralCode', title: 'Referral Code', width: 130 },
    { key: 'commissionRatePercent', title: 'Rate (%)', kind: 'number', width: 100 },
    { key: 'referredCount', title: 'Referred', kind: 'number', width: 100 },
    { key: 'earned', title: 'Earned', kind: 'money', width: 120 },
    { key: 'reversed', title: 'Reversed', kind: 'money', width: 120 },
    { key: 'payable', title: 'Payable', kind: 'money', width: 120 },
    { key: 'currency', title: 'Currency', width: 90 },
    { key: 'status', title: 'Status', width: 100 },
    { key: 'approvedAt', title: 'Approved At', kind: 'date', width: 130 },
  ],
  fields: [],
  filters: {
    consumerName: ['contains', 'eq', 'startsWith'],
    consumerEmail: ['contains', 'eq'],
    referralCode: ['eq'],
    status: ['eq'],
    approvedAt: ['gte', 'lte', 'between'],
  },
  sorts: [
    'consumerName',
    'referralCode',
    'commissionRatePercent',
    'referredCount',
    'earned',
    'payable',
    'approvedAt',
  ],
  defaultSort: { column: 'approvedAt', order: 'desc', then: 'consumerName' },
  scope: 'company',
  without: ['create', 'delete'],
  example: { company: 'DIST001', create: {}, update: {} },
});

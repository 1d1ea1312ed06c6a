import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';

export const AFFILIATE_REGISTRATION_STATUSES = [
  { value: 'Pending', label: 'Pending' },
  { value: 'Approved', label: 'Approved' },
  { value: 'Rejected', label: 'Rejected' },
] as const;

/** The commission rate an approval grants when the distributor gives none. */
export const DEFAULT_COMMISSION_RATE_PERCENT = 10;

const noBody = z.object({}).strict();
const when = z.date().or(z.string());

export const consumerAffiliateRegistrationRow = z.object({
  id: z.string(),
  consumerId: z.string(),
  consumerName: z.string(),
  consumerEmail: z.string(),
  referralCode: z.string(),
  message: z.string().nullable(),
  channel: z.string().nullable(),
  status: z.string(),
  commissionRatePercent: z.number().nullable(),
  reason: z.string().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: when.nullable(),
  createdAt: when,
});
export type ConsumerAffiliateRegistration = z.infer<typeof consumerAffiliateRegistrationRow>;

/**
 * A consumer's application to become an affiliate (customer/ConsumerAffiliateRegistration, spec
 * section 2: consumer-affiliate-registration-list with -edit/{id}). Consumers apply through the
 * store API; the distributor approves (with a commission rate) or rejects (with a reason) it with
 * PUT ApproveStatus/{id}. No create, update or delete from the back-office.
 */
export const consumerAffiliateRegistrationResource = defineResource({
  apiPath: 'customer/ConsumerAffiliateRegistration',
  labels: { singular: 'Affiliate Registration', plural: 'Affiliate Registrations' },
  route: '/setup/consumer-affiliate-registration',
  row: consumerAffiliateRegistrationRow,
  create: noBody,
  update: noBody,
  id: 'id',
  columns: [
    { key: 'createdAt', title: 'Applied At', kind: 'date', width: 130 },
    { key: 'consumerName', title: 'Consumer', width: 200 },
    { key: 'consumerEmail', title: 'Email', width: 240 },
    { key: 'referralCode', title: 'Referral Code', width: 130 },
    { key: 'channel', title: 'Channel', width: 220 },
    { key: 'status', title: 'Status', width: 110, options: AFFILIATE_REGISTRATION_STATUSES },
    { key: 'commissionRatePercent', title: 'Rate (%)', kind: 'number', width: 100 },
    { key: 'decidedAt', title: 'Decided At', kind: 'date', width: 130 },
  ],
  fields: [],
  filters: {
    consumerName: ['contains', 'eq', 'startsWith'],
    consumerEmail: ['contains', 'eq'],
    referralCode: ['eq'],
    channel: ['contains'],
    status: ['eq', 'in'],
    createdAt: ['gte', 'lte', 'between'],
  },
  sorts: ['createdAt', 'consumerName', 'status', 'decidedAt'],
  defaultSort: { column: 'createdAt', order: 'desc', then: 'consumerName' },
  scope: 'company',
  without: ['create', 'delete'],
  example: { company: 'DIST001', create: {}, update: {} },
});

import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import {
  messages,
  optionalId,
  optionalText,
  requiredAnyTldEmail,
  requiredText,
} from '../validation/validators.js';

export const CONSUMER_STATUSES = [
  { value: 'Active', label: 'Active' },
  { value: 'Inactive', label: 'Inactive' },
] as const;

/**
 * A country by its ISO code (the consumer's home country): two capitals here; the server checks the
 * code is a real one (the ISO list stays out of the web page's bundle).
 */
export const consumerCountry = () =>
  requiredText('Country').regex(/^[A-Z]{2}$/, {
    error: messages.invalidOption('Country'),
  });

const consumerFields = {
  email: requiredAnyTldEmail('Email').transform((v) => v.toLowerCase()),
  name: requiredText('Name', { max: 120 }),
  phone: optionalText('Phone', { max: 32 }),
  country: consumerCountry(),
  consumerGroupId: optionalId('Consumer Group'),
  status: z.enum(['Active', 'Inactive'], { error: messages.required('Status') }),
};

const consumerBody = z.object(consumerFields).strict();

const when = z.date().or(z.string());

export const consumerRow = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  country: z.string(),
  consumerGroupId: z.string().nullable(),
  consumerGroupName: z.string().nullable(),
  referralCode: z.string(),
  referredById: z.string().nullable(),
  referredByName: z.string().nullable(),
  status: z.string(),
  createdAt: when,
});
export type ConsumerRow = z.infer<typeof consumerRow>;

/**
 * The people who buy through a distributor's consumer apps (customer/Consumer, spec section 2:
 * consumer-list with consumer-edit/{id}). Consumers sign up through the store, so the back-office
 * has no create: it edits the profile, the group and the status. The referral code is made at
 * sign-up and the referrer is who gave theirs; neither is edited here.
 */
export const consumerResource = defineResource({
  apiPath: 'customer/Consumer',
  labels: { singular: 'Consumer', plural: 'Consumers' },
  route: '/setup/consumer',
  row: consumerRow,
  create: consumerBody,
  update: consumerBody,
  id: 'id',
  columns: [
    { key: 'name', title: 'Name', width: 200 },
    { key: 'email', title: 'Email', width: 240 },
    { key: 'phone', title: 'Phone', width: 150 },
    { key: 'country', title: 'Country', width: 90 },
    { key: 'consumerGroupName', title: 'Consumer Group', width: 150 },
    { key: 'referralCode', title: 'Referral Code', width: 130 },
    { key: 'referredByName', title: 'Referred By', width: 180 },
    { key: 'status', title: 'Status', width: 100 },
    { key: 'createdAt', title: 'Created At', kind: 'date', width: 130 },
  ],
  fields: [
    { key: 'name', label: 'Name' },
    { key: 'email', label: 'Email' },
    { key: 'phone', label: 'Phone' },
    {
      key: 'country',
      label: 'Country',
      input: 'select',
      options: { apiPath: 'product/Country/GetSelectList' },
    },
    {
      key: 'consumerGroupId',
      label: 'Consumer Group',
      input: 'select',
      options: { apiPath: 'customer/ConsumerGroups/GetSelectList' },
    },
    { key: 'status', label: 'Status', input: 'select', options: [...CONSUMER_STATUSES] },
  ],
  filters: {
    name: ['contains', 'eq', 'startsWith'],
    email: ['contains', 'eq'],
    phone: ['contains'],
    country: ['eq'],
    consumerGroupName: ['eq', 'contains'],
    referralCode: ['eq'],
    referredByName: ['contains'],
    status: ['eq'],
    createdAt: ['gte', 'lte', 'between'],
  },
  sorts: ['name', 'email', 'country', 'consumerGroupName', 'status', 'createdAt'],
  defaultSort: { column: 'createdAt', order: 'desc', then: 'name' },
  selectList: { value: 'id', label: 'name' },
  scope: 'company',
  without: ['create'],
  example: {
    company: 'DIST001',
    create: {
      email: 'aiko.tanaka@example.com',
      name: 'Aiko Tanaka',
      phone: '+81 90 1234 5678',
      country: 'JP',
      consumerGroupId: null,
      status: 'Active',
    },
    update: {
      email: 'aiko.tanaka.travels@example.com',
      name: 'Aiko Tanaka',
      phone: '+81 90 8765 4321',
      country: 'JP',
      consumerGroupId: '00000000-0000-4000-8000-000000000001',
      status: 'Inactive',
    },
  },
});

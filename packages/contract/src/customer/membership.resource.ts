import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import {
  decimalValue,
  integerValue,
  optionalText,
  requiredText,
} from '../validation/validators.js';

const membershipFields = {
  name: requiredText('Tier Name', { max: 50 }),
  level: integerValue('Level', { min: 1, max: 99 }),
  description: optionalText('Description', { max: 256 }),
  discountPercent: decimalValue('Discount (%)', { min: 0, max: 100, decimals: 2 }),
  freeTopUps: integerValue('Free Top-ups', { min: 0, max: 999 }),
  spendThreshold: decimalValue('Spend Threshold', { min: 0, max: 999_999_999, decimals: 2 }),
  periodDays: integerValue('Period (Days)', { min: 1, max: 3650 }),
  isActive: z.boolean().default(true),
};

/**
 * Membership tiers of a distributor's business customers (Silver, Gold, Platinum): the benefits
 * (a discount, free top-ups) and the rule that moves a customer up: paid purchases of at least
 * `spendThreshold` (the distributor's currency) within the last `periodDays` days. A higher
 * `level` is a better tier; the membership job only ever moves a customer up.
 */
export const membershipResource = defineResource({
  apiPath: 'customer/Memberships',
  labels: { singular: 'Membership', plural: 'Memberships' },
  route: '/setup/membership',
  row: z.object({
    id: z.string(),
    name: z.string(),
    level: z.number(),
    description: z.string().nullable(),
    discountPercent: z.number(),
    freeTopUps: z.number(),
    spendThreshold: z.number(),
    periodDays: z.number(),
    isActive: z.boolean(),
  }),
  create: z.object(membershipFields).strict(),
  update: z.object(membershipFields).strict(),
  id: 'id',
  columns: [
    { key: 'level', title: 'Level', kind: 'number', width: 90 },
    { key: 'name', title: 'Tier Name', width: 160 },
    { key: 'discountPercent', title: 'Discount (%)', kind: 'number', width: 130 },
    { key: 'freeTopUps', title: 'Free Top-ups', kind: 'number', width: 130 },
    { key: 'spendThreshold', title: 'Spend Threshold', kind: 'money', width: 160 },
    { key: 'periodDays', title: 'Period (Days)', kind: 'number', width: 130 },
    { key: 'isActive', title: 'Active', kind: 'boolean', width: 100 },
  ],
  fields: [
    { key: 'name', label: 'Tier Name' },
    { key: 'level', label: 'Level', input: 'number' },
    { key: 'description', label: 'Description', input: 'textarea' },
    { key: 'discountPercent', label: 'Discount (%)', input: 'number' },
    { key: 'freeTopUps', label: 'Free Top-ups', input: 'number' },
    { key: 'spendThreshold', label: 'Spend Threshold', input: 'number' },
    { key: 'periodDays', label: 'Period (Days)', input: 'number' },
    { key: 'isActive', label: 'Active', input: 'switch' },
  ],
  filters: {
    name: ['contains', 'eq', 'startsWith'],
    level: ['eq', 'gt', 'gte', 'lt', 'lte', 'between'],
    spendThreshold: ['eq', 'gt', 'gte', 'lt', 'lte', 'between'],
    isActive: ['eq'],
  },
  sorts: ['level', 'name', 'spendThreshold', 'discountPercent'],
  defaultSort: { column: 'level', order: 'asc' },
  selectList: { value: 'id', label: 'name' },
  scope: 'company',
  example: {
    create: {
      name: 'Diamond',
      level: 9,
      description: 'Top resellers',
      discountPercent: 12,
      freeTopUps: 10,
      spendThreshold: 100000,
      periodDays: 365,
      isActive: true,
    },
    update: {
      name: 'Diamond',
      level: 9,
      description: 'Top resellers of the year',
      discountPercent: 12.5,
      freeTopUps: 12,
      spendThreshold: 120000,
      periodDays: 365,
      isActive: true,
    },
  },
});

import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { CODE_MESSAGE, CODE_PATTERN } from '../validation/code.js';
import { integerValue, optionalText, requiredText } from '../validation/validators.js';

const paymentTermFields = {
  termCode: requiredText('Term Code', { max: 16 }).regex(CODE_PATTERN, {
    error: CODE_MESSAGE('Term Code'),
  }),
  description: optionalText('Description', { max: 256 }),
  dueDays: integerValue('Due Days', { min: 0, max: 365 }),
  isActive: z.boolean().default(true),
};

/**
 * Payment terms a company offers its buyers (COD, NET30 ...): an invoice is due `dueDays` after
 * it is issued. The worked example of docs/adding-a-resource.md: a plain resource on the engine.
 */
export const paymentTermResource = defineResource({
  apiPath: 'payment/PaymentTerms',
  labels: { singular: 'Payment Term', plural: 'Payment Terms' },
  route: '/setup/payment-term',
  row: z.object({
    id: z.string(),
    termCode: z.string(),
    description: z.string().nullable(),
    dueDays: z.number(),
    isActive: z.boolean(),
  }),
  create: z.object(paymentTermFields).strict(),
  update: z.object(paymentTermFields).strict(),
  id: 'id',
  columns: [
    { key: 'termCode', title: 'Term Code', width: 140 },
    { key: 'description', title: 'Description' },
    { key: 'dueDays', title: 'Due Days', kind: 'number', width: 120 },
    { key: 'isActive', title: 'Active', kind: 'boolean', width: 100 },
  ],
  fields: [
    { key: 'termCode', label: 'Term Code' },
    { key: 'description', label: 'Description' },
    { key: 'dueDays', label: 'Due Days', input: 'number' },
    { key: 'isActive', label: 'Active', input: 'switch' },
  ],
  filters: {
    termCode: ['contains', 'eq', 'startsWith'],
    description: ['contains'],
    dueDays: ['eq', 'gt', 'gte', 'lt', 'lte', 'between'],
    isActive: ['eq'],
  },
  sorts: ['termCode', 'description', 'dueDays'],
  defaultSort: { column: 'dueDays', order: 'asc' },
  selectList: { value: 'id', label: 'termCode' },
  scope: 'company',
  example: {
    create: { termCode: 'NET45', description: 'Net 45 days', dueDays: 45, isActive: true },
    update: {
      termCode: 'NET45',
      description: 'Net 45 days (extended)',
      dueDays: 45,
      isActive: false,
    },
  },
});

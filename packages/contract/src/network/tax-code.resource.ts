import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { decimalValue, optionalText, requiredText } from '../validation/validators.js';

import { CODE_MESSAGE, CODE_PATTERN } from '../validation/code.js';

export { CODE_MESSAGE, CODE_PATTERN };

const taxCodeFields = {
  taxCode: requiredText('Tax Code', { max: 16 }).regex(CODE_PATTERN, {
    error: CODE_MESSAGE('Tax Code'),
  }),
  description: optionalText('Description', { max: 256 }),
  ratePercent: decimalValue('Rate (%)', { min: 0, max: 100, decimals: 2 }),
  isActive: z.boolean().default(true),
};

/** Tax codes of the working company (SST 6%, GST 9% ...); a rate is a percentage, two decimals. */
export const taxCodeResource = defineResource({
  apiPath: 'network/TaxCodes',
  labels: { singular: 'Tax Code', plural: 'Tax Codes' },
  route: '/general/tax-code',
  row: z.object({
    id: z.string(),
    taxCode: z.string(),
    description: z.string().nullable(),
    ratePercent: z.number(),
    isActive: z.boolean(),
  }),
  create: z.object(taxCodeFields).strict(),
  update: z.object(taxCodeFields).strict(),
  id: 'id',
  columns: [
    { key: 'taxCode', title: 'Tax Code', width: 140 },
    { key: 'description', title: 'Description' },
    { key: 'ratePercent', title: 'Rate (%)', kind: 'number', width: 110 },
    { key: 'isActive', title: 'Active', kind: 'boolean', width: 100 },
  ],
  fields: [
    { key: 'taxCode', label: 'Tax Code' },
    { key: 'description', label: 'Description' },
    { key: 'ratePercent', label: 'Rate (%)', input: 'number' },
    { key: 'isActive', label: 'Active', input: 'switch' },
  ],
  filters: {
    taxCode: ['contains', 'eq', 'startsWith'],
    description: ['contains'],
    ratePercent: ['eq', 'gt', 'gte', 'lt', 'lte', 'between'],
    isActive: ['eq'],
  },
  sorts: ['taxCode', 'ratePercent', 'description'],
  defaultSort: { column: 'taxCode', order: 'asc' },
  selectList: { value: 'id', label: 'taxCode' },
  scope: 'company',
  example: {
    create: { taxCode: 'TEST-7', description: 'Test tax 7%', ratePercent: 7, isActive: true },
    update: {
      taxCode: 'TEST-7',
      description: 'Test tax 7.25%',
      ratePercent: 7.25,
      isActive: false,
    },
  },
});

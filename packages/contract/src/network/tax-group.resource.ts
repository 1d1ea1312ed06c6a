import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { optionalText, requiredId, requiredText } from '../validation/validators.js';
import { CODE_MESSAGE, CODE_PATTERN } from './tax-code.resource.js';

const taxGroupFields = {
  taxGroupCode: requiredText('Tax Group Code', { max: 16 }).regex(CODE_PATTERN, {
    error: CODE_MESSAGE('Tax Group Code'),
  }),
  description: optionalText('Description', { max: 256 }),
  taxCodeId: requiredId('Tax Code'),
};

/** Tax groups of the working company: which tax code a kind of customer pays. */
export const taxGroupResource = defineResource({
  apiPath: 'network/TaxGroups',
  labels: { singular: 'Tax Group', plural: 'Tax Groups' },
  route: '/general/tax-group',
  row: z.object({
    id: z.string(),
    taxGroupCode: z.string(),
    description: z.string().nullable(),
    taxCodeId: z.string(),
  }),
  create: z.object(taxGroupFields).strict(),
  update: z.object(taxGroupFields).strict(),
  id: 'id',
  columns: [
    { key: 'taxGroupCode', title: 'Tax Group', width: 160 },
    { key: 'description', title: 'Description' },
  ],
  fields: [
    { key: 'taxGroupCode', label: 'Tax Group Code' },
    { key: 'description', label: 'Description' },
    {
      key: 'taxCodeId',
      label: 'Tax Code',
      input: 'select',
      options: { apiPath: 'network/TaxCodes/GetSelectList' },
    },
  ],
  filters: {
    taxGroupCode: ['contains', 'eq', 'startsWith'],
    description: ['contains'],
    taxCodeId: ['eq', 'in'],
  },
  sorts: ['taxGroupCode', 'description'],
  defaultSort: { column: 'taxGroupCode', order: 'asc' },
  selectList: { value: 'id', label: 'taxGroupCode' },
  scope: 'company',
  example: {
    // The contract test swaps a reference for the first option of its field's select list.
    create: {
      taxGroupCode: 'TEST-GRP',
      description: 'Test group',
      taxCodeId: '00000000-0000-4000-8000-000000000000',
    },
    update: {
      taxGroupCode: 'TEST-GRP',
      description: 'Test group (renamed)',
      taxCodeId: '00000000-0000-4000-8000-000000000000',
    },
  },
});

/** GET network/TaxGroups/GetTaxPerItem: the tax of one item at a net price. */
const optionalRef = z.string().trim().max(64).optional();
export const taxPerItemQuery = z
  .object({
    productId: optionalRef,
    variantId: optionalRef,
    customerId: optionalRef,
    customerTaxGroupId: optionalRef,
    netPrice: z.coerce
      .number({ error: 'Net Price is required' })
      .min(0, { error: 'Net Price should have minimum value of 0' })
      .max(99_999_999.99, { error: 'Net Price should have maximum value of 99999999.99' })
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-7, {
        error: 'Net Price should have maximum of 2 decimal places',
      }),
  })
  .strict();
export type TaxPerItemQuery = z.infer<typeof taxPerItemQuery>;

export const taxPerItemSchema = z.object({
  taxCode: z.string().nullable(),
  ratePercent: z.number(),
  taxAmount: z.number(),
  netPrice: z.number(),
  grossPrice: z.number(),
});
export type TaxPerItem = z.infer<typeof taxPerItemSchema>;

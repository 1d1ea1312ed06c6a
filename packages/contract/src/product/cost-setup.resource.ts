import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { decimalValue, optionalText, requiredId, requiredText } from '../validation/validators.js';
import { activeFlag, requiredDate } from './setup-fields.js';

const fields = {
  costTypeId: requiredId('Cost Type'),
  /** The variant the cost is of; its product is taken from it. */
  variantId: requiredId('Variant'),
  currency: requiredText('Currency', { max: 3 }),
  amount: decimalValue('Amount', { min: 0, max: 1_000_000 }),
  /** The cost applies from this day until a later setup of the same type and currency. */
  effectiveDate: requiredDate('Effective Date'),
  remarks: optionalText('Remarks', { max: 256 }),
  isActive: activeFlag(),
};

/**
 * What a variant costs the company, by cost type and currency, from an effective date (spec
 * section 7, product/CostSetup). A variant's cost in a currency is the sum over its cost types of
 * the latest active setup effective today; the product detail sets it against each price.
 */
export const costSetupResource = defineResource({
  apiPath: 'product/CostSetup',
  labels: { singular: 'Cost Setup', plural: 'Cost Setups' },
  route: '/setup/cost-setup',
  row: z.object({
    id: z.string(),
    costTypeId: z.string(),
    productId: z.string(),
    variantId: z.string(),
    currency: z.string(),
    amount: z.number(),
    effectiveDate: z.string(),
    remarks: z.string().nullable(),
    isActive: z.boolean(),
  }),
  create: z.object(fields).strict(),
  update: z.object(fields).strict(),
  id: 'id',
  columns: [
    { key: 'effectiveDate', title: 'Effective Date', kind: 'date', width: 150 },
    { key: 'currency', title: 'Currency', width: 100 },
    { key: 'amount', title: 'Amount', kind: 'money', width: 130 },
    { key: 'remarks', title: 'Remarks' },
    { key: 'isActive', title: 'Active', kind: 'boolean', width: 90 },
  ],
  fields: [
    {
      key: 'costTypeId',
      label: 'Cost Type',
      input: 'select',
      options: { apiPath: 'product/CostTypeSetup/GetSelectList' },
    },
    {
      key: 'variantId',
      label: 'Variant',
      input: 'select',
      options: { apiPath: 'product/ProductVariant/GetSelectList' },
    },
    {
      key: 'currency',
      label: 'Currency',
      input: 'select',
      options: { apiPath: 'network/Currency/GetSelectList' },
    },
    { key: 'amount', label: 'Amount', input: 'number' },
    { key: 'effectiveDate', label: 'Effective Date', input: 'date' },
    { key: 'remarks', label: 'Remarks' },
    { key: 'isActive', label: 'Active', input: 'switch' },
  ],
  filters: {
    costTypeId: ['eq'],
    productId: ['eq'],
    variantId: ['eq'],
    currency: ['eq'],
    effectiveDate: ['eq', 'gte', 'lte', 'between'],
    remarks: ['contains'],
    isActive: ['eq'],
  },
  sorts: ['effectiveDate', 'currency', 'amount'],
  defaultSort: { column: 'effectiveDate', order: 'desc' },
  scope: 'company',
  example: {
    create: {
      costTypeId: '00000000-0000-4000-8000-000000000000',
      variantId: '00000000-0000-4000-8000-000000000000',
      currency: 'MYR',
      amount: 12.5,
      effectiveDate: '2030-01-01',
      remarks: 'Provider price list 2030',
      isActive: true,
    },
    update: {
      costTypeId: '00000000-0000-4000-8000-000000000000',
      variantId: '00000000-0000-4000-8000-000000000000',
      currency: 'MYR',
      amount: 13.75,
      effectiveDate: '2030-02-01',
      remarks: null,
      isActive: false,
    },
  },
});

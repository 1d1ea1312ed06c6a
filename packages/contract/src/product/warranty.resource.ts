import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { integerValue, optionalId, requiredId, requiredText } from '../validation/validators.js';
import { activeFlag, setupCode, textFilter } from './setup-fields.js';

const fields = {
  warrantyCode: setupCode('Warranty Code'),
  warrantyTypeId: requiredId('Warranty Type'),
  /** None: every plan the company sells; a product: its plans; with a variant: that one. */
  productId: optionalId('Product'),
  variantId: optionalId('Variant'),
  /** Days after the sale the terms hold (0: no limit stated). */
  periodDays: integerValue('Period (Days)', { min: 0, max: 3650 }),
  /** What the customer reads on the invoice, e.g. "Full refund if not activated within 30 days". */
  terms: requiredText('Terms', { max: 1000 }),
  isActive: activeFlag(),
};

const warrantyBody = z
  .object(fields)
  .strict()
  .superRefine((w, ctx) => {
    if (w.variantId && !w.productId) {
      ctx.addIssue({
        code: 'custom',
        path: ['variantId'],
        message: 'Choose the product of the variant',
      });
    }
  });

/**
 * The refund and replacement terms of what a company sells (spec section 7, product/Warranty): for
 * every plan, a product or one variant. The invoice PDF prints the terms of the lines it bills (the
 * most specific active warranty of each type: variant, then product, then every plan).
 */
export const warrantyResource = defineResource({
  apiPath: 'product/Warranty',
  labels: { singular: 'Warranty', plural: 'Warranties' },
  route: '/setup/warranty',
  row: z.object({
    id: z.string(),
    warrantyCode: z.string(),
    warrantyTypeId: z.string(),
    productId: z.string().nullable(),
    variantId: z.string().nullable(),
    periodDays: z.number(),
    terms: z.string(),
    isActive: z.boolean(),
  }),
  create: warrantyBody,
  update: warrantyBody,
  id: 'id',
  columns: [
    { key: 'warrantyCode', title: 'Warranty Code', width: 180 },
    { key: 'terms', title: 'Terms' },
    { key: 'periodDays', title: 'Period (Days)', kind: 'number', width: 130 },
    { key: 'isActive', title: 'Active', kind: 'boolean', width: 90 },
  ],
  fields: [
    { key: 'warrantyCode', label: 'Warranty Code', readOnlyOnEdit: true },
    {
      key: 'warrantyTypeId',
      label: 'Warranty Type',
      input: 'select',
      options: { apiPath: 'product/WarrantyType/GetSelectList' },
    },
    {
      key: 'productId',
      label: 'Product',
      input: 'select',
      options: { apiPath: 'product/Product/GetSelectList' },
    },
    { key: 'variantId', label: 'Variant', input: 'select' },
    { key: 'periodDays', label: 'Period (Days)', input: 'number' },
    { key: 'terms', label: 'Terms', input: 'textarea' },
    { key: 'isActive', label: 'Active', input: 'switch' },
  ],
  filters: {
    warrantyCode: textFilter,
    warrantyTypeId: ['eq'],
    productId: ['eq'],
    terms: ['contains'],
    isActive: ['eq'],
  },
  sorts: ['warrantyCode', 'periodDays'],
  defaultSort: { column: 'warrantyCode', order: 'asc' },
  selectList: { value: 'id', label: 'warrantyCode' },
  scope: 'company',
  example: {
    create: {
      warrantyCode: 'TEST-REPLACE-7',
      warrantyTypeId: '00000000-0000-4000-8000-000000000000',
      productId: null,
      variantId: null,
      periodDays: 7,
      terms: 'A QR code that fails to install is replaced within 7 days',
      isActive: true,
    },
    update: {
      warrantyCode: 'TEST-REPLACE-7',
      warrantyTypeId: '00000000-0000-4000-8000-000000000000',
      productId: null,
      variantId: null,
      periodDays: 14,
      terms: 'A QR code that fails to install is replaced within 14 days',
      isActive: false,
    },
  },
});

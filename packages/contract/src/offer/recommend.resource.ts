import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { optionalText, requiredId } from '../validation/validators.js';
import { sortOrderField } from './offer-fields.js';

const recommendFields = {
  /** The plan a buyer looks at. */
  productId: requiredId('Product'),
  /** The plan recommended beside it. */
  recommendedProductId: requiredId('Recommended Product'),
  reason: optionalText('Reason', { max: 256 }),
  sortOrder: sortOrderField.default(0),
  isActive: z.boolean().default(true),
};

const recommendBody = z
  .object(recommendFields)
  .strict()
  .superRefine((r, ctx) => {
    if (r.productId && r.productId === r.recommendedProductId) {
      ctx.addIssue({
        code: 'custom',
        path: ['recommendedProductId'],
        message: 'A product cannot recommend itself',
      });
    }
  });

/**
 * Recommendations (product/Recommend, the 'master' variant of spec section 7: POST SearchMaster,
 * GET {id}, POST, PUT Update/{id}, DELETE {id}): the plans shown beside a plan on the catalogue
 * (a regional plan beside a country plan, a longer plan beside a short one ...), in sort order.
 */
export const recommendResource = defineResource({
  apiPath: 'product/Recommend',
  pattern: 'master',
  labels: { singular: 'Recommendation', plural: 'Recommendations' },
  route: '/setup/recommend',
  row: z.object({
    id: z.string(),
    productId: z.string(),
    productName: z.string(),
    recommendedProductId: z.string(),
    recommendedProductName: z.string(),
    reason: z.string().nullable(),
    sortOrder: z.number(),
    isActive: z.boolean(),
  }),
  create: recommendBody,
  update: recommendBody,
  id: 'id',
  columns: [
    { key: 'productName', title: 'Product' },
    { key: 'recommendedProductName', title: 'Recommended Product' },
    { key: 'reason', title: 'Reason' },
    { key: 'sortOrder', title: 'Sort Order', kind: 'number', width: 120 },
    { key: 'isActive', title: 'Active', kind: 'boolean', width: 90 },
  ],
  fields: [
    {
      key: 'productId',
      label: 'Product',
      input: 'select',
      options: { apiPath: 'product/Product/GetSelectList' },
    },
    {
      key: 'recommendedProductId',
      label: 'Recommended Product',
      input: 'select',
      options: { apiPath: 'product/Product/GetSelectList' },
    },
    { key: 'reason', label: 'Reason' },
    { key: 'sortOrder', label: 'Sort Order', input: 'number' },
    { key: 'isActive', label: 'Active', input: 'switch' },
  ],
  filters: {
    productName: ['contains', 'startsWith'],
    recommendedProductName: ['contains', 'startsWith'],
    productId: ['eq'],
    isActive: ['eq'],
  },
  sorts: ['productName', 'recommendedProductName', 'sortOrder'],
  defaultSort: { column: 'productName', order: 'asc' },
  scope: 'company',
  example: {
    create: {
      productId: '00000000-0000-4000-8000-000000000000',
      recommendedProductId: '00000000-0000-4000-8000-000000000001',
      reason: 'Travelling on? One plan for the region',
      sortOrder: 1,
      isActive: true,
    },
    update: {
      productId: '00000000-0000-4000-8000-000000000000',
      recommendedProductId: '00000000-0000-4000-8000-000000000001',
      reason: null,
      sortOrder: 2,
      isActive: false,
    },
  },
});

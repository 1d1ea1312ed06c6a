import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { REGIONS } from '../product/regions.js';
import { requiredId } from '../validation/validators.js';
import { sortOrderField } from './offer-fields.js';

const COUNTRY = /^[A-Z]{2}$/;

const bestSellingFields = {
  productId: requiredId('Product'),
  /** The market the plan is a top plan in: a country, a region, or neither (every market). */
  countryCode: z
    .union([z.literal(''), z.string().regex(COUNTRY, { error: 'Country is invalid' })], {
      error: 'Country is invalid',
    })
    .nullish()
    .transform((v) => v || null),
  region: z
    .union([z.literal(''), z.enum(REGIONS, { error: 'Region is invalid' })], {
      error: 'Region is invalid',
    })
    .nullish()
    .transform((v) => v || null),
  sortOrder: sortOrderField,
  isActive: z.boolean().default(true),
};

const bestSellingBody = z
  .object(bestSellingFields)
  .strict()
  .superRefine((b, ctx) => {
    if (b.countryCode && b.region) {
      ctx.addIssue({
        code: 'custom',
        path: ['region'],
        message: 'Choose a country or a region, not both',
      });
    }
  });

/**
 * Top plans (product/BestSelling, "Top Plan"): the distributor's ordered plans per market, shown
 * on /catalog before any search. A buyer sees the plans of its own country first, then of its
 * region, then those for every market, each in sort order (see catalogTopPlansSql).
 */
export const bestSellingResource = defineResource({
  apiPath: 'product/BestSelling',
  labels: { singular: 'Top Plan', plural: 'Top Plans' },
  route: '/setup/best-selling',
  row: z.object({
    id: z.string(),
    productId: z.string(),
    /** The product's name when the line was saved (the list shows it). */
    productName: z.string(),
    countryCode: z.string().nullable(),
    region: z.string().nullable(),
    sortOrder: z.number(),
    isActive: z.boolean(),
  }),
  create: bestSellingBody,
  update: bestSellingBody,
  id: 'id',
  columns: [
    { key: 'sortOrder', title: 'Sort Order', kind: 'number', width: 120 },
    { key: 'productName', title: 'Plan' },
    { key: 'countryCode', title: 'Country', width: 110 },
    { key: 'region', title: 'Region', width: 130 },
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
      key: 'countryCode',
      label: 'Country',
      input: 'select',
      options: { apiPath: 'product/Country/GetSelectList' },
    },
    {
      key: 'region',
      label: 'Region',
      input: 'select',
      options: REGIONS.map((r) => ({ label: r, value: r })),
    },
    { key: 'sortOrder', label: 'Sort Order', input: 'number' },
    { key: 'isActive', label: 'Active', input: 'switch' },
  ],
  filters: {
    productName: ['contains', 'startsWith'],
    productId: ['eq'],
    countryCode: ['eq'],
    region: ['eq'],
    sortOrder: ['eq', 'gt', 'lt', 'between'],
    isActive: ['eq'],
  },
  sorts: ['sortOrder', 'productName', 'countryCode', 'region'],
  defaultSort: { column: 'sortOrder', order: 'asc' },
  scope: 'company',
  example: {
    create: {
      productId: '00000000-0000-4000-8000-000000000000',
      countryCode: 'JP',
      region: null,
      sortOrder: 1,
      isActive: true,
    },
    update: {
      productId: '00000000-0000-4000-8000-000000000000',
      countryCode: null,
      region: 'Asia',
      sortOrder: 2,
      isActive: false,
    },
  },
});

/** POST product/BestSelling/SearchTopPlans: the catalogue's first page, before any search. */
export const topPlansRequestSchema = z
  .object({
    pageIndex: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(128).default(12),
    distributorEntityCode: z.string().trim().min(1, { error: 'Distributor is required' }).max(32),
  })
  .strict();
export type TopPlansRequest = z.input<typeof topPlansRequestSchema>;

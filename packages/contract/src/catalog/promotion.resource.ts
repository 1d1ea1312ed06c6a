import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { CODE_MESSAGE, CODE_PATTERN } from '../validation/code.js';
import { optionalDateTime } from '../validation/date-time.js';
import { optionalId, optionalText, requiredText } from '../validation/validators.js';

export { optionalDateTime };

const promotionFields = {
  promotionCode: requiredText('Promotion Code', { max: 32 }).regex(CODE_PATTERN, {
    error: CODE_MESSAGE('Promotion Code'),
  }),
  title: requiredText('Title', { max: 256 }),
  description: optionalText('Description', { max: 512 }),
  /** None: the whole catalogue. */
  productId: optionalId('Product'),
  /** Only with a product: one of its variants. */
  variantId: optionalId('Variant'),
  startsAt: optionalDateTime('Start Date'),
  endsAt: optionalDateTime('End Date', { endOfDay: true }),
  isActive: z.boolean().default(true),
};

const promotionBody = z
  .object(promotionFields)
  .strict()
  .superRefine((p, ctx) => {
    if (p.variantId && !p.productId) {
      ctx.addIssue({
        code: 'custom',
        path: ['variantId'],
        message: 'Choose the product of the variant',
      });
    }
    if (p.startsAt && p.endsAt && p.endsAt < p.startsAt) {
      ctx.addIssue({
        code: 'custom',
        path: ['endsAt'],
        message: 'End Date should not be before Start Date',
      });
    }
  });

const when = z.date().or(z.string());

/**
 * The working distributor's promotions (spec section 7, product/Promotion, on the 'master'
 * pattern: POST SearchMaster, GET {id}, POST, PUT Update/{id}, DELETE {id}): promotion lines
 * under a cart line, on one product (and optionally one variant) or the whole catalogue.
 */
export const promotionResource = defineResource({
  apiPath: 'product/Promotion',
  pattern: 'master',
  labels: { singular: 'Promotion', plural: 'Promotions' },
  route: '/setup/promotion',
  row: z.object({
    id: z.string(),
    promotionCode: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    productId: z.string().nullable(),
    variantId: z.string().nullable(),
    startsAt: when.nullable(),
    endsAt: when.nullable(),
    isActive: z.boolean(),
  }),
  create: promotionBody,
  update: promotionBody,
  id: 'id',
  columns: [
    { key: 'promotionCode', title: 'Promotion Code', width: 170 },
    { key: 'title', title: 'Title' },
    { key: 'startsAt', title: 'Start Date', kind: 'date', width: 180 },
    { key: 'endsAt', title: 'End Date', kind: 'date', width: 180 },
    { key: 'isActive', title: 'Active', kind: 'boolean', width: 90 },
  ],
  fields: [
    { key: 'promotionCode', label: 'Promotion Code', readOnlyOnEdit: true },
    { key: 'title', label: 'Title' },
    { key: 'description', label: 'Description', input: 'textarea' },
    {
      key: 'productId',
      label: 'Product',
      input: 'select',
      options: { apiPath: 'product/Product/GetSelectList' },
    },
    { key: 'variantId', label: 'Variant', input: 'select' },
    { key: 'startsAt', label: 'Start Date', input: 'date' },
    { key: 'endsAt', label: 'End Date', input: 'date' },
    { key: 'isActive', label: 'Active', input: 'switch' },
  ],
  filters: {
    promotionCode: ['contains', 'eq', 'startsWith'],
    title: ['contains', 'startsWith'],
    productId: ['eq'],
    isActive: ['eq'],
    startsAt: ['gte', 'lte', 'between'],
    endsAt: ['gte', 'lte', 'between'],
  },
  sorts: ['promotionCode', 'title', 'startsAt', 'endsAt'],
  defaultSort: { column: 'promotionCode', order: 'asc' },
  selectList: { value: 'id', label: 'title' },
  scope: 'company',
  example: {
    create: {
      promotionCode: 'TEST-PROMO',
      title: 'Free 1 GB on every plan',
      description: 'Until the end of the year',
      productId: null,
      variantId: null,
      startsAt: '2026-01-01T00:00:00.000Z',
      endsAt: '2026-12-31T23:59:59.999Z',
      isActive: true,
    },
    update: {
      promotionCode: 'TEST-PROMO',
      title: 'Free 2 GB on every plan',
      description: null,
      productId: null,
      variantId: null,
      startsAt: null,
      endsAt: null,
      isActive: false,
    },
  },
});

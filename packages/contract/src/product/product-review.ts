import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';

/** Product reviews (spec section 7, "Product and plan"): read-only for the back-office. */
export const ProductReviewPath = {
  search: 'product/ProductReview/Search',
  /** GET {detail}/{id} */
  detail: 'product/ProductReview',
} as const;

const when = z.date().or(z.string());

export const productReviewRowSchema = z.object({
  id: z.string(),
  /** The distributor that sold what was reviewed. */
  entityCode: z.string(),
  productId: z.string(),
  productName: z.string(),
  variantId: z.string().nullable(),
  variantName: z.string().nullable(),
  reviewerName: z.string(),
  reviewerEmail: z.string().nullable(),
  rating: z.number(),
  title: z.string().nullable(),
  createdAt: when,
});
export type ProductReviewRow = z.infer<typeof productReviewRowSchema>;

export const productReviewDetailSchema = productReviewRowSchema.extend({
  productCode: z.string(),
  sellerName: z.string(),
  comment: z.string().nullable(),
});
export type ProductReviewDetail = z.infer<typeof productReviewDetailSchema>;

/**
 * The review list: a distributor sees the reviews of what it sold, platform staff every review,
 * anyone else none. productName is filtered through the product (not a column of the review).
 */
export const productReviewList = defineResource({
  apiPath: 'product/ProductReview',
  labels: { singular: 'Product Review', plural: 'Product Reviews' },
  route: '/setup/product-review',
  row: productReviewRowSchema,
  create: z.object({}).strict(),
  update: z.object({}).strict(),
  id: 'id',
  columns: [
    { key: 'createdAt', title: 'Date', kind: 'date', width: 180 },
    { key: 'productName', title: 'Product' },
    { key: 'rating', title: 'Rating', kind: 'rating', width: 150 },
    { key: 'title', title: 'Title' },
    { key: 'reviewerName', title: 'Reviewer', width: 180 },
    { key: 'entityCode', title: 'Seller', width: 110 },
  ],
  fields: [],
  filters: {
    productId: ['eq'],
    productName: ['contains', 'eq'],
    rating: ['eq', 'in', 'gte', 'lte', 'between'],
    createdAt: ['gte', 'lte', 'between'],
    reviewerName: ['contains', 'eq'],
    reviewerEmail: ['contains', 'eq'],
    title: ['contains'],
    entityCode: ['eq'],
  },
  sorts: ['createdAt', 'rating', 'reviewerName'],
  defaultSort: { column: 'createdAt', order: 'desc' },
  scope: 'company',
  rowClick: 'detail',
  without: ['create', 'delete'],
  example: { create: {}, update: {} },
});

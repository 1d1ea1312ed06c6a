import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { productReviewList } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { currentCompany, isPlatformUser } from '../../platform/http/security.js';
import { companies, productReviews, products, productVariants } from '../../db/schema/index.js';
import type { ListSpec } from '../../crud/list-search.js';

const columns = {
  id: productReviews.id,
  entityCode: productReviews.entityCode,
  productId: productReviews.productId,
  productName: products.productName,
  variantId: productReviews.variantId,
  variantName: productVariants.variantName,
  reviewerName: productReviews.reviewerName,
  reviewerEmail: productReviews.reviewerEmail,
  rating: productReviews.rating,
  title: productReviews.title,
  createdAt: productReviews.createdAt,
};

const withProduct = (query: PgSelect) =>
  query
    .innerJoin(products, eq(products.id, productReviews.productId))
    .leftJoin(productVariants, eq(productVariants.id, productReviews.variantId));

/** The review list: the contract's filters and sorts over the review with its product. */
export const reviewListSpec: ListSpec = {
  columns,
  filters: productReviewList.filters as ListSpec['filters'],
  sorts: productReviewList.sorts,
  defaultSort: productReviewList.defaultSort,
  money: [],
  join: withProduct,
};

/**
 * Whose reviews the caller reads: platform staff every review, a distributor those of what it
 * sold, any other company none.
 */
export function reviewScope(request: FastifyRequest): SQL | undefined {
  if (isPlatformUser(request)) return undefined;
  const company = currentCompany(request);
  if (company.companyType === 'distributor') {
    return eq(productReviews.entityCode, company.entityCode);
  }
  return sql`false`;
}

/** One review with its product, variant and seller, inside the caller's scope. */
export async function findReview(db: Tx, id: string, scope: SQL | undefined) {
  const [row] = await db
    .select({
      ...columns,
      productCode: products.productCode,
      sellerName: companies.companyName,
      comment: productReviews.comment,
    })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .leftJoin(productVariants, eq(productVariants.id, productReviews.variantId))
    .innerJoin(companies, eq(companies.entityCode, productReviews.entityCode))
    .where(and(eq(productReviews.id, id), scope));
  return row;
}

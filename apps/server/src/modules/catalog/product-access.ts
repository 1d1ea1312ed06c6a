import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AuthCompany } from '../../platform/auth/context.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { companies, productPrices, products, productVariants } from '../../db/schema/index.js';

/**
 * Products the working company reads: its own, and the platform's catalogue (which distributors
 * price and stock). Only the owner changes a product or its variants.
 */
export function readableProducts(company: AuthCompany): SQL {
  return or(
    eq(products.entityCode, company.entityCode),
    sql`${products.entityCode} in (select c.entity_code from companies c
      where c.company_type = 'platform')`,
  )!;
}

export interface ProductRef {
  id: string;
  entityCode: string;
  currency: string;
  isOwner: boolean;
}

/**
 * A product the working company reads (404 otherwise); with `write`, one it owns (a readable
 * product of another company, the platform's, is 403: it may be priced, not changed).
 */
export async function requireProduct(
  db: Tx,
  company: AuthCompany,
  productId: string,
  options: { write?: boolean } = {},
): Promise<ProductRef> {
  if (!isUuid(productId)) throw AppError.notFound('Product');
  const [row] = await db
    .select({ id: products.id, entityCode: products.entityCode, currency: products.currency })
    .from(products)
    .where(and(eq(products.id, productId), readableProducts(company)));
  if (!row) throw AppError.notFound('Product');
  const isOwner = row.entityCode === company.entityCode;
  if (options.write && !isOwner) {
    throw AppError.forbidden('Only the company that owns this product can change its variants');
  }
  return { ...row, isOwner };
}

/**
 * The distributor whose prices a call reads or writes: a distributor its own, the platform any
 * distributor; anything else is 404.
 */
export async function requirePricingDistributor(
  db: Tx,
  company: AuthCompany,
  entityCode: string,
): Promise<{ entityCode: string; currency: string }> {
  const allowed =
    company.companyType === 'platform' ||
    (company.companyType === 'distributor' && company.entityCode === entityCode);
  const [row] = allowed
    ? await db
        .select({ entityCode: companies.entityCode, currency: companies.defaultCurrency })
        .from(companies)
        .where(and(eq(companies.entityCode, entityCode), eq(companies.companyType, 'distributor')))
    : [];
  if (!row) throw AppError.notFound('Distributor');
  return { entityCode: row.entityCode, currency: row.currency ?? 'MYR' };
}

/** Variants the working company may hold stock of: those it sells (the platform: every one). */
export async function stockableVariants(db: Tx, company: AuthCompany) {
  const base = db
    .select({
      variantId: productVariants.id,
      variantCode: productVariants.variantCode,
      variantName: productVariants.variantName,
      productId: productVariants.productId,
      productCode: products.productCode,
      productName: products.productName,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId));
  const rows =
    company.companyType === 'platform'
      ? await base.orderBy(asc(productVariants.variantCode)).limit(10_000)
      : await base
          .innerJoin(
            productPrices,
            and(
              eq(productPrices.variantId, productVariants.id),
              eq(productPrices.entityCode, company.entityCode),
            ),
          )
          .orderBy(asc(productVariants.variantCode))
          .limit(10_000);
  return rows;
}

/** Whether the working company may hold stock of a variant (the rule of stockableVariants). */
export function stockableCondition(company: AuthCompany): SQL {
  if (company.companyType === 'platform') return sql`true`;
  return sql`exists (select 1 from product_prices pp where pp.variant_id = ${productVariants.id}
    and pp.entity_code = ${company.entityCode})`;
}

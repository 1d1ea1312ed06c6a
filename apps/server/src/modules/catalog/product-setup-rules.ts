import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { CATEGORY_MESSAGES, messages } from '@wander/contract';
import type { AuthCompany } from '../../platform/auth/context.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import {
  brands,
  currencies,
  dimensions,
  locations,
  locSortingHeaders,
  productCategories,
  products,
  productTypes,
  productVariants,
} from '../../db/schema/index.js';
import { readableProducts, stockableCondition } from './product-access.js';

type Body = Record<string, unknown>;

const refuse = (field: string, message: string): never => {
  throw AppError.validation({ [field]: [message] });
};

/**
 * A select field naming a row of the working company's own list (its type, cost type ...), or with
 * `platformToo` also of the platform's: a row of another company, or none, is '<Label> is not a
 * valid option'.
 */
export async function requireOwnRow(
  db: Tx,
  company: AuthCompany,
  ref: { table: PgTable; id: PgColumn; entityCode: PgColumn },
  field: string,
  label: string,
  value: unknown,
  platformToo = false,
) {
  if (typeof value !== 'string' || !value) return;
  const owner = platformToo
    ? or(
        eq(ref.entityCode, company.entityCode),
        sql`${ref.entityCode} in (select c.entity_code from companies c where c.company_type = 'platform')`,
      )
    : eq(ref.entityCode, company.entityCode);
  const [row] = await db
    .select({ id: ref.id })
    .from(ref.table)
    .where(and(eq(ref.id, value), owner));
  if (!row) refuse(field, messages.invalidOption(label));
}

/** Categories nest one level: a parent has no parent, a category with children gets none. */
export async function checkCategoryNesting(db: Tx, company: AuthCompany, body: Body, id?: string) {
  const parentId = body.parentCategoryId;
  if (typeof parentId !== 'string' || !parentId) return;
  if (parentId === id) refuse('parentCategoryId', CATEGORY_MESSAGES.ownParent);
  const [parent] = await db
    .select({ parentCategoryId: productCategories.parentCategoryId })
    .from(productCategories)
    .where(
      and(eq(productCategories.id, parentId), eq(productCategories.entityCode, company.entityCode)),
    );
  if (!parent) refuse('parentCategoryId', messages.invalidOption('Parent Category'));
  if (parent.parentCategoryId) refuse('parentCategoryId', CATEGORY_MESSAGES.parentHasParent);
  if (id) {
    const [child] = await db
      .select({ id: productCategories.id })
      .from(productCategories)
      .where(eq(productCategories.parentCategoryId, id))
      .limit(1);
    if (child) refuse('parentCategoryId', CATEGORY_MESSAGES.hasChildren);
  }
}

/** A cost's variant is one the company sells; its product is taken from it. */
export async function resolveCostVariant(db: Tx, company: AuthCompany, body: Body) {
  const [variant] = await db
    .select({ productId: productVariants.productId })
    .from(productVariants)
    .where(and(eq(productVariants.id, String(body.variantId)), stockableCondition(company)));
  if (!variant) refuse('variantId', messages.invalidOption('Variant'));
  body.productId = variant.productId;
  const [currency] = await db
    .select({ code: currencies.currencyCode })
    .from(currencies)
    .where(eq(currencies.currencyCode, String(body.currency)));
  if (!currency) refuse('currency', messages.invalidOption('Currency'));
}

/** A warranty's product is one the company reads; its variant is one of that product's. */
export async function checkWarrantyScope(db: Tx, company: AuthCompany, body: Body) {
  if (typeof body.productId === 'string' && body.productId) {
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, body.productId), readableProducts(company)));
    if (!product) refuse('productId', messages.invalidOption('Product'));
  }
  if (typeof body.variantId === 'string' && body.variantId) {
    const [variant] = await db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(
        and(
          eq(productVariants.id, body.variantId),
          eq(productVariants.productId, String(body.productId)),
        ),
      );
    if (!variant) refuse('variantId', messages.invalidOption('Variant'));
  }
}

/** A sorting lists the company's own locations; one sorting of a company is its default. */
export async function checkLocationSorting(db: Tx, company: AuthCompany, body: Body, id?: string) {
  const ids = body.locationIds as string[];
  const own = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(inArray(locations.id, ids), eq(locations.entityCode, company.entityCode)));
  if (own.length !== ids.length) refuse('locationIds', messages.invalidOption('Location'));
  if (body.isDefault !== true) return;
  const [other] = await db
    .select({ id: locSortingHeaders.id, code: locSortingHeaders.sortingCode })
    .from(locSortingHeaders)
    .where(
      and(
        eq(locSortingHeaders.entityCode, company.entityCode),
        eq(locSortingHeaders.isDefault, true),
      ),
    );
  if (other && other.id !== id) {
    throw new AppError('CONFLICT', 'This record already exists', {
      isDefault: [`${other.code} is already the default location sorting`],
    });
  }
}

/** The product form's selects name a type, category, brand and dimension of its own or the platform's. */
export async function checkProductSetupRefs(db: Tx, company: AuthCompany, body: Body) {
  const refs = [
    ['productTypeId', 'Product Type', productTypes],
    ['productCategoryId', 'Product Category', productCategories],
    ['brandId', 'Brand', brands],
    ['dimensionId', 'Dimension', dimensions],
  ] as const;
  for (const [field, label, table] of refs) {
    const ref = { table, id: table.id, entityCode: table.entityCode };
    await requireOwnRow(db, company, ref, field, label, body[field], true);
  }
}

import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { fromMinor, type PlanProduct } from '@wander/contract';
import type { AuthCompany } from '../../platform/auth/context.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import {
  planImports,
  productCountries,
  products,
  productVariants,
  wanderPlans,
} from '../../db/schema/index.js';
// The catalogue's one rule of which products a company reads.
import { readableProducts } from '../catalog/product-access.js';

/** Who looks at plans: the working company, and whether the caller is platform staff. */
export interface PlanViewer {
  company: AuthCompany;
  isPlatform: boolean;
}

/** The products a viewer sees in a plan: platform staff every one, a company its own and the platform's. */
export function visibleProducts(viewer: PlanViewer): SQL | undefined {
  return viewer.isPlatform ? undefined : readableProducts(viewer.company);
}

/** A plan by id, or 404 'Wander Plan not found' (a malformed id too). */
export async function requirePlan(db: Tx, planId: string) {
  const missing = () => AppError.notFound('Wander Plan');
  if (!isUuid(planId)) throw missing();
  const [plan] = await db.select().from(wanderPlans).where(eq(wanderPlans.id, planId));
  if (!plan) throw missing();
  return plan;
}

/**
 * The outer product's id, always qualified: in a one-table select drizzle writes the columns of a
 * selected SQL bare, and a bare "id" inside these sub-selects would be their own table's.
 */
const outerProductId = sql.raw('"products"."id"');
const countryList = sql<
  string[]
>`coalesce((select array_agg(pc.country_code order by pc.country_code)
  from product_countries pc where pc.product_id = ${outerProductId}), '{}')`;

/** The plan's products a viewer sees, by name (any case), with their countries and variant count. */
export async function planProducts(
  db: Tx,
  planId: string,
  scope: SQL | undefined,
): Promise<PlanProduct[]> {
  const rows = await db
    .select({
      productId: products.id,
      productCode: products.productCode,
      productName: products.productName,
      entityCode: products.entityCode,
      countryCodes: countryList,
      variantCount: sql<number>`(select count(*) from product_variants v
        where v.product_id = ${outerProductId})::int`,
      isActive: products.isActive,
      unitPriceMinor: products.unitPriceMinor,
      currency: products.currency,
    })
    .from(products)
    .where(and(eq(products.planId, planId), scope))
    .orderBy(sql`lower(${products.productName})`, asc(products.productCode));
  return rows.map(({ unitPriceMinor, ...row }) => ({
    ...row,
    variantCount: Number(row.variantCount),
    unitPrice: fromMinor(unitPriceMinor),
  }));
}

/** The variants of the plan's products in `scope`, product by product (the exports). */
export async function planVariants(db: Tx, planId: string, scope: SQL | undefined) {
  return db
    .select({
      productCode: products.productCode,
      productName: products.productName,
      countryCodes: countryList,
      productActive: products.isActive,
      currency: products.currency,
      variantCode: productVariants.variantCode,
      variantName: productVariants.variantName,
      days: productVariants.days,
      dataGb: productVariants.dataGb,
      isDayPass: productVariants.isDayPass,
      networkName: productVariants.networkName,
      unitPriceMinor: productVariants.unitPriceMinor,
      variantActive: productVariants.isActive,
    })
    .from(products)
    .leftJoin(productVariants, eq(productVariants.productId, products.id))
    .where(and(eq(products.planId, planId), scope))
    .orderBy(asc(products.productCode), asc(productVariants.variantCode));
}

/** Products by code (every company's: a code is unique across the platform). */
export async function productsByCode(db: Tx, codes: string[]) {
  if (codes.length === 0) return [];
  return db
    .select({
      id: products.id,
      productCode: products.productCode,
      entityCode: products.entityCode,
      planId: products.planId,
    })
    .from(products)
    .where(inArray(products.productCode, codes));
}

/** Variants by code with their product's code and owner. */
export async function variantsByCode(db: Tx, codes: string[]) {
  if (codes.length === 0) return [];
  return db
    .select({
      id: productVariants.id,
      variantCode: productVariants.variantCode,
      variantValue: productVariants.variantValue,
      productId: productVariants.productId,
      productCode: products.productCode,
      entityCode: products.entityCode,
      days: productVariants.days,
      dataGb: productVariants.dataGb,
      isDayPass: productVariants.isDayPass,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.variantCode, codes));
}

/** Replaces the countries of these products. */
export async function replaceCountries(
  tx: Tx,
  rows: { productId: string; countryCodes: string[] }[],
) {
  if (rows.length === 0) return;
  await tx.delete(productCountries).where(
    inArray(
      productCountries.productId,
      rows.map((r) => r.productId),
    ),
  );
  const values = rows.flatMap((r) =>
    r.countryCodes.map((countryCode) => ({ productId: r.productId, countryCode })),
  );
  for (let i = 0; i < values.length; i += 5000) {
    await tx.insert(productCountries).values(values.slice(i, i + 5000));
  }
}

/** A product's list price follows its cheapest variant (products without variants keep theirs). */
export async function syncListPrices(tx: Tx, productIds: string[]) {
  if (productIds.length === 0) return;
  await tx
    .update(products)
    .set({
      unitPriceMinor: sql`coalesce((select min(v.unit_price_minor) from product_variants v
        where v.product_id = ${outerProductId}), ${products.unitPriceMinor})`,
      updatedAt: new Date(),
    })
    .where(inArray(products.id, productIds));
}

/** The plan imports a viewer sees: platform staff every one; a company its own. */
export function importHistoryScope(viewer: PlanViewer): SQL | undefined {
  if (viewer.isPlatform) return undefined;
  return eq(planImports.entityCode, viewer.company.entityCode);
}

const CHUNK = 1000;
/** Runs `statement` once per chunk of rows (one UPDATE ... FROM (VALUES ...) each). */
async function inChunks<T>(rows: T[], statement: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await statement(rows.slice(i, i + CHUNK));
}

/** What an import changes on an existing product (undefined / null: keep the stored value). */
export interface ProductUpdate {
  id: string;
  productName: string;
  description: string | null | undefined;
  unitPriceMinor: number;
  currency: string | null;
  planId: string;
}

/** Updates many products in a few statements (an import of thousands of rows stays quick). */
export async function updateProducts(tx: Tx, rows: ProductUpdate[]) {
  await inChunks(rows, (chunk) => {
    const values = sql.join(
      chunk.map(
        (r) => sql`(${r.id}::uuid, ${r.productName}::varchar, ${r.description ?? null}::text,
          ${r.description === undefined}::boolean, ${r.unitPriceMinor}::bigint,
          ${r.currency}::varchar, ${r.planId}::uuid)`,
      ),
      sql`, `,
    );
    return tx.execute(sql`update products p set product_name = x.product_name,
        description = case when x.keep_description then p.description else x.description end,
        unit_price_minor = x.unit_price_minor, currency = coalesce(x.currency, p.currency),
        plan_id = x.plan_id, updated_at = now()
      from (values ${values}) as x(id, product_name, description, keep_description,
        unit_price_minor, currency, plan_id)
      where p.id = x.id`);
  });
}

/** What an import changes on an existing variant (networkName undefined: keep it). */
export interface VariantUpdate {
  id: string;
  variantName: string;
  variantValue: string;
  days: number;
  dataGb: number;
  isDayPass: boolean;
  networkName: string | null | undefined;
  unitPriceMinor: number;
}

/** Updates many variants in a few statements. */
export async function updateVariants(tx: Tx, rows: VariantUpdate[]) {
  await inChunks(rows, (chunk) => {
    const values = sql.join(
      chunk.map(
        (r) => sql`(${r.id}::uuid, ${r.variantName}::varchar, ${r.variantValue}::varchar,
          ${r.days}::int, ${r.dataGb}::numeric, ${r.isDayPass}::boolean,
          ${r.networkName ?? null}::varchar, ${r.networkName === undefined}::boolean,
          ${r.unitPriceMinor}::bigint)`,
      ),
      sql`, `,
    );
    return tx.execute(sql`update product_variants v set variant_name = x.variant_name,
        variant_value = x.variant_value, days = x.days, data_gb = x.data_gb,
        is_day_pass = x.is_day_pass, unit_price_minor = x.unit_price_minor,
        network_name = case when x.keep_network then v.network_name else x.network_name end
      from (values ${values}) as x(id, variant_name, variant_value, days, data_gb, is_day_pass,
        network_name, keep_network, unit_price_minor)
      where v.id = x.id`);
  });
}

import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { SelectOption } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { products } from '../../db/schema/index.js';

/**
 * GET product/Product/GetAllSelectList: every active product the viewer reads (`scope`; platform
 * staff every company's), as {label: name, value: id} by label.
 */
export async function activeProductOptions(
  db: Tx,
  scope: SQL | undefined,
): Promise<SelectOption[]> {
  return db
    .select({ label: products.productName, value: products.id })
    .from(products)
    .where(and(eq(products.isActive, true), scope))
    .orderBy(asc(products.productName), asc(products.productCode));
}

/**
 * GET product/Product/GetWanderPlanSelectList/{planId}/{countryCode}: the active products of a
 * plan that cover a country, among those the viewer reads, by label.
 */
export async function planCountryOptions(
  db: Tx,
  planId: string,
  countryCode: string,
  scope: SQL | undefined,
): Promise<SelectOption[]> {
  return db
    .select({ label: products.productName, value: products.id })
    .from(products)
    .where(
      and(
        eq(products.planId, planId),
        eq(products.isActive, true),
        sql`exists (select 1 from product_countries pc where pc.product_id = ${products.id}
          and pc.country_code = ${countryCode})`,
        scope,
      ),
    )
    .orderBy(asc(products.productName), asc(products.productCode));
}

import { and, asc, eq, sql } from 'drizzle-orm';
import { marginOf, type ProductMargins } from '@wander/contract';
import type { AuthCompany } from '../../platform/auth/context.js';
import type { Tx } from '../../platform/db/client.js';
import { productPrices, productVariants } from '../../db/schema/index.js';
import { requireProduct } from '../catalog/product-access.js';

interface CostRow {
  entity_code: string;
  variant_id: string;
  currency: string;
  cost_type_name: string;
  amount_minor: string | number;
}

/**
 * The cost of variants for some companies on a day: per company, variant, cost type and currency
 * the latest active setup effective that day; a variant's cost is the sum over its types.
 */
async function costsOn(db: Tx, productId: string, entityCodes: string[], day: string) {
  if (entityCodes.length === 0) return [];
  const result = await db.execute(sql`
    select distinct on (cs.entity_code, cs.variant_id, cs.cost_type_id, cs.currency)
      cs.entity_code, cs.variant_id::text as variant_id, cs.currency,
      ct.cost_type_name, cs.amount_minor
    from cost_setups cs join cost_types ct on ct.id = cs.cost_type_id
    where cs.product_id = ${productId} and cs.is_active and cs.effective_date <= ${day}::date
      and cs.entity_code in (${sql.join(
        entityCodes.map((c) => sql`${c}`),
        sql`, `,
      )})
    order by cs.entity_code, cs.variant_id, cs.cost_type_id, cs.currency, cs.effective_date desc`);
  return (result as unknown as { rows: CostRow[] }).rows;
}

/**
 * GET product/CostSetup/GetProductMargins/{productId}: each variant's prices the working company
 * may see (the owner's list price to the owner and the platform; a distributor's selling price to
 * that distributor and the platform), each against its seller's own cost in that currency.
 */
export async function productMargins(
  db: Tx,
  company: AuthCompany,
  productId: string,
  day = new Date().toISOString().slice(0, 10),
): Promise<ProductMargins> {
  const product = await requireProduct(db, company, productId);
  const platform = company.companyType === 'platform';
  const variants = await db
    .select({
      variantId: productVariants.id,
      variantCode: productVariants.variantCode,
      variantName: productVariants.variantName,
      listMinor: productVariants.unitPriceMinor,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(
      asc(productVariants.days),
      asc(productVariants.dataGb),
      asc(productVariants.variantCode),
    );
  const prices = await db
    .select({
      entityCode: productPrices.entityCode,
      variantId: productPrices.variantId,
      unitPriceMinor: productPrices.unitPriceMinor,
      currency: productPrices.currency,
    })
    .from(productPrices)
    .where(
      and(
        eq(productPrices.productId, productId),
        platform ? undefined : eq(productPrices.entityCode, company.entityCode),
        eq(productPrices.isActive, true),
      ),
    )
    .orderBy(asc(productPrices.entityCode));
  const showList = product.isOwner || platform;
  const sellers = [
    ...new Set([...(showList ? [product.entityCode] : []), ...prices.map((p) => p.entityCode)]),
  ];
  const costs = await costsOn(db, productId, sellers, day);
  const costOf = (entityCode: string, variantId: string, currency: string) => {
    const lines = costs.filter(
      (c) => c.entity_code === entityCode && c.variant_id === variantId && c.currency === currency,
    );
    const total = lines.reduce((sum, c) => sum + Number(c.amount_minor), 0);
    return {
      costMinor: lines.length ? total : null,
      costLines: lines.map((c) => ({
        costTypeName: c.cost_type_name,
        amount: Number(c.amount_minor) / 100,
      })),
    };
  };
  const priced = (
    label: string,
    entityCode: string,
    variantId: string,
    priceMinor: number,
    currency: string,
  ) => {
    const { costMinor, costLines } = costOf(entityCode, variantId, currency);
    const m = marginOf(priceMinor, costMinor);
    return {
      label,
      entityCode,
      currency,
      price: priceMinor / 100,
      cost: costMinor === null ? null : costMinor / 100,
      costLines,
      margin: m.margin === null ? null : m.margin / 100,
      marginPercent: m.marginPercent,
      belowCost: m.belowCost,
    };
  };
  return {
    asOf: day,
    variants: variants.map((v) => ({
      variantId: v.variantId,
      variantCode: v.variantCode,
      variantName: v.variantName,
      prices: [
        ...(showList
          ? [priced('List Price', product.entityCode, v.variantId, v.listMinor, product.currency)]
          : []),
        ...prices
          .filter((p) => p.variantId === v.variantId)
          .map((p) =>
            priced(
              `Selling Price (${p.entityCode})`,
              p.entityCode,
              v.variantId,
              p.unitPriceMinor,
              p.currency,
            ),
          ),
      ],
    })),
  };
}

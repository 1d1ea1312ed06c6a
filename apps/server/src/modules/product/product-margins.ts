import { and, asc, eq, sql } from 'drizzle-orm';
import { marginOf, rateToDecimal, type ProductMargins } from '@wander/contract';
import type { AuthCompany } from '../../platform/auth/context.js';
import type { Tx } from '../../platform/db/client.js';
import { productPrices, productVariants } from '../../db/schema/index.js';
import { requireProduct } from '../catalog/product-access.js';
import { convertStored, noRate, ratesOrNone } from '../rates/rate-on.js';

interface CostRow {
  entity_code: string;
  variant_id: string;
  cost_type_id: string;
  currency: string;
  cost_type_name: string;
  amount_minor: string | number;
  effective_date: string;
}

/**
 * The cost setups of variants for some companies on a day: per company, variant, cost type and
 * currency the latest active setup effective that day.
 */
async function costsOn(db: Tx, productId: string, entityCodes: string[], day: string) {
  if (entityCodes.length === 0) return [];
  const result = await db.execute(sql`
    select distinct on (cs.entity_code, cs.variant_id, cs.cost_type_id, cs.currency)
      cs.entity_code, cs.variant_id::text as variant_id, cs.cost_type_id::text as cost_type_id,
      cs.currency, ct.cost_type_name, cs.amount_minor, cs.effective_date::text as effective_date
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
 * Per cost type of a seller's variant, the setup a price in `currency` counts (issue 40): the
 * one in that currency, else the latest effective in another (converted), as a sale records it.
 */
function costTypesFor(costs: CostRow[], entityCode: string, variantId: string, currency: string) {
  const byType = new Map<string, CostRow>();
  for (const c of costs) {
    if (c.entity_code !== entityCode || c.variant_id !== variantId) continue;
    const kept = byType.get(c.cost_type_id);
    const better =
      !kept ||
      (c.currency === currency && kept.currency !== currency) ||
      (kept.currency !== currency && c.effective_date > kept.effective_date);
    if (better) byType.set(c.cost_type_id, c);
  }
  return [...byType.values()].sort((a, b) => a.cost_type_name.localeCompare(b.cost_type_name));
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
  const pairs = [
    ...new Set(
      [...(showList ? [product.currency] : []), ...prices.map((p) => p.currency)].flatMap((to) =>
        costs.filter((c) => c.currency !== to).map((c) => `${c.currency}>${to}`),
      ),
    ),
  ].map((k) => ({ from: k.slice(0, 3), to: k.slice(4), day }));
  const rates = new Map(
    (await ratesOrNone(db, pairs)).map((r, i) => [`${pairs[i].from}>${pairs[i].to}`, r]),
  );
  const costOf = (entityCode: string, variantId: string, currency: string) => {
    const lines = costTypesFor(costs, entityCode, variantId, currency).map((c) => {
      const originalMinor = Number(c.amount_minor);
      const same = c.currency === currency;
      const rate = same ? null : (rates.get(`${c.currency}>${currency}`) ?? null);
      const minor = same ? originalMinor : rate ? convertStored(originalMinor, rate.rate) : null;
      return {
        costTypeName: c.cost_type_name,
        amount: minor === null ? null : minor / 100,
        minor,
        currency: c.currency,
        originalAmount: originalMinor / 100,
        rate: same ? '1' : rate ? rateToDecimal(rate.rate) : null,
        rateDate: same ? day : (rate?.rateDate ?? null),
      };
    });
    const missing = lines.find((l) => l.minor === null);
    const costMinor = lines.length && !missing ? lines.reduce((sum, l) => sum + l.minor!, 0) : null;
    return {
      costMinor,
      noRate: missing ? noRate(missing.currency, currency, day).message : null,
      costLines: lines.map(({ minor: _minor, ...line }) => line),
    };
  };
  const priced = (
    label: string,
    entityCode: string,
    variantId: string,
    priceMinor: number,
    currency: string,
  ) => {
    const { costMinor, costLines, noRate: missingRate } = costOf(entityCode, variantId, currency);
    const m = marginOf(priceMinor, costMinor);
    return {
      label,
      entityCode,
      currency,
      price: priceMinor / 100,
      cost: costMinor === null ? null : costMinor / 100,
      costLines,
      noRate: missingRate,
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

import { and, eq, isNull } from 'drizzle-orm';
import { composedPlanNames } from '@wander/contract';
import { productPrices, products, productVariants } from '../../db/schema/index.js';
import type { Tx } from '../../platform/db/client.js';
import {
  knownReferences,
  upsertCosts,
  wholesaleCostType,
} from '../product/spark-package.queries.js';
import { replaceCountries } from '../product/plan.queries.js';
import { dataGbOf, planDescriptionOf, planNameOf } from './buyer-facing-plan.js';
import type { ProviderPackage } from './provider-adapter.js';
import type { ProviderRow } from './provider.queries.js';
import type { Suggestion } from './supplier-price.js';

const valueOf = (p: ProviderPackage) =>
  `${p.dataMb === null ? 'UNL' : `${dataGbOf(p)}GB`}${p.isDayPass ? '/DAY' : ''}-${p.days}D`.slice(
    0,
    64,
  );
/**
 * Codes are platform-wide: the provider, the distributor and the package make one unique. In
 * capitals, like every code the forms take (CODE_PATTERN): the distributor saves the product.
 */
const codeOf = (row: ProviderRow, p: ProviderPackage) =>
  `PRV-${row.entityCode}-${row.id.slice(0, 8)}-${p.code}`
    .toUpperCase()
    .replace(/[^A-Z0-9_-]/g, '-')
    .slice(0, 64);

/** A package's plan names in Bahasa Melayu and Chinese (issue 41): place, data and days. */
export const localPlanNamesOf = (p: ProviderPackage) =>
  composedPlanNames({
    countries: p.countries,
    region: p.region,
    dataGb: p.dataMb === null ? null : dataGbOf(p),
    days: p.days,
    isDayPass: p.isDayPass,
  });

/**
 * A plan imported before it had names in the other languages gets them at its package's next
 * sync; names a distributor typed (any that is set) are kept.
 */
export async function nameUnnamedPlan(tx: Tx, variantId: string, p: ProviderPackage) {
  const names = localPlanNamesOf(p);
  const [variant] = await tx
    .update(productVariants)
    .set({ variantNameMs: names.ms, variantNameZh: names.zh })
    .where(
      and(
        eq(productVariants.id, variantId),
        isNull(productVariants.variantNameMs),
        isNull(productVariants.variantNameZh),
      ),
    )
    .returning({ productId: productVariants.productId });
  if (!variant) return;
  await tx
    .update(products)
    .set({ productNameMs: names.ms, productNameZh: names.zh })
    .where(
      and(
        eq(products.id, variant.productId),
        isNull(products.productNameMs),
        isNull(products.productNameZh),
      ),
    );
}

/**
 * A new package as an inactive product with one variant, its cost and the suggested price in the
 * selling currency; with no suggestion (no rate), at 0 and not priced by the distributor yet.
 */
export async function importAsPlan(
  tx: Tx,
  row: ProviderRow,
  p: ProviderPackage,
  suggestion: Suggestion,
) {
  const code = codeOf(row, p);
  const suggested = suggestion.suggestedPriceMinor ?? 0;
  const names = localPlanNamesOf(p);
  const [product] = await tx
    .insert(products)
    .values({
      entityCode: row.entityCode,
      productCode: code,
      productName: planNameOf(p),
      productNameMs: names.ms,
      productNameZh: names.zh,
      description: planDescriptionOf(p),
      unitPriceMinor: suggested,
      currency: suggestion.suggestedCurrency,
      isActive: false,
    })
    .returning({ id: products.id });
  const [variant] = await tx
    .insert(productVariants)
    .values({
      productId: product.id,
      variantCode: code,
      variantValue: valueOf(p),
      variantName: planNameOf(p),
      variantNameMs: names.ms,
      variantNameZh: names.zh,
      days: p.days,
      dataGb: dataGbOf(p),
      isDayPass: p.isDayPass,
      networkName: p.networks.join(' / ').slice(0, 256) || null,
      unitPriceMinor: suggested,
    })
    .returning({ id: productVariants.id });
  const known = await knownReferences(tx, p.countries, []);
  await replaceCountries(tx, [
    { productId: product.id, countryCodes: p.countries.filter((c) => known.countries.has(c)) },
  ]);
  if (suggestion.suggestedPriceMinor !== null) {
    await tx.insert(productPrices).values({
      entityCode: row.entityCode,
      productId: product.id,
      variantId: variant.id,
      unitPriceMinor: suggested,
      currency: suggestion.suggestedCurrency,
    });
  }
  await upsertCosts(tx, [
    {
      entityCode: row.entityCode,
      costTypeId: await wholesaleCostType(tx, row.entityCode),
      productId: product.id,
      variantId: variant.id,
      currency: p.currency,
      amount: p.costMinor / 100,
      effectiveDate: new Date().toISOString().slice(0, 10),
      remarks: `${row.providerName} package ${p.code}`.slice(0, 256),
    },
  ]);
  return variant.id;
}

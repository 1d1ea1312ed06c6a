import { and, eq, inArray, sql } from 'drizzle-orm';
import { SPARK_COST_TYPE } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import {
  companies,
  costSetups,
  costTypes,
  countries,
  currencies,
  products,
  productVariants,
  sparkPackageImports,
} from '../../db/schema/index.js';

/** Variants by code with what a package import keeps or compares (price, name, owner). */
export async function packageVariantsByCode(tx: Tx, codes: string[]) {
  if (codes.length === 0) return [];
  return tx
    .select({
      id: productVariants.id,
      variantCode: productVariants.variantCode,
      variantName: productVariants.variantName,
      variantValue: productVariants.variantValue,
      days: productVariants.days,
      dataGb: productVariants.dataGb,
      isDayPass: productVariants.isDayPass,
      unitPriceMinor: productVariants.unitPriceMinor,
      productId: productVariants.productId,
      productCode: products.productCode,
      entityCode: products.entityCode,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.variantCode, codes));
}

/** The countries (with their names) and currencies of the file that exist. */
export async function knownReferences(tx: Tx, countryCodes: string[], currencyCodes: string[]) {
  const [countryRows, currencyRows] = await Promise.all([
    countryCodes.length
      ? tx
          .select({ code: countries.countryCode, name: countries.countryName })
          .from(countries)
          .where(inArray(countries.countryCode, countryCodes))
      : [],
    currencyCodes.length
      ? tx
          .select({ code: currencies.currencyCode })
          .from(currencies)
          .where(inArray(currencies.currencyCode, currencyCodes))
      : [],
  ]);
  return {
    countries: new Map(countryRows.map((r) => [r.code, r.name])),
    currencies: new Set(currencyRows.map((r) => r.code)),
  };
}

/** The company's sale currency (a new product's currency). */
export async function companyCurrency(tx: Tx, entityCode: string) {
  const [owner] = await tx
    .select({ currency: companies.defaultCurrency })
    .from(companies)
    .where(eq(companies.entityCode, entityCode));
  return owner?.currency ?? 'MYR';
}

/** The company's wholesale eSIM cost type, created when it has none. */
export async function wholesaleCostType(tx: Tx, entityCode: string): Promise<string> {
  const match = and(
    eq(costTypes.entityCode, entityCode),
    eq(costTypes.costTypeCode, SPARK_COST_TYPE.code),
  );
  const [found] = await tx.select({ id: costTypes.id }).from(costTypes).where(match);
  if (found) return found.id;
  const [created] = await tx
    .insert(costTypes)
    .values({
      entityCode,
      costTypeCode: SPARK_COST_TYPE.code,
      costTypeName: SPARK_COST_TYPE.name,
      description: 'What the upstream provider charges per eSIM',
    })
    .returning({ id: costTypes.id });
  return created.id;
}

/** Writes the package costs of a day: a second import the same day replaces that day's amount. */
export async function upsertCosts(tx: Tx, rows: (typeof costSetups.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += 1000) {
    await tx
      .insert(costSetups)
      .values(rows.slice(i, i + 1000))
      .onConflictDoUpdate({
        target: [
          costSetups.effectiveDate,
          costSetups.costTypeId,
          costSetups.variantId,
          costSetups.currency,
          costSetups.entityCode,
        ],
        set: {
          amount: sql`excluded.amount_minor`,
          productId: sql`excluded.product_id`,
          remarks: sql`excluded.remarks`,
          isActive: true,
        },
      });
  }
}

/** A company's package import history: its own imports only. */
export const packageHistoryScope = (entityCode: string) =>
  eq(sparkPackageImports.entityCode, entityCode);

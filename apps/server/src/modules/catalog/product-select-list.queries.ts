import { and, asc, eq, exists, sql, type SQL } from 'drizzle-orm';
import { formatAmount, fromMinor, sortByLabel, type SelectOption } from '@wander/contract';
import type { AuthCompany } from '../../platform/auth/context.js';
import type { Tx } from '../../platform/db/client.js';
import {
  countries,
  productCountries,
  productPrices,
  products,
  productVariants,
} from '../../db/schema/index.js';
import { readableProducts } from './product-access.js';

/**
 * The active variants of a product that a distributor prices (active price), as
 * "Japan 5GB 30 days - MYR 25.00" with the variant id, by label.
 */
export async function pricedVariantOptions(
  db: Tx,
  entityCode: string,
  productId: string,
): Promise<SelectOption[]> {
  const rows = await db
    .select({
      id: productVariants.id,
      name: productVariants.variantName,
      minor: productPrices.unitPriceMinor,
      currency: productPrices.currency,
    })
    .from(productPrices)
    .innerJoin(productVariants, eq(productVariants.id, productPrices.variantId))
    .where(
      and(
        eq(productPrices.entityCode, entityCode),
        eq(productPrices.productId, productId),
        eq(productPrices.isActive, true),
        eq(productVariants.isActive, true),
      ),
    );
  return sortByLabel(
    rows.map((r) => ({
      label: `${r.name} - ${r.currency} ${formatAmount(fromMinor(r.minor))}`,
      value: r.id,
    })),
  );
}

export async function countryExists(db: Tx, countryCode: string) {
  const [row] = await db
    .select({ code: countries.countryCode })
    .from(countries)
    .where(eq(countries.countryCode, countryCode));
  return !!row;
}

/**
 * Active products covering a country, by name: those the distributor `provider` sells (an active
 * price of one of their variants), or without a provider the products the company reads.
 */
export async function productsByCountry(
  db: Tx,
  countryCode: string,
  from: { provider: string } | { company: AuthCompany },
): Promise<SelectOption[]> {
  const covers = exists(
    db
      .select({ one: sql`1` })
      .from(productCountries)
      .where(
        and(
          eq(productCountries.productId, products.id),
          eq(productCountries.countryCode, countryCode),
        ),
      ),
  );
  const offered: SQL =
    'provider' in from
      ? exists(
          db
            .select({ one: sql`1` })
            .from(productPrices)
            .where(
              and(
                eq(productPrices.productId, products.id),
                eq(productPrices.entityCode, from.provider),
                eq(productPrices.isActive, true),
              ),
            ),
        )
      : readableProducts(from.company);
  const rows = await db
    .select({ label: products.productName, value: products.id })
    .from(products)
    .where(and(eq(products.isActive, true), covers, offered))
    .orderBy(asc(products.productName))
    .limit(1000);
  return sortByLabel(rows);
}

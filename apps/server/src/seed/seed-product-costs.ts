import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../platform/db/client.js';
import {
  costSetups,
  costTypes,
  productPrices,
  products,
  productVariants,
  warranties,
  warrantyTypes,
} from '../db/schema/index.js';

const byCode = (rows: { code: string; id: string }[]) => new Map(rows.map((r) => [r.code, r.id]));

/** The variants of one product with a company's selling price (or the list price). */
async function pricedVariants(tx: Tx, entityCode: string, productCode: string) {
  const rows = await tx
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      code: productVariants.variantCode,
      listMinor: productVariants.unitPriceMinor,
      priceMinor: productPrices.unitPriceMinor,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .leftJoin(
      productPrices,
      and(
        eq(productPrices.variantId, productVariants.id),
        eq(productPrices.entityCode, entityCode),
      ),
    )
    .where(eq(products.productCode, productCode))
    .orderBy(asc(productVariants.variantCode));
  return rows.map((r) => ({ ...r, priceMinor: r.priceMinor ?? r.listMinor }));
}

/**
 * Costs of the Japan and Thailand plans: the platform's against its list prices, the demo
 * distributor's against its selling prices (some margin), and one variant (Japan 1GB 7 days)
 * deliberately sold below cost so the warning shows.
 */
export async function seedCosts(tx: Tx, entityCode: string, share: number) {
  const types = byCode(
    await tx
      .select({ code: costTypes.costTypeCode, id: costTypes.id })
      .from(costTypes)
      .where(eq(costTypes.entityCode, entityCode)),
  );
  const rows: (typeof costSetups.$inferInsert)[] = [];
  for (const productCode of ['WDR-JP-DATA', 'WDR-TH-DATA', 'WDR-JP-DAY']) {
    for (const v of await pricedVariants(tx, entityCode, productCode)) {
      const belowCost = v.code === 'WDR-JP-DATA-1GB-7D';
      const wholesale = belowCost ? v.priceMinor + 30 : Math.round(v.priceMinor * share);
      const cost = (
        code: string,
        minor: number,
        effectiveDate: string,
        remarks: string | null,
      ) => ({
        entityCode,
        costTypeId: types.get(code)!,
        productId: v.productId,
        variantId: v.id,
        currency: 'MYR',
        amount: minor / 100,
        effectiveDate,
        remarks,
      });
      rows.push(
        // Last year's price list, replaced by this year's.
        cost(
          'WHOLESALE',
          Math.round(wholesale * 1.08),
          '2025-07-01',
          'Provider price list 2025 H2',
        ),
        cost('WHOLESALE', wholesale, '2026-01-01', 'Provider price list 2026'),
        cost('PROVIDER-FEE', 50, '2026-01-01', 'SM-DP+ fee per download'),
        cost('FX-MARGIN', Math.round(wholesale * 0.02), '2026-01-01', '2% on USD-priced plans'),
      );
    }
  }
  await tx.insert(costSetups).values(rows).onConflictDoNothing();
}

export async function seedWarranties(tx: Tx, entityCode: string) {
  const types = byCode(
    await tx
      .select({ code: warrantyTypes.warrantyTypeCode, id: warrantyTypes.id })
      .from(warrantyTypes)
      .where(eq(warrantyTypes.entityCode, entityCode)),
  );
  const [japan] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.productCode, 'WDR-JP-DATA'));
  await tx
    .insert(warranties)
    .values([
      {
        entityCode,
        warrantyCode: 'REFUND-30',
        warrantyTypeId: types.get('REFUND')!,
        periodDays: 30,
        terms: 'Full refund if the eSIM is not activated within 30 days of purchase',
      },
      {
        entityCode,
        warrantyCode: 'REPLACE-7',
        warrantyTypeId: types.get('REPLACE')!,
        periodDays: 7,
        terms: 'A QR code that cannot be installed is replaced free of charge within 7 days',
      },
      {
        entityCode,
        warrantyCode: 'JP-NETWORK',
        warrantyTypeId: types.get('REPLACE')!,
        productId: japan?.id ?? null,
        periodDays: 14,
        terms:
          'If the eSIM cannot connect to NTT Docomo or SoftBank in Japan, it is replaced or refunded within 14 days',
      },
    ])
    .onConflictDoNothing();
}

import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import {
  companies,
  itemTaxGroups,
  productDiscountTiers,
  productPrices,
  products,
  productVariants,
  taxCodes,
  taxGroups,
  wanderSerialNumbers,
} from '../../db/schema/index.js';

/**
 * A small catalogue of its own for the orders tests (independent of the demo catalogue):
 * product ORD-JP with two variants sold by DIST001 (8% tax through its item tax group, 10% off
 * from 10 units on the first), a third variant sold only by DIST002, and `serials` eSIMs of the
 * first variant in DIST001's stock (`serialsV2` of the second; `serialsV3` of the third in
 * DIST002's: an order is sold only what can be delivered, issue 37).
 */
export async function orderFixtures(
  db: Db,
  options: { serials?: number; tag?: string; serialsV2?: number; serialsV3?: number } = {},
) {
  const tag = options.tag ?? 'ORD';
  await db
    .update(companies)
    .set({ defaultCurrency: 'MYR' })
    .where(eq(companies.entityCode, 'DIST002'));
  const itemTaxGroupId = await taxGroupOf(db);
  const [product] = await db
    .insert(products)
    .values({
      entityCode: 'WANDER',
      productCode: `${tag}-JP`,
      productName: `${tag} Japan eSIM`,
      unitPriceMinor: 1000,
      currency: 'MYR',
    })
    .returning();
  const variant = (code: string, days: number, dataGb: number, price: number) => ({
    productId: product.id,
    variantCode: `${tag}-${code}`,
    variantValue: code,
    variantName: `Japan ${dataGb}GB ${days} days`,
    days,
    dataGb,
    unitPriceMinor: price,
  });
  const [v1, v2, v3] = await db
    .insert(productVariants)
    .values([
      variant('3G7D', 7, 3, 1000),
      variant('10G15D', 15, 10, 2500),
      variant('20G30D', 30, 20, 4000),
    ])
    .returning();
  await db.insert(productPrices).values([
    {
      entityCode: 'DIST001',
      productId: product.id,
      variantId: v1.id,
      unitPriceMinor: 1000,
      currency: 'MYR',
      itemTaxGroupId,
    },
    {
      entityCode: 'DIST001',
      productId: product.id,
      variantId: v2.id,
      unitPriceMinor: 2500,
      currency: 'MYR',
      itemTaxGroupId,
    },
    {
      entityCode: 'DIST002',
      productId: product.id,
      variantId: v3.id,
      unitPriceMinor: 3900,
      currency: 'MYR',
    },
  ]);
  await db.insert(productDiscountTiers).values({
    entityCode: 'DIST001',
    productId: product.id,
    variantId: v1.id,
    minQuantity: 10,
    discountBp: 1000,
    description: '10% off from 10 eSIMs',
  });
  const serials = options.serials ?? 20;
  const series = tag === 'ORD' ? 1 : 5;
  if (serials > 0) await addSerials(db, product.id, v1.id, serials, series);
  if (options.serialsV2) await addSerials(db, product.id, v2.id, options.serialsV2, series + 1);
  if (options.serialsV3) {
    await addSerials(db, product.id, v3.id, options.serialsV3, series + 2, 'DIST002');
  }
  return { productId: product.id, v1: v1.id, v2: v2.id, v3: v3.id };
}

export async function addSerials(
  db: Db,
  productId: string,
  variantId: string,
  n: number,
  series = 1,
  entityCode = 'DIST001',
) {
  const rows = Array.from({ length: n }, (_, i) => ({
    entityCode,
    productId,
    variantId,
    iccid: `89${String(series).padStart(3, '0')}${String(i + 1).padStart(14, '0')}`,
    activationCode: `LPA:1$smdp.wander.test$${series}-${i + 1}`,
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await db.insert(wanderSerialNumbers).values(rows.slice(i, i + 500));
  }
}

async function taxGroupOf(db: Db) {
  const [existing] = await db
    .select({ id: itemTaxGroups.id })
    .from(itemTaxGroups)
    .where(
      and(eq(itemTaxGroups.entityCode, 'DIST001'), eq(itemTaxGroups.itemTaxGroupCode, 'ORD-TAX')),
    );
  if (existing) return existing.id;
  const [code] = await db
    .insert(taxCodes)
    .values({
      entityCode: 'DIST001',
      taxCode: 'ORD8',
      ratePercent: 8,
      description: 'Orders test tax 8%',
    })
    .returning();
  const [group] = await db
    .insert(taxGroups)
    .values({ entityCode: 'DIST001', taxGroupCode: 'ORD-GRP', taxCodeId: code.id })
    .returning();
  const [item] = await db
    .insert(itemTaxGroups)
    .values({ entityCode: 'DIST001', itemTaxGroupCode: 'ORD-TAX', taxGroupId: group.id })
    .returning();
  return item.id;
}

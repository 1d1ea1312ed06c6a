import { and, asc, eq, gt, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import {
  itemTaxGroups,
  productDiscountTiers,
  productPrices,
  products,
  productVariants,
  promotions,
  taxCodes,
  taxGroups,
} from '../../db/schema/index.js';

/**
 * What a distributor charges for a set of variants, in one statement: the active price, the
 * variant and product snapshot, and the tax code of the price's item tax group (an inactive tax
 * code charges nothing). A variant without an active price of this distributor is not returned.
 */
export async function distributorPrices(
  db: Tx,
  distributor: string,
  /** The variants, or a condition that picks them (the trip planner's: covering these countries). */
  variants: string[] | SQL,
) {
  if (Array.isArray(variants) && variants.length === 0) return [];
  return db
    .select({
      variantId: productVariants.id,
      productId: products.id,
      productCode: products.productCode,
      productName: products.productName,
      variantCode: productVariants.variantCode,
      variantName: productVariants.variantName,
      days: productVariants.days,
      dataGb: productVariants.dataGb,
      isDayPass: productVariants.isDayPass,
      unitPriceMinor: productPrices.unitPriceMinor,
      currency: productPrices.currency,
      taxCode: taxCodes.taxCode,
      taxRatePercent: taxCodes.ratePercent,
      taxActive: taxCodes.isActive,
    })
    .from(productPrices)
    .innerJoin(productVariants, eq(productVariants.id, productPrices.variantId))
    .innerJoin(products, eq(products.id, productPrices.productId))
    .leftJoin(
      itemTaxGroups,
      and(
        eq(itemTaxGroups.id, productPrices.itemTaxGroupId),
        eq(itemTaxGroups.entityCode, productPrices.entityCode),
      ),
    )
    .leftJoin(
      taxGroups,
      and(
        eq(taxGroups.id, itemTaxGroups.taxGroupId),
        eq(taxGroups.entityCode, itemTaxGroups.entityCode),
      ),
    )
    .leftJoin(
      taxCodes,
      and(eq(taxCodes.id, taxGroups.taxCodeId), eq(taxCodes.entityCode, taxGroups.entityCode)),
    )
    .where(
      and(
        eq(productPrices.entityCode, distributor),
        Array.isArray(variants) ? inArray(productPrices.variantId, variants) : variants,
        eq(productPrices.isActive, true),
        eq(productVariants.isActive, true),
        eq(products.isActive, true),
      ),
    );
}

/** The discount tiers that could apply to these products (the caller picks per quantity). */
export async function discountTiers(
  db: Tx,
  distributor: string,
  productIds: string[],
  maxQty: number,
) {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: productDiscountTiers.productId,
      variantId: productDiscountTiers.variantId,
      minQuantity: productDiscountTiers.minQuantity,
      discountBp: productDiscountTiers.discountBp,
    })
    .from(productDiscountTiers)
    .where(
      and(
        eq(productDiscountTiers.entityCode, distributor),
        inArray(productDiscountTiers.productId, productIds),
        lte(productDiscountTiers.minQuantity, maxQty),
      ),
    );
}

/** Plans a distributor sells whose product or variant name matches (the by-hand order form). */
export async function variantOptions(db: Tx, distributor: string, search: string) {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({
      variantId: productVariants.id,
      productName: products.productName,
      variantName: productVariants.variantName,
      days: productVariants.days,
      data: productVariants.dataGb,
      isDayPass: productVariants.isDayPass,
      unitPriceMinor: productPrices.unitPriceMinor,
      currency: productPrices.currency,
    })
    .from(productPrices)
    .innerJoin(productVariants, eq(productVariants.id, productPrices.variantId))
    .innerJoin(products, eq(products.id, productPrices.productId))
    .where(
      and(
        eq(productPrices.entityCode, distributor),
        eq(productPrices.isActive, true),
        eq(productVariants.isActive, true),
        eq(products.isActive, true),
        search
          ? or(ilike(products.productName, pattern), ilike(productVariants.variantName, pattern))
          : undefined,
      ),
    )
    .orderBy(asc(products.productName), asc(productVariants.days), asc(productVariants.dataGb))
    .limit(50);
}

/**
 * The titles of the distributor's active promotions on each variant (the catalogue's rule: on the
 * product, or on the whole catalogue, optionally on one variant; within its dates), by variant.
 */
export async function activePromotions(
  db: Tx,
  distributor: string,
  variants: { variantId: string; productId: string }[],
): Promise<Map<string, string[]>> {
  const byVariant = new Map<string, string[]>(variants.map((v) => [v.variantId, []]));
  if (variants.length === 0) return byVariant;
  const rows = await db
    .select({
      title: promotions.title,
      productId: promotions.productId,
      variantId: promotions.variantId,
    })
    .from(promotions)
    .where(
      and(
        eq(promotions.entityCode, distributor),
        eq(promotions.isActive, true),
        or(
          isNull(promotions.productId),
          inArray(
            promotions.productId,
            variants.map((v) => v.productId),
          ),
        ),
        or(isNull(promotions.startsAt), lte(promotions.startsAt, sql`now()`)),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, sql`now()`)),
      ),
    )
    .orderBy(asc(promotions.promotionCode));
  for (const v of variants) {
    byVariant.set(
      v.variantId,
      rows
        .filter(
          (r) =>
            (r.productId === null || r.productId === v.productId) &&
            (r.variantId === null || r.variantId === v.variantId),
        )
        .map((r) => r.title),
    );
  }
  return byVariant;
}

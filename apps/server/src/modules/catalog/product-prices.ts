import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  fromMinor,
  tierDescription,
  toMinor,
  type ProductPrices,
  type UpdateProductPricesInput,
} from '@wander/contract';
import type { Db, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { productDiscountTiers, productPrices, productVariants } from '../../db/schema/index.js';
import { discountTiers } from './variant-lookup.queries.js';

type Distributor = { entityCode: string; currency: string };

/**
 * GET product/ProductPrice/GetByProduct/{productId}: every variant of the product with its list
 * price and the distributor's selling price (null: not sold), and the distributor's discount tiers.
 */
export async function productPricesOf(
  db: Tx,
  distributor: Distributor,
  productId: string,
): Promise<ProductPrices> {
  const rows = await db
    .select({
      variantId: productVariants.id,
      variantCode: productVariants.variantCode,
      variantName: productVariants.variantName,
      listMinor: productVariants.unitPriceMinor,
      priceMinor: productPrices.unitPriceMinor,
      isActive: productPrices.isActive,
      currency: productPrices.currency,
    })
    .from(productVariants)
    .leftJoin(
      productPrices,
      and(
        eq(productPrices.variantId, productVariants.id),
        eq(productPrices.entityCode, distributor.entityCode),
      ),
    )
    .where(eq(productVariants.productId, productId))
    .orderBy(
      asc(productVariants.isDayPass),
      asc(productVariants.days),
      asc(productVariants.dataGb),
    );
  const tiers = await discountTiers(db, distributor.entityCode, productId);
  return {
    productId,
    distributorEntityCode: distributor.entityCode,
    currency: rows.find((r) => r.currency)?.currency ?? distributor.currency,
    variants: rows.map((r) => ({
      variantId: r.variantId,
      variantCode: r.variantCode,
      variantName: r.variantName,
      listPrice: fromMinor(r.listMinor),
      unitPrice: r.priceMinor === null ? null : fromMinor(r.priceMinor),
      isActive: r.isActive ?? false,
    })),
    discountTiers: tiers.map((t) => ({
      id: t.id,
      variantId: t.variantId,
      minQuantity: t.minQuantity,
      discountPercent: t.discountBp / 100,
      description: t.description,
    })),
  };
}

/**
 * PUT product/ProductPrice/UpdateByProduct/{productId}: in one transaction, the distributor's
 * price of each listed variant is set (or removed: the variant leaves its catalogue) and its
 * discount tiers of the product are replaced. Every variant must be one of the product's.
 */
export async function saveProductPrices(
  db: Db,
  distributor: Distributor,
  productId: string,
  input: UpdateProductPricesInput,
): Promise<ProductPrices> {
  const variantIds = new Set(
    (
      await db
        .select({ id: productVariants.id })
        .from(productVariants)
        .where(eq(productVariants.productId, productId))
    ).map((v) => v.id),
  );
  const errors: Record<string, string[]> = {};
  input.prices.forEach((p, i) => {
    if (!variantIds.has(p.variantId))
      errors[`prices.${i}.variantId`] = ['Variant is not a valid option'];
  });
  input.discountTiers.forEach((t, i) => {
    if (t.variantId && !variantIds.has(t.variantId)) {
      errors[`discountTiers.${i}.variantId`] = ['Variant is not a valid option'];
    }
  });
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);

  const { entityCode } = distributor;
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ currency: productPrices.currency })
      .from(productPrices)
      .where(eq(productPrices.entityCode, entityCode))
      .limit(1);
    // A distributor keeps one price currency (its catalogue's); a first price takes its default.
    const currency = existing?.currency ?? distributor.currency;
    const sold = input.prices.filter((p) => p.unitPrice !== null);
    const dropped = input.prices.filter((p) => p.unitPrice === null).map((p) => p.variantId);
    if (dropped.length > 0) {
      await tx
        .delete(productPrices)
        .where(
          and(eq(productPrices.entityCode, entityCode), inArray(productPrices.variantId, dropped)),
        );
    }
    if (sold.length > 0) {
      await tx
        .insert(productPrices)
        .values(
          sold.map((p) => ({
            entityCode,
            productId,
            variantId: p.variantId,
            unitPriceMinor: toMinor(p.unitPrice!),
            currency,
            isActive: p.isActive ?? true,
          })),
        )
        .onConflictDoUpdate({
          target: [productPrices.entityCode, productPrices.variantId],
          set: {
            unitPriceMinor: sql`excluded.unit_price_minor`,
            isActive: sql`excluded.is_active`,
            updatedAt: sql`now()`,
          },
        });
    }
    await tx
      .delete(productDiscountTiers)
      .where(
        and(
          eq(productDiscountTiers.entityCode, entityCode),
          eq(productDiscountTiers.productId, productId),
        ),
      );
    if (input.discountTiers.length > 0) {
      await tx.insert(productDiscountTiers).values(
        input.discountTiers.map((t) => {
          const discountBp = Math.round(t.discountPercent * 100);
          return {
            entityCode,
            productId,
            variantId: t.variantId || null,
            minQuantity: t.minQuantity,
            discountBp,
            description: tierDescription(t.minQuantity, discountBp / 100),
          };
        }),
      );
    }
  });
  return productPricesOf(db, distributor, productId);
}

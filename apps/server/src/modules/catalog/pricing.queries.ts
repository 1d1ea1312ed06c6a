import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { productDiscountTiers, productPrices, productVariants } from '../../db/schema/index.js';
import { bestTier, discounted } from './discount-rule.js';

export interface PriceForInput {
  distributor: string;
  productId: string;
  /** Without a variant: the product's lowest-priced variant at the distributor. */
  variantId?: string | null;
  quantity: number;
}

export interface Price {
  productId: string;
  variantId: string;
  variantCode: string;
  quantity: number;
  baseUnitPriceMinor: number;
  unitPriceMinor: number;
  discountBp: number;
  currency: string;
  itemTaxGroupId: string | null;
}

/**
 * The server's price of `quantity` units of a variant at a distributor: the distributor's active
 * price less the discount tier `bestTier` picks. 404 when the distributor does
 * not sell it. Use it inside the order transaction: clients never price.
 */
export async function priceFor(db: Tx, input: PriceForInput): Promise<Price> {
  const [price] = await db
    .select({
      variantId: productPrices.variantId,
      variantCode: productVariants.variantCode,
      unitPriceMinor: productPrices.unitPriceMinor,
      currency: productPrices.currency,
      itemTaxGroupId: productPrices.itemTaxGroupId,
    })
    .from(productPrices)
    .innerJoin(productVariants, eq(productVariants.id, productPrices.variantId))
    .where(
      and(
        eq(productPrices.entityCode, input.distributor),
        eq(productPrices.productId, input.productId),
        eq(productPrices.isActive, true),
        eq(productVariants.isActive, true),
        input.variantId ? eq(productPrices.variantId, input.variantId) : undefined,
      ),
    )
    .orderBy(asc(productPrices.unitPriceMinor))
    .limit(1);
  if (!price) throw AppError.notFound('Product');

  const tiers = await db
    .select({
      productId: productDiscountTiers.productId,
      variantId: productDiscountTiers.variantId,
      minQuantity: productDiscountTiers.minQuantity,
      discountBp: productDiscountTiers.discountBp,
    })
    .from(productDiscountTiers)
    .where(
      and(
        eq(productDiscountTiers.entityCode, input.distributor),
        eq(productDiscountTiers.productId, input.productId),
        lte(productDiscountTiers.minQuantity, input.quantity),
        or(
          isNull(productDiscountTiers.variantId),
          eq(productDiscountTiers.variantId, price.variantId),
        ),
      ),
    );
  const tier = bestTier(tiers, input.productId, price.variantId, input.quantity);
  const discountBp = tier?.discountBp ?? 0;
  return {
    productId: input.productId,
    variantId: price.variantId,
    variantCode: price.variantCode,
    quantity: input.quantity,
    baseUnitPriceMinor: price.unitPriceMinor,
    unitPriceMinor: discounted(price.unitPriceMinor, discountBp),
    discountBp,
    currency: price.currency,
    itemTaxGroupId: price.itemTaxGroupId,
  };
}

/** The variant of a product sold by a distributor, or 404 (another distributor's variant too). */
export async function sellableVariant(
  db: Tx,
  distributor: string,
  productId: string,
  variantId: string,
) {
  const [row] = await db
    .select({ id: productPrices.variantId })
    .from(productPrices)
    .where(
      and(
        eq(productPrices.entityCode, distributor),
        eq(productPrices.productId, productId),
        eq(productPrices.variantId, variantId),
        eq(productPrices.isActive, true),
      ),
    );
  if (!row) throw AppError.notFound('Product variant');
  return row.id;
}

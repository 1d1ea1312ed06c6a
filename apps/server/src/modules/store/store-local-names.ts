import type { StoreLocalNames } from '@wander/contract';
import { products, productVariants } from '../../db/schema/index.js';

/**
 * A plan's names in the store's other languages (issue 41): the product's and the variant's
 * Bahasa Melayu and Chinese names, each falling back to the English name the row shows (a plan's
 * own, or the snapshot an order line or an eSIM keeps). Select `localNameColumns` beside
 * `productName` and `variantName` with products and product_variants joined, then
 * `withLocalNames` each row.
 */
export const localNameColumns = {
  productNameMs: products.productNameMs,
  productNameZh: products.productNameZh,
  variantNameMs: productVariants.variantNameMs,
  variantNameZh: productVariants.variantNameZh,
};

export interface LocalNameRow {
  productName: string;
  variantName: string;
  productNameMs: string | null;
  productNameZh: string | null;
  variantNameMs: string | null;
  variantNameZh: string | null;
}

export function localNamesOf(row: LocalNameRow): StoreLocalNames {
  return {
    ms: {
      productName: row.productNameMs || row.productName,
      variantName: row.variantNameMs || row.variantName,
    },
    zh: {
      productName: row.productNameZh || row.productName,
      variantName: row.variantNameZh || row.variantName,
    },
  };
}

/** The row with its `names` in place of the four local name columns. */
export function withLocalNames<T extends LocalNameRow>(row: T) {
  const { productNameMs, productNameZh, variantNameMs, variantNameZh, ...rest } = row;
  const names = localNamesOf({
    ...rest,
    productNameMs,
    productNameZh,
    variantNameMs,
    variantNameZh,
  });
  return { ...rest, names };
}

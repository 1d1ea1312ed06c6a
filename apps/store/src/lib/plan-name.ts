import type { StoreLocalNames } from '@wander/contract';

/** What a plan, an order line or an eSIM names: English, and its other languages' names. */
export interface NamedPlan {
  productName: string;
  variantName: string | null | undefined;
  /** Absent on a plan kept in the cart before names came (issue 41): English then. */
  names?: StoreLocalNames;
}

/** The product's and the variant's names in the visitor's language (English where none). */
export function planNames(plan: NamedPlan, lang: string) {
  const local = lang === 'ms' || lang === 'zh' ? plan.names?.[lang] : undefined;
  return {
    productName: local?.productName || plan.productName,
    variantName: local?.variantName || plan.variantName || '',
  };
}

/**
 * A plan as the store names it, in the visitor's language (issue 41): "Japan eSIM · Japan 5GB
 * 7 days", "日本 eSIM · 日本 5GB 7天". A plan whose variant bears the product's own name (a
 * provider's package imported as a plan) is named once, as documents do (planLabel in the
 * contract, with the store's separator).
 */
export function planName(plan: NamedPlan, lang: string): string {
  const { productName, variantName } = planNames(plan, lang);
  return !variantName || variantName === productName
    ? productName
    : `${productName} · ${variantName}`;
}

/**
 * A plan as documents and mails name it: "Japan eSIM - Japan 5GB 7 days". A plan whose variant
 * bears the product's own name (a provider's package imported as a plan) is named once.
 */
export function planLabel(productName: string, variantName: string | null | undefined): string {
  return !variantName || variantName === productName
    ? productName
    : `${productName} - ${variantName}`;
}

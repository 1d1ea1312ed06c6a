/**
 * A plan as the store names it: "Japan eSIM · Japan 5GB 7 days". A plan whose variant bears the
 * product's own name (a provider's package imported as a plan) is named once, as documents do
 * (planLabel in the contract, with the store's separator).
 */
export function planName(productName: string, variantName: string | null | undefined): string {
  return !variantName || variantName === productName
    ? productName
    : `${productName} · ${variantName}`;
}

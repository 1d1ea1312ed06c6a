import { eq, inArray } from 'drizzle-orm';
import { dataAndDaysIn, planLabel } from '@wander/contract';
import type { Tx } from '../../../platform/db/client.js';
import { products, productVariants } from '../../../db/schema/index.js';

/** A sold line as an order line or an eSIM's invoice line keeps it (the English snapshot); an
 * empty variantId when unknown (the snapshot is printed as it is). */
export interface SoldPlan {
  variantId: string;
  productName: string;
  variantName: string;
  days: number;
  dataGb: number;
  isDayPass: boolean;
}

/**
 * The plan names a consumer's e-mail or receipt prints, in the consumer's language (issue 41):
 * the product's and the variant's Bahasa Melayu or Chinese names as the store shows them, each
 * falling back to the English snapshot the line keeps. A line whose English variant name is not
 * the variant's own (a provider top-up package sold on the eSIM's variant) is named by its data
 * and days in that language, as the store's top-up offer named it. English keeps the snapshot.
 */
export async function localPlanLabels(
  tx: Tx,
  language: string,
  lines: readonly SoldPlan[],
): Promise<string[]> {
  const english = lines.map((l) => planLabel(l.productName, l.variantName));
  const ids = [...new Set(lines.map((l) => l.variantId).filter(Boolean))];
  if ((language !== 'ms' && language !== 'zh') || ids.length === 0) return english;
  const rows = await tx
    .select({
      variantId: productVariants.id,
      variantName: productVariants.variantName,
      variantMs: productVariants.variantNameMs,
      variantZh: productVariants.variantNameZh,
      productMs: products.productNameMs,
      productZh: products.productNameZh,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.id, ids));
  const byId = new Map(rows.map((r) => [r.variantId, r]));
  return lines.map((line, i) => {
    const local = byId.get(line.variantId);
    if (!local) return english[i];
    const product = (language === 'ms' ? local.productMs : local.productZh) || line.productName;
    const variant =
      line.variantName === local.variantName
        ? (language === 'ms' ? local.variantMs : local.variantZh) || line.variantName
        : dataAndDaysIn(line, language);
    return planLabel(product, variant);
  });
}

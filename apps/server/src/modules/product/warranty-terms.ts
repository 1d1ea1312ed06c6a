import { planLabel } from '@wander/contract';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { warranties, warrantyTypes } from '../../db/schema/index.js';

interface SoldLine {
  productId: string;
  variantId: string;
  productName: string;
  variantName: string;
}

/** A warranty as an invoice prints it, with the plans it covers on that invoice. */
export interface PrintedTerms {
  heading: string;
  terms: string;
  plans: string[];
  /** It covers every line of the document. */
  allLines: boolean;
}

/**
 * The refund and replacement terms of what a company sells on one document: for each line and each
 * warranty type, the most specific active warranty of the seller (the variant's, else the
 * product's, else the one for every plan). One entry per warranty, in type order.
 */
export async function warrantyTermsOf(
  db: Tx,
  sellerEntityCode: string,
  lines: SoldLine[],
): Promise<PrintedTerms[]> {
  if (lines.length === 0) return [];
  const productIds = [...new Set(lines.map((l) => l.productId))];
  const rows = await db
    .select({
      id: warranties.id,
      typeId: warranties.warrantyTypeId,
      typeName: warrantyTypes.warrantyTypeName,
      productId: warranties.productId,
      variantId: warranties.variantId,
      periodDays: warranties.periodDays,
      terms: warranties.terms,
    })
    .from(warranties)
    .innerJoin(warrantyTypes, eq(warrantyTypes.id, warranties.warrantyTypeId))
    .where(
      and(
        eq(warranties.entityCode, sellerEntityCode),
        eq(warranties.isActive, true),
        or(isNull(warranties.productId), inArray(warranties.productId, productIds)),
      ),
    )
    .orderBy(asc(warrantyTypes.warrantyTypeName), asc(warranties.warrantyCode));
  const chosen = new Map<string, { row: (typeof rows)[number]; plans: Set<string> }>();
  const specificity = (r: (typeof rows)[number], line: SoldLine) =>
    r.variantId
      ? r.variantId === line.variantId
        ? 2
        : -1
      : r.productId
        ? r.productId === line.productId
          ? 1
          : -1
        : 0;
  for (const line of lines) {
    const best = new Map<string, (typeof rows)[number]>();
    for (const r of rows) {
      const s = specificity(r, line);
      const current = best.get(r.typeId);
      if (s >= 0 && (!current || s > specificity(current, line))) best.set(r.typeId, r);
    }
    for (const r of best.values()) {
      const entry = chosen.get(r.id) ?? { row: r, plans: new Set<string>() };
      entry.plans.add(planLabel(line.productName, line.variantName));
      chosen.set(r.id, entry);
    }
  }
  const allPlans = new Set(lines.map((l) => planLabel(l.productName, l.variantName)));
  return [...chosen.values()].map(({ row, plans }) => ({
    heading: row.periodDays > 0 ? `${row.typeName} (${row.periodDays} days)` : row.typeName,
    terms: row.terms,
    plans: [...plans],
    allLines: plans.size === allPlans.size,
  }));
}

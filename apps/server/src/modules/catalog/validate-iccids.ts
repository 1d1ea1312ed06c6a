import { and, eq, inArray } from 'drizzle-orm';
import {
  ICCID_MESSAGE,
  isIccid,
  type BulkIccidValidationResult,
  type IccidCheck,
} from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import type { AuthCompany } from '../../platform/auth/context.js';
import { products, productVariants, wanderSerialNumbers } from '../../db/schema/index.js';

export const IccidMessage = {
  notFound: 'ICCID not found',
  twice: (row: number) => `ICCID is already in row ${row}`,
  notAvailable: (status: string) => `ICCID is already ${status}`,
  otherVariant: 'ICCID is an eSIM of another variant',
} as const;

/**
 * POST product/WanderSerialNumber/BulkInvoiceDetailsValidation: for each ICCID, in order, whether
 * it can go on an invoice line: an eSIM of the working company, available, listed once, and (when
 * a variant is given) of that variant. Another company's eSIM is simply not found.
 */
export async function validateIccids(
  db: Tx,
  company: AuthCompany,
  input: { iccids: string[]; variantId: string | null },
): Promise<BulkIccidValidationResult> {
  const wellFormed = [...new Set(input.iccids.filter(isIccid))];
  const found = wellFormed.length
    ? await db
        .select({
          iccid: wanderSerialNumbers.iccid,
          status: wanderSerialNumbers.status,
          variantId: wanderSerialNumbers.variantId,
          variantCode: productVariants.variantCode,
          productName: products.productName,
        })
        .from(wanderSerialNumbers)
        .innerJoin(productVariants, eq(productVariants.id, wanderSerialNumbers.variantId))
        .innerJoin(products, eq(products.id, wanderSerialNumbers.productId))
        .where(
          and(
            eq(wanderSerialNumbers.entityCode, company.entityCode),
            inArray(wanderSerialNumbers.iccid, wellFormed),
          ),
        )
    : [];
  const byIccid = new Map(found.map((f) => [f.iccid, f]));
  const firstRow = new Map<string, number>();
  const rows: IccidCheck[] = input.iccids.map((iccid, i) => {
    const row = i + 1;
    const esim = byIccid.get(iccid);
    let message: string | null = null;
    if (!isIccid(iccid)) message = ICCID_MESSAGE;
    else if (firstRow.has(iccid)) message = IccidMessage.twice(firstRow.get(iccid)!);
    else if (!esim) message = IccidMessage.notFound;
    else if (esim.status !== 'available') message = IccidMessage.notAvailable(esim.status);
    else if (input.variantId && esim.variantId !== input.variantId) {
      message = IccidMessage.otherVariant;
    }
    if (!firstRow.has(iccid)) firstRow.set(iccid, row);
    return {
      row,
      iccid,
      isValid: message === null,
      status: esim?.status ?? null,
      variantId: esim?.variantId ?? null,
      variantCode: esim?.variantCode ?? null,
      productName: esim?.productName ?? null,
      message,
    };
  });
  const validCount = rows.filter((r) => r.isValid).length;
  return { validCount, invalidCount: rows.length - validCount, rows };
}

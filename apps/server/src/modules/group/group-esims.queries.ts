import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { invoiceLines, purchaseOrderLines, wanderSerialNumbers } from '../../db/schema/index.js';

/** Whose an eSIM of a group's order is: the traveller it was moved to, else its line's. */
export const esimTraveller = sql<
  string | null
>`coalesce(${wanderSerialNumbers.travellerId}, ${purchaseOrderLines.travellerId})`;

/** The MB an eSIM has used so far (its esim_usages rows). */
const usedMb = sql<number>`coalesce((select sum(u.used_mb) from esim_usages u
  where u.serial_id = ${wanderSerialNumbers.id}), 0)::float8`;

export interface GroupEsim {
  serialId: string;
  travellerId: string | null;
  iccid: string;
  activationCode: string;
  planName: string;
  days: number;
  dataGb: number;
  status: string;
  deliveredAt: Date | null;
  installedAt: Date | null;
  usedMb: number;
}

/**
 * The eSIMs of a group's purchase order (serial -> invoice line -> order line), with their
 * traveller, in the order's line order; `travellerId` narrows them to one traveller's. Before the
 * order is fulfilled there are none.
 */
export async function groupEsims(tx: Tx, poId: string, travellerId?: string): Promise<GroupEsim[]> {
  const rows = await tx
    .select({
      serialId: wanderSerialNumbers.id,
      travellerId: esimTraveller,
      iccid: wanderSerialNumbers.iccid,
      activationCode: wanderSerialNumbers.activationCode,
      planName: purchaseOrderLines.variantName,
      days: purchaseOrderLines.days,
      dataGb: purchaseOrderLines.dataGb,
      status: wanderSerialNumbers.status,
      deliveredAt: wanderSerialNumbers.deliveredAt,
      installedAt: wanderSerialNumbers.installedAt,
      usedMb,
    })
    .from(purchaseOrderLines)
    .innerJoin(invoiceLines, eq(invoiceLines.poLineId, purchaseOrderLines.id))
    .innerJoin(wanderSerialNumbers, eq(wanderSerialNumbers.invoiceLineId, invoiceLines.id))
    .where(
      and(
        eq(purchaseOrderLines.poId, poId),
        travellerId ? sql`${esimTraveller} = ${travellerId}` : undefined,
      ),
    )
    .orderBy(purchaseOrderLines.lineNo, wanderSerialNumbers.iccid);
  return rows.map((r) => ({ ...r, usedMb: Number(r.usedMb), dataGb: Number(r.dataGb) }));
}

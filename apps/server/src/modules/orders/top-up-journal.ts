import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import {
  invoiceLines,
  invoices,
  purchaseOrderLines,
  type purchaseOrders,
  users,
  wanderSerialNumbers,
} from '../../db/schema/index.js';
import { recordServiceEvents } from './service-journal.js';

const REMARK = 'Top-up of eSIM ';
/** The remark of an eSIM's top-up order: it names the eSIM by its ICCID. */
export const topUpRemark = (iccid: string) => `${REMARK}${iccid}`;

/** Who bought it (the e-mail), what with, on which order: one TopUp row of the eSIM's journal. */
export async function journalTopUp(
  tx: Tx,
  esim: { id: string; iccid: string; distributor: string },
  order: { buyer: string; planName: string; reference: string; performedBy: string },
) {
  await recordServiceEvents(tx, [
    {
      serialId: esim.id,
      iccid: esim.iccid,
      event: 'TopUp',
      entityCode: esim.distributor,
      customerEntityCode: order.buyer,
      description: `Topped up with ${order.planName}`,
      reference: order.reference,
      performedBy: order.performedBy,
    },
  ]);
}

/**
 * A business customer's eSIM top-up paid by card (issue 37): journalled when the verified card
 * payment makes the order Paid, in that transaction, as the wallet payment journals it. The
 * order names its eSIM in its remark; the eSIM must be one the buyer got from the order's
 * distributor. Any other order journals nothing.
 */
export async function journalCardTopUp(
  tx: Tx,
  po: typeof purchaseOrders.$inferSelect,
  paidBy: string | null,
) {
  if (po.consumerId || !po.remarks?.startsWith(REMARK)) return;
  const [esim] = await tx
    .select({ id: wanderSerialNumbers.id, iccid: wanderSerialNumbers.iccid })
    .from(wanderSerialNumbers)
    .innerJoin(invoiceLines, eq(invoiceLines.id, wanderSerialNumbers.invoiceLineId))
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(
      and(
        eq(wanderSerialNumbers.iccid, po.remarks.slice(REMARK.length)),
        eq(wanderSerialNumbers.status, 'delivered'),
        eq(invoices.customerEntityCode, po.entityCode),
        eq(invoices.entityCode, po.distributorEntityCode),
      ),
    )
    .limit(1);
  if (!esim) return;
  const [line] = await tx
    .select({ planName: purchaseOrderLines.variantName })
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.poId, po.id))
    .orderBy(asc(purchaseOrderLines.lineNo))
    .limit(1);
  const [payer] = paidBy
    ? await tx.select({ email: users.email }).from(users).where(eq(users.id, paidBy))
    : [];
  await journalTopUp(
    tx,
    { ...esim, distributor: po.distributorEntityCode },
    {
      buyer: po.entityCode,
      planName: line?.planName ?? '',
      reference: po.documentNo,
      performedBy: payer?.email ?? 'card payment',
    },
  );
}

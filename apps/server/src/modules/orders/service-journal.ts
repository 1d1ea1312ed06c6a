import { eq, inArray } from 'drizzle-orm';
import type { ServiceEvent } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import {
  invoiceLines,
  invoices,
  serviceMovingJournals,
  wanderSerialNumbers,
} from '../../db/schema/index.js';

export interface ServiceEventInput {
  serialId: string;
  iccid: string;
  event: ServiceEvent;
  /** The distributor that sold the eSIM. */
  entityCode: string;
  customerEntityCode: string | null;
  description?: string | null;
  reference?: string | null;
  performedBy: string;
  occurredAt?: Date;
}

/**
 * Writes service events of eSIMs in the caller's transaction (they exist exactly when what they
 * record does). The same eSIM, event and reference is written once (unique index).
 */
export async function recordServiceEvents(tx: Tx, events: ServiceEventInput[]) {
  if (events.length === 0) return;
  await tx
    .insert(serviceMovingJournals)
    .values(events.map((e) => ({ ...e, occurredAt: e.occurredAt ?? new Date() })))
    .onConflictDoNothing();
}

/** Delivery activates the invoice's eSIMs: one Activated row each, by whoever completed it. */
export async function recordActivations(
  tx: Tx,
  invoiceId: string,
  serialIds: string[],
  performedBy: string,
) {
  if (serialIds.length === 0) return;
  const [invoice] = await tx
    .select({
      documentNo: invoices.documentNo,
      entityCode: invoices.entityCode,
      customerEntityCode: invoices.customerEntityCode,
    })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (!invoice) return;
  const rows = await tx
    .select({
      id: wanderSerialNumbers.id,
      iccid: wanderSerialNumbers.iccid,
      productName: invoiceLines.productName,
      variantName: invoiceLines.variantName,
    })
    .from(wanderSerialNumbers)
    .innerJoin(invoiceLines, eq(invoiceLines.id, wanderSerialNumbers.invoiceLineId))
    .where(inArray(wanderSerialNumbers.id, serialIds));
  await recordServiceEvents(
    tx,
    rows.map((r) => ({
      serialId: r.id,
      iccid: r.iccid,
      event: 'Activated' as const,
      entityCode: invoice.entityCode,
      customerEntityCode: invoice.customerEntityCode,
      description: `Delivered and activated: ${r.productName} ${r.variantName}`,
      reference: invoice.documentNo,
      performedBy,
    })),
  );
}

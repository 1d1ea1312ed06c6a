import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { invoices } from '../../db/schema/index.js';
import type { OrderActor } from './order-actor.js';

/**
 * PUT payment/Invoices/Complete (body: ids): completes every invoice in the caller's one
 * transaction, so one refusal (short stock, a pending cancellation, already completed, another
 * company's invoice) rolls all of them back. The refusal names the invoice it is about
 * ('INV-000012: Insufficient Stock: ...'); an id the issuer does not own stays 'Invoice not found'.
 */
export async function completeInvoices(
  tx: Tx,
  actor: OrderActor,
  ids: string[],
  completeOne: (id: string) => Promise<{ delivered: number }>,
) {
  const numbers = new Map(
    (
      await tx
        .select({ id: invoices.id, documentNo: invoices.documentNo })
        .from(invoices)
        .where(and(inArray(invoices.id, ids), eq(invoices.entityCode, actor.company.entityCode)))
    ).map((r) => [r.id, r.documentNo]),
  );
  let delivered = 0;
  for (const id of ids) {
    const documentNo = numbers.get(id);
    if (!documentNo) throw AppError.notFound('Invoice');
    try {
      delivered += (await completeOne(id)).delivered;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      throw new AppError(
        error.code,
        `${documentNo}: ${error.message}`,
        error.fieldErrors,
        error.status,
      );
    }
  }
  return delivered;
}

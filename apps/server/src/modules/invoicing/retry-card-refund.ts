import { InvoiceCancellationMessage as Msg } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { lockInvoice, type OrderActor } from '../orders/index.js';
import { failedRefundsOf, markRefundPending } from './cancellation.queries.js';

/**
 * POST payment/Invoices/PaydollarRefund/{invoiceId}: the issuer retries the card refund of one
 * of its cancelled invoices that ended refund_failed. Its failed sessions go back to
 * refund_pending (the caller queues the payment.refund job after the commit); anything else is
 * a 422 and changes nothing. The invoice row is locked, so two retries at once queue one refund.
 */
export async function retryCardRefund(tx: Tx, actor: OrderActor, invoiceId: string) {
  if (!isUuid(invoiceId)) throw AppError.notFound('Invoice');
  const invoice = await lockInvoice(tx, invoiceId, actor.company.entityCode);
  if (!invoice) throw AppError.notFound('Invoice');
  const refuse = () => new AppError('BUSINESS_RULE', Msg.noFailedRefund);
  if (invoice.status !== 'Cancelled' || !invoice.poId) throw refuse();
  const sessionIds = await markRefundPending(tx, failedRefundsOf(invoice.poId)!);
  if (sessionIds.length === 0) throw refuse();
  return sessionIds;
}

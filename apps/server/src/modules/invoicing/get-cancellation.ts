import { eq, type SQL } from 'drizzle-orm';
import type { InvoiceCancellationDetail } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { invoiceCancellations } from '../../db/schema/index.js';
import { toApiRow } from '../../crud/list-search.js';
import { cancellationHeader, cancellationList } from './cancellation.queries.js';
import { approvalsOf } from './refund-approval.queries.js';

/** Who looks at cancellations, and what its grants let it do (payment/InvoiceCancelled). */
export interface CancellationViewer {
  entityCode: string;
  /** Platform staff (a platform admin, or anyone in the platform company) read every one. */
  isPlatform: boolean;
  /** The viewer's e-mail: a refund's requester may not approve it. */
  email: string;
  canUpdate: boolean;
  canDelete: boolean;
  /** payment/InvoiceCancelled Approve: decides refunds waiting for a second user. */
  canApprove: boolean;
}

/** The issuer's cancellations only; platform staff all. Anything else answers 404. */
export function cancellationScope(viewer: Pick<CancellationViewer, 'entityCode' | 'isPlatform'>) {
  if (viewer.isPlatform) return undefined;
  return eq(invoiceCancellations.entityCode, viewer.entityCode) as SQL;
}

/**
 * GET payment/InvoiceCancelled/GetDetail/{id}: the cancellation with its invoice, orders and
 * refund, and the actions of the issuer: Edit, Delete and Complete while Pending, RetryRefund
 * once completed when its card refund failed.
 */
export async function getCancellation(
  db: Tx,
  viewer: CancellationViewer,
  id: string,
): Promise<InvoiceCancellationDetail> {
  if (!isUuid(id)) throw AppError.notFound('Cancelled Invoice');
  const row = await cancellationHeader(db, id, cancellationScope(viewer));
  if (!row) throw AppError.notFound('Cancelled Invoice');
  const view = toApiRow(cancellationList, row) as unknown as InvoiceCancellationDetail;
  const issuer = view.entityCode === viewer.entityCode;
  const approvals = await approvalsOf(db, id);
  const waiting = approvals.find((a) => a.status === 'Waiting');
  const actions: string[] = [];
  if (issuer && view.status === 'Pending') {
    if (viewer.canUpdate) actions.push('Edit', ...(waiting ? [] : ['Complete']));
    if (viewer.canDelete) actions.push('Delete');
    if (waiting && viewer.canApprove) {
      // The requester may withdraw (reject) its own request but never approve it.
      if (waiting.requestedByName !== viewer.email) actions.push('ApproveRefund');
      actions.push('RejectRefund');
    }
  }
  const failed = view.refundStatus === 'refund_failed';
  if (issuer && viewer.canUpdate && view.status === 'Completed' && failed) {
    actions.push('RetryRefund');
  }
  return { ...view, refundError: failed ? view.refundError : null, approvals, actions };
}

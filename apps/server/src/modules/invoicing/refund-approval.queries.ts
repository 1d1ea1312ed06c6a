import { and, desc, eq } from 'drizzle-orm';
import {
  fromMinor,
  REFUND_APPROVAL_DEFAULT,
  toMinor,
  type RefundApproval,
  type RefundApprovalStatus,
} from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { refundApprovals } from '../../db/schema/index.js';
import { platformNumbers } from '../network/platform-settings.js';

/** A refund of more than this (minor units) waits for a second user (RefundApprovalAmount). */
export async function refundApprovalMinor(tx: Tx): Promise<number> {
  const { RefundApprovalAmount } = await platformNumbers(tx, {
    RefundApprovalAmount: REFUND_APPROVAL_DEFAULT,
  });
  return toMinor(RefundApprovalAmount);
}

/** The approval a cancellation is waiting for, locked (one decision at a time), or null. */
export async function lockWaitingApproval(tx: Tx, cancellationId: string) {
  const [row] = await tx
    .select()
    .from(refundApprovals)
    .where(
      and(
        eq(refundApprovals.cancellationId, cancellationId),
        eq(refundApprovals.status, 'Waiting'),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function insertApproval(tx: Tx, values: typeof refundApprovals.$inferInsert) {
  await tx.insert(refundApprovals).values(values);
}

export async function decideApproval(
  tx: Tx,
  id: string,
  decision: Partial<typeof refundApprovals.$inferInsert> & { status: RefundApprovalStatus },
) {
  await tx
    .update(refundApprovals)
    .set({ ...decision, decidedAt: new Date() })
    .where(eq(refundApprovals.id, id));
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const money = (minor: number | null) => (minor === null ? null : fromMinor(minor));

/** The audit trail of a cancellation's refund approvals, newest first. */
export async function approvalsOf(db: Tx, cancellationId: string): Promise<RefundApproval[]> {
  const rows = await db
    .select()
    .from(refundApprovals)
    .where(eq(refundApprovals.cancellationId, cancellationId))
    .orderBy(desc(refundApprovals.requestedAt));
  return rows.map((r) => ({
    id: r.id,
    refundMethod: r.refundMethod,
    refundAmount: fromMinor(r.refundMinor),
    currency: r.currency,
    status: r.status as RefundApprovalStatus,
    requestedByName: r.requestedByName,
    requestedAt: r.requestedAt.toISOString(),
    decidedByName: r.decidedByName,
    decidedAt: iso(r.decidedAt),
    decisionNote: r.decisionNote,
    balanceBefore: money(r.balanceBeforeMinor),
    balanceAfter: money(r.balanceAfterMinor),
  }));
}

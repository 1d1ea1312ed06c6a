import {
  formatAmount,
  type InvoiceCancellationDetail,
  type RefundApproval,
} from '@wander/contract';
import { DataTable, type DataColumn } from '../../crud/data-table';
import { Flag } from '../../crud/loading';
import { DecisionButtons } from '../../ui/decision-buttons';
import { Panel } from '../../ui/panel';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB') : '-');
const TONE = { Waiting: 'warn', Approved: 'good', Rejected: 'bad' } as const;
const balances = (a: RefundApproval) =>
  a.balanceBefore === null || a.balanceAfter === null
    ? '-'
    : `${formatAmount(a.balanceBefore)} → ${formatAmount(a.balanceAfter)}`;

const COLUMNS: DataColumn<RefundApproval>[] = [
  { key: 'status', title: 'Status', render: (a) => <Flag tone={TONE[a.status]}>{a.status}</Flag> },
  {
    key: 'refund',
    title: 'Refund',
    render: (a) => `${a.currency} ${formatAmount(a.refundAmount)} (${a.refundMethod})`,
  },
  { key: 'requestedBy', title: 'Requested by', render: (a) => a.requestedByName },
  { key: 'requestedAt', title: 'Requested', render: (a) => when(a.requestedAt) },
  { key: 'decidedBy', title: 'Decided by', render: (a) => a.decidedByName ?? '-' },
  { key: 'decidedAt', title: 'Decided', render: (a) => when(a.decidedAt) },
  { key: 'note', title: 'Note', render: (a) => a.decisionNote ?? '-' },
  { key: 'balance', title: 'Wallet balance', render: balances },
];

/**
 * Four eyes on a large refund: the approvals asked for (the audit trail: who asked, who decided,
 * the note, the buyer's wallet balance before and after) and, while one waits, Approve (another
 * user than the requester) and Reject with a note. `decide` confirms and calls the server.
 */
export function RefundApprovalPanel({
  c,
  decide,
}: {
  c: InvoiceCancellationDetail;
  decide: (kind: 'approve' | 'reject', note: string) => void;
}) {
  const waiting = c.approvals.find((a) => a.status === 'Waiting');
  if (c.approvals.length === 0) return null;
  const canApprove = c.actions.includes('ApproveRefund');
  const canReject = c.actions.includes('RejectRefund');
  return (
    <Panel title="Refund approval">
      {waiting && (
        <p role="note">
          The refund of {waiting.currency} {formatAmount(waiting.refundAmount)} is above the
          approval amount: it waits for another user with the Approve permission
          {canApprove ? '.' : ` (asked by ${waiting.requestedByName}).`}
        </p>
      )}
      {waiting && (canApprove || canReject) && (
        <div style={{ marginBottom: 16 }}>
          <DecisionButtons
            approveLabel="Approve refund"
            rejectLabel="Reject refund"
            canApprove={canApprove}
            canReject={canReject}
            onApprove={(note) => decide('approve', note)}
            onReject={(note) => decide('reject', note)}
          />
        </div>
      )}
      <DataTable<RefundApproval>
        caption="Refund approvals"
        rowKey={(a) => a.id}
        rows={c.approvals}
        columns={COLUMNS}
      />
    </Panel>
  );
}

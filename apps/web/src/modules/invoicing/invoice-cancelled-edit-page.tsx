import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, Input, Space } from 'antd';
import { formatAmount, type InvoiceCancellationDetail } from '@wander/contract';
import { errorMessageOf } from '../../lib/api';
import { useApiCall } from '../../lib/api/use-api-call';
import { Loading } from '../../crud/loading';
import { confirmDialog, DELETE_CONFIRM_TEXT, showMessage } from '../../ui/dialogs';
import { FormAlert } from '../../ui/form-alert';
import { Money } from '../../ui/money';
import { PageFrame } from '../../ui/page-frame';
import { Panel } from '../../ui/panel';
import { reasonError } from './cancel-invoice-action';
import { CANCELLED_LIST, cancellationKeys, cancellationsApi } from './invoicing-api';
import { RefundApprovalPanel } from './refund-approval-panel';
import { CancellationStatusTag, RefundState } from './refund-state';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB') : '-');

/** The reason, editable while the cancellation is Pending and the caller may edit it. */
function ReasonPanel({ c, onSaved }: { c: InvoiceCancellationDetail; onSaved: () => unknown }) {
  const [reason, setReason] = useState(c.reason);
  const save = useApiCall(cancellationsApi.update);
  if (!c.actions.includes('Edit'))
    return (
      <Panel title="Reason">
        <p>{c.reason}</p>
      </Panel>
    );
  const error = reasonError(reason);
  return (
    <Panel title="Reason">
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          if (error) return;
          const result = await save.run(c.id, reason.trim());
          if (!result) return;
          showMessage('success', result.message ?? 'Update successfully!');
          await onSaved();
        }}
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Input.TextArea
            aria-label="Reason"
            rows={3}
            maxLength={512}
            showCount
            value={reason}
            status={error ? 'error' : undefined}
            onChange={(e) => setReason(e.target.value)}
          />
          {error && (
            <div className="field-error" role="alert" style={{ color: '#ff4d4f' }}>
              {error}
            </div>
          )}
          <FormAlert message={save.errorMessage} />
          <Button htmlType="submit" disabled={reason.trim() === c.reason} loading={save.loading}>
            Save
          </Button>
        </Space>
      </form>
    </Panel>
  );
}

/**
 * /setup/invoice-cancelled-edit/{id}: one cancellation with its invoice, reason and refund. While
 * Pending the issuer edits the reason, withdraws it ('Are you sure to delete?') or completes it
 * after a confirmation (a refund above the approval amount then waits for a second user, who
 * approves or rejects it here); a failed card refund can be retried.
 */
export function InvoiceCancelledEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: cancellationKeys.detail(id),
    queryFn: () => cancellationsApi.detail(id),
  });
  const c = query.data;
  if (!c)
    return (
      <PageFrame title="Cancelled Invoice" breadcrumb={[CANCELLED_LIST]}>
        {query.isError ? <p role="alert">{errorMessageOf(query.error)}</p> : <Loading />}
      </PageFrame>
    );

  /** Completing moves invoices, orders, wallets and stock: every list is stale after it. */
  const refresh = () => queryClient.invalidateQueries();
  const act = (
    title: string,
    content: string | undefined,
    work: () => Promise<{ message: string | null }>,
    after?: () => void,
  ) =>
    confirmDialog({
      title,
      content,
      onYes: async () => {
        try {
          const { message } = await work();
          showMessage('success', message ?? 'Done');
          after?.();
        } catch (error) {
          showMessage('error', errorMessageOf(error));
        }
        await refresh();
      },
    });
  const complete = () =>
    act(
      `Complete the cancellation of invoice ${c.documentNo}?`,
      c.refundMethod === 'none'
        ? 'The invoice and its order are cancelled and its eSIMs return to stock.'
        : `The invoice and its order are cancelled, its eSIMs return to stock and the buyer is refunded ${c.currency} ${formatAmount(c.refundAmount)} ${c.refundMethod === 'wallet' ? 'to its wallet' : 'to its card'}.`,
      () => cancellationsApi.complete(c.id),
    );
  const withdraw = () =>
    act(
      DELETE_CONFIRM_TEXT,
      'The cancellation request is withdrawn; the invoice stays open.',
      () => cancellationsApi.withdraw(c.id),
      () => navigate(CANCELLED_LIST.path),
    );
  const decide = (kind: 'approve' | 'reject', note: string) =>
    kind === 'approve'
      ? act(
          `Approve the refund of ${c.currency} ${formatAmount(c.refundAmount)}?`,
          'The invoice and its order are cancelled, its eSIMs return to stock and the buyer is refunded now.',
          () => cancellationsApi.approveRefund(c.id, note || undefined),
        )
      : act(
          'Reject the refund?',
          'Nothing moves; the cancellation stays pending with your note.',
          () => cancellationsApi.rejectRefund(c.id, note),
        );
  const retry = () =>
    act(
      'Retry the card refund?',
      `${c.currency} ${formatAmount(c.refundAmount)} is refunded to the card again.`,
      () => cancellationsApi.retryRefund(c.invoiceId),
    );

  return (
    <PageFrame
      title={`Cancellation of ${c.documentNo}`}
      breadcrumb={[CANCELLED_LIST]}
      extra={
        <Space wrap>
          {c.actions.includes('Complete') && (
            <Button type="primary" danger onClick={() => void complete()}>
              Complete
            </Button>
          )}
          {c.actions.includes('RetryRefund') && (
            <Button type="primary" onClick={() => void retry()}>
              Retry card refund
            </Button>
          )}
          {c.actions.includes('Delete') && (
            <Button onClick={() => void withdraw()}>Withdraw</Button>
          )}
        </Space>
      }
    >
      <Panel title="Invoice">
        <dl className="order-summary">
          <dt>Status</dt>
          <dd>
            <CancellationStatusTag status={c.status} />
          </dd>
          <dt>Invoice</dt>
          <dd>
            <Link to={`/setup/invoice-detail/${c.invoiceId}`}>{c.documentNo}</Link> (
            {c.invoiceStatus})
          </dd>
          <dt>Customer</dt>
          <dd>
            {c.customerName}
            {c.customerEntityCode ? ` (${c.customerEntityCode})` : ''}
          </dd>
          <dt>{c.poNo ? 'Purchase Order' : 'Sale Order'}</dt>
          <dd>{c.poNo ?? c.saleOrderNo ?? '-'}</dd>
          <dt>Total</dt>
          <dd>
            <Money value={c.totalAmount} currency={c.currency} />
          </dd>
          <dt>Requested</dt>
          <dd>
            {when(c.createdAt)}
            {c.createdBy ? ` by ${c.createdBy}` : ''}
          </dd>
          <dt>Completed</dt>
          <dd>{when(c.completedAt)}</dd>
        </dl>
      </Panel>
      <ReasonPanel key={c.reason} c={c} onSaved={refresh} />
      <RefundApprovalPanel key={c.approvals.length} c={c} decide={(k, n) => void decide(k, n)} />
      <Panel title="Refund">
        <p>
          <RefundState facts={c} />
        </p>
        {c.refundError && <p role="alert">The provider said: {c.refundError}</p>}
      </Panel>
    </PageFrame>
  );
}

import { Tag } from 'antd';
import { Money } from '../../ui/money';

interface RefundFacts {
  status: string;
  refundMethod: string | null;
  refundAmount: number;
  refundStatus: string | null;
  currency: string;
}

const STATE: Record<string, { color: string; label: (method: string | null) => string }> = {
  refunded: {
    color: 'green',
    label: (m) => (m === 'wallet' ? 'Refunded to wallet' : 'Refunded to card'),
  },
  refund_pending: { color: 'gold', label: () => 'Card refund pending' },
  refund_failed: { color: 'red', label: () => 'Card refund failed' },
};

/** What a Pending cancellation will refund, in words. */
function planned(method: string | null) {
  if (method === 'wallet') return "to the buyer's wallet when completed";
  if (method === 'card') return 'to the card that paid, when completed';
  return null;
}

/**
 * Where a cancellation's refund stands: the plan while Pending (amount and way), then the state
 * (refunded to the wallet at once; a card refund pending, refunded or failed), or no refund.
 */
export function RefundState({ facts }: { facts: RefundFacts }) {
  const { refundMethod, refundAmount, refundStatus, currency } = facts;
  if (refundMethod === 'none' || !refundMethod) return <span>No refund (nothing was paid)</span>;
  const amount = <Money value={refundAmount} currency={currency} />;
  if (facts.status === 'Pending')
    return (
      <span>
        {amount} {planned(refundMethod)}
      </span>
    );
  const state = refundStatus ? STATE[refundStatus] : undefined;
  return (
    <span>
      {amount}{' '}
      {state ? <Tag color={state.color}>{state.label(refundMethod)}</Tag> : <Tag>Pending</Tag>}
    </span>
  );
}

const STATUS_COLORS: Record<string, string> = { Pending: 'gold', Completed: 'green' };

export function CancellationStatusTag({ status }: { status: string }) {
  return <Tag color={STATUS_COLORS[status] ?? 'default'}>{status}</Tag>;
}

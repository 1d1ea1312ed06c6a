import { Link } from 'react-router';
import type { InvoiceCancellationSummary } from '@wander/contract';
import { Panel } from '../../ui/panel';
import { cancellationPath } from './invoicing-api';
import { CancellationStatusTag, RefundState } from './refund-state';

/** The invoice detail's view of its cancellation: status, reason, refund, and a link to it. */
export function CancellationSummaryPanel({
  cancellation,
  currency,
}: {
  cancellation: InvoiceCancellationSummary;
  currency: string;
}) {
  return (
    <Panel
      title="Cancellation"
      extra={<Link to={cancellationPath(cancellation.id)}>Open cancellation</Link>}
    >
      <dl className="order-summary">
        <dt>Status</dt>
        <dd>
          <CancellationStatusTag status={cancellation.status} />
        </dd>
        <dt>Reason</dt>
        <dd>{cancellation.reason}</dd>
        <dt>Refund</dt>
        <dd>
          {cancellation.status === 'Pending' ? (
            'Decided when the cancellation is completed'
          ) : (
            <RefundState facts={{ ...cancellation, currency }} />
          )}
        </dd>
      </dl>
    </Panel>
  );
}

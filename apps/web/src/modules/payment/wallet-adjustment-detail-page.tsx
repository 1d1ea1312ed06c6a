import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Descriptions, Space } from 'antd';
import {
  ADJUSTMENT_CATEGORIES,
  ADJUSTMENT_DIRECTIONS,
  APPROVE,
  WALLET_ADJUSTMENT,
  WalletAdjustmentPath as Path,
  type WalletAdjustment,
} from '@wander/contract';
import { api, apiRequest, errorMessageOf } from '../../lib/api';
import { hasPermission } from '../../lib/access/permissions';
import { useSession } from '../../lib/session/session';
import { crudKeys } from '../../crud/crud-api';
import { Loading } from '../../crud/loading';
import { confirmDialog, showMessage } from '../../ui/dialogs';
import { DecisionButtons } from '../../ui/decision-buttons';
import { Money } from '../../ui/money';
import { PageFrame } from '../../ui/page-frame';

const LIST = { title: 'Wallet Adjustments', path: '/setup/wallet-adjustment-list' };
const when = (v: unknown) => (v ? new Date(String(v)).toLocaleString('en-GB') : '-');
const labelOf = (list: readonly { value: string; label: string }[], v: string) =>
  list.find((o) => o.value === v)?.label ?? v;

/**
 * /setup/wallet-adjustment-detail/{id}: one hand adjustment and its audit trail. While Pending, a
 * user with Approve who did not request it approves it (the wallet moves) or rejects it with a
 * note; the requester may only reject (withdraw) it.
 */
export function WalletAdjustmentDetailPage() {
  const { id = '' } = useParams();
  const { profile } = useSession();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: crudKeys.detail(WALLET_ADJUSTMENT, id),
    queryFn: () => api.get<WalletAdjustment>(Path.detail(id)),
  });
  const a = query.data;
  if (!a)
    return (
      <PageFrame title="Wallet Adjustment" breadcrumb={[LIST]}>
        {query.isError ? <p role="alert">{errorMessageOf(query.error)}</p> : <Loading />}
      </PageFrame>
    );

  const mayDecide = a.status === 'Pending' && hasPermission(profile, WALLET_ADJUSTMENT, APPROVE);
  const ownRequest = a.requestedByName === profile?.email;
  const decide = (title: string, content: string, path: string, body: object) =>
    confirmDialog({
      title,
      content,
      onYes: async () => {
        try {
          const result = await apiRequest<WalletAdjustment>(path, { method: 'PUT', body });
          showMessage('success', result.message ?? 'Done');
        } catch (error) {
          showMessage('error', errorMessageOf(error));
        }
        // Approving moves a wallet: its balance and ledger lists are stale too.
        await queryClient.invalidateQueries();
      },
    });
  const amount = `${a.currency} ${a.amount.toFixed(2)}`;

  return (
    <PageFrame title={`Wallet Adjustment ${a.adjustmentNo}`} breadcrumb={[LIST]}>
      <Descriptions column={1} bordered size="middle">
        <Descriptions.Item label="Status">{a.status}</Descriptions.Item>
        <Descriptions.Item label="Wallet">{`${a.companyName} (${a.entityCode})`}</Descriptions.Item>
        <Descriptions.Item label="Direction">
          {labelOf(ADJUSTMENT_DIRECTIONS, a.direction)}
        </Descriptions.Item>
        <Descriptions.Item label="Category">
          {labelOf(ADJUSTMENT_CATEGORIES, a.category)}
        </Descriptions.Item>
        <Descriptions.Item label="Amount">
          <Money value={a.amount} currency={a.currency} />
        </Descriptions.Item>
        <Descriptions.Item label="Reason">{a.reason}</Descriptions.Item>
        <Descriptions.Item label="Requested">{`${a.requestedByName}, ${when(a.requestedAt)}`}</Descriptions.Item>
        <Descriptions.Item label="Decided">
          {a.decidedByName ? `${a.decidedByName}, ${when(a.decidedAt)}` : '-'}
        </Descriptions.Item>
        <Descriptions.Item label="Decision Note">{a.decisionNote ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="Balance Before">
          <Money value={a.balanceBefore} currency={a.currency} />
        </Descriptions.Item>
        <Descriptions.Item label="Balance After">
          <Money value={a.balanceAfter} currency={a.currency} />
        </Descriptions.Item>
      </Descriptions>
      {mayDecide && (
        <Space orientation="vertical" style={{ width: '100%', marginTop: 16 }}>
          {ownRequest && (
            <p role="note">
              You requested this adjustment: another user must approve it. You may reject it to
              withdraw it.
            </p>
          )}
          <DecisionButtons
            canApprove={!ownRequest}
            onApprove={(note) =>
              void decide(
                `Approve ${a.adjustmentNo}?`,
                `${amount} is ${a.direction === 'credit' ? 'added to' : 'taken from'} the wallet of ${a.companyName} at once.`,
                Path.approve(a.id),
                note ? { note } : {},
              )
            }
            onReject={(note) =>
              void decide(
                `Reject ${a.adjustmentNo}?`,
                'Nothing moves; the request is closed with your note.',
                Path.reject(a.id),
                { note },
              )
            }
          />
        </Space>
      )}
    </PageFrame>
  );
}

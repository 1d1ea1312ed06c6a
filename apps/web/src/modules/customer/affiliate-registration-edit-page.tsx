import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Button, Descriptions, Input, InputNumber, Space } from 'antd';
import {
  consumerAffiliateRegistrationResource as resource,
  DEFAULT_COMMISSION_RATE_PERCENT,
  type ConsumerAffiliateRegistration,
} from '@wander/contract/resources/customer/consumer-affiliate-registration';
import { AffiliatePath } from '@wander/contract/resources/customer/consumer-affiliate';
import { api, apiRequest, errorMessageOf } from '../../lib/api';
import { hasPermission } from '../../lib/access/permissions';
import { useSession } from '../../lib/session/session';
import { crudKeys } from '../../crud/crud-api';
import { Loading } from '../../crud/loading';
import { confirmDialog, showMessage } from '../../ui/dialogs';
import { FieldRow } from '../../ui/field-row';
import { PageFrame } from '../../ui/page-frame';

const LIST = {
  title: 'Affiliate Registrations',
  path: '/setup/consumer-affiliate-registration-list',
};
const when = (v: unknown) => (v ? new Date(String(v)).toLocaleString('en-GB') : '-');

/**
 * /setup/consumer-affiliate-registration-edit/{id}: a consumer's application to become an
 * affiliate. While Pending, a user with Update approves it with a commission rate or rejects it
 * with a reason (required); a decided application is shown with its decision.
 */
export function AffiliateRegistrationEditPage() {
  const { id = '' } = useParams();
  const { profile } = useSession();
  const queryClient = useQueryClient();
  const [rate, setRate] = useState<number | null>(DEFAULT_COMMISSION_RATE_PERCENT);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const query = useQuery({
    queryKey: crudKeys.detail(resource.apiPath, id),
    queryFn: () =>
      api.get<ConsumerAffiliateRegistration>(
        `${resource.apiPath}/GetDetail/${encodeURIComponent(id)}`,
      ),
  });
  const r = query.data;
  if (!r)
    return (
      <PageFrame title="Affiliate Registration" breadcrumb={[LIST]}>
        {query.isError ? <p role="alert">{errorMessageOf(query.error)}</p> : <Loading />}
      </PageFrame>
    );

  const mayDecide = r.status === 'Pending' && hasPermission(profile, resource.permission, 'Update');
  const decide = (title: string, content: string, body: object) =>
    confirmDialog({
      title,
      content,
      onYes: async () => {
        try {
          const result = await apiRequest(AffiliatePath.approveStatus(r.id), {
            method: 'PUT',
            body,
          });
          showMessage('success', result.message ?? 'Done');
        } catch (error) {
          showMessage('error', errorMessageOf(error));
        }
        await queryClient.invalidateQueries({ queryKey: crudKeys.all(resource.apiPath) });
      },
    });
  const approve = () => {
    // The input keeps the rate within 0.01 to 100; the server checks it again.
    if (!rate) {
      setErrors({ rate: 'Commission Rate (%) is required' });
      return;
    }
    setErrors({});
    void decide(
      `Approve ${r.consumerName}?`,
      `${r.consumerName} becomes an affiliate earning ${rate}% on the orders of the consumers they refer.`,
      { status: 'Approved', commissionRatePercent: rate },
    );
  };
  const reject = () => {
    if (!reason.trim()) {
      setErrors({ reason: 'Reason is required' });
      return;
    }
    setErrors({});
    void decide(`Reject ${r.consumerName}?`, 'The consumer sees your reason.', {
      status: 'Rejected',
      reason: reason.trim(),
    });
  };

  return (
    <PageFrame title={`Affiliate Registration: ${r.consumerName}`} breadcrumb={[LIST]}>
      <Descriptions column={1} bordered size="middle">
        <Descriptions.Item label="Status">{r.status}</Descriptions.Item>
        <Descriptions.Item label="Consumer">{`${r.consumerName} (${r.consumerEmail})`}</Descriptions.Item>
        <Descriptions.Item label="Referral Code">{r.referralCode}</Descriptions.Item>
        <Descriptions.Item label="Channel">{r.channel ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="Message">{r.message ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="Applied At">{when(r.createdAt)}</Descriptions.Item>
        {r.status !== 'Pending' && (
          <Descriptions.Item label="Decided">{`${r.decidedByName ?? '-'}, ${when(r.decidedAt)}`}</Descriptions.Item>
        )}
        {r.status === 'Approved' && (
          <Descriptions.Item label="Commission Rate (%)">
            {r.commissionRatePercent}
          </Descriptions.Item>
        )}
        {r.status === 'Rejected' && (
          <Descriptions.Item label="Reason">{r.reason ?? '-'}</Descriptions.Item>
        )}
      </Descriptions>
      {mayDecide && (
        <Space orientation="vertical" style={{ width: '100%', marginTop: 16 }}>
          <FieldRow id="affiliate-rate" label="Commission Rate (%)" required error={errors.rate}>
            <InputNumber
              id="affiliate-rate"
              min={0.01}
              max={100}
              step={0.5}
              precision={2}
              value={rate}
              onChange={(v) => setRate(typeof v === 'number' ? v : null)}
            />
          </FieldRow>
          <FieldRow id="affiliate-reason" label="Reason (to reject)" error={errors.reason}>
            <Input.TextArea
              id="affiliate-reason"
              rows={2}
              maxLength={512}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </FieldRow>
          <Space wrap>
            <Button type="primary" onClick={approve}>
              Approve
            </Button>
            <Button danger onClick={reject}>
              Reject
            </Button>
          </Space>
        </Space>
      )}
    </PageFrame>
  );
}

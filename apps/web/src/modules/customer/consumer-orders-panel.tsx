import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Space } from 'antd';
import {
  ConsumerOrderMessage,
  ConsumerOrderPath,
  formatAmount,
  type ConsumerOrderRow,
} from '@wander/contract';
import { api, errorMessageOf } from '../../lib/api';
import { hasPermission } from '../../lib/access/permissions';
import { useSession } from '../../lib/session/session';
import { FormAlert } from '../../ui/form-alert';
import { Panel } from '../../ui/panel';
import { dateTimeText } from './consumer-goal-calls';

const REFUNDABLE = ['Paid', 'Fulfilled', 'Completed'];

/**
 * Under a consumer's edit page: the consumer's orders through the sales platforms (GET
 * customer/Consumer/GetOrders/{id}), and the refund of one whose eSIMs were never used, with a
 * reason, confirmed in place (PUT customer/Consumer/RefundOrder/{id}).
 */
export function ConsumerOrdersPanel({ id }: { id: string }) {
  const { profile } = useSession();
  const canRefund = hasPermission(profile, 'customer/Consumer', 'Update');
  const client = useQueryClient();
  const [refunding, setRefunding] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ['consumerOrders', id],
    queryFn: () => api.get<ConsumerOrderRow[]>(ConsumerOrderPath.list(id)),
  });
  const refund = useMutation({
    mutationFn: (orderId: string) => api.put(ConsumerOrderPath.refund(orderId), { reason }),
    onSuccess: async () => {
      setNotice(ConsumerOrderMessage.refunded);
      setRefunding(null);
      setReason('');
      await client.invalidateQueries({ queryKey: ['consumerOrders', id] });
      await client.invalidateQueries({ queryKey: ['consumerProgress', id] });
    },
  });
  const orders = query.data ?? [];
  const error = query.isError ? query.error : refund.isError ? refund.error : null;
  return (
    <Panel title="Orders">
      <FormAlert message={error ? errorMessageOf(error) : null} />
      {notice && (
        <p role="status" className="product-note">
          {notice}
        </p>
      )}
      <div className="data-table">
        <div className="data-table__scroll" aria-busy={query.isFetching}>
          <table>
            <caption className="sr-only">Orders</caption>
            <thead>
              <tr>
                <th scope="col">Order No</th>
                <th scope="col">Paid At</th>
                <th scope="col">Platform</th>
                <th scope="col">Status</th>
                <th scope="col">Coupon</th>
                <th scope="col" style={{ textAlign: 'right' }}>
                  Total
                </th>
                <th scope="col">eSIMs</th>
                <th scope="col">Commission</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {orders.length === 0 && (
                <tr>
                  <td colSpan={9} className="product-note">
                    {query.isPending ? 'Loading...' : 'No Data...'}
                  </td>
                </tr>
              )}
              {orders.map((o) => (
                <tr key={o.id}>
                  <td>{o.documentNo}</td>
                  <td>{o.paidAt ? dateTimeText(o.paidAt) : ''}</td>
                  <td>{o.platformName ?? ''}</td>
                  <td>{o.status === 'Cancelled' ? 'Refunded' : o.status}</td>
                  <td>{o.couponCode ?? ''}</td>
                  <td style={{ textAlign: 'right' }}>
                    {o.currency} {formatAmount(o.totalAmount)}
                  </td>
                  <td>
                    {o.esims}
                    {o.usedMb > 0 ? ` (${o.usedMb} MB used)` : ''}
                  </td>
                  <td>{o.commissionStatus ?? ''}</td>
                  <td>
                    {canRefund &&
                      REFUNDABLE.includes(o.status) &&
                      o.usedMb === 0 &&
                      (refunding === o.id ? (
                        <Space wrap>
                          <Input
                            aria-label={`Refund reason for ${o.documentNo}`}
                            placeholder="Reason"
                            value={reason}
                            maxLength={256}
                            onChange={(e) => setReason(e.target.value)}
                            style={{ width: 180 }}
                          />
                          <Button
                            danger
                            type="primary"
                            loading={refund.isPending}
                            onClick={() => refund.mutate(o.id)}
                          >
                            Confirm refund
                          </Button>
                          <Button onClick={() => setRefunding(null)}>Keep</Button>
                        </Space>
                      ) : (
                        <Button
                          onClick={() => {
                            setNotice(null);
                            refund.reset();
                            setRefunding(o.id);
                          }}
                        >
                          Refund
                        </Button>
                      ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </Panel>
  );
}

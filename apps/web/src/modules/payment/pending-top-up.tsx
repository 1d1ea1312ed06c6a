import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { LightAlert } from '../../ui/light/light-alert';
import { formatAmount, type TopUp } from '@wander/contract';
import { api } from '../../lib/api';
import { walletKeys } from './wallet-api';

/**
 * Back from the provider's page (/wallet?topUp={id}&payment=...): the top-up is shown pending,
 * polled every 2 s until the provider's callback lands, then the balance and history refresh.
 */
export function PendingTopUp() {
  const [params] = useSearchParams();
  const id = params.get('topUp');
  const queryClient = useQueryClient();
  const topUp = useQuery({
    queryKey: ['topUp', id],
    queryFn: () => api.get<TopUp>(`payment/Payment/GetTopUp/${id}`),
    enabled: Boolean(id),
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? 2000 : false),
  });
  const status = topUp.data?.status;
  useEffect(() => {
    if (status && status !== 'pending')
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
  }, [status, queryClient]);
  if (!id || !topUp.data) return null;
  const t = topUp.data;
  const amount = `${t.currency} ${formatAmount(t.amount)}`;
  const view = {
    pending: {
      type: 'info' as const,
      text: `Top-up of ${amount} pending: waiting for the payment provider to confirm it…`,
    },
    paid: { type: 'success' as const, text: `Top-up of ${amount} received (${t.paymentRef}).` },
    failed: { type: 'error' as const, text: `Top-up of ${amount} failed: nothing was charged.` },
    cancelled: { type: 'warning' as const, text: `Top-up of ${amount} was cancelled.` },
  }[t.status];
  return (
    <LightAlert role="status" data-top-up-status={t.status} type={view.type} message={view.text} />
  );
}

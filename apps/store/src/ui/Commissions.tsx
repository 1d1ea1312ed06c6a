import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StoreCommission } from '@wander/contract';
import { StoreOrderPath } from '@wander/contract/store/store-paths';
import { api } from '../api/client';
import { date, money, number } from '../lib/format';
import { Button, Notice } from './ui';

interface Commissions {
  affiliate: { ratePercent: number; status: string } | null;
  commissions: StoreCommission[];
}

/** My commissions as an affiliate, with the total earned per currency; else how to become one. */
export function CommissionsPanel() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['commissions'],
    queryFn: () => api<Commissions>(StoreOrderPath.commissions).then((r) => r.data),
  });
  const apply = useMutation({
    mutationFn: () => api('store/v1/me/affiliate-application', { method: 'POST', body: {} }),
  });
  if (!query.data) return null;
  const { affiliate, commissions } = query.data;
  const earned = new Map<string, number>();
  for (const c of commissions)
    if (c.status !== 'Reversed')
      earned.set(c.currency, (earned.get(c.currency) ?? 0) + c.commission);
  return (
    <section className="card stack">
      <h2>{t('commissions.title')}</h2>
      {!affiliate ? (
        <>
          <p>{t('commissions.become')}</p>
          <Button
            variant="quiet"
            onClick={() => apply.mutate()}
            disabled={apply.isPending || apply.isSuccess}
          >
            {t('commissions.apply')}
          </Button>
          {apply.isSuccess && <Notice kind="success">{t('commissions.applied')}</Notice>}
          {apply.isError && <Notice kind="error">{apply.error.message}</Notice>}
        </>
      ) : (
        <>
          <p>{t('commissions.rate', { rate: number(affiliate.ratePercent, 2) })}</p>
          <p id="commissions-earned">
            {t('commissions.earned', {
              total:
                [...earned].map(([currency, sum]) => money(sum, currency)).join(' + ') ||
                money(0, 'MYR'),
            })}
          </p>
          {commissions.length > 0 && (
            <div className="table-scroll">
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('orders.number')}</th>
                    <th scope="col">{t('orders.date')}</th>
                    <th scope="col">{t('commissions.amount')}</th>
                    <th scope="col">{t('orders.statusLabel')}</th>
                  </tr>
                </thead>
                <tbody>
                  {commissions.map((c) => (
                    <tr key={c.documentNo}>
                      <td>{c.documentNo}</td>
                      <td>{date(c.paidAt)}</td>
                      <td>{money(c.commission, c.currency)}</td>
                      <td>{t(`commissions.status.${c.status.toLowerCase()}`)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}

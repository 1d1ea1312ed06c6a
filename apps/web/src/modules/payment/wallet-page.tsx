import '../orders/orders.css';
import { Suspense, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { WALLET_KIND_LABELS } from '@wander/contract';
import { api } from '../../lib/api';
import { hasPermission } from '../../lib/access/permissions';
import { useSession } from '../../lib/session/session';
import { Money } from '../../ui/money';
import { PageFrame } from '../../ui/page-frame';
import { Panel } from '../../ui/panel';
import { walletApi, walletKeys } from './wallet-api';
import { WalletSummaryButton } from './wallet-summary-button';
import { WalletTransactionsTable } from './wallet-transactions-table';
import { FilterSelect, optionsOf } from '../../ui/filter-select';
import { PendingTopUp } from './pending-top-up';
import { antdIsland } from '../../ui/antd-island';
import { LightButton } from '../../ui/light/light-button';

// The page is plain markup (issue 30); the top-up dialog loads with antd's theme when opened.
const TopUpDialog = antdIsland(() => import('./top-up-dialog').then((m) => m.TopUpDialog));

interface WalletInfo {
  item: { id: string; currency: string; walletBalance: number; companyName: string } | null;
  walletBalance: number;
}

/** /wallet: the working company's balance and its ledger, server paged, newest first. */
export function WalletPage() {
  const [page, setPage] = useState({ index: 1, size: 10 });
  const [kind, setKind] = useState<string | null>(null);
  const [toppingUp, setToppingUp] = useState(false);
  const canTopUp = hasPermission(useSession().profile, 'payment/Payment', 'Create');
  const wallet = useQuery({
    queryKey: ['walletBalance', 'wallet-page'],
    queryFn: () => api.get<WalletInfo>('payment/Wallet/GetByCustomer'),
  });
  const own = wallet.data?.item?.id;
  // Only this company's own ledger: a distributor's staff may also see its customers' wallets.
  const body = {
    pageIndex: page.index,
    pageSize: page.size,
    filterColumns: [
      { columnName: 'walletId', filterValue: own ?? '', operator: 'eq' as const },
      ...(kind ? [{ columnName: 'kind', filterValue: kind, operator: 'eq' as const }] : []),
    ],
    sortColumns: [{ columnName: 'createdAt', sortOrder: 'desc' as const }],
  };
  const list = useQuery({
    queryKey: walletKeys.transactions(body),
    queryFn: () => walletApi.transactions(body),
    placeholderData: keepPreviousData,
    enabled: Boolean(own),
  });
  const currency = wallet.data?.item?.currency;
  return (
    <PageFrame title="Wallet">
      <PendingTopUp />
      <Panel title="Balance">
        <p className="wallet-balance" aria-label="Wallet balance">
          {wallet.data ? <Money value={wallet.data.walletBalance} currency={currency} /> : '…'}
        </p>
        {wallet.data && !wallet.data.item && <p>This company has no wallet yet.</p>}
        {canTopUp && wallet.data?.item && (
          <LightButton kind="primary" onClick={() => setToppingUp(true)}>
            Top up
          </LightButton>
        )}
        {toppingUp && (
          <Suspense fallback={null}>
            <TopUpDialog onClose={() => setToppingUp(false)} />
          </Suspense>
        )}
      </Panel>
      <Panel title="Transactions">
        <div className="lt-row">
          <FilterSelect
            label="Type"
            placeholder="All types"
            width={180}
            value={kind}
            onChange={(value) => {
              setKind(value);
              setPage((p) => ({ ...p, index: 1 }));
            }}
            options={optionsOf(WALLET_KIND_LABELS)}
          />
          <WalletSummaryButton disabled={!own} />
        </div>
        <WalletTransactionsTable
          rows={list.data?.items ?? []}
          loading={list.isFetching}
          pagination={{
            current: page.index,
            pageSize: page.size,
            total: list.data?.totalCount ?? 0,
            onChange: (index, size) => setPage({ index, size }),
          }}
        />
      </Panel>
    </PageFrame>
  );
}

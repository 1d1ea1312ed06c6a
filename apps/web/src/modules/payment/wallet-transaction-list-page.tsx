import '../orders/orders.css';
import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Space } from 'antd';
import { WALLET_KIND_LABELS, type PagingRequest } from '@wander/contract';
import { PageFrame } from '../../ui/page-frame';
import { pageOf, useUrlState } from '../../ui/use-url-state';
import { walletApi, walletKeys } from './wallet-api';
import { WalletSelect } from './wallet-select';
import { WalletSummaryButton } from './wallet-summary-button';
import { WALLET_PAGE_SIZES, WalletTransactionsTable } from './wallet-transactions-table';
import { dateRangeFilters, DateRangeInputs } from '../../ui/date-range-inputs';
import { FilterSelect, optionsOf } from '../../ui/filter-select';

type TransactionListState = {
  page: number;
  size: number;
  wallet: string | null;
  kind: string | null;
  from: string | null;
  to: string | null;
  dir: 'asc' | 'desc';
};

const parse = (p: URLSearchParams): TransactionListState => ({
  ...pageOf(p, WALLET_PAGE_SIZES),
  wallet: p.get('wallet'),
  kind: p.get('kind'),
  from: p.get('from'),
  to: p.get('to'),
  dir: p.get('dir') === 'asc' ? 'asc' : 'desc',
});

export function transactionSearchBody(s: TransactionListState): PagingRequest {
  const filterColumns: PagingRequest['filterColumns'] = [];
  if (s.wallet)
    filterColumns.push({ columnName: 'walletId', filterValue: s.wallet, operator: 'eq' });
  if (s.kind) filterColumns.push({ columnName: 'kind', filterValue: s.kind, operator: 'eq' });
  filterColumns.push(...dateRangeFilters('createdAt', s));
  return {
    pageIndex: s.page,
    pageSize: s.size,
    filterColumns,
    sortColumns: [{ columnName: 'createdAt', sortOrder: s.dir }],
  };
}

/**
 * /setup/wallet-transaction-list: the ledgers of the wallets the working company may look at,
 * server paged, by wallet, type and date; the summary PDF of the chosen wallet.
 */
export function WalletTransactionListPage() {
  const { state, set } = useUrlState(parse);
  const body = useMemo(() => transactionSearchBody(state), [state]);
  const list = useQuery({
    queryKey: walletKeys.transactions(body),
    queryFn: () => walletApi.transactions(body),
    placeholderData: keepPreviousData,
  });
  return (
    <PageFrame
      title="Wallet Transactions"
      breadcrumb={[
        { title: 'Setup', path: '/setup' },
        { title: 'Wallet', path: '/setup/wallet-list' },
      ]}
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <WalletSelect value={state.wallet} onChange={(wallet) => set({ wallet })} />
        <FilterSelect
          label="Type"
          placeholder="All types"
          width={170}
          value={state.kind}
          onChange={(kind) => set({ kind })}
          options={optionsOf(WALLET_KIND_LABELS)}
        />
        <DateRangeInputs from={state.from ?? null} to={state.to ?? null} onChange={set} />
        <WalletSummaryButton walletId={state.wallet ?? undefined} disabled={!state.wallet} />
      </Space>
      <WalletTransactionsTable
        withCompany
        rows={list.data?.items ?? []}
        loading={list.isFetching}
        sortByDate={{
          order: state.dir,
          onToggle: () => set({ dir: state.dir === 'desc' ? 'asc' : 'desc' }),
        }}
        pagination={{
          current: state.page,
          pageSize: state.size,
          total: list.data?.totalCount ?? 0,
          onChange: (page, size) => set({ page, size }),
        }}
      />
    </PageFrame>
  );
}

import '../orders/orders.css';
import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Input } from 'antd';
import type { Wallet } from '@wander/contract';
import { DataTable, type DataColumn } from '../../crud/data-table';
import { Money } from '../../ui/money';
import { PageFrame } from '../../ui/page-frame';
import { pageOf, pagingBody, sortFromUrl, sortHeader, useUrlState } from '../../ui/use-url-state';
import { walletApi, walletKeys } from './wallet-api';
import { WALLET_PAGE_SIZES } from './wallet-transactions-table';

const SORTABLE = ['companyName', 'walletBalance', 'updatedAt'] as const;
type SortColumn = (typeof SORTABLE)[number];

type WalletListState = {
  page: number;
  size: number;
  q: string | null;
  sort: SortColumn;
  dir: 'asc' | 'desc';
};

const parse = (p: URLSearchParams): WalletListState => ({
  ...pageOf(p, WALLET_PAGE_SIZES),
  q: p.get('q'),
  ...sortFromUrl(p, SORTABLE, { sort: 'companyName', dir: 'asc' }),
});

/**
 * /setup/wallet-list: the prepaid wallets the working company may look at (a distributor's own
 * business customers; every wallet for platform staff), with company, currency and balance. A
 * row opens that wallet's transactions.
 */
export function WalletListPage() {
  const navigate = useNavigate();
  const { state, set } = useUrlState(parse);
  const body = useMemo(
    () =>
      pagingBody(
        state,
        state.q ? [{ columnName: 'companyName', filterValue: state.q, operator: 'contains' }] : [],
      ),
    [state],
  );
  const list = useQuery({
    queryKey: walletKeys.list(body),
    queryFn: () => walletApi.search(body),
    placeholderData: keepPreviousData,
  });
  const sortOf = (column: SortColumn) => sortHeader(state, set, column, 'asc');
  const columns: DataColumn<Wallet>[] = [
    {
      key: 'companyName',
      title: 'Company',
      render: (r) => r.companyName,
      sort: sortOf('companyName'),
    },
    { key: 'entityCode', title: 'Code', width: 140, render: (r) => r.entityCode },
    { key: 'currency', title: 'Currency', width: 100, render: (r) => r.currency },
    {
      key: 'walletBalance',
      title: 'Balance',
      width: 160,
      align: 'right',
      render: (r) => <Money value={r.walletBalance} currency={r.currency} />,
      sort: sortOf('walletBalance'),
    },
    {
      key: 'updatedAt',
      title: 'Last Change',
      width: 180,
      render: (r) => new Date(r.updatedAt).toLocaleString('en-GB'),
      sort: sortOf('updatedAt'),
    },
  ];
  return (
    <PageFrame title="Wallet" breadcrumb={[{ title: 'Setup', path: '/setup' }]}>
      <Input.Search
        aria-label="Company"
        placeholder="Company"
        allowClear
        style={{ width: 240, marginBottom: 12 }}
        defaultValue={state.q ?? ''}
        onSearch={(v) => set({ q: v.trim() || null })}
      />
      <DataTable
        caption="Wallets"
        columns={columns}
        rows={list.data?.items ?? []}
        rowKey={(r) => r.id}
        loading={list.isFetching}
        onRowOpen={(r) => navigate(`/setup/wallet-transaction-list?wallet=${r.id}`)}
        pagination={{
          current: state.page,
          pageSize: state.size,
          total: list.data?.totalCount ?? 0,
          pageSizeOptions: WALLET_PAGE_SIZES,
          onChange: (page, size) => set({ page, size }),
        }}
      />
    </PageFrame>
  );
}

import '../orders/orders.css';
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select, Space } from 'antd';
import type { WalletTransaction } from '@wander/contract';
import { api } from '../../app/api';
import { DataTable } from '../../crud/data-table';
import { Money } from '../../ui/money';
import { PageFrame } from '../../ui/page-frame';
import { Panel } from '../../ui/panel';

interface WalletInfo {
  item: { currency: string; walletBalance: number; companyName: string } | null;
  walletBalance: number;
}
interface Page {
  items: WalletTransaction[];
  totalCount: number;
}

const KINDS: Record<string, string> = {
  opening: 'Opening balance',
  topup: 'Top-up',
  purchase: 'Purchase',
  refund: 'Refund',
};

/** /wallet: the working company's balance and its ledger, server paged, newest first. */
export function WalletPage() {
  const [page, setPage] = useState({ index: 1, size: 10 });
  const [kind, setKind] = useState<string | null>(null);
  const wallet = useQuery({
    queryKey: ['walletBalance', 'wallet-page'],
    queryFn: () => api.get<WalletInfo>('payment/Wallet/GetByCustomer'),
  });
  const body = {
    pageIndex: page.index,
    pageSize: page.size,
    filterColumns: kind ? [{ columnName: 'kind', filterValue: kind, operator: 'eq' as const }] : [],
    sortColumns: [{ columnName: 'createdAt', sortOrder: 'desc' as const }],
  };
  const list = useQuery({
    queryKey: ['walletBalance', 'transactions', body],
    queryFn: () => api.post<Page>('payment/WalletTransaction/Search', body),
    placeholderData: keepPreviousData,
  });
  const currency = wallet.data?.item?.currency;
  return (
    <PageFrame title="Wallet">
      <Panel title="Balance">
        <p className="wallet-balance" aria-label="Wallet balance">
          {wallet.data ? <Money value={wallet.data.walletBalance} currency={currency} /> : '…'}
        </p>
        {wallet.data && !wallet.data.item && <p>This company has no wallet yet.</p>}
      </Panel>
      <Panel title="Transactions">
        <Space style={{ marginBottom: 12 }}>
          <Select
            aria-label="Type"
            allowClear
            placeholder="All types"
            style={{ width: 180 }}
            value={kind ?? undefined}
            onChange={(value: string | undefined) => {
              setKind(value ?? null);
              setPage((p) => ({ ...p, index: 1 }));
            }}
            options={Object.entries(KINDS).map(([value, label]) => ({ value, label }))}
          />
        </Space>
        <DataTable<WalletTransaction>
          caption="Wallet transactions"
          rows={list.data?.items ?? []}
          rowKey={(r) => r.id}
          loading={list.isFetching}
          columns={[
            {
              key: 'date',
              title: 'Date',
              width: 180,
              render: (r) => new Date(r.createdAt).toLocaleString('en-GB'),
            },
            { key: 'kind', title: 'Type', width: 140, render: (r) => KINDS[r.kind] ?? r.kind },
            { key: 'reference', title: 'Reference', render: (r) => r.reference ?? '-' },
            {
              key: 'amount',
              title: 'Amount',
              width: 150,
              align: 'right',
              render: (r) => <Money value={r.amount} currency={currency} />,
            },
            {
              key: 'balance',
              title: 'Balance',
              width: 150,
              align: 'right',
              render: (r) => <Money value={r.balanceAfter} currency={currency} />,
            },
          ]}
          pagination={{
            current: page.index,
            pageSize: page.size,
            total: list.data?.totalCount ?? 0,
            pageSizeOptions: [10, 20, 50, 100],
            onChange: (index, size) => setPage({ index, size }),
          }}
        />
      </Panel>
    </PageFrame>
  );
}

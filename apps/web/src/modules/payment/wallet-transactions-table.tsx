import { WALLET_KIND_LABELS, type WalletTransaction } from '@wander/contract';
import { DataTable, type DataColumn } from '../../crud/data-table';
import { Money, SignedMoney } from '../../ui/money';

export const WALLET_PAGE_SIZES = [10, 20, 50, 100] as const;

/**
 * Ledger rows, newest first: date, (company), type, reference, the signed amount and the balance
 * after it. The /wallet page shows one wallet; the back-office list many, so it adds the company.
 */
export function WalletTransactionsTable(props: {
  rows: WalletTransaction[];
  loading: boolean;
  withCompany?: boolean;
  sortByDate?: { order: 'asc' | 'desc'; onToggle: () => void };
  pagination: {
    current: number;
    pageSize: number;
    total: number;
    onChange: (page: number, size: number) => void;
  };
}) {
  const columns: DataColumn<WalletTransaction>[] = [
    {
      key: 'date',
      title: 'Date',
      width: 180,
      render: (r) => new Date(r.createdAt).toLocaleString('en-GB'),
      sort: props.sortByDate,
    },
    ...(props.withCompany
      ? [
          {
            key: 'company',
            title: 'Company',
            render: (r: WalletTransaction) => `${r.companyName} (${r.entityCode})`,
          },
        ]
      : []),
    {
      key: 'kind',
      title: 'Type',
      width: 140,
      render: (r) => WALLET_KIND_LABELS[r.kind] ?? r.kind,
    },
    { key: 'reference', title: 'Reference', render: (r) => r.reference ?? '-' },
    {
      key: 'amount',
      title: 'Amount',
      width: 150,
      align: 'right',
      render: (r) => <SignedMoney value={r.amount} currency={r.currency} />,
    },
    {
      key: 'balance',
      title: 'Balance',
      width: 150,
      align: 'right',
      render: (r) => <Money value={r.balanceAfter} currency={r.currency} />,
    },
  ];
  return (
    <DataTable<WalletTransaction>
      caption="Wallet transactions"
      rows={props.rows}
      rowKey={(r) => r.id}
      loading={props.loading}
      columns={columns}
      pagination={{ ...props.pagination, pageSizeOptions: WALLET_PAGE_SIZES }}
    />
  );
}

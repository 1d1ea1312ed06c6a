import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { sortByLabel } from '@wander/contract';
import { walletApi, walletKeys } from './wallet-api';

/** Picks one of the wallets the caller may see, searching by company name on the server. */
export function WalletSelect(props: {
  value: string | null;
  onChange: (walletId: string | null) => void;
}) {
  const [search, setSearch] = useState('');
  const body = {
    pageIndex: 1,
    pageSize: 50,
    filterColumns: search
      ? [{ columnName: 'companyName', filterValue: search, operator: 'contains' as const }]
      : [],
    sortColumns: [{ columnName: 'companyName', sortOrder: 'asc' as const }],
  };
  const wallets = useQuery({
    queryKey: walletKeys.list(body),
    queryFn: () => walletApi.search(body),
    placeholderData: keepPreviousData,
  });
  const options = sortByLabel(
    (wallets.data?.items ?? []).map((w) => ({
      label: `${w.companyName} (${w.entityCode})`,
      value: w.id,
    })),
  );
  return (
    <Select
      aria-label="Wallet"
      allowClear
      showSearch
      filterOption={false}
      placeholder="All wallets"
      style={{ width: 260 }}
      value={props.value ?? undefined}
      onSearch={setSearch}
      onChange={(value: string | undefined) => props.onChange(value ?? null)}
      options={options}
      loading={wallets.isFetching}
    />
  );
}

import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import type { PredefinedCurrency } from '@wander/contract';
import { api } from '../../lib/api';
import type { FormValues } from '../../crud/crud-types';

export const PREDEFINED_PATH = 'network/Currency/GetPredefinedItems';

/** 'Predefined': picks an ISO 4217 currency and fills the currency form with it. */
export function CurrencyPredefinedPicker({ onPick }: { onPick: (values: FormValues) => void }) {
  const query = useQuery({
    queryKey: ['options', PREDEFINED_PATH],
    queryFn: () => api.get<PredefinedCurrency[]>(PREDEFINED_PATH),
    staleTime: Infinity,
  });
  const items = query.data ?? [];
  const options = items
    .map((c) => ({ label: `${c.currencyCode} - ${c.currencyName}`, value: c.currencyCode }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <div className="predefined-picker">
      <label htmlFor="currency-predefined">Predefined</label>
      <Select
        id="currency-predefined"
        placeholder="Fill the form from an ISO currency"
        options={options}
        loading={query.isFetching}
        showSearch={{ optionFilterProp: 'label' }}
        allowClear
        onChange={(code?: string) => {
          const picked = items.find((c) => c.currencyCode === code);
          if (picked) onPick({ ...picked, isActive: true });
        }}
      />
    </div>
  );
}

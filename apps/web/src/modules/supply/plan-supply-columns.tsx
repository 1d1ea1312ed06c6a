import { Button, Space } from 'antd';
import { SUPPLY_MODE_LABELS, type PLAN_SUPPLY_SORTS, type PlanSupplyRow } from '@wander/contract';
import type { DataColumn } from '../../crud/data-table';
import { Money } from '../../ui/money';
import { Flags, SuggestedPrice } from './plan-supply-cells';

export type PlanSupplySort = (typeof PLAN_SUPPLY_SORTS)[number];
type SortHeader = NonNullable<DataColumn<PlanSupplyRow>['sort']>;

/** The provider's cost; after a change, the accepted one struck through before it. */
function ProviderCost({ row }: { row: PlanSupplyRow }) {
  if (row.providerCost === null) return <>-</>;
  const currency = row.costCurrency ?? undefined;
  const changed = row.flags.includes('Price changed') && row.previousCost !== null;
  return (
    <Space size={4} wrap>
      {changed && (
        <del aria-label="Previous cost">
          <Money value={row.previousCost} currency={currency} />
        </del>
      )}
      <Money value={row.providerCost} currency={currency} />
    </Space>
  );
}

function providerText(row: PlanSupplyRow) {
  if (!row.providerName) return '-';
  const pack = row.packageName ?? row.packageCode;
  return pack ? `${row.providerName} / ${pack}` : row.providerName;
}

/** The plan supply table's columns; `actions` is null for a user who may only read. */
export function planSupplyColumns(opts: {
  sortOf: (column: PlanSupplySort, first: 'asc' | 'desc') => SortHeader;
  actions: {
    onEdit: (row: PlanSupplyRow) => void;
    onAcceptCost: (row: PlanSupplyRow) => void;
    onReviewMargin: (row: PlanSupplyRow) => void;
  } | null;
}): DataColumn<PlanSupplyRow>[] {
  const { sortOf, actions } = opts;
  const columns: DataColumn<PlanSupplyRow>[] = [
    {
      key: 'productName',
      title: 'Product',
      render: (r) => `${r.productName} (${r.productCode})`,
      sort: sortOf('productName', 'asc'),
    },
    { key: 'variantName', title: 'Plan', width: 160, render: (r) => r.variantName },
    {
      key: 'mode',
      title: 'Supply',
      width: 160,
      render: (r) => SUPPLY_MODE_LABELS[r.mode],
      sort: sortOf('mode', 'asc'),
    },
    { key: 'provider', title: 'Provider / Package', render: providerText },
    {
      key: 'providerCost',
      title: 'Provider Cost',
      width: 130,
      align: 'right',
      render: (r) => <ProviderCost row={r} />,
      sort: sortOf('providerCost', 'desc'),
    },
    {
      key: 'suggestedPrice',
      title: 'Suggested Price',
      width: 170,
      align: 'right',
      render: (r) => <SuggestedPrice row={r} />,
    },
    {
      key: 'sellingPrice',
      title: 'Selling Price',
      width: 140,
      align: 'right',
      render: (r) =>
        r.sellingPrice === null ? (
          'Not sold'
        ) : (
          <Money value={r.sellingPrice} currency={r.sellingCurrency ?? undefined} />
        ),
    },
    {
      key: 'availableStock',
      title: 'Stock',
      width: 90,
      align: 'right',
      render: (r) => r.availableStock,
      sort: sortOf('availableStock', 'desc'),
    },
    {
      key: 'flag',
      title: 'Flag',
      width: 250,
      render: (r) => <Flags row={r} />,
    },
  ];
  if (!actions) return columns;
  return [
    ...columns,
    {
      key: 'actions',
      title: 'Actions',
      width: 150,
      render: (r) => (
        <Space orientation="vertical" size={4}>
          <Button size="small" onClick={() => actions.onEdit(r)}>
            Edit supply
          </Button>
          {r.flags.includes('Price changed') && (
            <Button size="small" onClick={() => actions.onAcceptCost(r)}>
              Accept new cost
            </Button>
          )}
          {r.flags.includes('Margin below minimum') && (
            <Button size="small" onClick={() => actions.onReviewMargin(r)}>
              Mark reviewed
            </Button>
          )}
        </Space>
      ),
    },
  ];
}

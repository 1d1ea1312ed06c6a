import { BELOW_COST_WARNING, type ProductMargins, type VariantPriceMargin } from '@wander/contract';
import { DataTable, type DataColumn } from '../../crud/data-table';
import { Flag } from '../../crud/loading';
import { Money } from '../../ui/money';

interface MarginRow extends VariantPriceMargin {
  key: string;
  variantCode: string;
  variantName: string;
}

const rowsOf = (data: ProductMargins): MarginRow[] =>
  data.variants.flatMap((v) =>
    v.prices.map((p) => ({
      ...p,
      key: `${v.variantId}:${p.entityCode}:${p.label}`,
      variantCode: v.variantCode,
      variantName: v.variantName,
    })),
  );

/** The prices that are below cost, as the warning above the tabs names them. */
export function belowCostOf(data: ProductMargins | undefined) {
  return data ? rowsOf(data).filter((r) => r.belowCost) : [];
}

const columns: DataColumn<MarginRow>[] = [
  { key: 'variantCode', title: 'Variant Code', width: 220, render: (r) => r.variantCode },
  { key: 'label', title: 'Price', width: 190, render: (r) => r.label },
  {
    key: 'price',
    title: 'Price',
    width: 120,
    align: 'right',
    render: (r) => <Money value={r.price} currency={r.currency} />,
  },
  {
    key: 'cost',
    title: 'Cost',
    width: 120,
    align: 'right',
    render: (r) => (r.cost === null ? '-' : <Money value={r.cost} currency={r.currency} />),
  },
  {
    key: 'costLines',
    title: 'Cost Lines',
    render: (r) =>
      r.costLines.length
        ? r.costLines.map((l) => `${l.costTypeName} ${l.amount.toFixed(2)}`).join(' + ')
        : 'No cost set up',
  },
  {
    key: 'margin',
    title: 'Margin',
    width: 150,
    align: 'right',
    render: (r) =>
      r.margin === null ? (
        '-'
      ) : (
        <span className={r.belowCost ? 'money money--debit' : 'money'}>
          {r.margin.toFixed(2)} ({r.marginPercent ?? 0}%)
        </span>
      ),
  },
  {
    key: 'belowCost',
    title: 'Status',
    width: 150,
    render: (r) =>
      r.belowCost ? (
        <Flag tone="bad">{BELOW_COST_WARNING}</Flag>
      ) : r.cost === null ? (
        <Flag>No cost</Flag>
      ) : (
        <Flag tone="good">OK</Flag>
      ),
  },
];

/** Product detail: each variant's prices against the cost its seller keeps (Cost Setup). */
export function ProductMarginsPanel({ data }: { data: ProductMargins }) {
  return (
    <>
      <p style={{ margin: '0 0 8px', color: '#666' }}>
        Costs effective {data.asOf}: the latest cost of each type, summed (Setup &gt; Cost Setup).
      </p>
      <DataTable<MarginRow>
        caption="Cost and margin"
        columns={columns}
        rows={rowsOf(data)}
        rowKey={(r) => r.key}
      />
    </>
  );
}

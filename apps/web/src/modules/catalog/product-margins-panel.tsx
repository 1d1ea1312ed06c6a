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

type CostLine = VariantPriceMargin['costLines'][number];

/**
 * A cost line in the price's currency; a cost kept in another currency also says what it is and
 * the rate of which day converted it: "Wholesale eSIM cost 6.60 (USD 1.50 at 4.4 of 2026-11-29)".
 */
export function costLineText(l: CostLine, currency: string) {
  const amount = l.amount === null ? 'no rate' : l.amount.toFixed(2);
  if (l.currency === currency) return `${l.costTypeName} ${amount}`;
  const original = `${l.currency} ${l.originalAmount.toFixed(2)}`;
  const rate = l.rate ? ` at ${l.rate} of ${l.rateDate}` : '';
  return `${l.costTypeName} ${amount} (${original}${rate})`;
}

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
        ? r.costLines.map((l) => costLineText(l, r.currency)).join(' + ')
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
      ) : r.noRate ? (
        <span title={r.noRate}>
          <Flag tone="bad">No rate</Flag>
        </span>
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
        Costs effective {data.asOf}: the latest cost of each type, summed (Setup &gt; Cost Setup); a
        cost in another currency is converted at that day&apos;s exchange rate.
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

import type { LineCost, OrderCosts, OrderLine } from '@wander/contract';
import { DataTable } from '../../crud/data-table';
import { Money } from '../../ui/money';
import { Panel } from '../../ui/panel';

interface CostRow extends LineCost {
  plan: string;
}

/** Where a line's cost came from: "USD 1.50 at 4.4 of 2026-11-29", or why there is none. */
export function costSourceText(c: LineCost) {
  if (c.status === 'no_cost') return 'No cost set up for this plan';
  const supplier =
    c.supplierCurrency && c.supplierUnitCost !== null
      ? `${c.supplierCurrency} ${c.supplierUnitCost.toFixed(2)}`
      : 'Costs in several currencies';
  if (c.status === 'no_rate') return `${supplier}: no exchange rate on or before ${c.costDate}`;
  if (c.rate === '1') return supplier;
  const earlier = c.rateExact === false ? ` (no rate of ${c.costDate})` : '';
  return `${supplier} at ${c.rate ?? '-'} of ${c.rateDate ?? '-'}${earlier}`;
}

/**
 * The seller's cost and margin of a paid order, as recorded at payment (issue 40): per line the
 * unit cost in the order's currency and where it came from (the supplier's currency and the rate
 * of the payment day). Later cost or rate changes do not move it.
 */
export function OrderCostsPanel({
  costs,
  lines,
  currency,
}: {
  costs: OrderCosts;
  lines: OrderLine[];
  currency: string;
}) {
  const money = (v: number | null) => (v === null ? '-' : <Money value={v} currency={currency} />);
  const rows: CostRow[] = costs.lines.map((c) => {
    const line = lines.find((l) => l.lineNo === c.lineNo);
    return { ...c, plan: line ? `${line.productName} - ${line.variantName}` : `Line ${c.lineNo}` };
  });
  return (
    <Panel title="Cost and Margin">
      <p className="order-costs__note">
        Recorded when the order was paid, at the costs and exchange rates of{' '}
        {costs.lines[0]?.costDate ?? '-'}.
      </p>
      <DataTable<CostRow>
        caption="Cost and margin"
        rows={rows}
        rowKey={(r) => String(r.lineNo)}
        columns={[
          { key: 'plan', title: 'Plan', render: (r) => r.plan },
          {
            key: 'unitCost',
            title: 'Unit Cost',
            width: 130,
            align: 'right',
            render: (r) => money(r.unitCost),
          },
          { key: 'source', title: 'Cost Source', render: (r) => costSourceText(r) },
          {
            key: 'margin',
            title: 'Margin',
            width: 130,
            align: 'right',
            render: (r) => money(r.margin),
          },
        ]}
      />
      <dl className="order-summary">
        <dt>Margin</dt>
        <dd>{money(costs.margin)}</dd>
        {costs.uncostedLines > 0 && (
          <>
            <dt>Not in the margin</dt>
            <dd>
              {costs.uncostedLines} line{costs.uncostedLines === 1 ? '' : 's'} without a cost
            </dd>
          </>
        )}
      </dl>
    </Panel>
  );
}

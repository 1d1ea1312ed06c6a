import type { OrderLine } from '@wander/contract';
import { DataTable } from '../../crud/data-table';
import { Money } from '../../ui/money';

/** The priced lines of an order or invoice: plan, validity, data, qty, price, discount, tax. */
export function OrderLinesTable({
  lines,
  currency,
  caption = 'Order lines',
}: {
  lines: OrderLine[];
  currency: string;
  caption?: string;
}) {
  const money = (v: number) => <Money value={v} currency={currency} />;
  return (
    <DataTable<OrderLine>
      caption={caption}
      rows={lines}
      rowKey={(l) => l.id}
      columns={[
        {
          key: 'plan',
          title: 'Plan',
          render: (l) => (
            <div>
              {l.productName} - {l.variantName}
              {l.promotions.map((p) => (
                <div key={p} className="order-line__promotion">
                  Promotion: {p}
                </div>
              ))}
            </div>
          ),
        },
        { key: 'validity', title: 'Validity', width: 90, render: (l) => `${l.days} days` },
        {
          key: 'data',
          title: 'Data',
          width: 90,
          render: (l) => `${l.data} GB${l.isDayPass ? '/day' : ''}`,
        },
        { key: 'qty', title: 'Qty', width: 70, align: 'right', render: (l) => l.qty },
        {
          key: 'unit',
          title: 'Unit Price',
          width: 120,
          align: 'right',
          render: (l) => money(l.unitPrice),
        },
        {
          key: 'discount',
          title: 'Discount',
          width: 110,
          align: 'right',
          render: (l) => money(l.discountAmount),
        },
        {
          key: 'tax',
          title: 'Tax',
          width: 130,
          align: 'right',
          render: (l) => (
            <>
              {money(l.taxAmount)}
              {l.taxCode ? ` (${l.taxCode})` : ''}
            </>
          ),
        },
        {
          key: 'total',
          title: 'Total',
          width: 130,
          align: 'right',
          render: (l) => money(l.lineTotal),
        },
      ]}
    />
  );
}

/** Sub total, discount, tax and total under the lines. */
export function OrderTotals(props: {
  currency: string;
  subTotal: number;
  discountAmount: number;
  taxAmount: number;
  totalAmount: number;
}) {
  const money = (v: number) => <Money value={v} currency={props.currency} />;
  return (
    <dl className="order-totals">
      <dt>Sub Total</dt>
      <dd>{money(props.subTotal)}</dd>
      <dt>Discount</dt>
      <dd>{money(props.discountAmount)}</dd>
      <dt>Tax</dt>
      <dd>{money(props.taxAmount)}</dd>
      <dt>Total</dt>
      <dd>
        <strong>{money(props.totalAmount)}</strong>
      </dd>
    </dl>
  );
}

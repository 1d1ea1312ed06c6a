import { useState } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Button, InputNumber, Select, Space } from 'antd';
import { MAX_MANUAL_UNIT_PRICE, MAX_ORDER_QTY, toMinor } from '@wander/contract';
import { DataTable } from '../../crud/data-table';
import { Money } from '../../ui/money';
import { invoicesApi } from './invoices-api';
import { ordersApi } from './orders-api';

export interface ManualLine {
  /** A key of its own: a variant may be on two lines at two prices. */
  key: string;
  variantId: string;
  name: string;
  qty: number | null;
  unitPrice: number | null;
  currency: string | null;
}

let nextKey = 0;
export const newLineKey = () => `line-${++nextKey}`;

/** A line's net amount in minor units (what the server taxes), or null while incomplete. */
const netMinor = (l: ManualLine) =>
  l.qty && l.unitPrice !== null ? toMinor(l.unitPrice) * l.qty : null;

/**
 * The lines of a manual invoice: the issuer's own plans (searched by name), quantity, unit price
 * (the customer's price to start with) and the tax GetTaxPerItem computes for the line with the
 * customer's tax group, then the totals. Errors of a line (`lines.0.qty`) show in its cell.
 */
export function ManualInvoiceLinesEditor(props: {
  issuer: string | null;
  customerTaxGroupId: string | null;
  lines: ManualLine[];
  onChange: (lines: ManualLine[]) => void;
  errors: Record<string, string>;
}) {
  const { lines, onChange, errors } = props;
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const options = useQuery({
    queryKey: ['orders', 'variantOptions', props.issuer, search],
    queryFn: () => ordersApi.variantOptions(props.issuer!, search),
    enabled: !!props.issuer,
  });
  const taxes = useQueries({
    queries: lines.map((l) => {
      const net = netMinor(l);
      return {
        queryKey: ['invoices', 'tax', l.variantId, net, props.customerTaxGroupId],
        queryFn: () =>
          invoicesApi.taxPerItem({
            variantId: l.variantId,
            netPrice: (net ?? 0) / 100,
            ...(props.customerTaxGroupId ? { customerTaxGroupId: props.customerTaxGroupId } : {}),
          }),
        enabled: net !== null,
        staleTime: 60_000,
      };
    }),
  });
  const taxOf = (i: number) => taxes[i]?.data;
  const patch = (line: ManualLine, change: Partial<ManualLine>) =>
    onChange(lines.map((x) => (x === line ? { ...x, ...change } : x)));
  const add = () => {
    const option = options.data?.find((o) => o.value === picked);
    if (!option) return;
    onChange([
      ...lines,
      {
        key: newLineKey(),
        variantId: option.value,
        name: option.label,
        qty: 1,
        unitPrice: option.unitPrice,
        currency: option.currency,
      },
    ]);
    setPicked(null);
  };
  const currency = lines.find((l) => l.currency)?.currency ?? undefined;
  const subTotal = lines.reduce((a, l) => a + (netMinor(l) ?? 0), 0) / 100;
  const taxTotal = lines.reduce((a, _l, i) => a + toMinor(taxOf(i)?.taxAmount ?? 0), 0) / 100;
  const pending = taxes.some((q) => q.isFetching);
  const error = (i: number, field: string) => errors[`lines.${i}.${field}`];
  const cellError = (text: string | undefined) =>
    text ? (
      <div className="field-row__error" role="alert">
        {text}
      </div>
    ) : null;
  return (
    <div className="order-lines">
      <DataTable
        caption="Invoice lines"
        rows={lines}
        rowKey={(l) => l.key}
        columns={[
          {
            key: 'name',
            title: 'Plan',
            render: (l) => (
              <>
                {l.name}
                {cellError(error(lines.indexOf(l), 'variantId'))}
              </>
            ),
          },
          {
            key: 'qty',
            title: 'Quantity',
            width: 130,
            render: (l) => (
              <>
                <InputNumber
                  aria-label={`Quantity of ${l.name}`}
                  min={1}
                  max={MAX_ORDER_QTY}
                  precision={0}
                  value={l.qty}
                  onChange={(v) => patch(l, { qty: v === null ? null : Number(v) })}
                />
                {cellError(error(lines.indexOf(l), 'qty'))}
              </>
            ),
          },
          {
            key: 'unitPrice',
            title: 'Unit Price',
            width: 150,
            render: (l) => (
              <>
                <InputNumber
                  aria-label={`Unit price of ${l.name}`}
                  min={0}
                  max={MAX_MANUAL_UNIT_PRICE}
                  precision={2}
                  step={0.01}
                  value={l.unitPrice}
                  onChange={(v) => patch(l, { unitPrice: v === null ? null : Number(v) })}
                />
                {cellError(error(lines.indexOf(l), 'unitPrice'))}
              </>
            ),
          },
          {
            key: 'tax',
            title: 'Tax',
            width: 150,
            align: 'right',
            render: (l) => {
              const tax = taxOf(lines.indexOf(l));
              if (!tax) return '-';
              return (
                <span>
                  {tax.taxCode ? `${tax.taxCode} ${tax.ratePercent}% ` : ''}
                  <Money value={tax.taxAmount} />
                </span>
              );
            },
          },
          {
            key: 'lineTotal',
            title: 'Line Total',
            width: 140,
            align: 'right',
            render: (l) => {
              const tax = taxOf(lines.indexOf(l));
              const net = netMinor(l);
              return net === null ? (
                '-'
              ) : (
                <Money value={(net + toMinor(tax?.taxAmount ?? 0)) / 100} />
              );
            },
          },
          {
            key: 'remove',
            title: '',
            width: 90,
            render: (l) => (
              <Button
                danger
                size="small"
                aria-label={`Remove ${l.name}`}
                onClick={() => onChange(lines.filter((x) => x !== l))}
              >
                Remove
              </Button>
            ),
          },
        ]}
      />
      <Space wrap style={{ marginTop: 12 }}>
        <Select
          aria-label="Plan to add"
          showSearch
          filterOption={false}
          onSearch={setSearch}
          placeholder="Search a plan to add"
          style={{ width: 420 }}
          value={picked ?? undefined}
          onChange={(value: string) => setPicked(value)}
          loading={options.isFetching}
          notFoundContent={options.isFetching ? 'Searching…' : 'No Data...'}
          options={(options.data ?? []).map((o) => ({ label: o.label, value: o.value }))}
        />
        <Button onClick={add} disabled={!picked}>
          Add line
        </Button>
      </Space>
      <dl className="order-totals" aria-label="Invoice totals" aria-busy={pending}>
        <dt>Sub Total</dt>
        <dd>
          <Money value={subTotal} currency={currency} />
        </dd>
        <dt>Tax</dt>
        <dd>
          <Money value={taxTotal} currency={currency} />
        </dd>
        <dt>Total</dt>
        <dd>
          <Money value={subTotal + taxTotal} currency={currency} />
        </dd>
      </dl>
    </div>
  );
}

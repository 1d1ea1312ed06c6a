import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LightButton } from '../../ui/light/light-button';
import { LightInput } from '../../ui/light/light-fields';
import { LightSearchSelect } from '../../ui/light/light-search-select';
import { MAX_ORDER_QTY, type OrderQuote } from '@wander/contract';
import { quantityError, quantityOf, type LineQuantity } from './order-line-quantity';
import { DataTable } from '../../crud/data-table';
import { Money } from '../../ui/money';
import { ordersApi } from './orders-api';

const NO_OPTIONS: { label: string; value: string }[] = [];

/**
 * A whole quantity from 1 to MAX_ORDER_QTY (the browser's number input, a phone's keypad). The box
 * holds what the user typed: cleared, it stays empty (a `null` quantity) until they type again,
 * and its error shows once the box was left or the form was sent (`showError`).
 */
function QuantityInput(props: {
  label: string;
  value: LineQuantity;
  onChange: (qty: LineQuantity) => void;
  showError?: boolean;
}) {
  const errorId = useId();
  const [left, setLeft] = useState(false);
  const error = props.showError || left ? quantityError(props.value) : null;
  return (
    <div className="order-lines__qty">
      <LightInput
        type="number"
        inputMode="numeric"
        aria-label={props.label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        min={1}
        max={MAX_ORDER_QTY}
        step={1}
        style={{ width: 100 }}
        value={props.value ?? ''}
        onBlur={() => setLeft(true)}
        onChange={(e) => props.onChange(quantityOf(e.target.value))}
      />
      {error && (
        <div id={errorId} className="field-row__error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

export interface EditableLine {
  variantId: string;
  name: string;
  /** `null` while the quantity box is empty. */
  qty: LineQuantity;
  /** The price last quoted (display only: the server prices the order). */
  unitPrice: number | null;
  currency?: string | null;
  /** The catalogue's promotions on the plan, carried from the cart ("Free 1GB bonus ..."). */
  promotions?: string[];
}

/**
 * The lines of an order being written: quantity editing (whole numbers from 1; an empty box is a
 * field error, see order-line-quantity.ts), delete, and
 * adding a plan of the distributor by searching its name. Prices shown are quotes; the saved
 * order carries the server's prices.
 */
export function OrderLinesEditor({
  distributor,
  lines,
  onChange,
  quote,
  showErrors = false,
}: {
  distributor: string | null;
  lines: EditableLine[];
  onChange: (lines: EditableLine[]) => void;
  /** The form was sent: every quantity box shows its error. */
  showErrors?: boolean;
  /** The server's quote of these lines (payment/Payment/Quote): each line's total. */
  quote?: OrderQuote;
}) {
  const idPrefix = useId();
  const quoted = new Map(quote?.lines.map((l) => [l.variantId, l]));
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const [qty, setQty] = useState<LineQuantity>(1);
  const [addTried, setAddTried] = useState(false);
  const options = useQuery({
    queryKey: ['orders', 'variantOptions', distributor, search],
    queryFn: () => ordersApi.variantOptions(distributor!, search),
    enabled: !!distributor,
  });
  const add = () => {
    const option = options.data?.find((o) => o.value === picked);
    if (!option) return;
    setAddTried(true);
    if (qty === null || quantityError(qty)) return;
    const existing = lines.find((l) => l.variantId === option.value);
    onChange(
      existing
        ? lines.map((l) => (l === existing ? { ...l, qty: (l.qty ?? 0) + qty } : l))
        : [
            ...lines,
            {
              variantId: option.value,
              name: option.label,
              qty,
              unitPrice: option.unitPrice,
              currency: option.currency,
            },
          ],
    );
    setPicked(null);
    setQty(1);
    setAddTried(false);
  };
  return (
    <div className="order-lines">
      <DataTable
        caption="Order lines"
        rows={lines}
        rowKey={(l) => l.variantId}
        columns={[
          {
            key: 'name',
            title: 'Plan',
            render: (l) => (
              <div>
                {l.name}
                {l.promotions?.map((p) => (
                  <div key={p} className="order-line__promotion">
                    Promotion: {p}
                  </div>
                ))}
              </div>
            ),
          },
          {
            key: 'qty',
            title: 'Quantity',
            width: 140,
            render: (l) => (
              <QuantityInput
                label={`Quantity of ${l.name}`}
                value={l.qty}
                showError={showErrors}
                onChange={(qty) => onChange(lines.map((x) => (x === l ? { ...x, qty } : x)))}
              />
            ),
          },
          {
            key: 'price',
            title: 'Unit Price',
            width: 130,
            align: 'right',
            render: (l) => {
              const price = quoted.get(l.variantId)?.unitPrice ?? l.unitPrice;
              return price === null ? '-' : <Money value={price} />;
            },
          },
          {
            key: 'total',
            title: 'Total',
            width: 130,
            align: 'right',
            render: (l) => {
              const line = quoted.get(l.variantId);
              return line && line.qty === l.qty ? (
                <Money value={line.lineTotal} currency={quote?.currency} />
              ) : (
                '…'
              );
            },
          },
          {
            key: 'remove',
            title: '',
            width: 90,
            render: (l) => (
              <LightButton
                danger
                size="small"
                onClick={() => onChange(lines.filter((x) => x !== l))}
              >
                Delete
              </LightButton>
            ),
          },
        ]}
      />
      <div className="lt-row order-lines__add">
        <LightSearchSelect
          id={`${idPrefix}-plan`}
          aria-label="Plan to add"
          onSearch={setSearch}
          placeholder={distributor ? 'Search a plan to add' : 'Choose a distributor first'}
          disabled={!distributor}
          width={420}
          value={picked}
          onChange={setPicked}
          loading={options.isFetching}
          options={options.data ?? NO_OPTIONS}
        />
        <QuantityInput label="Quantity to add" value={qty} onChange={setQty} showError={addTried} />
        <LightButton onClick={add} disabled={!picked}>
          Add
        </LightButton>
      </div>
    </div>
  );
}

import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Input, Modal } from 'antd';
import { formatAmount, MAX_ORDER_QTY, orderQuantityError } from '@wander/contract';
import { errorMessageOf } from '../../lib/api';
import { confirmDialog, showMessage } from '../../ui/dialogs';
import { cartActions, useCart } from './cart-store';
import { cartTotalMinor, lineTotalMinor, type CartLine } from './cart-rules';
import { dataLabel, insufficientStockText } from './catalog-rules';
import { checkQuantity } from './quantity-check';
import type { FromCatalogState } from './index';

const keyOf = (l: CartLine) => `${l.productCode}|${l.variantCode ?? ''}`;

/** The cart: lines with quantity editing and delete, a total, and Order. */
export function CartDialog({ onClose }: { onClose: () => void }) {
  const cart = useCart();
  const navigate = useNavigate();
  const [busyLine, setBusyLine] = useState<string | null>(null);
  // What the user typed in a line's box until the cart takes it: an empty box stays empty (issue
  // 37), and a quantity the cart cannot take keeps its field error under the box.
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const textOf = (line: CartLine) => drafts[keyOf(line)] ?? String(line.qty);
  const setDraft = (line: CartLine, text: string | undefined) =>
    setDrafts(({ [keyOf(line)]: _, ...rest }) =>
      text === undefined ? rest : { ...rest, [keyOf(line)]: text },
    );
  const setError = (line: CartLine, error: string | undefined) =>
    setErrors(({ [keyOf(line)]: _, ...rest }) =>
      error ? { ...rest, [keyOf(line)]: error } : rest,
    );
  /** The field errors of every box; true when the cart can be ordered as it stands. */
  const checkAll = () => {
    const found = Object.fromEntries(
      cart.products.flatMap((line) => {
        const text = textOf(line);
        const error = orderQuantityError(text.trim() === '' ? null : Number(text));
        return error ? [[keyOf(line), error]] : [];
      }),
    );
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  const currency = cart.products[0]?.currency ?? cart.distributor?.defaultCurrency ?? 'RM';

  const changeQuantity = async (line: CartLine, text: string) => {
    const qty = text.trim() === '' ? null : Number(text);
    const error = orderQuantityError(qty);
    setError(line, error ?? undefined);
    if (error || qty === null) return;
    if (qty === line.qty) return setDraft(line, undefined);
    if (!cart.distributor || !line.variantId) return;
    setBusyLine(keyOf(line));
    try {
      const check = await checkQuantity({
        distributor: cart.distributor.entityCode,
        productId: line.productId,
        variantId: line.variantId,
        quantity: qty,
        baseUnitPrice: line.baseUnitPrice ?? line.unitPrice,
        hasDiscounts: !!line.hasDiscounts,
      });
      if (!check.ok) {
        showMessage('warning', insufficientStockText(check.availableQuantity));
        setDraft(line, undefined);
        return;
      }
      cartActions.upsert({ ...line, qty, unitPrice: check.unitPrice });
      setDraft(line, undefined);
    } catch (error) {
      showMessage('error', errorMessageOf(error));
    } finally {
      setBusyLine(null);
    }
  };

  const order = () => {
    if (!checkAll()) return;
    onClose();
    navigate('/purchase-order-new', { state: { fromCatalog: true } satisfies FromCatalogState });
  };

  return (
    <Modal
      open
      title={`Cart${cart.distributor ? `: ${cart.distributor.companyName}` : ''}`}
      onCancel={onClose}
      width={720}
      footer={[
        <span key="total" className="cart-dialog__total">
          Total: {currency} {formatAmount(cartTotalMinor(cart) / 100)}
        </span>,
        <Button key="close" onClick={onClose}>
          Close
        </Button>,
        <Button key="order" type="primary" disabled={cart.products.length === 0} onClick={order}>
          Order
        </Button>,
      ]}
    >
      {cart.products.length === 0 ? (
        <p className="cart-dialog__empty">Your cart is empty.</p>
      ) : (
        <ul className="cart-dialog__lines" style={{ maxHeight: 600, overflowY: 'auto' }}>
          {cart.products.map((line) => (
            <li
              key={keyOf(line)}
              className="cart-line"
              aria-label={line.variantName ?? line.productName}
            >
              <div className="cart-line__info">
                <strong>{line.variantName ?? line.productName}</strong>
                <span>
                  Validity: {line.days ?? '-'} {line.days === 1 ? 'day' : 'days'}
                </span>
                <span>
                  Data:{' '}
                  {line.data !== undefined
                    ? dataLabel({ data: line.data, isDayPass: !!line.isDayPass })
                    : '-'}
                </span>
                {line.promotions.map((p) => (
                  <span key={p} className="cart-line__promotion">
                    Promotion: {p}
                  </span>
                ))}
              </div>
              <div className="cart-line__qty">
                <label htmlFor={`qty-${keyOf(line)}`}>Quantity</label>
                <Input
                  id={`qty-${keyOf(line)}`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={MAX_ORDER_QTY}
                  step={1}
                  value={textOf(line)}
                  status={errors[keyOf(line)] ? 'error' : undefined}
                  aria-invalid={errors[keyOf(line)] ? true : undefined}
                  aria-describedby={errors[keyOf(line)] ? `qty-error-${keyOf(line)}` : undefined}
                  disabled={busyLine === keyOf(line)}
                  onChange={(e) => setDraft(line, e.target.value)}
                  onBlur={(e) => void changeQuantity(line, e.target.value)}
                  onPressEnter={(e) => e.currentTarget.blur()}
                />
                {errors[keyOf(line)] && (
                  <div id={`qty-error-${keyOf(line)}`} className="cart-line__error" role="alert">
                    {errors[keyOf(line)]}
                  </div>
                )}
              </div>
              <div className="cart-line__amount">
                <span>
                  {line.qty} × {formatAmount(line.unitPrice)}
                </span>
                <strong>
                  {currency} {formatAmount(lineTotalMinor(line) / 100)}
                </strong>
              </div>
              <Button
                danger
                aria-label={`Delete ${line.variantName ?? line.productName}`}
                onClick={() => void confirmDialog({ onYes: () => cartActions.remove(line) })}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}

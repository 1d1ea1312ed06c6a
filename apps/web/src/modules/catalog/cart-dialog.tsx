import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Input, Modal } from 'antd';
import { CatalogMessage, formatAmount } from '@wander/contract';
import { errorMessageOf } from '../../app/api';
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
  // Bumped to put a refused quantity back in the inputs.
  const [revision, setRevision] = useState(0);
  const currency = cart.products[0]?.currency ?? cart.distributor?.defaultCurrency ?? 'RM';

  const changeQuantity = async (line: CartLine, text: string) => {
    const qty = Number(text);
    if (qty === line.qty) return;
    if (text.trim() === '' || !Number.isInteger(qty) || qty < 1) {
      showMessage('warning', CatalogMessage.quantityMin);
      setRevision((r) => r + 1);
      return;
    }
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
        setRevision((r) => r + 1);
        return;
      }
      cartActions.upsert({ ...line, qty, unitPrice: check.unitPrice });
    } catch (error) {
      showMessage('error', errorMessageOf(error));
    } finally {
      setBusyLine(null);
    }
  };

  const order = () => {
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
                  min={1}
                  max={10000}
                  step={1}
                  defaultValue={line.qty}
                  key={`${keyOf(line)}-${line.qty}-${revision}`}
                  disabled={busyLine === keyOf(line)}
                  onBlur={(e) => void changeQuantity(line, e.target.value)}
                  onPressEnter={(e) => e.currentTarget.blur()}
                />
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

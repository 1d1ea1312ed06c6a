import { useMemo, useState } from 'react';
import { SafeHtml } from '../../ui/safe-html';
import { Button, Input, Modal, Select } from 'antd';
import { formatAmount, type CatalogProduct } from '@wander/contract';
import { errorMessageOf } from '../../lib/api';
import { showMessage } from '../../ui/dialogs';
import { cartActions } from './cart-store';
import type { CartDistributor } from './cart-rules';
import {
  dataKey,
  dataLabel,
  dialogAlert,
  filterVariants,
  insufficientStockText,
  promotionLines,
  variantOf,
  type CatalogCriteria,
} from './catalog-rules';
import { checkQuantity } from './quantity-check';

interface Props {
  product: CatalogProduct;
  distributor: CartDistributor;
  criteria: Pick<CatalogCriteria, 'days' | 'data' | 'isDataType' | 'isDayPassType'>;
  onClose: () => void;
}

/** Add to cart: pick days and data among the matching variants, a quantity of at least 1. */
export function AddToCartDialog({ product, distributor, criteria, onClose }: Props) {
  const variants = useMemo(
    () => filterVariants(product.productVariants, criteria),
    [product, criteria],
  );
  const [days, setDays] = useState<number>();
  const [data, setData] = useState<string>();
  const [quantity, setQuantity] = useState<number | null>(1);
  const [busy, setBusy] = useState(false);

  const dayOptions = [...new Set(variants.map((v) => v.days))]
    .sort((a, b) => a - b)
    .map((d) => ({ label: `${d} ${d === 1 ? 'day' : 'days'}`, value: d }));
  const dataOptions = [
    ...new Map(
      variants
        .filter((v) => days === undefined || v.days === days)
        .sort((a, b) => Number(a.isDayPass) - Number(b.isDayPass) || a.data - b.data)
        .map((v) => [dataKey(v), { label: dataLabel(v), value: dataKey(v) }]),
    ).values(),
  ];
  const variant = variantOf(variants, days, data);

  const add = async () => {
    const alert = dialogAlert({ days, data, quantity });
    if (alert) return void showMessage('warning', alert);
    if (!variant) return void showMessage('warning', 'Please select data capacity.');
    setBusy(true);
    try {
      const check = await checkQuantity({
        distributor: distributor.entityCode,
        productId: product.productId,
        variantId: variant.variantId,
        quantity: quantity!,
        baseUnitPrice: variant.unitPrice,
        hasDiscounts: product.discountInfos.length > 0,
      });
      if (!check.ok)
        return void showMessage('warning', insufficientStockText(check.availableQuantity));
      cartActions.setDistributor(distributor);
      cartActions.upsert({
        productId: product.productId,
        productCode: product.productCode,
        productName: product.productName,
        variantId: variant.variantId,
        variantCode: variant.variantCode,
        variantValue: variant.variant,
        variantName: variant.variantName,
        days: variant.days,
        data: variant.data,
        isDayPass: variant.isDayPass,
        qty: quantity!,
        unitPrice: check.unitPrice,
        baseUnitPrice: variant.unitPrice,
        image: variant.image ?? product.image,
        uomId: product.uomId,
        currency: product.currency,
        hasDiscounts: product.discountInfos.length > 0,
        promotions: promotionLines(product, variant.variantId),
      });
      onClose();
    } catch (error) {
      showMessage('error', errorMessageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={`Add to cart: ${product.productName}`}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="add" type="primary" loading={busy} onClick={add}>
          Add to cart
        </Button>,
      ]}
    >
      <div className="catalog-dialog">
        <SafeHtml html={product.description} className="rich-text catalog-dialog__description" />
        {variants.length === 0 ? (
          <p>No plan of this product matches the days, GB and types searched.</p>
        ) : (
          <>
            <label htmlFor="cart-days">Days</label>
            <Select
              id="cart-days"
              placeholder="Select number of days"
              options={dayOptions}
              value={days}
              onChange={(value: number) => {
                setDays(value);
                setData(undefined);
              }}
            />
            <label htmlFor="cart-data">Data</label>
            <Select
              id="cart-data"
              placeholder="Select data capacity"
              options={dataOptions}
              value={data}
              onChange={setData}
            />
            <label htmlFor="cart-quantity">Quantity</label>
            <Input
              id="cart-quantity"
              type="number"
              min={1}
              max={10000}
              step={1}
              value={quantity ?? ''}
              onChange={(e) =>
                setQuantity(e.target.value.trim() === '' ? null : Number(e.target.value))
              }
            />
            {variant && (
              <p className="catalog-dialog__price">
                {variant.variantName} · {variant.networkName} ·{' '}
                <strong>
                  {product.currency} {formatAmount(variant.unitPrice)}
                </strong>{' '}
                each
              </p>
            )}
            {product.discountInfos.length > 0 && (
              <ul className="catalog-dialog__discounts">
                {product.discountInfos.map((d) => (
                  <li key={`${d.minQuantity}-${d.variantId}`}>{d.description}</li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </Modal>
  );
}

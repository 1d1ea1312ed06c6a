import { useState } from 'react';
import { LightButton as Button } from '../../ui/light/light-button';
import { LightInput } from '../../ui/light/light-fields';
import type { OrderQuote } from '@wander/contract';
import { errorMessageOf } from '../../lib/api';
import { FormAlert } from '../../ui/form-alert';
import { Money } from '../../ui/money';
import { ordersApi } from './orders-api';

/**
 * The coupon of an order about to be paid: Apply asks the server for the checkout's own quote
 * with the coupon, and shows the discount and the new total before Pay; a refused coupon says why
 * and changes nothing. `onApplied` hands the applied coupon's quote (or null) to the pay buttons:
 * its code goes with the payment, its total is what the wallet confirmation quotes.
 */
export function CouponBox({
  poId,
  onApplied,
}: {
  poId: string;
  onApplied: (quote: OrderQuote | null) => void;
}) {
  const [code, setCode] = useState('');
  const [quote, setQuote] = useState<OrderQuote | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async () => {
    setError(null);
    if (!code.trim()) return setError('Please enter a coupon code');
    setBusy(true);
    try {
      const result = await ordersApi.quote({ poHeaderId: poId, couponCode: code.trim() });
      setQuote(result);
      onApplied(result);
    } catch (e) {
      setError(errorMessageOf(e));
    } finally {
      setBusy(false);
    }
  };
  const remove = () => {
    setQuote(null);
    setCode('');
    onApplied(null);
  };

  return (
    <div className="coupon-box">
      <label htmlFor="po-coupon-code">Coupon code</label>
      <div className="lt-compact">
        <LightInput
          id="po-coupon-code"
          value={code}
          maxLength={32}
          disabled={!!quote}
          onChange={(e) => {
            setCode(e.target.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void apply();
          }}
          style={{ maxWidth: 200 }}
        />
        {quote ? (
          <Button onClick={remove}>Remove</Button>
        ) : (
          <Button onClick={() => void apply()} loading={busy}>
            Apply
          </Button>
        )}
      </div>
      {quote && (
        <p className="coupon-box__result" role="status">
          Coupon {quote.couponCode}: -
          <Money value={quote.couponDiscount} currency={quote.currency} />. New total:{' '}
          <strong>
            <Money value={quote.totalAmount} currency={quote.currency} />
          </strong>
        </p>
      )}
      <FormAlert message={error} />
    </div>
  );
}

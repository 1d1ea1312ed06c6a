import { formatAmount } from '@wander/contract';

/** An amount with two decimals and thousands separators, optionally after a currency label. */
export function Money({
  value,
  currency,
}: {
  value: number | null | undefined;
  currency?: string;
}) {
  const text = formatAmount(value);
  return <span className="money">{currency ? `${currency} ${text}` : text}</span>;
}

/** A ledger amount with its sign: '+50.00' for money in, '-30.00' for money out. */
export function SignedMoney({ value, currency }: { value: number; currency?: string }) {
  const text = `${value > 0 ? '+' : ''}${formatAmount(value)}`;
  return (
    <span className={`money money--${value < 0 ? 'debit' : 'credit'}`}>
      {currency ? `${currency} ${text}` : text}
    </span>
  );
}

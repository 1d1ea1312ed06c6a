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

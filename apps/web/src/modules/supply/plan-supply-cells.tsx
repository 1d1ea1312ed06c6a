import { Space, Tag, Typography } from 'antd';
import {
  formatAmount,
  type MarginAlert,
  type PlanSupplyRow,
  type SupplyFlag,
} from '@wander/contract';
import { Money } from '../../ui/money';

const FLAG_COLOR: Record<SupplyFlag, string> = {
  'Price changed': 'warning',
  Withdrawn: 'error',
  'Margin below minimum': 'error',
  'No rate': 'warning',
};

const note = (text: string) => (
  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
    {text}
  </Typography.Text>
);

/**
 * The rate a suggestion was made at: "1 USD = 4.4123 MYR" and "on 2031-03-03" when it is the
 * rate of the day the suggestion was made, ", rate of 2031-03-01" when that day had none and an
 * earlier one was taken (two parts: a narrow cell wraps between them, not inside the date).
 */
export function rateText(row: PlanSupplyRow): [string, string] | null {
  if (!row.suggestionRate || !row.suggestionRateDate) return null;
  const one = `1 ${row.costCurrency} = ${row.suggestionRate} ${row.suggestedCurrency}`;
  return row.suggestionRateDate === row.suggestedOn
    ? [one, ` on ${row.suggestionRateDate}`]
    : [`${one},`, ` rate of ${row.suggestionRateDate}`];
}

/**
 * The suggested price in the selling currency, and the rate it was made at; without one, why
 * (no rate converts the cost).
 */
export function SuggestedPrice({ row }: { row: PlanSupplyRow }) {
  if (row.suggestionNote) {
    return <Typography.Text type="warning">{row.suggestionNote}</Typography.Text>;
  }
  if (row.suggestedPrice === null) return <>-</>;
  const rate = rateText(row);
  return (
    <Space orientation="vertical" size={0} align="end">
      <Money value={row.suggestedPrice} currency={row.suggestedCurrency ?? undefined} />
      {rate && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          <span style={{ whiteSpace: 'nowrap' }}>{rate[0]}</span>
          <span style={{ whiteSpace: 'nowrap' }}>{rate[1]}</span>
        </Typography.Text>
      )}
    </Space>
  );
}

/**
 * The figures behind 'Margin below minimum': "Margin 7.6 % (minimum 10 %): cost MYR 45.20 against
 * 48.90 at 4.52 of 2031-04-03, +2.73 % since 4.4 of 2031-04-01".
 */
export function marginText(alert: MarginAlert): string {
  const move = `${alert.movePercent > 0 ? '+' : ''}${alert.movePercent} %`;
  return (
    `Margin ${alert.marginPercent} % (minimum ${alert.minimumPercent} %): cost ${alert.currency} ` +
    `${formatAmount(alert.cost)} against ${formatAmount(alert.price)} at ${alert.rate} of ` +
    `${alert.rateDate}, ${move} since ${alert.reviewedRate} of ${alert.reviewedRateDate}`
  );
}

/** The row's flags, and the figures behind 'Margin below minimum'. */
export function Flags({ row }: { row: PlanSupplyRow }) {
  if (row.flags.length === 0) return <>-</>;
  const alert = row.marginAlert;
  return (
    <Space orientation="vertical" size={4}>
      <Space size={4} wrap>
        {row.flags.map((flag) => (
          <Tag key={flag} color={FLAG_COLOR[flag]}>
            {flag}
          </Tag>
        ))}
      </Space>
      {alert && note(marginText(alert))}
    </Space>
  );
}

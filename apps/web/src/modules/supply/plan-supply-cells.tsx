import { Space, Tag, Typography } from 'antd';
import { formatAmount, type PlanSupplyRow, type SupplyFlag } from '@wander/contract';
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
 * The rate a suggestion was made at: "at 4.4123 on 2031-03-03" when it is the rate of the day the
 * suggestion was made, "at 4.4123, rate of 2031-03-01" when that day had none and an earlier one
 * was taken.
 */
export function rateText(row: PlanSupplyRow): string | null {
  if (!row.suggestionRate || !row.suggestionRateDate) return null;
  const one = `1 ${row.costCurrency} = ${row.suggestionRate} ${row.suggestedCurrency}`;
  return row.suggestionRateDate === row.suggestedOn
    ? `${one} on ${row.suggestionRateDate}`
    : `${one}, rate of ${row.suggestionRateDate}`;
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
      {rate && note(rate)}
    </Space>
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
      {alert &&
        note(
          `Margin ${alert.marginPercent} % (minimum ${alert.minimumPercent} %): cost ${alert.currency} ${formatAmount(alert.cost)} against ${formatAmount(alert.price)} at ${alert.rate} of ${alert.rateDate}, ${alert.movePercent > 0 ? '+' : ''}${alert.movePercent} % since ${alert.reviewedRate} of ${alert.reviewedRateDate}`,
        )}
    </Space>
  );
}

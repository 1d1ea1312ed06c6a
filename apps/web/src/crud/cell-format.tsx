import dayjs from 'dayjs';
import { formatAmount, type ColumnKind } from '@wander/contract';
import { Flag } from './loading';

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export function formatDate(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value as string | Date);
  return date.isValid() ? date.format(DATE_TIME_FORMAT) : String(value);
}

/** A cell or description value by column kind; amounts with two decimals and separators. */
export function renderValue(value: unknown, kind: ColumnKind = 'text') {
  if (value === null || value === undefined || value === '') return '-';
  switch (kind) {
    case 'money':
      return <span className="money">{formatAmount(Number(value))}</span>;
    case 'number':
      return String(value);
    case 'boolean':
      return value ? <Flag tone="good">Yes</Flag> : <Flag>No</Flag>;
    case 'date':
      return formatDate(value);
    default:
      return Array.isArray(value) ? value.join(', ') : String(value);
  }
}

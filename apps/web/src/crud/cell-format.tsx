import { formatAmount, MAX_RATING, ratingStars, type ColumnKind } from '@wander/contract';
import { FileImage } from '../ui/file-image';
import { formatLocal, isValidDate, parseDate } from './dates';
import { Flag } from './loading';

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export function formatDate(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const date = parseDate(value as string | Date);
  if (!isValidDate(date)) return String(value);
  // A calendar day (an appointment's date, a holiday) has no time to show.
  return formatLocal(date, !(typeof value === 'string' && DAY_ONLY.test(value)));
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
    case 'startDate':
    case 'endDate':
      return <ValidityEnd value={value as string} kind={kind} />;
    case 'rating':
      return <RatingStars rating={Number(value)} />;
    case 'image':
      return <FileImage value={String(value)} className="cell-image" alt="" fallback="-" />;
    default:
      return Array.isArray(value) ? value.join(', ') : String(value);
  }
}

/** A validity's start or end: the date, flagged when the validity has not started or is over. */
function ValidityEnd({ value, kind }: { value: string; kind: 'startDate' | 'endDate' }) {
  const date = parseDate(value).getTime();
  const now = Date.now();
  const flag =
    kind === 'startDate' && date > now
      ? 'Not started'
      : kind === 'endDate' && date < now
        ? 'Expired'
        : null;
  return (
    <span>
      {formatDate(value)}
      {flag && (
        <>
          {' '}
          <Flag tone={flag === 'Expired' ? 'bad' : 'warn'}>{flag}</Flag>
        </>
      )}
    </span>
  );
}

/** A 1-5 rating as stars, read out as "4 of 5 stars". */
export function RatingStars({ rating }: { rating: number }) {
  return (
    <span className="rating-stars" role="img" aria-label={`${rating} of ${MAX_RATING} stars`}>
      {ratingStars(rating)}
    </span>
  );
}

import type { AnyResourceDefinition } from '@wander/contract';
import { formatDate } from './cell-format';
import { isValidDate, parseDate } from './dates';
import type { Row } from './crud-types';
import { Flag } from './loading';

/** The stored status a validity's end turns into 'Expired'. */
const ACTIVE = 'Active';

/**
 * When a row reads 'Expired' (ColumnDefinition.expiresWith): Active, and its end date has passed.
 * Answers that date, or null. The checkout refuses such a coupon already; the lists said Active.
 */
export function expiredOn(resource: AnyResourceDefinition, row: Row): unknown {
  for (const column of resource.columns) {
    if (!column.expiresWith || row[column.key] !== ACTIVE) continue;
    const end = row[column.expiresWith];
    if (end === null || end === undefined || end === '') continue;
    const date = parseDate(end as string);
    if (isValidDate(date) && date.getTime() < Date.now()) return end;
  }
  return null;
}

/** The status cell of a row that has expired. */
export const ExpiredFlag = () => <Flag tone="bad">Expired</Flag>;

/** Above the edit form of an expired record: why it reads Expired, and what changes that. */
export function ExpiredNote({ resource, row }: { resource: AnyResourceDefinition; row: Row }) {
  const end = expiredOn(resource, row);
  if (!end) return null;
  return (
    <p className="form-note" role="status">
      <ExpiredFlag /> This {resource.labels.singular.toLowerCase()} expired on {formatDate(end)}: it
      is no longer accepted. A later end date makes it valid again.
    </p>
  );
}

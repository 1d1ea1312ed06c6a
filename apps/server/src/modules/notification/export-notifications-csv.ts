import { count } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  MAX_NOTIFICATION_EXPORT,
  notificationRecipientList,
  type PagingRequest,
} from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { toCsv } from '../../platform/http/csv-file.js';
import { buildSearch } from '../../crud/search-query.js';
import { rowColumns } from '../../crud/run-search.js';
import { notifications } from '../../db/schema/index.js';

const HEADER = ['Title', 'Recipient', 'Kind', 'Company', 'Status', 'Outcome', 'Sent At'];
const iso = (v: Date | string | null) =>
  v === null ? '' : typeof v === 'string' ? v : v.toISOString();

/**
 * POST network/Notification/ExportNotificationCsv: every recipient row the same filters and sort
 * select, as a CSV file through the house CSV writer (formula-safe cells, BOM, CRLF).
 */
export async function exportNotificationsCsv(
  db: Tx,
  request: Pick<PagingRequest, 'filterColumns' | 'sortColumns'>,
) {
  const { columns } = rowColumns(notificationRecipientList, notifications);
  const search = buildSearch(
    notificationRecipientList,
    columns as Record<string, PgColumn>,
    request,
  );
  const [{ n }] = await db.select({ n: count() }).from(notifications).where(search.where);
  if (n > MAX_NOTIFICATION_EXPORT) {
    throw new AppError(
      'BUSINESS_RULE',
      `More than ${MAX_NOTIFICATION_EXPORT} rows: narrow the filters to export`,
    );
  }
  const rows = await db
    .select({
      title: notifications.title,
      name: notifications.recipientName,
      kind: notifications.recipientKind,
      code: notifications.recipientEntityCode,
      status: notifications.status,
      outcome: notifications.outcome,
      sentAt: notifications.sentAt,
    })
    .from(notifications)
    .where(search.where)
    .orderBy(...search.orderBy);
  const buffer = toCsv(
    HEADER,
    rows.map((r) => [r.title, r.name, r.kind, r.code, r.status, r.outcome, iso(r.sentAt)]),
  );
  return { buffer, fileName: 'notifications.csv' };
}

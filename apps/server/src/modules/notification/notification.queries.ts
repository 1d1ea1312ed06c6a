import { asc, desc, eq } from 'drizzle-orm';
import { notificationBatchList, type PushBatch } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { rowColumns } from '../../crud/run-search.js';
import {
  notificationBatches,
  notifications,
  smsImportHistories,
  smsLogs,
} from '../../db/schema/index.js';

/** The latest batch of that title, with its recipients (null when there is none). */
export async function batchByTitle(db: Tx, title: string) {
  const [batch] = await db
    .select(rowColumns(notificationBatchList, notificationBatches).selection)
    .from(notificationBatches)
    .where(eq(notificationBatches.title, title))
    .orderBy(desc(notificationBatches.createdAt))
    .limit(1);
  if (!batch) return null;
  const { id } = batch as unknown as { id: string };
  const rows = await db
    .select({
      recipientEntityCode: notifications.recipientEntityCode,
      recipientName: notifications.recipientName,
      status: notifications.status,
      sentAt: notifications.sentAt,
    })
    .from(notifications)
    .where(eq(notifications.batchId, id))
    .orderBy(asc(notifications.recipientName))
    .limit(1000);
  return { ...(batch as unknown as PushBatch), notifications: rows };
}

const CHUNK = 1000;

/** Stores one import: its history row and every SMS as Queued, in one transaction. */
export async function storeSmsImport(
  db: Tx,
  input: { fileName: string; importedBy: string; rows: { phoneNumber: string; message: string }[] },
) {
  return db.transaction(async (tx) => {
    const [history] = await tx
      .insert(smsImportHistories)
      .values({
        fileName: input.fileName,
        totalRows: input.rows.length,
        successRows: input.rows.length,
        failedRows: 0,
        importedBy: input.importedBy,
      })
      .returning({ id: smsImportHistories.id });
    for (let i = 0; i < input.rows.length; i += CHUNK) {
      await tx
        .insert(smsLogs)
        .values(
          input.rows
            .slice(i, i + CHUNK)
            .map((r) => ({ ...r, status: 'Queued', importId: history.id })),
        );
    }
    return history.id;
  });
}

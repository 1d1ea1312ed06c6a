import type { Db } from '../platform/db/client.js';
import {
  notificationBatches,
  notifications,
  smsImportHistories,
  smsLogs,
} from '../db/schema/index.js';
import { stableId } from './stable-id.js';

const at = (iso: string) => new Date(iso);

/** Demo SMS log, one past SMS import, and two push notification batches. Fixed ids: re-runs add nothing. */
export async function seedNotifications(db: Db) {
  const importId = stableId('sms-import-1');
  await db
    .insert(smsImportHistories)
    .values({
      id: importId,
      fileName: 'raya-promo-sms.csv',
      totalRows: 3,
      successRows: 3,
      failedRows: 0,
      importedBy: 'admin@wander.demo',
      importedAt: at('2026-03-20T02:00:00Z'),
    })
    .onConflictDoNothing();
  const sms = [
    [
      '60123456789',
      'Selamat Hari Raya! 20% off all Asia eSIM plans this week.',
      'Sent',
      '2026-03-20T02:05:00Z',
      importId,
    ],
    [
      '60198765432',
      'Selamat Hari Raya! 20% off all Asia eSIM plans this week.',
      'Sent',
      '2026-03-20T02:05:00Z',
      importId,
    ],
    [
      '6581234567',
      'Selamat Hari Raya! 20% off all Asia eSIM plans this week.',
      'Failed',
      null,
      importId,
    ],
    [
      '60122223333',
      'Your Japan 7-day eSIM is active. Enjoy your trip!',
      'Sent',
      '2026-04-02T09:30:00Z',
      null,
    ],
    ['6591112222', 'Your data plan ends in 24 hours. Top up at wander.demo.', 'Queued', null, null],
  ] as const;
  await db
    .insert(smsLogs)
    .values(
      sms.map(([phoneNumber, message, status, sentAt, fromImport], i) => ({
        id: stableId(`sms-${i}`),
        phoneNumber,
        message,
        status,
        sentAt: sentAt ? at(sentAt) : null,
        importId: fromImport,
        createdAt: at(sentAt ?? '2026-04-05T08:00:00Z'),
      })),
    )
    .onConflictDoNothing();

  const batches = [
    {
      key: 'batch-1',
      title: 'Year-end travel deals',
      message: 'Up to 30% off Europe and Japan plans until 31 December.',
      status: 'Sent',
      createdAt: '2025-12-01T01:00:00Z',
    },
    {
      key: 'batch-2',
      title: 'Scheduled maintenance',
      message: 'The portal is down for maintenance on Sunday 02:00-04:00 MYT.',
      // Cancelled before its time (the maintenance moved).
      status: 'Cancelled',
      createdAt: '2026-04-10T03:00:00Z',
    },
  ];
  await db
    .insert(notificationBatches)
    .values(
      batches.map((b) => ({
        id: stableId(b.key),
        title: b.title,
        message: b.message,
        target: 'customers',
        targetRefs: ['CUST001'],
        targetLabel: 'Skyway Travel Agency',
        recipients: b.status === 'Sent' ? 1 : 0,
        sentCount: b.status === 'Sent' ? 1 : 0,
        status: b.status,
        scheduledAt: at(b.createdAt),
        jobId: stableId(`${b.key}-job`),
        createdBy: 'admin@wander.demo',
        finishedAt: at(b.createdAt),
        createdAt: at(b.createdAt),
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(notifications)
    .values(
      batches
        .filter((b) => b.status === 'Sent')
        .map((b) => ({
          id: stableId(`${b.key}-CUST001`),
          batchId: stableId(b.key),
          title: b.title,
          message: b.message,
          recipientEntityCode: 'CUST001',
          recipientName: 'Skyway Travel Agency',
          status: b.status,
          outcome: 'sent: projects/wander-demo/messages/1',
          sentAt: b.status === 'Sent' ? at(b.createdAt) : null,
        })),
    )
    .onConflictDoNothing();
}

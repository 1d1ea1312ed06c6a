import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { pushBatchSchema } from './push-message.js';

const when = z.date().or(z.string());
const readOnly = {
  create: z.object({}).strict(),
  update: z.object({}).strict(),
  fields: [],
  // A log is read-only (issue 37): no create, update or delete route, no New, Edit or Delete.
  without: ['create', 'update', 'delete'] as const,
  example: { create: {}, update: {} },
};

/**
 * Read-only lists of the notification area (sending: push-message.ts). They are not plain resources:
 * the routes serve only their searches, through the engine's runSearch.
 */

/** The SMS log: every SMS queued by an import or a send, with its delivery status. */
export const smsLogList = defineResource({
  ...readOnly,
  apiPath: 'network/SparkNotificationLog',
  labels: { singular: 'SMS', plural: 'SMS Log' },
  route: '/general/sms',
  row: z.object({
    id: z.string(),
    phoneNumber: z.string(),
    message: z.string(),
    status: z.string(),
    outcome: z.string().nullable(),
    sentAt: when.nullable(),
    createdAt: when,
  }),
  id: 'id',
  columns: [
    { key: 'phoneNumber', title: 'Phone Number', width: 160 },
    { key: 'message', title: 'Message' },
    { key: 'status', title: 'Status', width: 110 },
    { key: 'outcome', title: 'Outcome', width: 200 },
    { key: 'sentAt', title: 'Sent At', kind: 'date', width: 180 },
  ],
  filters: {
    phoneNumber: ['contains', 'eq', 'startsWith'],
    message: ['contains'],
    status: ['eq', 'in'],
    sentAt: ['gte', 'lte', 'between'],
    createdAt: ['gte', 'lte', 'between'],
  },
  sorts: ['createdAt', 'sentAt', 'phoneNumber', 'status'],
  defaultSort: { column: 'createdAt', order: 'desc' },
  scope: 'global',
  // A row opens the SMS read-only (/general/sms-detail/{id}); there is no edit.
  rowClick: 'detail',
});

/** One row per SMS file import. */
export const smsImportHistoryList = defineResource({
  ...readOnly,
  apiPath: 'network/SparkNotificationLog/ImportHistory',
  // Searched at network/SparkNotificationLog/SearchImportHistory.
  permission: 'network/SparkNotificationLog',
  labels: { singular: 'SMS Import', plural: 'SMS Import History' },
  route: '/general/sms-import',
  row: z.object({
    id: z.string(),
    fileName: z.string(),
    totalRows: z.number(),
    successRows: z.number(),
    failedRows: z.number(),
    importedAt: when,
    importedBy: z.string(),
  }),
  id: 'id',
  columns: [
    { key: 'fileName', title: 'File' },
    { key: 'totalRows', title: 'Rows', kind: 'number', width: 90 },
    { key: 'successRows', title: 'Queued', kind: 'number', width: 90 },
    { key: 'failedRows', title: 'Failed', kind: 'number', width: 90 },
    { key: 'importedAt', title: 'Imported At', kind: 'date', width: 180 },
    { key: 'importedBy', title: 'Imported By', width: 200 },
  ],
  filters: {
    fileName: ['contains'],
    importedBy: ['contains', 'eq'],
    importedAt: ['gte', 'lte', 'between'],
  },
  sorts: ['importedAt', 'fileName', 'totalRows'],
  defaultSort: { column: 'importedAt', order: 'desc' },
  scope: 'global',
});

const batchRow = pushBatchSchema;

/** Push notification batches (one per Send Message). */
export const notificationBatchList = defineResource({
  ...readOnly,
  apiPath: 'admin/NotificationBatchLog',
  labels: { singular: 'Notification', plural: 'Notifications' },
  route: '/general/notification',
  row: batchRow,
  id: 'id',
  columns: [
    { key: 'title', title: 'Title' },
    { key: 'message', title: 'Message' },
    { key: 'targetLabel', title: 'Send To', width: 180 },
    { key: 'recipients', title: 'Recipients', kind: 'number', width: 110 },
    { key: 'status', title: 'Status', width: 110 },
    { key: 'scheduledAt', title: 'Send At', kind: 'date', width: 180 },
    { key: 'createdAt', title: 'Created At', kind: 'date', width: 180 },
  ],
  filters: {
    id: ['eq'],
    jobId: ['eq'],
    title: ['contains', 'eq'],
    message: ['contains'],
    target: ['eq'],
    status: ['eq', 'in'],
    createdAt: ['gte', 'lte', 'between'],
  },
  sorts: ['createdAt', 'title', 'status', 'recipients', 'scheduledAt'],
  defaultSort: { column: 'createdAt', order: 'desc' },
  scope: 'global',
});

/** One push notification to one customer company. */
export const notificationList = defineResource({
  ...readOnly,
  apiPath: 'admin/Notifications',
  labels: { singular: 'Notification', plural: 'Notifications' },
  route: '/general/notification',
  row: z.object({
    id: z.string(),
    batchId: z.string().nullable(),
    title: z.string(),
    message: z.string(),
    recipientEntityCode: z.string(),
    recipientName: z.string(),
    status: z.string(),
    sentAt: when.nullable(),
  }),
  id: 'id',
  columns: [
    { key: 'title', title: 'Title' },
    { key: 'recipientName', title: 'Recipient' },
    { key: 'status', title: 'Status', width: 110 },
    { key: 'sentAt', title: 'Sent At', kind: 'date', width: 180 },
  ],
  filters: {
    title: ['contains', 'eq'],
    batchId: ['eq'],
    recipientEntityCode: ['eq', 'in'],
    recipientName: ['contains'],
    status: ['eq', 'in'],
    sentAt: ['gte', 'lte', 'between'],
  },
  sorts: ['sentAt', 'title', 'recipientName', 'status'],
  defaultSort: { column: 'sentAt', order: 'desc' },
  scope: 'global',
});

/** GET admin/NotificationBatchLog/GetByTitle?title: the latest batch of that title and its recipients. */
export const notificationByTitleQuery = z
  .object({ title: z.string().trim().min(1, { error: 'Title is required' }).max(256) })
  .strict();
export const notificationBatchDetailSchema = batchRow.extend({
  notifications: z.array(
    z.object({
      recipientEntityCode: z.string(),
      recipientName: z.string(),
      status: z.string(),
      sentAt: when.nullable(),
    }),
  ),
});

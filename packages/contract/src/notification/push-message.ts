import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { messages, optionalText, requiredId, requiredText } from '../validation/validators.js';

/** Who a push message goes to (Send Message's Send To). */
export const PUSH_TARGETS = ['customers', 'customerGroup', 'platform', 'all'] as const;
export type PushTarget = (typeof PUSH_TARGETS)[number];
export const PUSH_TARGET_LABELS: Record<PushTarget, string> = {
  customers: 'Customers',
  customerGroup: 'Customer Group',
  platform: 'Consumers of a platform',
  all: 'Everyone',
};

export const PushMessageText = {
  sendAtPast: 'Send At must be in the future',
  noCustomers: 'Customers is required',
  notFound: 'The scheduled message was not found',
  alreadyStarted: 'The message has already started sending; it can no longer be cancelled',
  alreadyCancelled: 'The message was already cancelled',
  sent: (n: number) => `Message sent to ${n} recipient(s)`,
  scheduled: 'Message scheduled',
  cancelled: 'Scheduled message cancelled',
  noPushProvider: 'not sent: no push provider',
  noSmsProvider: 'not sent: no SMS provider',
} as const;

const httpUrl = (label: string) =>
  optionalText(label, { max: 1024 }).refine((v) => !v || /^https?:\/\/\S+$/i.test(v), {
    error: `${label} must be an http(s) address`,
  });

/** POST scheduler/Notification/Send. */
export const pushSendRequest = z
  .object({
    title: requiredText('Title', { max: 256 }),
    message: requiredText('Message', { max: 1000 }),
    imageUrl: httpUrl('Image URL'),
    /** Where the app opens on a tap (an app route or a URL). */
    deepLink: optionalText('Deep Link', { max: 1024 }),
    target: z.enum(PUSH_TARGETS, { error: messages.required('Send To') }),
    /** Entity codes of the chosen customer companies (target customers). */
    customers: z.array(z.string().trim().min(1).max(32)).max(1000).nullish(),
    customerGroupId: requiredId('Customer Group').nullish(),
    platformId: requiredId('Platform').nullish(),
    /** When to send (ISO date-time); empty: now. */
    sendAt: z.iso.datetime({ offset: true, error: 'Send At is invalid' }).nullish(),
  })
  .strict()
  .superRefine((v, ctx) => {
    const need = (path: string, label: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message: messages.required(label) });
    if (v.target === 'customers' && !v.customers?.length) need('customers', 'Customers');
    if (v.target === 'customerGroup' && !v.customerGroupId)
      need('customerGroupId', 'Customer Group');
    if (v.target === 'platform' && !v.platformId) need('platformId', 'Platform');
  });
export type PushSendRequest = z.infer<typeof pushSendRequest>;

/** POST scheduler/Notification/CancelScheduledJob?jobId */
export const pushCancelQuery = z.object({ jobId: requiredText('Job', { max: 64 }) }).strict();

const when = z.date().or(z.string());

/** A push message (batch) with its progress: the Send Message screen polls it. */
export const pushBatchSchema = z.object({
  id: z.string(),
  jobId: z.string().nullable(),
  title: z.string(),
  message: z.string(),
  imageUrl: z.string().nullable(),
  deepLink: z.string().nullable(),
  target: z.string(),
  targetLabel: z.string().nullable(),
  recipients: z.number(),
  sentCount: z.number(),
  failedCount: z.number(),
  /** Scheduled | Sending | Sent | Cancelled | Failed */
  status: z.string(),
  scheduledAt: when.nullable(),
  startedAt: when.nullable(),
  finishedAt: when.nullable(),
  createdBy: z.string().nullable(),
  createdAt: when,
});
export type PushBatch = z.infer<typeof pushBatchSchema>;

/**
 * network/Notification: every recipient's outcome of every push message (one row per device).
 * Read-only; searched at network/Notification/Search, exported at .../ExportNotificationCsv.
 */
export const notificationRecipientList = defineResource({
  create: z.object({}).strict(),
  update: z.object({}).strict(),
  fields: [],
  without: ['create', 'delete'] as const,
  example: { create: {}, update: {} },
  apiPath: 'network/Notification',
  labels: { singular: 'Recipient', plural: 'Recipients' },
  route: '/general/notification',
  row: z.object({
    id: z.string(),
    batchId: z.string().nullable(),
    title: z.string(),
    recipientKind: z.string(),
    recipientEntityCode: z.string(),
    recipientName: z.string(),
    status: z.string(),
    outcome: z.string().nullable(),
    sentAt: when.nullable(),
    createdAt: when,
  }),
  id: 'id',
  columns: [
    { key: 'recipientName', title: 'Recipient' },
    { key: 'recipientKind', title: 'Kind', width: 100 },
    { key: 'recipientEntityCode', title: 'Company', width: 120 },
    { key: 'status', title: 'Status', width: 120 },
    { key: 'outcome', title: 'Outcome' },
    { key: 'sentAt', title: 'Sent At', kind: 'date', width: 180 },
  ],
  filters: {
    batchId: ['eq'],
    title: ['contains', 'eq'],
    recipientKind: ['eq'],
    recipientEntityCode: ['eq', 'in'],
    recipientName: ['contains'],
    status: ['eq', 'in'],
    sentAt: ['gte', 'lte', 'between'],
  },
  sorts: ['createdAt', 'sentAt', 'recipientName', 'status'],
  defaultSort: { column: 'recipientName', order: 'asc' },
  scope: 'global',
});

export const MAX_NOTIFICATION_EXPORT = 100_000;

/** POST admin/UserDevices: the signed-in portal user's device for push messages. */
export const userDeviceRequest = z
  .object({
    platform: z.enum(['ios', 'android', 'web'], { error: messages.required('Platform') }),
    token: requiredText('Token', { max: 512 }),
    name: optionalText('Name', { max: 100 }),
  })
  .strict();
export const userDeviceSchema = z.object({
  id: z.string(),
  platform: z.string(),
  name: z.string().nullable(),
  createdAt: when,
  lastSeenAt: when,
});

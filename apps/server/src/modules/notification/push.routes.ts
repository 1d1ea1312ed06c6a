import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  notificationBatchList,
  notificationRecipientList,
  pagedEnvelopeOf,
  pagingRequestSchema,
  pushBatchSchema,
  pushCancelQuery,
  PushMessageText,
  pushSendRequest,
  sortByLabel,
  userDeviceRequest,
  userDeviceSchema,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { requireAuth } from '../../platform/http/security.js';
import { CSV_TYPE, fileHeaders } from '../../platform/http/csv-file.js';
import { rowColumns, runSearch } from '../../crud/run-search.js';
import { notificationBatches, notifications, userDevices } from '../../db/schema/index.js';
import { createPushBatch } from './send-push-message.js';
import { customerGroupOptions, customerOptions, platformOptions } from './push-options.js';
import { pushSenderOf, senderBatches, type PushSender } from './push-sender.js';
import { exportNotificationsCsv } from './export-notifications-csv.js';
import { PushJobs } from './push-jobs.js';
import { createPushProvider } from './push-provider.js';

/**
 * Send Message (issue 26): the platform staff message anyone, a distributor's admin its own
 * customers and consumers; what a sender sees and reaches follows its working company.
 */
const SEND = { resource: 'scheduler/Notification', action: 'Create' } as const;
const SENT = { resource: 'scheduler/Notification', action: 'View' } as const;
const VIEW = { resource: 'network/Notification', action: 'View' } as const;
const optionList = envelopeOf(z.array(z.object({ label: z.string(), value: z.string() })));
const exportBody = pagingRequestSchema
  .pick({ filterColumns: true, sortColumns: true })
  .extend({ pageIndex: z.number().optional(), pageSize: z.number().optional() })
  .strict();

/**
 * Push messages: Send (now or at a time, as a pg-boss job), CancelScheduledJob, every recipient's
 * outcome (network/Notification Search and CSV export), and a portal user's device registration.
 */
export function pushMessageRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  return async (app) => {
    const push = new PushJobs(
      db,
      services.jobs,
      createPushProvider(services.config.messaging),
      services.config.messaging,
      (error) => app.log.error({ err: error }, 'push messages failed'),
    );
    app.addHook('onReady', async () => push.start());
    app.addHook('onClose', async () => push.stop());

    const batchColumns = rowColumns(notificationBatchList, notificationBatches).selection;
    const { columns: batchSearchColumns } = rowColumns(notificationBatchList, notificationBatches);
    const batchOf = async (id: string) => {
      const [row] = await db
        .select(batchColumns)
        .from(notificationBatches)
        .where(eq(notificationBatches.id, id));
      return pushBatchSchema.parse(row);
    };

    app.post(
      '/scheduler/Notification/Send',
      {
        config: { auth: SEND, tenancy: 'company' },
        schema: {
          tags: ['scheduler'],
          summary:
            'Sends a push message now, or schedules it (sendAt); a distributor to its own customers and consumers',
          body: pushSendRequest,
          response: { 200: envelopeOf(pushBatchSchema) },
        },
      },
      async (request) => {
        const id = await createPushBatch(db, request.body, {
          createdBy: requireAuth(request).email,
          sender: pushSenderOf(request),
        });
        const scheduledAt = request.body.sendAt ? new Date(request.body.sendAt) : null;
        await push.queue(id, scheduledAt);
        const batch = await batchOf(id);
        return ok(batch, scheduledAt ? PushMessageText.scheduled : 'Message is being sent');
      },
    );

    app.post(
      '/scheduler/Notification/CancelScheduledJob',
      {
        config: {
          auth: SEND,
          tenancy: {
            table: notificationBatches,
            owner: notificationBatches.senderEntityCode,
            id: 'query.jobId',
            key: notificationBatches.jobId,
          },
          bodyExempt: 'noBody',
        },
        schema: {
          tags: ['scheduler'],
          querystring: pushCancelQuery,
          response: { 200: envelopeOf(pushBatchSchema) },
        },
      },
      async (request) => {
        const id = await push.cancel(request.query.jobId, pushSenderOf(request));
        return ok(await batchOf(id), PushMessageText.cancelled);
      },
    );

    // The Send Message page's list: the working company's messages (the platform's: every one).
    app.post(
      '/scheduler/Notification/Search',
      {
        config: { auth: SENT, tenancy: 'company' },
        schema: {
          tags: ['scheduler'],
          summary: "The sender's push messages with their jobs and progress",
          body: pagingRequestSchema,
          response: { 200: pagedEnvelopeOf(notificationBatchList.row) },
        },
      },
      async (request) =>
        ok(
          await runSearch(
            db,
            notificationBatchList,
            notificationBatches,
            batchSearchColumns,
            batchColumns,
            request.body,
            senderBatches(pushSenderOf(request)),
          ),
        ),
    );

    const { columns, selection } = rowColumns(notificationRecipientList, notifications);
    app.post(
      '/network/Notification/Search',
      {
        config: { auth: VIEW, tenancy: 'global' },
        schema: {
          tags: ['network'],
          body: pagingRequestSchema,
          response: { 200: pagedEnvelopeOf(notificationRecipientList.row) },
        },
      },
      async (request) =>
        ok(
          await runSearch(
            db,
            notificationRecipientList,
            notifications,
            columns,
            selection,
            request.body,
          ),
        ),
    );

    app.post(
      '/network/Notification/ExportNotificationCsv',
      {
        config: { auth: VIEW, tenancy: 'global', answers: 'text/csv' },
        schema: { tags: ['network'], body: exportBody },
      },
      async (request, reply) => {
        const file = await exportNotificationsCsv(db, request.body);
        return reply.headers(fileHeaders(CSV_TYPE, file.fileName)).send(file.buffer);
      },
    );

    // Send To's options: the sender's customers and groups, and the sales platforms.
    const optionRoute = (
      path: string,
      load: (sender: PushSender) => Promise<{ label: string; value: string }[]>,
    ) =>
      app.get(
        path,
        {
          config: { auth: SENT, tenancy: 'company' },
          schema: { tags: ['admin'], response: { 200: optionList } },
        },
        async (request) => ok(sortByLabel(await load(pushSenderOf(request)))),
      );
    optionRoute('/admin/Notifications/GetCustomers', (sender) => customerOptions(db, sender));
    optionRoute('/admin/Notifications/GetCustomerGroups', (sender) =>
      customerGroupOptions(db, sender),
    );
    optionRoute('/admin/Notifications/GetPlatforms', () => platformOptions(db));

    // A portal user's own device (a customer's users receive what is sent to their company).
    app.post(
      '/admin/UserDevices',
      {
        config: { auth: 'signedIn', tenancy: 'self' },
        schema: {
          tags: ['admin'],
          summary: "Registers the signed-in user's device for push messages (its FCM token)",
          body: userDeviceRequest,
          response: { 200: envelopeOf(userDeviceSchema) },
        },
      },
      async (request) => {
        const userId = requireAuth(request).userId;
        const { platform, token, name } = request.body;
        const [row] = await db
          .insert(userDevices)
          .values({ userId, platform, token, name: name ?? null })
          .onConflictDoUpdate({
            target: userDevices.token,
            set: { userId, platform, name: name ?? null, lastSeenAt: sql`now()` },
          })
          .returning({
            id: userDevices.id,
            platform: userDevices.platform,
            name: userDevices.name,
            createdAt: userDevices.createdAt,
            lastSeenAt: userDevices.lastSeenAt,
          });
        return ok(row, 'Device registered');
      },
    );
  };
}

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
import {
  companies,
  customerGroups,
  notificationBatches,
  notifications,
  userDevices,
  wanderPlatforms,
} from '../../db/schema/index.js';
import { createPushBatch } from './send-push-message.js';
import { exportNotificationsCsv } from './export-notifications-csv.js';
import { PushJobs } from './push-jobs.js';
import { createPushProvider } from './push-provider.js';

const SEND = { resource: 'scheduler/Notification', action: 'Create' } as const;
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
        config: { auth: SEND, tenancy: 'global' },
        schema: {
          tags: ['scheduler'],
          summary: 'Sends a push message now, or schedules it (sendAt)',
          body: pushSendRequest,
          response: { 200: envelopeOf(pushBatchSchema) },
        },
      },
      async (request) => {
        const id = await createPushBatch(db, request.body, requireAuth(request).email);
        const scheduledAt = request.body.sendAt ? new Date(request.body.sendAt) : null;
        await push.queue(id, scheduledAt);
        const batch = await batchOf(id);
        return ok(batch, scheduledAt ? PushMessageText.scheduled : 'Message is being sent');
      },
    );

    app.post(
      '/scheduler/Notification/CancelScheduledJob',
      {
        config: { auth: SEND, tenancy: 'global', bodyExempt: 'noBody' },
        schema: {
          tags: ['scheduler'],
          querystring: pushCancelQuery,
          response: { 200: envelopeOf(pushBatchSchema) },
        },
      },
      async (request) => {
        const id = await push.cancel(request.query.jobId);
        return ok(await batchOf(id), PushMessageText.cancelled);
      },
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

    // Send To's options: every distributor's customer groups and every sales platform.
    const optionRoute = (path: string, load: () => Promise<{ label: string; value: string }[]>) =>
      app.get(
        path,
        {
          config: { auth: { resource: 'admin/Notifications', action: 'View' }, tenancy: 'global' },
          schema: { tags: ['admin'], response: { 200: optionList } },
        },
        async () => ok(sortByLabel(await load())),
      );
    optionRoute('/admin/Notifications/GetCustomerGroups', () =>
      db
        .select({
          label: sql<string>`${customerGroups.name} || ' (' || ${companies.companyName} || ')'`,
          value: customerGroups.id,
        })
        .from(customerGroups)
        .innerJoin(companies, eq(companies.entityCode, customerGroups.entityCode)),
    );
    optionRoute('/admin/Notifications/GetPlatforms', () =>
      db
        .select({
          label: sql<string>`${wanderPlatforms.platformName} || ' (' || ${wanderPlatforms.platformCode} || ')'`,
          value: wanderPlatforms.id,
        })
        .from(wanderPlatforms),
    );

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

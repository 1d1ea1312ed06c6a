import { eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  pagedEnvelopeOf,
  notificationBatchDetailSchema,
  notificationBatchList,
  notificationByTitleQuery,
  notificationList,
  pagingRequestSchema,
  smsImportHistoryList,
  smsImportResultSchema,
  smsLogList,
  smsProviderSchema,
  SMS_NO_PROVIDER_NOTICE,
  type AnyResourceDefinition,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { ok } from '../../platform/http/envelope.js';
import { requireAuth } from '../../platform/http/security.js';
import { CSV_MULTIPART_LIMITS, uploadedFile } from '../../platform/http/csv-upload.js';
import { rowColumns, runSearch } from '../../crud/run-search.js';
import {
  notificationBatches,
  notifications,
  smsImportHistories,
  smsLogs,
} from '../../db/schema/index.js';
import { batchByTitle } from './notification.queries.js';
import { importSms } from './import-sms.js';
import { pushMessageRoutes } from './push.routes.js';
import { SmsJobs } from './sms-sender.js';

/**
 * Notification lists (read side), the SMS import and its sender,
 * and the push messages (push.routes.ts).
 */
export function notificationRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  const view = (definition: AnyResourceDefinition) => ({
    auth: { resource: definition.permission, action: 'View' },
  });

  return async (app) => {
    await app.register(multipart, CSV_MULTIPART_LIMITS);
    await app.register(pushMessageRoutes(services));
    const sms = new SmsJobs(db, services.jobs, services.config.messaging, (error) =>
      app.log.error({ err: error }, 'SMS sending failed'),
    );
    app.addHook('onReady', async () => sms.start());
    app.addHook('onClose', async () => sms.stop());

    /** POST {path}: a read-only list through the engine's search (filters, sorts, paging). */
    const searchRoute = (path: string, definition: AnyResourceDefinition, table: PgTable) => {
      const { columns, selection } = rowColumns(definition, table);
      app.post(
        path,
        {
          config: { ...view(definition), tenancy: 'global' },
          schema: {
            tags: [path.split('/')[1]],
            body: pagingRequestSchema,
            response: { 200: pagedEnvelopeOf(definition.row) },
          },
        },
        async (request) =>
          ok(await runSearch(db, definition, table, columns, selection, request.body)),
      );
    };
    searchRoute('/network/SparkNotificationLog/Search', smsLogList, smsLogs);
    // One SMS of the log, read-only (the list's row opens it: /general/sms-detail/{id}).
    const smsColumns = rowColumns(smsLogList, smsLogs).selection;
    app.get(
      '/network/SparkNotificationLog/GetDetail/:id',
      {
        config: { ...view(smsLogList), tenancy: 'global' },
        schema: {
          tags: ['network'],
          params: z.object({ id: z.string().max(64) }).strict(),
          response: { 200: envelopeOf(smsLogList.row) },
        },
      },
      async (request) => {
        const { id } = request.params;
        if (!isUuid(id)) throw AppError.notFound('SMS');
        const [row] = await db.select(smsColumns).from(smsLogs).where(eq(smsLogs.id, id));
        if (!row) throw AppError.notFound('SMS');
        return ok(smsLogList.row.parse(row));
      },
    );
    searchRoute(
      '/network/SparkNotificationLog/SearchImportHistory',
      smsImportHistoryList,
      smsImportHistories,
    );
    searchRoute('/admin/NotificationBatchLog/Search', notificationBatchList, notificationBatches);
    searchRoute('/admin/Notifications/Search', notificationList, notifications);

    app.get(
      '/admin/NotificationBatchLog/GetByTitle',
      {
        config: { ...view(notificationBatchList), tenancy: 'global' },
        schema: {
          tags: ['admin'],
          querystring: notificationByTitleQuery,
          response: { 200: envelopeOf(notificationBatchDetailSchema) },
        },
      },
      async (request) => {
        const batch = await batchByTitle(db, request.query.title);
        if (!batch) throw AppError.notFound('Notification');
        return ok(batch);
      },
    );

    // The SMS import screen says before importing when SMS are logged, not sent (issue 26).
    app.get(
      '/network/SparkNotificationLog/GetSmsProvider',
      {
        config: { ...view(smsLogList), tenancy: 'global' },
        schema: {
          tags: ['network'],
          summary:
            'Whether an SMS provider is configured (SMS_URL): imported SMS are sent, or only logged',
          response: { 200: envelopeOf(smsProviderSchema) },
        },
      },
      async () => {
        const configured = Boolean(services.config.messaging.smsUrl);
        return ok({ configured, notice: configured ? null : SMS_NO_PROVIDER_NOTICE });
      },
    );

    // Multipart: the body is the CSV file itself, checked row by row in importSms.
    app.post(
      '/scheduler/Notification/SparkPushNotification',
      {
        config: {
          // The SMS log's own Create (issue 26): scheduler/Notification Create is Send Message's,
          // which a distributor holds too; importing SMS stays the platform staff's.
          auth: { resource: smsLogList.permission, action: 'Create' },
          tenancy: 'global',
          bodyExempt: 'noBody',
        },
        schema: { tags: ['scheduler'], response: { 200: envelopeOf(smsImportResultSchema) } },
      },
      async (request) => {
        const { fileName, content } = await uploadedFile(request);
        const result = await importSms(db, {
          fileName,
          importedBy: requireAuth(request).email,
          content,
        });
        await sms.trigger();
        return ok(result, `${result.successRows} SMS queued`);
      },
    );
  };
}

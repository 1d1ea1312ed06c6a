import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  StoreOrderPath,
  storeDeviceRequest,
  storeDeviceResponse,
  storeDevicesResponse,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { consumerDevices } from '../../db/schema/index.js';
import { AppError } from '../../platform/http/errors.js';
import { ok } from '../../platform/http/envelope.js';
import { isUuid } from '../../platform/http/ids.js';
import { signedInConsumer } from './store-session.js';

const deviceColumns = {
  id: consumerDevices.id,
  platform: consumerDevices.platform,
  name: consumerDevices.name,
  createdAt: consumerDevices.createdAt,
  lastSeenAt: consumerDevices.lastSeenAt,
};

/**
 * A consumer's devices for push messages: an app registers its FCM token after sign-in (again on
 * each start: the same token is refreshed, a token that moved to another consumer moves with it),
 * lists them, and removes one on sign-out. The token itself is never answered.
 */
export function storeDeviceRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  const { keys } = services;
  return async (app) => {
    const schema = { tags: ['store'] };
    const config = { auth: 'platform', tenancy: 'self' } as const;

    app.post(
      `/${StoreOrderPath.devices}`,
      {
        config,
        schema: {
          ...schema,
          summary: 'Registers this install for push messages (its FCM token)',
          body: storeDeviceRequest,
          response: { 200: storeDeviceResponse },
        },
      },
      async (request) => {
        const { consumer } = await signedInConsumer(db, keys, request);
        const { platform, token, name } = request.body;
        const [row] = await db
          .insert(consumerDevices)
          .values({ consumerId: consumer.id, platform, token, name: name ?? null })
          .onConflictDoUpdate({
            target: consumerDevices.token,
            set: { consumerId: consumer.id, platform, name: name ?? null, lastSeenAt: sql`now()` },
          })
          .returning(deviceColumns);
        return ok(row, 'Device registered');
      },
    );

    app.get(
      `/${StoreOrderPath.devices}`,
      {
        config,
        schema: {
          ...schema,
          summary: "The consumer's devices",
          response: { 200: storeDevicesResponse },
        },
      },
      async (request) => {
        const { consumer } = await signedInConsumer(db, keys, request);
        return ok(
          await db
            .select(deviceColumns)
            .from(consumerDevices)
            .where(eq(consumerDevices.consumerId, consumer.id))
            .orderBy(desc(consumerDevices.lastSeenAt)),
        );
      },
    );

    app.delete(
      `/${StoreOrderPath.devices}/:id`,
      {
        config,
        schema: {
          ...schema,
          summary: 'Removes a device (signing out of the app)',
          params: z.object({ id: z.string().max(64) }),
          response: { 200: storeDeviceResponse },
        },
      },
      async (request) => {
        const { consumer } = await signedInConsumer(db, keys, request);
        const [row] = isUuid(request.params.id)
          ? await db
              .delete(consumerDevices)
              .where(
                and(
                  eq(consumerDevices.id, request.params.id),
                  eq(consumerDevices.consumerId, consumer.id),
                ),
              )
              .returning(deviceColumns)
          : [];
        if (!row) throw AppError.notFound('Device');
        return ok(row, 'Device removed');
      },
    );
  };
}

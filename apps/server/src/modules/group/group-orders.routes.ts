import multipart from '@fastify/multipart';
import { isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  GroupOrderPaths,
  groupOrderPlacedSchema,
  groupOrderResource,
  groupPlanSchema,
  groupStatusSchema,
  groupMailedSchema,
  groupMoveSchema,
  groupResendSchema,
  ImportStatus,
  travellerImportResultSchema,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { CSV_MULTIPART_LIMITS, uploadedFile } from '../../platform/http/csv-upload.js';
import { currentCompany } from '../../platform/http/security.js';
import { crudRoutes } from '../../crud/crud-routes.js';
import { groupOrders } from '../../db/schema/index.js';
import { requireDistributor } from '../catalog/catalog-access.js';
import { actorOf } from '../orders/index.js';
import { groupBeforeWrite } from './group-writes.js';
import { importTravellers, ORDERED_MESSAGE } from './import-travellers.js';
import { orderGroup, planGroupOrder } from './order-group.js';
import { ownGroup } from './group.queries.js';
import { planGroup } from './plan-group.js';
import { groupStatus } from './group-status.js';
import { moveGroupEsim, resendTraveller } from './deliver-again.js';

const RESOURCE = groupOrderResource.apiPath;
const groupRow = (action: string) => ({
  auth: { resource: RESOURCE, action },
  tenancy: { table: groupOrders, owner: groupOrders.entityCode },
});
const idParams = z.object({ id: z.string().max(64) });
const tags = ['network'];

/**
 * network/GroupOrders (issue 29) on the engine (an ordered group is no longer changed), with the
 * roster import, the per-traveller plan and the group's one purchase order.
 */
export function groupOrderRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  return async (app) => {
    await app.register(
      crudRoutes(services, groupOrderResource, {
        table: groupOrders,
        scopeColumn: 'entityCode',
        beforeWrite: groupBeforeWrite(db),
        writeScope: isNull(groupOrders.poId),
        writeRefused: ORDERED_MESSAGE,
      }),
    );

    const importRoute: FastifyPluginAsyncZod = async (upload) => {
      await upload.register(multipart, CSV_MULTIPART_LIMITS);
      upload.post(
        `/${GroupOrderPaths.importTravellers(':id')}`,
        {
          config: { ...groupRow('Update'), bodyExempt: 'multipart' },
          schema: {
            tags,
            params: idParams,
            response: { 200: envelopeOf(travellerImportResultSchema) },
          },
        },
        async (request) => {
          const entityCode = currentCompany(request).entityCode;
          await ownGroup(db, entityCode, request.params.id); // 404 before the file is read
          const { content } = await uploadedFile(request);
          const result = await importTravellers(db, entityCode, request.params.id, content);
          return ok(
            result,
            result.status === ImportStatus.completed
              ? `${result.importedRows} traveller(s) imported`
              : `${new Set(result.errors.map((e) => e.row)).size} row(s) of the file are invalid; nothing was imported`,
          );
        },
      );
    };
    await app.register(importRoute);

    app.post(
      `/${GroupOrderPaths.plan(':id')}`,
      {
        config: { ...groupRow('View'), bodyExempt: 'noBody' },
        schema: { tags, params: idParams, response: { 200: envelopeOf(groupPlanSchema) } },
      },
      async (request) => {
        const group = await ownGroup(db, currentCompany(request).entityCode, request.params.id);
        const distributor = await requireDistributor(db, request, group.distributorEntityCode);
        return ok(await planGroup(db, group, distributor));
      },
    );

    app.post(
      `/${GroupOrderPaths.status(':id')}`,
      {
        config: { ...groupRow('View'), bodyExempt: 'noBody' },
        schema: { tags, params: idParams, response: { 200: envelopeOf(groupStatusSchema) } },
      },
      async (request) => {
        const group = await ownGroup(db, currentCompany(request).entityCode, request.params.id);
        return ok(await groupStatus(db, group));
      },
    );

    app.post(
      `/${GroupOrderPaths.order(':id')}`,
      {
        config: { ...groupRow('Update'), bodyExempt: 'noBody' },
        schema: { tags, params: idParams, response: { 200: envelopeOf(groupOrderPlacedSchema) } },
      },
      async (request) => {
        const actor = actorOf(request);
        const group = await ownGroup(db, actor.company.entityCode, request.params.id);
        const distributor = await requireDistributor(db, request, group.distributorEntityCode);
        // Planned first, outside the transaction that writes the order (issue 39).
        const planned = await planGroupOrder(db, group, distributor);
        const placed = await db.transaction((tx) =>
          orderGroup(tx, actor, request.params.id, planned),
        );
        return ok(placed, `Purchase order ${placed.documentNo} created`);
      },
    );

    const mailDeps = {
      mail: services.mail,
      secrets: services.secrets,
      smsEnabled: Boolean(services.config.messaging.smsUrl),
    };
    app.post(
      `/${GroupOrderPaths.resend(':id')}`,
      {
        config: groupRow('Update'),
        schema: {
          tags,
          params: idParams,
          body: groupResendSchema,
          response: { 200: envelopeOf(groupMailedSchema) },
        },
      },
      async (request) => {
        const entityCode = currentCompany(request).entityCode;
        const sent = await db.transaction((tx) =>
          resendTraveller(tx, mailDeps, entityCode, request.params.id, request.body.travellerId),
        );
        await services.mail.relaySafely();
        return ok(sent, 'The eSIM e-mail was sent again');
      },
    );

    app.post(
      `/${GroupOrderPaths.move(':id')}`,
      {
        config: groupRow('Update'),
        schema: {
          tags,
          params: idParams,
          body: groupMoveSchema,
          response: { 200: envelopeOf(groupMailedSchema) },
        },
      },
      async (request) => {
        const entityCode = currentCompany(request).entityCode;
        const sent = await db.transaction((tx) =>
          moveGroupEsim(tx, mailDeps, entityCode, request.params.id, request.body),
        );
        await services.mail.relaySafely();
        return ok(sent, 'The eSIM was moved and sent to its new traveller');
      },
    );
  };
}

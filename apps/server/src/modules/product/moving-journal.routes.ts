import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  journalSerialOptionSchema,
  journalSerialQuerySchema,
  MOVING_JOURNAL_PERMISSION as RESOURCE,
  movingJournalAdjustSchema,
  movingJournalCreateSchema,
  movingJournalDetailSchema,
  MovingJournalMessage as Msg,
  MovingJournalPath,
  movingJournalRowSchema,
  pagedEnvelopeOf,
  pagingRequestSchema,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import type { TenantRow } from '../../platform/http/route-declaration.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { locations, movingJournals } from '../../db/schema/index.js';
import { searchList } from '../../crud/list-search.js';
import { adjustMovingJournal } from './adjust-moving-journal.js';
import { getMovingJournal } from './get-moving-journal.js';
import {
  journalList,
  journalOptions,
  journalScope,
  locationsById,
  pickableSerials,
} from './moving-journal.queries.js';
import { postMovingJournal } from './post-moving-journal.js';
import { currentCompany, requireAuth } from '../../platform/http/security.js';

/** The signed-in user's working company. */
const signedInCompany = (request: FastifyRequest) => {
  requireAuth(request);
  return currentCompany(request);
};

const tags = ['product'];
const idParams = z.object({ id: z.string().max(64) });
const detail = envelopeOf(movingJournalDetailSchema);
const journalRow: TenantRow = { table: movingJournals, owner: movingJournals.entityCode };
const locationRow = (id: TenantRow['id']): TenantRow => ({
  table: locations,
  owner: locations.entityCode,
  id,
});

/**
 * product/MovingJournal (spec section 7, "MovingJournal: PUT Adjust/{id}"): Search, GetSelectList,
 * GetDetail, POST (posts at once) and Adjust; no PUT {id} or DELETE: a posted journal is never
 * changed, only adjusted by a new one. GetSerialSelectList feeds the new form's eSIM picker.
 */
export function movingJournalRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  const perm = (action: string) => ({ auth: { resource: RESOURCE, action } });
  const base = `/${MovingJournalPath.base}`;

  return async (app) => {
    app.post(
      `${base}/Search`,
      {
        config: { ...perm('View'), tenancy: 'company' },
        schema: {
          tags,
          body: pagingRequestSchema,
          response: { 200: pagedEnvelopeOf(movingJournalRowSchema) },
        },
      },
      async (request) => {
        const company = signedInCompany(request);
        const scope = journalScope(company.entityCode);
        return ok(
          (await searchList(db, movingJournals, journalList, request.body, scope)) as never,
        );
      },
    );

    app.get(
      `${base}/GetSelectList`,
      {
        config: { ...perm('View'), tenancy: 'company' },
        schema: {
          tags,
          response: {
            200: envelopeOf(z.array(z.object({ label: z.string(), value: z.string() }))),
          },
        },
      },
      async (request) => ok(await journalOptions(db, signedInCompany(request).entityCode)),
    );

    app.get(
      `/${MovingJournalPath.serialOptions}`,
      {
        config: { ...perm('View'), tenancy: locationRow('query.locationId') },
        schema: {
          tags,
          querystring: journalSerialQuerySchema,
          response: { 200: envelopeOf(z.array(journalSerialOptionSchema)) },
        },
      },
      async (request) => {
        const { entityCode } = signedInCompany(request);
        const { locationId, search } = request.query;
        let code: string | null = null;
        if (locationId) {
          const [location] = isUuid(locationId)
            ? await locationsById(db, entityCode, [locationId])
            : [];
          if (!location) throw AppError.notFound('Location');
          code = location.code;
        }
        return ok(await pickableSerials(db, entityCode, code, search?.trim() ?? ''));
      },
    );

    app.get(
      `${base}/GetDetail/:id`,
      {
        config: { ...perm('View'), tenancy: journalRow },
        schema: { tags, params: idParams, response: { 200: detail } },
      },
      async (request) =>
        ok(await getMovingJournal(db, signedInCompany(request).entityCode, request.params.id)),
    );

    app.post(
      base,
      {
        config: {
          ...perm('Create'),
          tenancy: {
            ...locationRow('body.toLocationId'),
            body: {
              journalType: 'receipt',
              journalDate: '2026-01-15',
              lines: [{ iccid: '8960990000000000001' }],
            },
          },
        },
        schema: { tags, body: movingJournalCreateSchema, response: { 200: detail } },
      },
      async (request) => {
        const who = {
          userId: requireAuth(request).userId,
          entityCode: signedInCompany(request).entityCode,
        };
        const journal = await db.transaction((tx) => postMovingJournal(tx, who, request.body));
        return ok(await getMovingJournal(db, who.entityCode, journal.id), Msg.posted);
      },
    );

    app.put(
      `${base}/Adjust/:id`,
      {
        config: {
          ...perm('Update'),
          tenancy: { ...journalRow, body: { journalDate: '2026-01-15', remarks: 'Tenancy probe' } },
        },
        schema: {
          tags,
          params: idParams,
          body: movingJournalAdjustSchema,
          response: { 200: detail },
        },
      },
      async (request) => {
        const who = {
          userId: requireAuth(request).userId,
          entityCode: signedInCompany(request).entityCode,
        };
        const { id } = request.params;
        const journal = await db.transaction((tx) =>
          adjustMovingJournal(tx, who, id, request.body),
        );
        return ok(await getMovingJournal(db, who.entityCode, journal.id), Msg.adjusted);
      },
    );
  };
}

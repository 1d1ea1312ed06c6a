import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdjustmentMessage,
  APPROVE,
  envelopeOf,
  sortByLabel,
  pagedEnvelopeOf,
  pagingRequestSchema,
  WALLET_ADJUSTMENT,
  walletAdjustmentDecisionSchema,
  walletAdjustmentEnvelope,
  walletAdjustmentRejectSchema,
  walletAdjustmentRequestSchema,
  walletAdjustmentResource,
} from '@wander/contract';
import { walletAdjustments } from '../../db/schema/index.js';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { isPlatformUser, requireAuth, type TenantRow } from '../../platform/http/security.js';
import { searchList } from '../../crud/list-search.js';
import { approveWalletAdjustment, rejectWalletAdjustment } from './decide-wallet-adjustment.js';
import { requestWalletAdjustment } from './request-wallet-adjustment.js';
import {
  adjustmentById,
  walletAdjustmentList,
  walletOptions,
} from './wallet-adjustment.queries.js';

const tags = ['payment'];
const params = z.object({ id: z.string().max(64) }).strict();
/** An adjustment belongs to its wallet's company; only platform staff reach any of them. */
const adjustmentRow: TenantRow = {
  table: walletAdjustments,
  owner: sql`(select c.entity_code from wallets w join companies c on c.id = w.company_id where w.id = ${walletAdjustments.walletId})`,
};
const grant = (action: string, tenancy: TenantRow | 'global') => ({
  auth: { resource: WALLET_ADJUSTMENT, action },
  tenancy,
});

/** Hand adjustments are the platform's: a company's staff is refused even with the grant. */
function platformActor(request: FastifyRequest) {
  if (!isPlatformUser(request)) throw AppError.forbidden(AdjustmentMessage.platformOnly);
  const auth = requireAuth(request);
  return { userId: auth.userId, email: auth.email };
}

/**
 * Four-eyes wallet adjustments (issue 13): request (Create), list and detail (View), approve or
 * reject (Approve), each a use case of its own file.
 */
export function walletAdjustmentRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  const detail = async (id: string) => {
    const row = isUuid(id) ? await adjustmentById(db, id) : null;
    if (!row) throw AppError.notFound(walletAdjustmentResource.labels.singular);
    return row as never;
  };
  return async (app) => {
    app.post(
      '/payment/WalletAdjustment/Search',
      {
        config: grant('View', 'global'),
        schema: {
          tags,
          body: pagingRequestSchema,
          response: { 200: pagedEnvelopeOf(walletAdjustmentResource.row) },
        },
      },
      async (request) => {
        platformActor(request);
        return ok(
          (await searchList(
            db,
            walletAdjustments,
            walletAdjustmentList,
            request.body,
            undefined,
          )) as never,
        );
      },
    );

    // The wallets a request may name, for the form's select (every company's: platform staff).
    app.get(
      '/payment/WalletAdjustment/GetWalletSelectList',
      {
        config: grant('Create', 'global'),
        schema: {
          tags,
          response: {
            200: envelopeOf(z.array(z.object({ label: z.string(), value: z.string() }))),
          },
        },
      },
      async (request) => {
        platformActor(request);
        return ok(sortByLabel(await walletOptions(db)));
      },
    );

    app.get(
      '/payment/WalletAdjustment/GetDetail/:id',
      {
        config: grant('View', adjustmentRow),
        schema: { tags, params, response: { 200: walletAdjustmentEnvelope } },
      },
      async (request) => {
        platformActor(request);
        return ok(await detail(request.params.id));
      },
    );

    app.post(
      '/payment/WalletAdjustment',
      {
        config: grant('Create', 'global'),
        schema: {
          tags,
          body: walletAdjustmentRequestSchema,
          response: { 200: walletAdjustmentEnvelope },
        },
      },
      async (request) => {
        const id = await requestWalletAdjustment(db, platformActor(request), request.body);
        return ok(await detail(id), AdjustmentMessage.requested);
      },
    );

    app.put(
      '/payment/WalletAdjustment/Approve/:id',
      {
        config: grant(APPROVE, { ...adjustmentRow, body: {} }),
        schema: {
          tags,
          params,
          body: walletAdjustmentDecisionSchema,
          response: { 200: walletAdjustmentEnvelope },
        },
      },
      async (request) => {
        const actor = platformActor(request);
        if (!isUuid(request.params.id)) throw AppError.notFound('Wallet Adjustment');
        await approveWalletAdjustment(db, actor, request.params.id, request.body.note);
        return ok(await detail(request.params.id), AdjustmentMessage.approved);
      },
    );

    app.put(
      '/payment/WalletAdjustment/Reject/:id',
      {
        config: grant(APPROVE, { ...adjustmentRow, body: { note: 'Not agreed' } }),
        schema: {
          tags,
          params,
          body: walletAdjustmentRejectSchema,
          response: { 200: walletAdjustmentEnvelope },
        },
      },
      async (request) => {
        const actor = platformActor(request);
        if (!isUuid(request.params.id)) throw AppError.notFound('Wallet Adjustment');
        await rejectWalletAdjustment(db, actor, request.params.id, request.body.note);
        return ok(await detail(request.params.id), AdjustmentMessage.rejected);
      },
    );
  };
}

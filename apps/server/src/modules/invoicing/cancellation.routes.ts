import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancellationIdParams as idParams,
  envelopeOf,
  INVOICE_CANCELLATION_PERMISSION as RESOURCE,
  invoiceCancellationCreateSchema,
  invoiceCancellationDetailSchema,
  InvoiceCancellationMessage as Msg,
  invoiceCancellationRowSchema,
  invoiceCancellationUpdateSchema,
  pagedEnvelopeOf,
  pagingRequestSchema,
  refundApproveSchema,
  refundRejectSchema,
  SuccessMessage,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { can } from '../../platform/auth/context.js';
import { ok } from '../../platform/http/envelope.js';
import { currentCompany, isPlatformUser, requireAuth } from '../../platform/http/security.js';
import { invoiceCancellations } from '../../db/schema/index.js';
import { actorOf } from '../orders/index.js';
import { searchList } from '../../crud/list-search.js';
import { queueCardRefund } from '../payment/index.js';
import { cancellationList, cancellationOptions } from './cancellation.queries.js';
import { approveRefund, completeOrAskApproval, rejectRefund } from './decide-refund-approval.js';
import { cancellationScope, getCancellation, type CancellationViewer } from './get-cancellation.js';
import {
  editCancellation,
  requestCancellation,
  withdrawCancellation,
} from './request-cancellation.js';
import { retryCardRefund } from './retry-card-refund.js';
import { cancellationRow, invoiceRow } from '../../db/tenant-rows.js';

const tags = ['payment'];
const detail = envelopeOf(invoiceCancellationDetailSchema);

const viewerOf = (request: FastifyRequest): CancellationViewer => {
  const ctx = requireAuth(request);
  return {
    entityCode: currentCompany(request).entityCode,
    isPlatform: isPlatformUser(request),
    email: ctx.email,
    canUpdate: can(ctx, RESOURCE, 'Update'),
    canDelete: can(ctx, RESOURCE, 'Delete'),
    canApprove: can(ctx, RESOURCE, 'Approve'),
  };
};

/**
 * payment/InvoiceCancelled on the standard pattern plus Complete/{id}, and the card refund retry
 * payment/Invoices/PaydollarRefund/{invoiceId}. Reads: the issuer's rows, platform staff all;
 * writes: the issuer (the working company) only. Card refunds are queued after the commit.
 */
export function cancellationRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  const perm = (action: string) => ({ auth: { resource: RESOURCE, action } });
  const base = `/${RESOURCE}`;

  return async (app) => {
    /** After the commit: a lost send is picked up by the refund sweeper (refund_pending rows). */
    const queueRefunds = async (sessionIds: string[], retry?: string) => {
      for (const id of sessionIds) {
        try {
          await queueCardRefund(services.jobs, id, retry);
        } catch (error) {
          app.log.error({ err: error, sessionId: id }, 'card refund not queued; the sweep will');
        }
      }
    };
    const answer = (request: FastifyRequest, id: string) =>
      getCancellation(db, viewerOf(request), id);

    app.post(
      `${base}/Search`,
      {
        config: { ...perm('View'), tenancy: 'company' },
        schema: {
          tags,
          body: pagingRequestSchema,
          response: { 200: pagedEnvelopeOf(invoiceCancellationRowSchema) },
        },
      },
      async (request) =>
        ok(
          (await searchList(
            db,
            invoiceCancellations,
            cancellationList,
            request.body,
            cancellationScope(viewerOf(request)),
          )) as never,
        ),
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
      async (request) => ok(await cancellationOptions(db, cancellationScope(viewerOf(request)))),
    );

    app.get(
      `${base}/GetDetail/:id`,
      {
        config: { ...perm('View'), tenancy: cancellationRow },
        schema: { tags, params: idParams, response: { 200: detail } },
      },
      async (request) => ok(await answer(request, request.params.id)),
    );

    app.post(
      base,
      {
        config: {
          ...perm('Create'),
          tenancy: { ...invoiceRow, id: 'body.invoiceId', body: { reason: 'Tenancy probe' } },
        },
        schema: { tags, body: invoiceCancellationCreateSchema, response: { 200: detail } },
      },
      async (request) => {
        const actor = actorOf(request);
        const row = await db.transaction((tx) => requestCancellation(tx, actor, request.body));
        return ok(await answer(request, row.id), SuccessMessage.created);
      },
    );

    app.put(
      `${base}/:id`,
      {
        config: {
          ...perm('Update'),
          tenancy: { ...cancellationRow, body: { reason: 'Tenancy probe' } },
        },
        schema: {
          tags,
          params: idParams,
          body: invoiceCancellationUpdateSchema,
          response: { 200: detail },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const { id } = request.params;
        await db.transaction((tx) => editCancellation(tx, actor, id, request.body));
        return ok(await answer(request, id), SuccessMessage.updated);
      },
    );

    app.delete(
      `${base}/:id`,
      {
        config: { ...perm('Delete'), tenancy: cancellationRow },
        schema: { tags, params: idParams, response: { 200: envelopeOf(z.null()) } },
      },
      async (request) => {
        const actor = actorOf(request);
        await db.transaction((tx) => withdrawCancellation(tx, actor, request.params.id));
        return ok(null, SuccessMessage.deleted);
      },
    );

    app.put(
      `${base}/Complete/:id`,
      {
        config: { ...perm('Update'), tenancy: cancellationRow, bodyExempt: 'noBody' },
        schema: { tags, params: idParams, response: { 200: detail } },
      },
      async (request) => {
        const actor = actorOf(request);
        const { id } = request.params;
        const done = await db.transaction((tx) => completeOrAskApproval(tx, actor, id));
        if (done.waiting) return ok(await answer(request, id), Msg.approvalRequested);
        await queueRefunds(done.refund.sessionIds);
        return ok(await answer(request, id), Msg.completed);
      },
    );

    // Four eyes on a refund above the approval amount: another user approves or rejects it.
    app.put(
      `${base}/ApproveRefund/:id`,
      {
        config: { ...perm('Approve'), tenancy: { ...cancellationRow, body: {} } },
        schema: { tags, params: idParams, body: refundApproveSchema, response: { 200: detail } },
      },
      async (request) => {
        const actor = actorOf(request);
        const { id } = request.params;
        const refund = await db.transaction((tx) =>
          approveRefund(tx, actor, id, request.body.note),
        );
        await queueRefunds(refund.sessionIds);
        return ok(await answer(request, id), Msg.refundApproved);
      },
    );

    app.put(
      `${base}/RejectRefund/:id`,
      {
        config: {
          ...perm('Approve'),
          tenancy: { ...cancellationRow, body: { note: 'Tenancy probe' } },
        },
        schema: { tags, params: idParams, body: refundRejectSchema, response: { 200: detail } },
      },
      async (request) => {
        const actor = actorOf(request);
        const { id } = request.params;
        await db.transaction((tx) => rejectRefund(tx, actor, id, request.body.note));
        return ok(await answer(request, id), Msg.refundRejected);
      },
    );

    app.post(
      '/payment/Invoices/PaydollarRefund/:id',
      {
        config: { ...perm('Update'), tenancy: invoiceRow, bodyExempt: 'noBody' },
        schema: {
          tags,
          params: idParams,
          response: {
            200: envelopeOf(z.object({ invoiceId: z.string(), queued: z.number() })),
          },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const invoiceId = request.params.id;
        const sessionIds = await db.transaction((tx) => retryCardRefund(tx, actor, invoiceId));
        await queueRefunds(sessionIds, Date.now().toString(36));
        return ok({ invoiceId, queued: sessionIds.length }, Msg.refundQueued);
      },
    );
  };
}

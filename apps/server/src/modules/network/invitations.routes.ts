import { and, eq, or } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  emailLogList,
  envelopeOf,
  invitationAcceptedText,
  invitationDeniedText,
  invitationLinkSchema,
  invitationLinkStatusSchema,
  invitationList,
  invitationSentText,
  inviteCustomerSchema,
  pagedEnvelopeOf,
  pagingRequestSchema,
  SuccessMessage,
} from '@wander/contract';
import { agentViewerOf } from './agent-scope.js';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { currentCompany, requireAuth } from '../../platform/http/security.js';
import { rowColumns, runSearch } from '../../crud/run-search.js';
import { emailLogs, invitations } from '../../db/schema/index.js';
import { inviteCustomer } from './invite-customer.js';
import { emailLogDetail, invitationLinkStatus } from './invitation.queries.js';
import { acceptInvitation, deleteInvitation, denyInvitation } from './respond-invitation.js';
import { invitationRow } from '../../db/tenant-rows.js';

const idParams = z.object({ id: z.string().max(64) });
const linkSchema = z.object({
  invitationId: z.string(),
  customerEntityCode: z.string(),
  distributorEntityCode: z.string(),
});
const perm = (resource: string, action: string) => ({ auth: { resource, action } });

/** network/Invitations (spec section 7 "Invitations") and the e-mail log list. */
export function invitationRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  const invitationCols = rowColumns(invitationList, invitations);
  const emailCols = rowColumns(emailLogList, emailLogs);

  return async (app) => {
    // What the working company sent, and what was sent to the caller's own address.
    app.post(
      '/network/Invitations/Search',
      {
        config: { ...perm(invitationList.permission, 'View'), tenancy: 'company' },
        schema: {
          tags: ['network'],
          body: pagingRequestSchema,
          response: { 200: pagedEnvelopeOf(invitationList.row) },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        const company = request.company ?? ctx.companies[0];
        // An agent sees the invitations it sent, not its company's (docs "Agents").
        const sentBy = company && agentViewerOf(request).kind === 'agent';
        const scope = or(
          company
            ? and(
                eq(invitations.entityCode, company.entityCode),
                sentBy ? eq(invitations.invitedBy, ctx.userId) : undefined,
              )
            : undefined,
          eq(invitations.email, ctx.email.toLowerCase()),
        );
        const { columns, selection } = invitationCols;
        return ok(
          await runSearch(db, invitationList, invitations, columns, selection, request.body, scope),
        );
      },
    );

    app.post(
      '/network/Invitations/InviteCustomer',
      {
        config: { ...perm(invitationList.permission, 'Create'), tenancy: 'company' },
        schema: {
          tags: ['network'],
          body: inviteCustomerSchema,
          response: { 200: envelopeOf(z.object({ id: z.string() })) },
        },
      },
      async (request) => {
        const ctx = requireAuth(request);
        const id = await inviteCustomer(services, ctx, currentCompany(request), request.body);
        return ok({ id }, invitationSentText);
      },
    );

    // The registration page asks what its link leads to before showing the form (the token is
    // the secret of the e-mail; nothing else is told).
    app.post(
      '/network/Invitations/LinkStatus',
      {
        config: { auth: 'public', tenancy: 'none' },
        schema: {
          tags: ['network'],
          body: invitationLinkSchema,
          response: { 200: envelopeOf(invitationLinkStatusSchema) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await invitationLinkStatus(db, request.body.token));
      },
    );

    // The invitee answers: any signed-in user, for an invitation addressed to their own e-mail.
    app.put(
      '/network/Invitations/Accept/:id',
      {
        config: { auth: 'signedIn', tenancy: invitationRow, bodyExempt: 'noBody' },
        schema: { tags: ['network'], params: idParams, response: { 200: envelopeOf(linkSchema) } },
      },
      async (request) => {
        const ctx = requireAuth(request);
        const result = await acceptInvitation(services, ctx, request.params.id, {
          idempotent: false,
        });
        return ok(result, invitationAcceptedText);
      },
    );

    app.put(
      '/network/Invitations/Deny/:id',
      {
        config: { auth: 'signedIn', tenancy: invitationRow, bodyExempt: 'noBody' },
        schema: { tags: ['network'], params: idParams, response: { 200: envelopeOf(z.null()) } },
      },
      async (request) => {
        await denyInvitation(services, requireAuth(request), request.params.id);
        return ok(null, invitationDeniedText);
      },
    );

    app.delete(
      '/network/Invitations/:id',
      {
        config: { ...perm(invitationList.permission, 'Delete'), tenancy: invitationRow },
        schema: { tags: ['network'], params: idParams, response: { 200: envelopeOf(z.null()) } },
      },
      async (request) => {
        await deleteInvitation(services, currentCompany(request), request.params.id);
        return ok(null, SuccessMessage.deleted);
      },
    );

    // The customer side of an invitation: link the caller's business customer company.
    app.post(
      '/customer/Customers/CreateByInvitation/:id',
      {
        config: { auth: 'signedIn', tenancy: invitationRow, bodyExempt: 'noBody' },
        schema: { tags: ['customer'], params: idParams, response: { 200: envelopeOf(linkSchema) } },
      },
      async (request) => {
        const ctx = requireAuth(request);
        const result = await acceptInvitation(services, ctx, request.params.id, {
          idempotent: true,
        });
        return ok(result, SuccessMessage.created);
      },
    );

    const emailScope = (request: Parameters<typeof currentCompany>[0]) => {
      const ctx = requireAuth(request);
      return ctx.isDmsAdmin
        ? undefined
        : eq(emailLogs.entityCode, currentCompany(request).entityCode);
    };

    app.get(
      '/network/EmailLog/GetDetail/:id',
      {
        config: {
          ...perm(emailLogList.permission, 'View'),
          tenancy: { table: emailLogs, owner: emailLogs.entityCode },
        },
        schema: {
          tags: ['network'],
          params: idParams,
          response: { 200: envelopeOf(emailLogList.row) },
        },
      },
      async (request) => {
        const { id } = request.params;
        if (!isUuid(id)) throw AppError.notFound('Email');
        const row = await emailLogDetail(db, id, emailScope(request));
        if (!row) throw AppError.notFound('Email');
        return ok(row);
      },
    );

    // Platform admins see every message; a company sees its own.
    app.post(
      '/network/EmailLog/Search',
      {
        config: { ...perm(emailLogList.permission, 'View'), tenancy: 'company' },
        schema: {
          tags: ['network'],
          body: pagingRequestSchema,
          response: { 200: pagedEnvelopeOf(emailLogList.row) },
        },
      },
      async (request) => {
        const scope = emailScope(request);
        const { columns, selection } = emailCols;
        return ok(
          await runSearch(db, emailLogList, emailLogs, columns, selection, request.body, scope),
        );
      },
    );
  };
}

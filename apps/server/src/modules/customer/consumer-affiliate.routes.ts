import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  affiliateApproveStatusSchema,
  affiliateRegistrationEnvelope,
  consumerAffiliateRegistrationResource as regResource,
  consumerAffiliateResource as affiliateResource,
  consumerCommissionResource as commissionResource,
  dateParam,
  pagedEnvelopeOf,
  pagingRequestSchema,
} from '@wander/contract';
import {
  consumerAffiliateList,
  consumerAffiliateRegistrations as regs,
  consumerCommissionList,
} from '../../db/schema/index.js';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { currentCompany, requireAuth, type TenantRow } from '../../platform/http/security.js';
import { pdfHeaders } from '../../platform/pdf/pdf-document.js';
import { searchList } from '../../crud/list-search.js';
import { affiliateSummaryPdf, commissionSummaryPdf } from './consumer-affiliate-pdfs.js';
import {
  affiliateList,
  commissionList,
  registrationById,
  registrationList,
} from './consumer-affiliate.queries.js';
import { decideAffiliateRegistration } from './decide-affiliate-registration.js';

const tags = ['customer'];
const idParams = z.object({ id: z.string().max(64) }).strict();
const rangeParams = z.object({ startDate: dateParam, endDate: dateParam }).strict();
const registrationRow: TenantRow = { table: regs, owner: regs.entityCode };
const grant = (resource: string, action: string) => ({ auth: { resource, action } });

/**
 * Affiliate registrations, affiliates and referral commissions of a distributor's consumers
 * (issue 15): the three lists, the registration's detail and decision, and the two summary PDFs.
 */
export function consumerAffiliateRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  return async (app) => {
    app.post(
      `/${regResource.apiPath}/Search`,
      {
        config: { ...grant(regResource.permission, 'View'), tenancy: 'company' },
        schema: {
          tags,
          body: pagingRequestSchema,
          response: { 200: pagedEnvelopeOf(regResource.row) },
        },
      },
      async (request) => {
        const scope = eq(regs.entityCode, currentCompany(request).entityCode);
        return ok((await searchList(db, regs, registrationList, request.body, scope)) as never);
      },
    );

    app.get(
      `/${regResource.apiPath}/GetDetail/:id`,
      {
        config: { ...grant(regResource.permission, 'View'), tenancy: registrationRow },
        schema: { tags, params: idParams, response: { 200: affiliateRegistrationEnvelope } },
      },
      async (request) => {
        const row = await registrationById(
          db,
          currentCompany(request).entityCode,
          request.params.id,
        );
        if (!row) throw AppError.notFound('Affiliate Registration');
        return ok(row as never);
      },
    );

    app.put(
      `/${regResource.apiPath}/ApproveStatus/:id`,
      {
        config: {
          ...grant(regResource.permission, 'Update'),
          tenancy: { ...registrationRow, body: { status: 'Approved', commissionRatePercent: 10 } },
        },
        schema: {
          tags,
          params: idParams,
          body: affiliateApproveStatusSchema,
          response: { 200: affiliateRegistrationEnvelope },
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const entityCode = currentCompany(request).entityCode;
        const decider = {
          entityCode,
          userId: auth.userId,
          name: [auth.firstName, auth.lastName].filter(Boolean).join(' ') || auth.email,
        };
        const { id } = request.params;
        const result = await decideAffiliateRegistration(db, decider, id, request.body);
        return ok((await registrationById(db, entityCode, id)) as never, result.message);
      },
    );

    app.post(
      `/${affiliateResource.apiPath}/Search`,
      {
        config: { ...grant(affiliateResource.permission, 'View'), tenancy: 'company' },
        schema: {
          tags,
          body: pagingRequestSchema,
          response: { 200: pagedEnvelopeOf(affiliateResource.row) },
        },
      },
      async (request) => {
        const scope = eq(consumerAffiliateList.entityCode, currentCompany(request).entityCode);
        const table = consumerAffiliateList as unknown as PgTable;
        return ok((await searchList(db, table, affiliateList, request.body, scope)) as never);
      },
    );

    app.post(
      `/${commissionResource.apiPath}/Search`,
      {
        config: { ...grant(commissionResource.permission, 'View'), tenancy: 'company' },
        schema: {
          tags,
          body: pagingRequestSchema,
          response: { 200: pagedEnvelopeOf(commissionResource.row) },
        },
      },
      async (request) => {
        const scope = eq(consumerCommissionList.entityCode, currentCompany(request).entityCode);
        const table = consumerCommissionList as unknown as PgTable;
        return ok((await searchList(db, table, commissionList, request.body, scope)) as never);
      },
    );

    const pdfRoute = (path: string, permission: string, render: typeof affiliateSummaryPdf) =>
      app.post(
        path,
        {
          config: {
            ...grant(permission, 'View'),
            tenancy: 'company',
            bodyExempt: 'noBody',
            answers: 'application/pdf',
          },
          schema: { tags, params: rangeParams },
        },
        async (request, reply) => {
          const { startDate, endDate } = request.params;
          const company = currentCompany(request);
          const { pdf, fileName } = await render(db, company, startDate, endDate);
          return reply.headers(pdfHeaders(fileName)).send(pdf);
        },
      );
    pdfRoute(
      `/${affiliateResource.apiPath}/GenerateSummaryPDF/:startDate/:endDate`,
      affiliateResource.permission,
      affiliateSummaryPdf,
    );
    pdfRoute(
      `/${commissionResource.apiPath}/GenerateCommissionSummaryPDF/:startDate/:endDate`,
      commissionResource.permission,
      commissionSummaryPdf,
    );
  };
}

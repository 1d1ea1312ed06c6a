import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agentDashboardSchema,
  companyDashboardSchema,
  customerDashboardSchema,
  DASHBOARD_RESOURCE,
  DashboardAction,
  dashboardQuerySchema,
  envelopeOf,
  platformDashboardSchema,
  type DashboardGroup,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { currentCompany, isPlatformUser, requireAuth } from '../../platform/http/security.js';
import { dashboardRange } from '@wander/contract';
import { platformDashboard } from './platform-dashboard.js';
import { companyDashboard } from './company-dashboard.js';
import { agentDashboard } from './agent-dashboard.js';
import { customerDashboard } from './customer-dashboard.js';

/**
 * The dashboard's widget groups (network/DashboardInfo/<Group>?period=): each answers the
 * working company's figures only (tenancy 'company': no id names another company's row);
 * Platform is for platform staff, Company for a seller (a distributor or the platform).
 */
export function dashboardRoutes(services: Services): FastifyPluginAsyncZod {
  const { database } = services;
  const options = (group: DashboardGroup, response: Parameters<typeof envelopeOf>[0]) => ({
    config: {
      auth: { resource: DASHBOARD_RESOURCE, action: DashboardAction[group] },
      tenancy: 'company' as const,
    },
    schema: {
      tags: ['dashboard'],
      querystring: dashboardQuerySchema,
      response: { 200: envelopeOf(response) },
    },
  });
  return async (app) => {
    app.get(
      '/network/DashboardInfo/Platform',
      options('platform', platformDashboardSchema),
      async (request) => {
        if (!isPlatformUser(request)) throw AppError.notFound('Platform dashboard');
        return ok(await platformDashboard(database, dashboardRange(request.query.period)));
      },
    );
    app.get(
      '/network/DashboardInfo/Company',
      options('company', companyDashboardSchema),
      async (request) => {
        const company = currentCompany(request);
        if (company.companyType !== 'distributor' && company.companyType !== 'platform') {
          throw AppError.notFound('Company dashboard');
        }
        return ok(
          await companyDashboard(
            database,
            company.entityCode,
            dashboardRange(request.query.period),
          ),
        );
      },
    );
    app.get(
      '/network/DashboardInfo/Agent',
      options('agent', agentDashboardSchema),
      async (request) =>
        ok(
          await agentDashboard(
            database,
            requireAuth(request).userId,
            currentCompany(request).entityCode,
            dashboardRange(request.query.period),
          ),
        ),
    );
    app.get(
      '/network/DashboardInfo/Customer',
      options('customer', customerDashboardSchema),
      async (request) =>
        ok(
          await customerDashboard(
            database,
            currentCompany(request),
            dashboardRange(request.query.period),
          ),
        ),
    );
  };
}

import { z } from 'zod';
import { and, asc, eq, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  buyTopUpBodySchema,
  buyTopUpResultSchema,
  envelopeOf,
  messages,
  pagedEnvelopeOf,
  pagingRequestSchema,
  serviceMovingJournalResource,
  sortByLabel,
  UsageAlertMessage,
  UsageAlertPath,
  usageNotificationResource,
  UsageNotificationPath,
} from '@wander/contract';
import { crudRoutes } from '../../crud/crud-routes.js';
import { rowColumns, runSearch } from '../../crud/run-search.js';
import {
  companies,
  customerGroups,
  serviceMovingJournals,
  usageNotifications,
  wanderSerialNumbers,
} from '../../db/schema/index.js';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { currentCompany, isPlatformUser } from '../../platform/http/security.js';
import { actorOf } from '../orders/index.js';
import { buyEsimTopUp } from './buy-esim-top-up.js';
import { UsageAlertJobs } from './usage-alert-jobs.js';

const options = envelopeOf(z.array(z.object({ label: z.string(), value: z.string() })));
const ruleView = { auth: { resource: usageNotificationResource.permission, action: 'View' } };
const journalView = { auth: { resource: serviceMovingJournalResource.permission, action: 'View' } };

/** The working company's customer groups and business customers (the rule's targets). */
const groupsOf = (db: Services['database']['db'], entityCode: string) =>
  db
    .select({ label: customerGroups.name, value: customerGroups.id })
    .from(customerGroups)
    .where(eq(customerGroups.entityCode, entityCode))
    .orderBy(asc(customerGroups.name));
const customersOf = (db: Services['database']['db'], entityCode: string) =>
  db
    .select({ label: companies.companyName, value: companies.entityCode })
    .from(companies)
    .where(and(eq(companies.companyType, 'customer'), eq(companies.parentEntityCode, entityCode)))
    .orderBy(asc(companies.companyName));

/**
 * Usage notifications (customer/UsageNotification on the engine, with its two option lists), the
 * usage-alert job, the eSIM service journal (service/ServiceMovingJournals, read-only) and the
 * purchase of an eSIM's top-up the alerts link to.
 */
export function usageNotificationRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  return async (app) => {
    const alerts = new UsageAlertJobs(db, services.jobs, services.mail, (error) =>
      app.log.error({ err: error }, 'usage alerts failed'),
    );
    app.addHook('onReady', async () => alerts.start());
    app.addHook('onClose', async () => alerts.stop());

    // A rule's group and customer must be the working company's own.
    const beforeWrite = async (request: FastifyRequest, body: Record<string, unknown>) => {
      const entityCode = currentCompany(request).entityCode;
      const target = body.appliesTo;
      if (target !== 'CustomerGroup') body.customerGroupId = null;
      if (target !== 'Customer') body.customerEntityCode = null;
      const group = body.customerGroupId;
      if (
        typeof group === 'string' &&
        !(await groupsOf(db, entityCode)).some((g) => g.value === group)
      ) {
        throw AppError.validation({ customerGroupId: [messages.invalidOption('Customer Group')] });
      }
      const customer = body.customerEntityCode;
      if (
        typeof customer === 'string' &&
        !(await customersOf(db, entityCode)).some((c) => c.value === customer)
      ) {
        throw AppError.validation({ customerEntityCode: [messages.invalidOption('Customer')] });
      }
    };
    await app.register(
      crudRoutes(services, usageNotificationResource, {
        table: usageNotifications,
        scopeColumn: 'entityCode',
        beforeWrite,
      }),
    );

    app.get(
      `/${UsageNotificationPath.customerGroupOptions}`,
      {
        config: { ...ruleView, tenancy: 'company' },
        schema: { tags: ['customer'], response: { 200: options } },
      },
      async (request) => ok(sortByLabel(await groupsOf(db, currentCompany(request).entityCode))),
    );
    app.get(
      `/${UsageNotificationPath.customerOptions}`,
      {
        config: { ...ruleView, tenancy: 'company' },
        schema: { tags: ['customer'], response: { 200: options } },
      },
      async (request) => ok(sortByLabel(await customersOf(db, currentCompany(request).entityCode))),
    );

    // The service journal: the distributor that sold the eSIM and the customer that has it.
    const journalScope = (request: FastifyRequest) => {
      if (isPlatformUser(request)) return undefined;
      const code = currentCompany(request).entityCode;
      return or(
        eq(serviceMovingJournals.entityCode, code),
        eq(serviceMovingJournals.customerEntityCode, code),
      );
    };
    const journal = rowColumns(serviceMovingJournalResource, serviceMovingJournals);
    app.post(
      '/service/ServiceMovingJournals/Search',
      {
        config: { ...journalView, tenancy: 'company' },
        schema: {
          tags: ['service'],
          body: pagingRequestSchema,
          response: { 200: pagedEnvelopeOf(serviceMovingJournalResource.row) },
        },
      },
      async (request) =>
        ok(
          await runSearch(
            db,
            serviceMovingJournalResource,
            serviceMovingJournals,
            journal.columns,
            journal.selection,
            request.body,
            journalScope(request),
          ),
        ),
    );
    app.get(
      '/service/ServiceMovingJournals/GetDetail/:id',
      {
        config: {
          ...journalView,
          tenancy: {
            table: serviceMovingJournals,
            owner: [serviceMovingJournals.entityCode, serviceMovingJournals.customerEntityCode],
          },
        },
        schema: {
          tags: ['service'],
          params: z.object({ id: z.string().max(64) }),
          response: { 200: envelopeOf(serviceMovingJournalResource.row) },
        },
      },
      async (request) => {
        const id = request.params.id;
        const [row] = isUuid(id)
          ? await db
              .select()
              .from(serviceMovingJournals)
              .where(and(eq(serviceMovingJournals.id, id), journalScope(request)))
          : [];
        if (!row) throw AppError.notFound('Service Moving Journal');
        return ok(row);
      },
    );

    app.post(
      `/${UsageAlertPath.buyTopUp}/:id`,
      {
        config: {
          auth: { resource: 'payment/Payment', action: 'Create' },
          tenancy: {
            table: wanderSerialNumbers,
            owner: wanderSerialNumbers.entityCode,
            body: { variantId: '00000000-0000-4000-8000-000000000000' },
          },
          // An eSIM's provider that cannot be reached for its top-up's price (issue 27).
          errors: [503],
        },
        schema: {
          tags: ['payment'],
          params: z.object({ id: z.string().max(64) }),
          body: buyTopUpBodySchema,
          response: { 200: envelopeOf(buyTopUpResultSchema) },
        },
      },
      async (request) =>
        ok(
          await buyEsimTopUp(
            db,
            services.secrets,
            actorOf(request),
            request.params.id,
            request.body,
            services.jobs,
          ),
          UsageAlertMessage.toppedUp,
        ),
    );
  };
}

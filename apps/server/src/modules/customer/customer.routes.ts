import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerGroupResource,
  customerOfEntitySchema,
  customerResource,
  envelopeOf,
  membershipResource,
  type CustomerCreateInput,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { AppError } from '../../platform/http/errors.js';
import { ok } from '../../platform/http/envelope.js';
import { currentCompany, requireAuth } from '../../platform/http/security.js';
import { crudRoutes } from '../../crud/crud-routes.js';
import { customerGroups, customers, memberships } from '../../db/schema/index.js';
import { findCompanyByCode } from '../identity/identity.queries.js';
import { createCustomer } from './create-customer.js';
import { checkCustomerReferences } from './customer-references.js';
import { refreshCustomerNames } from './customer-names.js';
import { MembershipUpgradeJobs } from './membership-upgrades.js';

const customerInfoSchema = z.object({
  customerId: z.string(),
  customerName: z.string(),
  entityCode: z.string(),
  distributorEntityCode: z.string().nullable(),
});

/** customer/Customers, customer/CustomerGroups, customer/Memberships and the customer calls. */
export function customerRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  return async (app) => {
    const upgrades = new MembershipUpgradeJobs(services.jobs, db, (error) =>
      app.log.error({ err: error }, 'membership upgrade not queued'),
    );
    app.addHook('onReady', async () => upgrades.start());
    app.addHook('onClose', async () => upgrades.stop());

    const refreshNames = (request: Parameters<typeof currentCompany>[0]) =>
      refreshCustomerNames(db, currentCompany(request).entityCode);

    await app.register(
      crudRoutes(services, customerGroupResource, {
        table: customerGroups,
        scopeColumn: 'entityCode',
        afterWrite: refreshNames,
      }),
    );
    await app.register(
      crudRoutes(services, membershipResource, {
        table: memberships,
        scopeColumn: 'entityCode',
        afterWrite: refreshNames,
      }),
    );
    await app.register(
      crudRoutes(services, customerResource, {
        table: customers,
        scopeColumn: 'entityCode',
        beforeWrite: (request, body) =>
          checkCustomerReferences(db, currentCompany(request).entityCode, body),
        create: (request, values) =>
          createCustomer(
            services,
            requireAuth(request),
            currentCompany(request),
            values as CustomerCreateInput & Record<string, unknown>,
          ),
      }),
    );

    // The working company's records as a business customer: its distributors' terms for it.
    app.get(
      '/customer/Customers/GetByEntity',
      {
        config: { auth: 'signedIn', tenancy: 'company' },
        schema: {
          tags: ['customer'],
          response: { 200: envelopeOf(z.array(customerOfEntitySchema)) },
        },
      },
      async (request) => {
        const company = currentCompany(request);
        const rows = await db
          .select({
            id: customers.id,
            distributorEntityCode: customers.entityCode,
            companyName: customers.companyName,
            customerGroupName: customerGroups.name,
            groupDiscountPercent: customerGroups.discountPercent,
            membershipName: memberships.name,
            membershipDiscountPercent: memberships.discountPercent,
            freeTopUps: memberships.freeTopUps,
            creditLimit: customers.creditLimit,
            status: customers.status,
            isActive: customers.isActive,
          })
          .from(customers)
          .leftJoin(customerGroups, eq(customerGroups.id, customers.customerGroupId))
          .leftJoin(memberships, eq(memberships.id, customers.membershipId))
          .where(and(eq(customers.customerEntityCode, company.entityCode)))
          .orderBy(customers.entityCode);
        return ok(rows);
      },
    );

    // The customer info the shell stores for Customer-role users: the business customer company.
    app.get(
      '/customer/customers/GetByUserId',
      {
        config: { auth: 'signedIn', tenancy: 'self' },
        schema: { tags: ['customer'], response: { 200: envelopeOf(customerInfoSchema) } },
      },
      async (request) => {
        const ctx = requireAuth(request);
        const entity = ctx.userRoleEntities.find((r) => r.roleName === 'Customer');
        const company = entity ? await findCompanyByCode(db, entity.entityCode) : null;
        if (!company) throw AppError.notFound('Customer');
        return ok({
          customerId: company.id,
          customerName: company.companyName,
          entityCode: company.entityCode,
          distributorEntityCode: company.parentEntityCode,
        });
      },
    );
  };
}

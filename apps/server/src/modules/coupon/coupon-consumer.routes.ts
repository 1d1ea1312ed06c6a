import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { couponConsumerResource } from '@wander/contract';
import { crudRoutes } from '../../crud/crud-routes.js';
import { couponConsumers, coupons, customers } from '../../db/schema/index.js';
import type { Tx } from '../../platform/db/client.js';
import type { Services } from '../../platform/services.js';
import { AppError } from '../../platform/http/errors.js';
import { currentCompany } from '../../platform/http/security.js';

/**
 * The coupon and the customer must be the distributor's own (another company's is 'not a valid
 * option', as an unknown id); their code, name and the buyer's company are copied for the list.
 */
async function checkReferences(db: Tx, distributor: string, body: Record<string, unknown>) {
  const errors: Record<string, string[]> = {};
  const [coupon] = await db
    .select({ code: coupons.code })
    .from(coupons)
    .where(and(eq(coupons.id, body.couponId as string), eq(coupons.entityCode, distributor)));
  if (!coupon) errors.couponId = ['Coupon is not a valid option'];
  const [customer] = await db
    .select({ name: customers.companyName, buyer: customers.customerEntityCode })
    .from(customers)
    .where(and(eq(customers.id, body.customerId as string), eq(customers.entityCode, distributor)));
  if (!customer) errors.customerId = ['Customer is not a valid option'];
  if (!coupon || !customer) throw AppError.validation(errors);
  body.couponCode = coupon.code;
  body.customerName = customer.name;
  body.buyerEntityCode = customer.buyer;
}

/** payment/CouponConsumer on the engine: coupons issued to the distributor's customers. */
export function couponConsumerRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  return async (app) => {
    await app.register(
      crudRoutes(services, couponConsumerResource, {
        table: couponConsumers,
        scopeColumn: 'entityCode',
        beforeWrite: (request, body) =>
          checkReferences(db, currentCompany(request).entityCode, body),
      }),
    );
  };
}

import { z } from 'zod';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  couponAutomationResource,
  CouponAutomationPath,
  couponResource,
  envelopeOf,
} from '@wander/contract';
import { crudRoutes } from '../../crud/crud-routes.js';
import { couponAutomations, coupons } from '../../db/schema/index.js';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { currentCompany } from '../../platform/http/security.js';
import { CouponAutomationJobs } from './coupon-automation-jobs.js';

/** payment/CouponAutomation on the engine, its job, and GetCouponAutomationSelectList. */
export function couponAutomationRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  return async (app) => {
    const runs = new CouponAutomationJobs(db, services.jobs, (error) =>
      app.log.error({ err: error }, 'coupon automations failed'),
    );
    app.addHook('onReady', async () => runs.start());
    app.addHook('onClose', async () => runs.stop());

    await app.register(
      crudRoutes(services, couponAutomationResource, {
        table: couponAutomations,
        scopeColumn: 'entityCode',
        // The coupon must be the company's own; its code is copied for the list.
        beforeWrite: async (request, body) => {
          const [coupon] = await db
            .select({ code: coupons.code })
            .from(coupons)
            .where(
              and(
                eq(coupons.id, body.couponId as string),
                eq(coupons.entityCode, currentCompany(request).entityCode),
              ),
            );
          if (!coupon) throw AppError.validation({ couponId: ['Coupon is not a valid option'] });
          body.couponCode = coupon.code;
          if (body.trigger !== 'Date') body.runDate = null;
        },
      }),
    );

    // The company's active automations (spec section 7).
    app.get(
      `/${CouponAutomationPath.selectList}`,
      {
        config: {
          auth: { resource: couponResource.permission, action: 'View' },
          tenancy: 'company',
        },
        schema: {
          tags: ['payment'],
          response: {
            200: envelopeOf(z.array(z.object({ label: z.string(), value: z.string() }))),
          },
        },
      },
      async (request) => {
        const rows = await db
          .select({
            id: couponAutomations.id,
            name: couponAutomations.name,
            code: couponAutomations.couponCode,
          })
          .from(couponAutomations)
          .where(
            and(
              eq(couponAutomations.entityCode, currentCompany(request).entityCode),
              eq(couponAutomations.isActive, true),
            ),
          )
          .orderBy(asc(couponAutomations.name));
        return ok(rows.map((r) => ({ label: `${r.name} (${r.code})`, value: r.id })));
      },
    );
  };
}

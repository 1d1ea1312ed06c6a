import { z } from 'zod';
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { couponResource, CouponPath, envelopeOf, messages } from '@wander/contract';
import { crudRoutes } from '../../crud/crud-routes.js';
import { countries, coupons, couponTransactions, wanderPlatforms } from '../../db/schema/index.js';
import { AppError } from '../../platform/http/errors.js';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { currentCompany } from '../../platform/http/security.js';
import { couponAutomationRoutes } from './coupon-automation.routes.js';
import { couponConsumerRoutes } from './coupon-consumer.routes.js';
import { couponTransactionRoutes } from './coupon-transaction.routes.js';

/** Coupons on the engine, and the select list of the coupons a buyer could use now. */
export function couponRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  return async (app) => {
    await app.register(
      crudRoutes(services, couponResource, {
        table: coupons,
        scopeColumn: 'entityCode',
        // A coupon that was redeemed keeps its history: set it Inactive instead.
        usedBy: [{ column: couponTransactions.couponId, noun: ['transaction', 'transactions'] }],
        // Platforms and countries must be real ones (codes kept upper case, once each).
        beforeWrite: async (_request, body) => {
          const platformCodes = [...new Set((body.platformCodes as string[] | undefined) ?? [])];
          const countryCodes = [...new Set((body.countryCodes as string[] | undefined) ?? [])];
          body.platformCodes = platformCodes;
          body.countryCodes = countryCodes;
          if (platformCodes.length) {
            const known = await db
              .select({ code: wanderPlatforms.platformCode })
              .from(wanderPlatforms)
              .where(inArray(wanderPlatforms.platformCode, platformCodes));
            if (known.length !== platformCodes.length) {
              throw AppError.validation({ platformCodes: [messages.invalidOption('Platforms')] });
            }
          }
          if (countryCodes.length) {
            const known = await db
              .select({ code: countries.countryCode })
              .from(countries)
              .where(inArray(countries.countryCode, countryCodes));
            if (known.length !== countryCodes.length) {
              throw AppError.validation({ countryCodes: [messages.invalidOption('Countries')] });
            }
          }
        },
      }),
    );

    // Active, valid now and not used up (spec section 7).
    app.get(
      `/${CouponPath.activeSelectList}`,
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
        const now = new Date();
        const rows = await db
          .select({ id: coupons.id, code: coupons.code, description: coupons.description })
          .from(coupons)
          .where(
            and(
              eq(coupons.entityCode, currentCompany(request).entityCode),
              eq(coupons.status, 'Active'),
              or(isNull(coupons.validFrom), lte(coupons.validFrom, now)),
              or(isNull(coupons.validTo), gt(coupons.validTo, now)),
              or(
                isNull(coupons.totalUseLimit),
                sql`${coupons.usedCount} < ${coupons.totalUseLimit}`,
              ),
            ),
          )
          .orderBy(asc(coupons.code));
        return ok(
          rows.map((r) => ({
            label: r.description ? `${r.code} - ${r.description}` : r.code,
            value: r.id,
          })),
        );
      },
    );

    await app.register(couponTransactionRoutes(services));
    await app.register(couponConsumerRoutes(services));
    await app.register(couponAutomationRoutes(services));
  };
}

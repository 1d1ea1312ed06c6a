import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  pagedEnvelopeOf,
  pagingRequestSchema,
  planSupplyRowSchema,
  planSupplyUpdateSchema,
  providerResource,
  SupplyPaths,
  sortByLabel,
  SupplyText,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { currentCompany } from '../../platform/http/security.js';
import { variantRow } from '../../db/tenant-rows.js';
import { planSupplies, providerPackages, providers } from '../../db/schema/index.js';
import { planSupplyRow, searchPlanSupply } from './plan-supply.queries.js';
import { recordCost } from './sync-provider-packages.js';

const RESOURCE = providerResource.apiPath;
const variantParams = z.object({ variantId: z.string().max(64) });

/**
 * The plan-supply mapping (issue 27): per plan, stock, a provider package, or stock then the
 * provider; a changed provider cost is accepted here (a new cost setup), never applied to a price.
 */
export function planSupplyRoutes(services: Services): FastifyPluginAsyncZod {
  const { database } = services;
  const { db } = database;
  return async (app) => {
    app.post(
      `/${SupplyPaths.planSupplySearch}`,
      {
        config: { auth: { resource: RESOURCE, action: 'View' }, tenancy: 'company' },
        schema: {
          tags: ['product'],
          body: pagingRequestSchema,
          response: { 200: pagedEnvelopeOf(planSupplyRowSchema) },
        },
      },
      async (request) =>
        ok(await searchPlanSupply(database, currentCompany(request).entityCode, request.body)),
    );

    app.get(
      `/${SupplyPaths.packageOptions}`,
      {
        config: {
          auth: { resource: RESOURCE, action: 'View' },
          tenancy: { table: providers, owner: providers.entityCode, id: 'query.providerId' },
        },
        schema: {
          tags: ['product'],
          querystring: z.object({ providerId: z.string().uuid().optional() }).strict(),
          response: {
            200: envelopeOf(z.array(z.object({ label: z.string(), value: z.string() }))),
          },
        },
      },
      async (request) => {
        const rows = await db
          .select({
            id: providerPackages.id,
            code: providerPackages.packageCode,
            name: providerPackages.packageName,
          })
          .from(providerPackages)
          .where(
            and(
              eq(providerPackages.entityCode, currentCompany(request).entityCode),
              eq(providerPackages.status, 'Active'),
              request.query.providerId
                ? eq(providerPackages.providerId, request.query.providerId)
                : undefined,
            ),
          )
          .orderBy(providerPackages.packageName);
        return ok(sortByLabel(rows.map((r) => ({ label: `${r.name} (${r.code})`, value: r.id }))));
      },
    );

    app.put(
      `/${SupplyPaths.planSupply(':variantId')}`,
      {
        config: {
          auth: { resource: RESOURCE, action: 'Update' },
          tenancy: {
            ...variantRow('params.variantId'),
            body: { mode: 'stock', providerPackageId: null },
          },
        },
        schema: {
          tags: ['product'],
          params: variantParams,
          body: planSupplyUpdateSchema,
          response: { 200: envelopeOf(planSupplyRowSchema) },
        },
      },
      async (request) => {
        const entityCode = currentCompany(request).entityCode;
        const { variantId } = request.params;
        if (!isUuid(variantId) || !(await planSupplyRow(database, entityCode, variantId))) {
          throw AppError.notFound('Plan');
        }
        const { mode, providerPackageId } = request.body;
        if (mode !== 'stock') {
          const [pkg] = await db
            .select({ id: providerPackages.id })
            .from(providerPackages)
            .where(
              and(
                eq(providerPackages.entityCode, entityCode),
                eq(providerPackages.id, providerPackageId!),
                eq(providerPackages.status, 'Active'),
              ),
            );
          if (!pkg) {
            throw AppError.validation({ providerPackageId: ['Provider Package is invalid'] });
          }
        }
        await db
          .insert(planSupplies)
          .values({
            entityCode,
            variantId,
            mode,
            providerPackageId: mode === 'stock' ? null : providerPackageId,
          })
          .onConflictDoUpdate({
            target: [planSupplies.entityCode, planSupplies.variantId],
            set: {
              mode,
              providerPackageId: mode === 'stock' ? null : providerPackageId,
              updatedAt: sql`now()`,
            },
          });
        return ok((await planSupplyRow(database, entityCode, variantId))!, SupplyText.supplySaved);
      },
    );

    app.post(
      `/${SupplyPaths.acceptCost(':variantId')}`,
      {
        config: {
          auth: { resource: RESOURCE, action: 'Update' },
          tenancy: variantRow('params.variantId'),
          bodyExempt: 'noBody',
        },
        schema: {
          tags: ['product'],
          params: variantParams,
          response: { 200: envelopeOf(planSupplyRowSchema) },
        },
      },
      async (request) => {
        const entityCode = currentCompany(request).entityCode;
        const { variantId } = request.params;
        const row = isUuid(variantId) ? await planSupplyRow(database, entityCode, variantId) : null;
        if (!row) throw AppError.notFound('Plan');
        if (row.flag !== 'Price changed' || !row.providerPackageId) {
          throw new AppError('BUSINESS_RULE', SupplyText.noChangedCost);
        }
        await db.transaction(async (tx) => {
          const [pkg] = await tx
            .update(providerPackages)
            // Accepting reviews the plan: at the rate it was last shown with, its flag cleared.
            .set({ previousCostMinor: null, ...reviewedNow, marginAlert: null })
            .where(
              and(
                eq(providerPackages.entityCode, entityCode),
                eq(providerPackages.id, row.providerPackageId!),
              ),
            )
            .returning();
          await recordCost(
            tx,
            entityCode,
            variantId,
            pkg.costMinor,
            pkg.currency,
            `${row.providerName} package ${pkg.packageCode}`,
          );
        });
        return ok((await planSupplyRow(database, entityCode, variantId))!, SupplyText.costAccepted);
      },
    );

    app.post(
      `/${SupplyPaths.reviewMargin(':variantId')}`,
      {
        config: {
          auth: { resource: RESOURCE, action: 'Update' },
          tenancy: variantRow('params.variantId'),
          bodyExempt: 'noBody',
        },
        schema: {
          tags: ['product'],
          params: variantParams,
          response: { 200: envelopeOf(planSupplyRowSchema) },
        },
      },
      async (request) => {
        const entityCode = currentCompany(request).entityCode;
        const { variantId } = request.params;
        const row = isUuid(variantId) ? await planSupplyRow(database, entityCode, variantId) : null;
        if (!row) throw AppError.notFound('Plan');
        if (!row.marginAlert || !row.providerPackageId) {
          throw new AppError('BUSINESS_RULE', SupplyText.noMarginAlert);
        }
        // Reviewed at the rate the check saw: the next move is measured from it.
        await db
          .update(providerPackages)
          .set({ ...reviewedNow, marginAlert: null })
          .where(
            and(
              eq(providerPackages.entityCode, entityCode),
              eq(providerPackages.id, row.providerPackageId),
            ),
          );
        return ok(
          (await planSupplyRow(database, entityCode, variantId))!,
          SupplyText.marginReviewed,
        );
      },
    );
  };
}

/**
 * The rate a plan is reviewed at when the distributor accepts its cost or reviews its margin: the
 * more recent of the rate its suggestion was made at and the rate the margin check saw (a cost in
 * the selling currency has neither, and keeps none).
 */
const reviewedNow = {
  reviewedRate: sql`case when ${providerPackages.marginAlert} is not null
    and (${providerPackages.suggestionRateDate} is null
      or (${providerPackages.marginAlert}->>'rateDate')::date >= ${providerPackages.suggestionRateDate})
    then (${providerPackages.marginAlert}->>'rate')::numeric
    else coalesce(${providerPackages.suggestionRate}, ${providerPackages.reviewedRate}) end`,
  reviewedRateDate: sql`case when ${providerPackages.marginAlert} is not null
    and (${providerPackages.suggestionRateDate} is null
      or (${providerPackages.marginAlert}->>'rateDate')::date >= ${providerPackages.suggestionRateDate})
    then (${providerPackages.marginAlert}->>'rateDate')::date
    else coalesce(${providerPackages.suggestionRateDate}, ${providerPackages.reviewedRateDate}) end`,
};

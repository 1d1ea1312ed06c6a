import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConsumerGoalPath,
  consumerProgressSchema,
  consumerUpgradeGoalResource,
  envelopeOf,
  goalProgressPageSchema,
  goalProgressRequestSchema,
  messages,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { ok } from '../../platform/http/envelope.js';
import { currentCompany } from '../../platform/http/security.js';
import { crudRoutes } from '../../crud/crud-routes.js';
import { consumerGroups, consumers, consumerUpgradeGoals } from '../../db/schema/index.js';
import { consumerProgress, goalProgress } from './consumer-goal-progress.js';
import { ConsumerGoalJobs } from './consumer-goal-jobs.js';

const view = { resource: consumerUpgradeGoalResource.permission, action: 'View' };

/**
 * customer/ConsumerUpgradeGoal on the engine ("Consumer Summary", issue 15), the goal progress
 * calls, and the hourly `consumer.upgrade-goals` job.
 */
export function consumerGoalRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  return async (app) => {
    const runs = new ConsumerGoalJobs(services.jobs, db, (error) =>
      app.log.error({ err: error }, 'consumer upgrade goals not queued'),
    );
    app.addHook('onReady', async () => runs.start());
    app.addHook('onClose', async () => runs.stop());

    await app.register(
      crudRoutes(services, consumerUpgradeGoalResource, {
        table: consumerUpgradeGoals,
        scopeColumn: 'entityCode',
        // The target group must be the distributor's own; its name is copied for the list.
        beforeWrite: async (request, body, id) => {
          const entityCode = currentCompany(request).entityCode;
          // Another distributor's goal is unknown here, whatever the body says.
          if (id) {
            if (!isUuid(id)) throw AppError.notFound('Upgrade Goal');
            const [own] = await db
              .select({ id: consumerUpgradeGoals.id })
              .from(consumerUpgradeGoals)
              .where(
                and(
                  eq(consumerUpgradeGoals.id, id),
                  eq(consumerUpgradeGoals.entityCode, entityCode),
                ),
              );
            if (!own) throw AppError.notFound('Upgrade Goal');
          }
          const [group] = await db
            .select({ name: consumerGroups.name })
            .from(consumerGroups)
            .where(
              and(
                eq(consumerGroups.id, body.consumerGroupId as string),
                eq(consumerGroups.entityCode, entityCode),
              ),
            );
          if (!group) {
            throw AppError.validation({
              consumerGroupId: [messages.invalidOption('Consumer Group')],
            });
          }
          body.consumerGroupName = group.name;
        },
      }),
    );

    app.get(
      `/${ConsumerGoalPath.consumerProgress}/:consumerId`,
      {
        config: {
          auth: view,
          tenancy: { table: consumers, owner: consumers.entityCode, id: 'params.consumerId' },
        },
        schema: {
          tags: ['customer'],
          params: z.object({ consumerId: z.string().max(64) }),
          response: { 200: envelopeOf(consumerProgressSchema) },
        },
      },
      async (request) =>
        ok(
          await consumerProgress(db, currentCompany(request).entityCode, request.params.consumerId),
        ),
    );

    app.post(
      `/${ConsumerGoalPath.goalProgress}/:id`,
      {
        config: {
          auth: view,
          tenancy: {
            table: consumerUpgradeGoals,
            owner: consumerUpgradeGoals.entityCode,
            body: { pageIndex: 1, pageSize: 10 },
          },
        },
        schema: {
          tags: ['customer'],
          params: z.object({ id: z.string().max(64) }),
          body: goalProgressRequestSchema,
          response: { 200: envelopeOf(goalProgressPageSchema) },
        },
      },
      async (request) =>
        ok(
          await goalProgress(
            db,
            currentCompany(request).entityCode,
            request.params.id,
            request.body,
          ),
        ),
    );
  };
}

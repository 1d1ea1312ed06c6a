import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consumerGroupResource,
  consumerResource,
  ISO_COUNTRIES,
  messages,
  UUID_PATTERN,
} from '@wander/contract';

const COUNTRY_CODES = new Set(ISO_COUNTRIES.map((c) => c.countryCode));
import type { Services } from '../../platform/services.js';
import { AppError } from '../../platform/http/errors.js';
import { currentCompany } from '../../platform/http/security.js';
import { crudRoutes } from '../../crud/crud-routes.js';
import { consumerGroups, consumers, consumerUpgradeGoals } from '../../db/schema/index.js';
import { GOAL_NOUN, refreshGoalGroupNames } from './consumer-goal-names.js';
import { consumerOrderRoutes } from './consumer-orders.routes.js';

/**
 * customer/ConsumerGroups and customer/Consumer on the engine (issue 15). Consumers sign up
 * through the store, so the back-office has no create; it edits them within the distributor.
 */
export function consumerRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  return async (app) => {
    await app.register(consumerOrderRoutes(services));
    await app.register(
      crudRoutes(services, consumerGroupResource, {
        table: consumerGroups,
        scopeColumn: 'entityCode',
        usedBy: [{ column: consumerUpgradeGoals.consumerGroupId, noun: GOAL_NOUN }],
        // The consumer list shows the group's name: a rename reaches the group's consumers.
        afterWrite: async (request) => {
          const entityCode = currentCompany(request).entityCode;
          await db
            .update(consumers)
            .set({
              consumerGroupName: sql`(select ${consumerGroups.name} from ${consumerGroups} where ${consumerGroups.id} = ${consumers.consumerGroupId})`,
            })
            .where(eq(consumers.entityCode, entityCode));
          await refreshGoalGroupNames(db, entityCode);
        },
      }),
    );
    await app.register(
      crudRoutes(services, consumerResource, {
        table: consumers,
        scopeColumn: 'entityCode',
        // The group must be the distributor's own; its name is copied for the list.
        beforeWrite: async (request, body, id) => {
          const entityCode = currentCompany(request).entityCode;
          // Another distributor's consumer is unknown here, whatever the body says.
          if (id) {
            if (!UUID_PATTERN.test(id)) throw AppError.notFound('Consumer');
            const [own] = await db
              .select({ id: consumers.id })
              .from(consumers)
              .where(and(eq(consumers.id, id), eq(consumers.entityCode, entityCode)));
            if (!own) throw AppError.notFound('Consumer');
          }
          if (typeof body.country === 'string' && !COUNTRY_CODES.has(body.country)) {
            throw AppError.validation({ country: [messages.invalidOption('Country')] });
          }
          const groupId = body.consumerGroupId as string | null | undefined;
          if (!groupId) {
            body.consumerGroupName = null;
            return;
          }
          const [group] = await db
            .select({ name: consumerGroups.name })
            .from(consumerGroups)
            .where(and(eq(consumerGroups.id, groupId), eq(consumerGroups.entityCode, entityCode)));
          if (!group) {
            throw AppError.validation({
              consumerGroupId: [messages.invalidOption('Consumer Group')],
            });
          }
          body.consumerGroupName = group.name;
        },
      }),
    );
  };
}

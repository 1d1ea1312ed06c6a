import { and, count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agentHasDownlineMessage,
  agentHierarchySchema,
  agentOverviewSchema,
  agentResource,
  agentTokenSchema,
  envelopeOf,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { currentCompany, requireAuth } from '../../platform/http/security.js';
import { agents, companies } from '../../db/schema/index.js';
import { crudRoutes } from '../../crud/crud-routes.js';
import { signAgentLink } from '../network/agent-link.js';
import { agentRowScope } from '../network/agent-scope.js';
import { checkUpline } from './move-agent.js';
import { getHierarchy } from './get-hierarchy.js';
import { getOverview } from './get-overview.js';
import { agentListRoutes } from './agent-lists.routes.js';

const view = (tenancy: 'company' | { table: typeof agents; owner: typeof agents.entityCode }) => ({
  auth: { resource: agentResource.permission, action: 'View' },
  tenancy,
});

export function agentRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  return async (app) => {
    // The token of the link /agent-sign-up?token=... that registers agents under the caller.
    app.get(
      '/agent/Agents/GetToken',
      {
        config: view('company'),
        schema: { tags: ['agent'], response: { 200: envelopeOf(agentTokenSchema) } },
      },
      async (request) => {
        const ctx = requireAuth(request);
        const company = currentCompany(request);
        const isAgent = ctx.userRoleEntities.some(
          (r) => r.roleName === 'Agent' && r.entityCode === company.entityCode,
        );
        return ok(
          await signAgentLink(services.keys, {
            userId: ctx.userId,
            entityCode: company.entityCode,
            isAgent,
          }),
        );
      },
    );

    app.get(
      '/agent/Agents/GetHierarchyData',
      {
        config: view('company'),
        schema: { tags: ['agent'], response: { 200: envelopeOf(agentHierarchySchema) } },
      },
      async (request) => ok(await getHierarchy(db, request)),
    );

    app.get(
      '/agent/Agents/GetOverview/:id',
      {
        config: view({ table: agents, owner: agents.entityCode }),
        schema: {
          tags: ['agent'],
          params: z.object({ id: z.string().max(64) }),
          response: { 200: envelopeOf(agentOverviewSchema) },
        },
      },
      async (request) => ok(await getOverview(db, request, request.params.id)),
    );

    // DELETE of an agent with a downline: refused with what to do, before the engine's delete
    // (the upline's foreign key is the guard underneath). A row the caller cannot see: the 404.
    app.addHook('preHandler', async (request) => {
      if (request.method !== 'DELETE' || !request.routeOptions.url?.endsWith('/agent/Agents/:id')) {
        return;
      }
      const { id } = request.params as { id: string };
      if (!isUuid(id)) return;
      const [agent] = await db
        .select({ userId: agents.userId })
        .from(agents)
        .where(and(eq(agents.id, id), agentRowScope(request)));
      if (!agent) return;
      const [{ n }] = await db
        .select({ n: count() })
        .from(agents)
        .where(eq(agents.parentUserId, agent.userId));
      if (n > 0) throw new AppError('CONFLICT', agentHasDownlineMessage(n));
    });

    await app.register(agentListRoutes(services));

    await app.register(
      crudRoutes(services, agentResource, {
        table: agents,
        owner: ['entityCode'],
        rowScope: agentRowScope,
        beforeWrite: (request, body, id) => checkUpline(db, request, body, id),
        usedBy: [{ column: companies.agentId, noun: ['customer', 'customers'] }],
      }),
    );
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agentTokenSchema, envelopeOf } from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { currentCompany, requireAuth } from '../../platform/http/security.js';
import { signAgentLink } from './agent-link.js';

export function agentRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    // The token of the link /agent-sign-up?token=... that registers agents under the caller.
    app.get(
      '/agent/Agents/GetToken',
      {
        config: { auth: { resource: 'agent/Agents', action: 'View' }, tenancy: 'company' },
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
  };
}

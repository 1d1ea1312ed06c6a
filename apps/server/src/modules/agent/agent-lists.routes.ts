import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  agentCustomerPageSchema,
  agentCustomerSearchSchema,
  agentResource,
  envelopeOf,
  pagedEnvelopeOf,
  pagingRequestSchema,
  purchaseOrderRowSchema,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { ok } from '../../platform/http/envelope.js';
import { purchaseOrders } from '../../db/schema/index.js';
import { searchList } from '../../crud/list-search.js';
import { agentViewerOf } from '../network/agent-scope.js';
import { agentOrderList, agentOrderScope } from './agent-order-list.js';
import { searchAgentCustomers } from './search-agent-customers.js';

/** agent/Agents View, bound to the working company (and, for an agent, to itself). */
const config = {
  auth: { resource: agentResource.permission, action: 'View' },
  tenancy: 'company',
} as const;

/**
 * The agent's lists (issue 26): its customers with their sales, and the orders attributed to it
 * and its downline (where the dashboard's "My Sales" and "Orders" figures lead).
 */
export function agentListRoutes(services: Services): FastifyPluginAsyncZod {
  const { database } = services;
  return async (app) => {
    app.post(
      '/agent/Agents/SearchCustomers',
      {
        config,
        schema: {
          tags: ['agent'],
          body: agentCustomerSearchSchema,
          response: { 200: envelopeOf(agentCustomerPageSchema) },
        },
      },
      async (request) =>
        ok(await searchAgentCustomers(database, agentViewerOf(request), request.body)),
    );

    app.post(
      '/agent/Agents/SearchOrders',
      {
        config,
        schema: {
          tags: ['agent'],
          body: pagingRequestSchema,
          response: { 200: pagedEnvelopeOf(purchaseOrderRowSchema) },
        },
      },
      async (request) =>
        ok(
          (await searchList(
            database.db,
            purchaseOrders,
            agentOrderList,
            request.body,
            agentOrderScope(agentViewerOf(request)),
          )) as never,
        ),
    );
  };
}

import { agentResource } from '@wander/contract';
import { lazy } from 'react';
import type { CrudConfig, CrudRoute } from '../../crud/crud-types';
import { configIn } from '../../crud/plain-config';

/**
 * Setup > Agent's generic pages (Downline list and agent detail): a catalog of their own. The
 * detail shows the agent's customers, orders and downline totals under the profile.
 */
const AGENT_CATALOG = {
  '/setup/agent': {
    resource: agentResource,
    detailExtra: lazy(() =>
      import('../../modules/agent/agent-overview-panel').then((m) => ({
        default: m.AgentOverviewPanel,
      })),
    ),
  },
} satisfies Record<string, CrudConfig>;

export function crudConfigOf(route: CrudRoute): CrudConfig | undefined {
  return configIn(AGENT_CATALOG, route);
}

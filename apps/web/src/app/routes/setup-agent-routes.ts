import { crudRoutes } from '../../crud/crud-routes';
import { lazyPage, type ScreenRoutes } from './screen-routes';

const catalog = () => import('./setup-agent-catalog');

/** Setup > Agent: Downline (agent-list, agent-detail/{id}), Agent Hierarchy, My Customers, Sales. */
export const SETUP_AGENT_ROUTES: ScreenRoutes = {
  ...crudRoutes('/setup/agent', { catalog }),
  'setup/agent-hierarchy': lazyPage(() =>
    import('../../modules/agent/agent-hierarchy-page').then((m) => m.AgentHierarchyPage),
  ),
  'setup/agent-customer-list': lazyPage(() =>
    import('../../modules/agent/agent-customers-page').then((m) => m.AgentCustomersPage),
  ),
  'setup/agent-sale-list': lazyPage(() =>
    import('../../modules/agent/agent-sales-page').then((m) => m.AgentSalesPage),
  ),
};

import { crudRoutes } from '../../crud/crud-routes';
import { lazyPage, type ScreenRoutes } from './screen-routes';

const catalog = () => import('./setup-agent-catalog');

/** Setup > Agent: Downline (agent-list, agent-detail/{id}) and Agent Hierarchy. */
export const SETUP_AGENT_ROUTES: ScreenRoutes = {
  ...crudRoutes('/setup/agent', { catalog }),
  'setup/agent-hierarchy': lazyPage(() =>
    import('../../modules/agent/agent-hierarchy-page').then((m) => m.AgentHierarchyPage),
  ),
};

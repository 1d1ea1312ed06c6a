import { crudRoutes } from '../../crud/crud-routes';
import type { ScreenRoutes } from './screen-routes';

/** /setup screens built so far; the others render the section's placeholder. */
export const SETUP_ROUTES: ScreenRoutes = {
  ...crudRoutes('/setup/wander-plan'),
  ...crudRoutes('/setup/payment-term'),
};

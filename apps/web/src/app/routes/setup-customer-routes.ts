import { crudRoutes } from '../../crud/crud-routes';
import type { ScreenRoutes } from './screen-routes';

/** Setup > Customer loads only its own declarations. */
const catalog = () => import('../../crud/setup-customer-catalog');

/** Setup > Customer: customers (with the invitation of their admin), groups and membership tiers. */
export const SETUP_CUSTOMER_ROUTES: ScreenRoutes = {
  ...crudRoutes('/setup/customer', { catalog }),
  ...crudRoutes('/setup/customer-group', { catalog }),
  ...crudRoutes('/setup/membership', { catalog }),
};

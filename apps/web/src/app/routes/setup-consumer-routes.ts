import { declaredRoutes } from '../../crud/plain-resource';
import type { ScreenRoutes } from './screen-routes';
import { SETUP_DECLARATIONS } from './setup-declarations';

const declared = declaredRoutes(SETUP_DECLARATIONS);

/** /setup Consumer screens (issue 15): spread into SETUP_ROUTES. */
export const SETUP_CONSUMER_ROUTES: ScreenRoutes = {
  // consumer-list with consumer-edit/{id}: consumers sign up through the store, no New.
  ...declared('/setup/consumer'),
  ...declared('/setup/consumer-group'),
};

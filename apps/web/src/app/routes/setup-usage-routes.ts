import { crudRoutes } from '../../crud/crud-routes';
import { lazyPage, type ScreenRoutes } from './screen-routes';

const catalog = () => import('../../crud/setup-usage-catalog');

/** Setup > Customer: usage notifications, the eSIM service journal, and an alert's top-up page. */
export const SETUP_USAGE_ROUTES: ScreenRoutes = {
  ...crudRoutes('/setup/usage-notification', { catalog }),
  ...crudRoutes('/setup/service-moving-journal', { catalog }),
  'setup/esim-top-up/:id': lazyPage(() =>
    import('../../modules/usage/esim-top-up-page').then((m) => m.EsimTopUpPage),
  ),
};

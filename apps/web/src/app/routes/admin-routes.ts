import { crudRoutes } from '../../crud/crud-routes';
import { lazyPage, type ScreenRoutes } from './screen-routes';

/** /admin screens (spec section 2 "Admin section"); the rest of the section stays placeholder. */
export const ADMIN_ROUTES: ScreenRoutes = {
  ...crudRoutes('/admin/user', { listAt: 'admin/users' }),
  ...crudRoutes('/admin/log', {
    listAt: 'admin/logs',
    pages: {
      detail: lazyPage(() =>
        import('../../modules/admin/log-detail-page').then((m) => m.LogDetailPage),
      ),
    },
  }),
  'admin/roles': lazyPage(() => import('../../modules/admin/roles-page').then((m) => m.RolesPage)),
  'admin/permissions': lazyPage(() =>
    import('../../modules/admin/permissions-page').then((m) => m.PermissionsPage),
  ),
  'admin/customer-group-permissions': lazyPage(() =>
    import('../../modules/admin/customer-group-permissions-page').then(
      (m) => m.CustomerGroupPermissionsPage,
    ),
  ),
};

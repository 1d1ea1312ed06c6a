import { crudRoutes } from '../../crud/crud-routes';
import { ADMIN_MENU, ADMIN_SCREENS } from '../menus/admin-menu';
import { SECTION_INFO } from '../../lib/routes/route-handle';
import type { SectionDef } from './sections';
import { lazyPage, type ScreenRoutes } from './screen-routes';

const catalog = () => import('./admin-resource-catalog');

/** /admin screens (spec section 2 "Admin section"); the rest of the section stays placeholder. */
export const ADMIN_ROUTES: ScreenRoutes = {
  ...crudRoutes('/admin/user', { catalog, listAt: 'admin/users' }),
  ...crudRoutes('/admin/log', {
    catalog,
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

/** The Admin section, loaded on demand (sections.ts). */
export const ADMIN_SECTION: SectionDef = {
  ...SECTION_INFO.admin,
  menu: ADMIN_MENU,
  screens: ADMIN_SCREENS,
  routes: ADMIN_ROUTES,
};

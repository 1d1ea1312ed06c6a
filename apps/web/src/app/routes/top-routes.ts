import { crudRoutes } from '../../crud/crud-routes';
import { plainResource } from '../../crud/plain-resource';
import { lazyPage, type ScreenRoutes } from './screen-routes';

/** Group eSIMs (issue 29): the engine's list; the group's own page for new and edit. */
const groupOrderPage = lazyPage(() =>
  import('../../modules/group/group-order-page').then((m) => m.GroupOrderPage),
);
const groupOrderRoutes = crudRoutes('/group-order', {
  catalog: plainResource(() =>
    import('@wander/contract/resources/group/group-order').then((m) => m.groupOrderResource),
  ),
  pages: { new: groupOrderPage, edit: groupOrderPage },
});

/** Signed-in screens outside the sections (TOP_SCREENS) built for real, by path; one line each. */
export const TOP_ROUTES: ScreenRoutes = {
  invitations: lazyPage(() =>
    import('../../modules/network/invitations-page').then((m) => m.InvitationsPage),
  ),
  // The catalogue's first answers are asked for beside its scripts (issue 30).
  catalog: lazyPage(() => {
    void import('../../modules/catalog/catalog-prefetch').then((m) =>
      m.prefetchCatalog().catch(() => undefined),
    );
    return import('../../modules/catalog/catalog-page').then((m) => m.CatalogPage);
  }),
  wallet: lazyPage(() => import('../../modules/payment/wallet-page').then((m) => m.WalletPage)),
  'purchase-order-list': lazyPage(() =>
    import('../../modules/orders/purchase-order-list-page').then((m) => m.PurchaseOrderListPage),
  ),
  'purchase-order-new': lazyPage(() =>
    import('../../modules/orders/purchase-order-form-page').then((m) => m.PurchaseOrderFormPage),
  ),
  'purchase-order-edit/:id': lazyPage(() =>
    import('../../modules/orders/purchase-order-form-page').then((m) => m.PurchaseOrderFormPage),
  ),
  'purchase-order-detail/:id': lazyPage(() =>
    import('../../modules/orders/purchase-order-detail-page').then(
      (m) => m.PurchaseOrderDetailPage,
    ),
  ),
  ...groupOrderRoutes,
};

import { crudRoutes } from '../../crud/crud-routes';
import { lazyPage, type ScreenRoutes } from './screen-routes';

/** /setup screens built so far; the others render the section's placeholder. */
export const SETUP_ROUTES: ScreenRoutes = {
  ...crudRoutes('/setup/wander-plan'),
  ...crudRoutes('/setup/payment-term'),
  ...crudRoutes('/setup/wander-serial-number', {
    pages: {
      list: lazyPage(() =>
        import('../../modules/catalog/serial-number-list-page').then((m) => m.SerialNumberListPage),
      ),
    },
  }),
  ...crudRoutes('/setup/product', {
    pages: {
      detail: lazyPage(() =>
        import('../../modules/catalog/product-detail-page').then((m) => m.ProductDetailPage),
      ),
      edit: lazyPage(() =>
        import('../../modules/catalog/product-edit-page').then((m) => m.ProductEditPage),
      ),
    },
  }),
  ...crudRoutes('/setup/promotion'),
  'setup/wander-serial-number-import': lazyPage(() =>
    import('../../modules/catalog/serial-import-page').then((m) => m.SerialImportPage),
  ),
  'setup/received-order-list': lazyPage(() =>
    import('../../modules/orders/received-order-list-page').then((m) => m.ReceivedOrderListPage),
  ),
  'setup/received-order-detail/:id': lazyPage(() =>
    import('../../modules/orders/purchase-order-detail-page').then(
      (m) => m.ReceivedOrderDetailPage,
    ),
  ),
  'setup/invoice-list': lazyPage(() =>
    import('../../modules/orders/invoice-list-page').then((m) => m.InvoiceListPage),
  ),
  'setup/invoice-detail/:id': lazyPage(() =>
    import('../../modules/orders/invoice-detail-page').then((m) => m.InvoiceDetailPage),
  ),
  'setup/wallet-list': lazyPage(() =>
    import('../../modules/payment/wallet-list-page').then((m) => m.WalletListPage),
  ),
  'setup/wallet-transaction-list': lazyPage(() =>
    import('../../modules/payment/wallet-transaction-list-page').then(
      (m) => m.WalletTransactionListPage,
    ),
  ),
  'setup/purchase-setup-list': lazyPage(() =>
    import('../../modules/orders/purchase-setup-list-page').then((m) => m.PurchaseSetupListPage),
  ),
  'setup/purchase-setup-edit/:id': lazyPage(() =>
    import('../../modules/orders/purchase-setup-edit-page').then((m) => m.PurchaseSetupEditPage),
  ),
  'setup/sale-order-list': lazyPage(() =>
    import('../../modules/orders/sale-order-list-page').then((m) => m.SaleOrderListPage),
  ),
  'setup/sale-order-new': lazyPage(() =>
    import('../../modules/orders/sale-order-new-page').then((m) => m.SaleOrderNewPage),
  ),
  'setup/sale-order-detail/:id': lazyPage(() =>
    import('../../modules/orders/sale-order-detail-page').then((m) => m.SaleOrderDetailPage),
  ),
};

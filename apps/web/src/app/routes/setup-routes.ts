import { crudRoutes } from '../../crud/crud-routes';
import { declaredRoutes } from '../../crud/plain-resource';
import { SETUP_MENU, SETUP_SCREENS } from '../menus/setup-menu';
import { SETUP_DECLARATIONS } from './setup-declarations';
import { SECTION_INFO } from '../../lib/routes/route-handle';
import type { SectionDef } from './sections';
import { lazyPage, type ScreenRoutes } from './screen-routes';
import { SETUP_AGENT_ROUTES } from './setup-agent-routes';
import { SETUP_APPOINTMENT_ROUTES } from './setup-appointment-routes';
import { SETUP_COUPON_ROUTES } from './setup-coupon-routes';
import { SETUP_CONSUMER_ROUTES } from './setup-consumer-routes';
import { SETUP_USAGE_ROUTES } from './setup-usage-routes';

const reviewPages = () => import('../../modules/product/product-review-pages');

const catalog = () => import('./setup-resource-catalog');
const promotionCatalog = () => import('./setup-promotion-catalog');
const platformCatalog = () => import('./setup-platform-catalog');
/** Setup > Product > Providers: the provider detail's account panel (issue 27). */
const supplyCatalog = () => import('./setup-supply-catalog');
/** Setup > Product > Setup's resources that need more than their declaration. */
const productSetupCatalog = () => import('../../crud/setup-product-catalog');

const declared = declaredRoutes(SETUP_DECLARATIONS);

/** /setup screens built so far; the others render the section's placeholder. */
export const SETUP_ROUTES: ScreenRoutes = {
  ...SETUP_AGENT_ROUTES,
  ...SETUP_USAGE_ROUTES,
  // Setup > Customer: customers (with the invitation of their admin), groups and membership tiers.
  ...declared('/setup/customer'),
  ...declared('/setup/customer-group'),
  ...declared('/setup/membership'),
  ...declared('/setup/wander-plan', {
    pages: {
      detail: lazyPage(() =>
        import('../../modules/product/plan-detail-page').then((m) => m.PlanDetailPage),
      ),
      edit: lazyPage(() =>
        import('../../modules/product/plan-edit-page').then((m) => m.PlanEditPage),
      ),
    },
  }),
  ...SETUP_APPOINTMENT_ROUTES,
  ...SETUP_COUPON_ROUTES,
  ...SETUP_CONSUMER_ROUTES,
  ...declared('/setup/payment-term'),
  ...declared('/setup/currency-pricing'),
  ...crudRoutes('/setup/wander-platform', { catalog: platformCatalog }),
  ...crudRoutes('/setup/wallet-adjustment', {
    catalog,
    pages: {
      detail: lazyPage(() =>
        import('../../modules/payment/wallet-adjustment-detail-page').then(
          (m) => m.WalletAdjustmentDetailPage,
        ),
      ),
    },
  }),
  ...crudRoutes('/setup/transaction', { catalog }),
  ...declared('/setup/wander-serial-number', {
    pages: {
      list: lazyPage(() =>
        import('../../modules/catalog/serial-number-list-page').then((m) => m.SerialNumberListPage),
      ),
    },
  }),
  ...declared('/setup/product', {
    pages: {
      detail: lazyPage(() =>
        import('../../modules/catalog/product-detail-page').then((m) => m.ProductDetailPage),
      ),
      edit: lazyPage(() =>
        import('../../modules/catalog/product-edit-page').then((m) => m.ProductEditPage),
      ),
    },
  }),
  ...crudRoutes('/setup/promotion', { catalog: promotionCatalog }),
  ...crudRoutes('/setup/provider', { catalog: supplyCatalog }),
  'setup/store-branding': lazyPage(() =>
    import('../../modules/payment/store-branding-page').then((m) => m.StoreBrandingPage),
  ),
  'setup/plan-supply': lazyPage(() =>
    import('../../modules/supply/plan-supply-page').then((m) => m.PlanSupplyPage),
  ),
  ...declared('/setup/location'),
  ...declared('/setup/offer-group'),
  ...declared('/setup/partner-offer'),
  ...declared('/setup/more-directory'),
  ...declared('/setup/gift-background-image'),
  ...declared('/setup/best-selling'),
  ...declared('/setup/recommend'),
  ...declared('/setup/product-type'),
  ...crudRoutes('/setup/product-category', { catalog: productSetupCatalog }),
  ...declared('/setup/brand'),
  ...declared('/setup/dimension-setup'),
  ...declared('/setup/cost-type-setup'),
  ...declared('/setup/cost-setup'),
  ...declared('/setup/warranty-type'),
  ...crudRoutes('/setup/warranty', { catalog: productSetupCatalog }),
  ...declared('/setup/location-unit'),
  ...declared('/setup/location-sorting'),
  'setup/location-setup': lazyPage(() =>
    import('../../modules/product/location-setup-page').then((m) => m.LocationSetupPage),
  ),
  'setup/movement-journal-list': lazyPage(() =>
    import('../../modules/product/movement-journal-list-page').then(
      (m) => m.MovementJournalListPage,
    ),
  ),
  'setup/movement-journal-new': lazyPage(() =>
    import('../../modules/product/movement-journal-new-page').then((m) => m.MovementJournalNewPage),
  ),
  'setup/movement-journal-adjust/:id': lazyPage(() =>
    import('../../modules/product/movement-journal-adjust-page').then(
      (m) => m.MovementJournalAdjustPage,
    ),
  ),
  'setup/movement-journal-detail/:id': lazyPage(() =>
    import('../../modules/product/movement-journal-detail-page').then(
      (m) => m.MovementJournalDetailPage,
    ),
  ),
  'setup/product-review-list': lazyPage(() => reviewPages().then((m) => m.ProductReviewListPage)),
  'setup/product-review-detail/:id': lazyPage(() =>
    reviewPages().then((m) => m.ProductReviewDetailPage),
  ),
  'setup/wander-serial-number-import': lazyPage(() =>
    import('../../modules/catalog/serial-import-page').then((m) => m.SerialImportPage),
  ),
  'setup/spark-package-import': lazyPage(() =>
    import('../../modules/product/spark-package-import-page').then((m) => m.SparkPackageImportPage),
  ),
  'setup/usage-report-list': lazyPage(() =>
    import('../../modules/usage/usage-report-page').then((m) => m.UsageReportPage),
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
  'setup/invoice-new': lazyPage(() =>
    import('../../modules/orders/invoice-new-page').then((m) => m.InvoiceNewPage),
  ),
  'setup/invoice-edit/:id': lazyPage(() =>
    import('../../modules/orders/invoice-edit-page').then((m) => m.InvoiceEditPage),
  ),
  'setup/invoice-detail-new': lazyPage(() =>
    import('../../modules/orders/invoice-detail-new-page').then((m) => m.InvoiceDetailNewPage),
  ),
  'setup/invoice-cancelled-list': lazyPage(() =>
    import('../../modules/invoicing/invoice-cancelled-list-page').then(
      (m) => m.InvoiceCancelledListPage,
    ),
  ),
  'setup/invoice-cancelled-edit/:id': lazyPage(() =>
    import('../../modules/invoicing/invoice-cancelled-edit-page').then(
      (m) => m.InvoiceCancelledEditPage,
    ),
  ),
  'setup/invoice-import': lazyPage(() =>
    import('../../modules/invoicing/invoice-import-page').then((m) => m.InvoiceImportPage),
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

/** The Setup section, loaded on demand (sections.ts). */
export const SETUP_SECTION: SectionDef = {
  ...SECTION_INFO.setup,
  menu: SETUP_MENU,
  screens: SETUP_SCREENS,
  routes: SETUP_ROUTES,
};

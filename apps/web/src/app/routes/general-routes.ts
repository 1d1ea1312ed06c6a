import { crudRoutes } from '../../crud/crud-routes';
import { lazyPage, type ScreenRoutes } from './screen-routes';

const uomEditPage = lazyPage(() =>
  import('../../modules/product/uom-edit-page').then((m) => m.UomEditPage),
);

/** /general screens (spec section 2 "General section"): one line per plain resource. */
export const GENERAL_ROUTES: ScreenRoutes = {
  ...crudRoutes('/general/company'),
  ...crudRoutes('/general/setting'),
  ...crudRoutes('/general/currency'),
  ...crudRoutes('/general/country'),
  ...crudRoutes('/general/bank'),
  // A unit's new and edit pages have their own module (the related-unit options, and the
  // products using the unit under the edit form).
  ...crudRoutes('/general/uom', { pages: { new: uomEditPage, edit: uomEditPage } }),
  ...crudRoutes('/general/tax-code'),
  ...crudRoutes('/general/tax-group'),
  ...crudRoutes('/general/item-tax-group'),
  ...crudRoutes('/general/sms'),
  ...crudRoutes('/general/notification'),
  ...crudRoutes('/general/email-log'),
  'general/company-detail': lazyPage(() =>
    import('../../modules/network/company-detail-page').then((m) => m.CompanyDetailPage),
  ),
  'general/sms-import': lazyPage(() =>
    import('../../modules/notification/sms-import-page').then((m) => m.SmsImportPage),
  ),
  'general/fcm-message': lazyPage(() =>
    import('../../modules/notification/fcm-message-page').then((m) => m.FcmMessagePage),
  ),
  'general/notification-detail/:title': lazyPage(() =>
    import('../../modules/notification/notification-detail-page').then(
      (m) => m.NotificationDetailPage,
    ),
  ),
};

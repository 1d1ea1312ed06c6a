import { crudRoutes } from '../../crud/crud-routes';
import { declaredRoutes } from '../../crud/plain-resource';
import { GENERAL_MENU, GENERAL_SCREENS } from '../menus/general-menu';
import { GENERAL_DECLARATIONS } from './general-declarations';
import { SECTION_INFO } from '../../lib/routes/route-handle';
import type { SectionDef } from './sections';
import { lazyPage, type ScreenRoutes } from './screen-routes';

const uomEditPage = lazyPage(() =>
  import('../../modules/product/uom-edit-page').then((m) => m.UomEditPage),
);

const catalog = () => import('./general-resource-catalog');
const messageLists = () => import('../../crud/list-resource-catalog');
const large = () => import('../../crud/large-resource-catalog');
const declared = declaredRoutes(GENERAL_DECLARATIONS);

/** /general screens (spec section 2 "General section"): one line per plain resource. */
export const GENERAL_ROUTES: ScreenRoutes = {
  ...crudRoutes('/general/company', { catalog: large }),
  ...crudRoutes('/general/setting', { catalog }),
  ...crudRoutes('/general/currency', { catalog }),
  ...declared('/general/exchange-rate'),
  ...declared('/general/country'),
  ...declared('/general/bank'),
  // A unit's new and edit pages have their own module (the related-unit options, and the
  // products using the unit under the edit form).
  ...declared('/general/uom', { pages: { new: uomEditPage, edit: uomEditPage } }),
  ...declared('/general/tax-code'),
  ...declared('/general/tax-group'),
  ...declared('/general/item-tax-group'),
  ...crudRoutes('/general/sms', { catalog: messageLists }),
  ...crudRoutes('/general/notification', { catalog: messageLists }),
  ...crudRoutes('/general/email-log', { catalog: messageLists }),
  'general/company-detail': lazyPage(() =>
    import('../../modules/network/company-detail-page').then((m) => m.CompanyDetailPage),
  ),
  'general/exchange-rate-import': lazyPage(() =>
    import('../../modules/network/exchange-rate-import-page').then((m) => m.ExchangeRateImportPage),
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

/** The General section, loaded on demand (sections.ts). */
export const GENERAL_SECTION: SectionDef = {
  ...SECTION_INFO.general,
  menu: GENERAL_MENU,
  screens: GENERAL_SCREENS,
  routes: GENERAL_ROUTES,
};

import { crudRoutes } from '../../crud/crud-routes';
import { declaredRoutes } from '../../crud/plain-resource';
import { lazyPage, type ScreenRoutes } from './screen-routes';
import { SETUP_DECLARATIONS } from './setup-declarations';

const declared = declaredRoutes(SETUP_DECLARATIONS);
/** Affiliate registrations, affiliates and referral commissions (more than their declarations). */
const catalog = () => import('../../crud/setup-consumer-catalog');
const affiliateLists = () => import('../../modules/customer/affiliate-list-pages');

/** /setup Consumer screens (issue 15): spread into SETUP_ROUTES. */
export const SETUP_CONSUMER_ROUTES: ScreenRoutes = {
  // consumer-list with consumer-edit/{id}: consumers sign up through the store, no New.
  ...declared('/setup/consumer'),
  ...declared('/setup/consumer-group'),
  // consumer-affiliate-registration-list with -edit/{id}: the application and its decision.
  ...crudRoutes('/setup/consumer-affiliate-registration', {
    catalog,
    pages: {
      edit: lazyPage(() =>
        import('../../modules/customer/affiliate-registration-edit-page').then(
          (m) => m.AffiliateRegistrationEditPage,
        ),
      ),
    },
  }),
  // Reward: Consumer Affiliate and Referral, each with its summary PDF.
  ...crudRoutes('/setup/consumer-affiliate', {
    catalog,
    pages: { list: lazyPage(() => affiliateLists().then((m) => m.ConsumerAffiliateListPage)) },
  }),
  ...crudRoutes('/setup/consumer-commission', {
    catalog,
    pages: { list: lazyPage(() => affiliateLists().then((m) => m.ConsumerCommissionListPage)) },
  }),
};

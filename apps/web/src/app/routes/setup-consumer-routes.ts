import { crudRoutes } from '../../crud/crud-routes';
import { declaredRoutes } from '../../crud/plain-resource';
import { lazyPage, type ScreenRoutes } from './screen-routes';
import { SETUP_DECLARATIONS } from './setup-declarations';

const declared = declaredRoutes(SETUP_DECLARATIONS);
/** Affiliate registrations, affiliates and referral commissions (more than their declarations). */
const catalog = () => import('../../crud/setup-consumer-catalog');
const affiliateLists = () => import('../../modules/customer/affiliate-list-pages');

/** A consumer's edit page: the generic form, and its progress towards the upgrade goals. */
const consumerEditPage = lazyPage(() =>
  import('../../modules/customer/consumer-edit-page').then((m) => m.ConsumerEditPage),
);

/** A goal's new and edit pages: the generic form, and the consumers' progress under a goal. */
const goalEditPage = lazyPage(() =>
  import('../../modules/customer/consumer-goal-edit-page').then((m) => m.ConsumerGoalEditPage),
);

/** /setup Consumer screens (issue 15): spread into SETUP_ROUTES. */
export const SETUP_CONSUMER_ROUTES: ScreenRoutes = {
  // consumer-list with consumer-edit/{id}: consumers sign up through the store, no New.
  ...declared('/setup/consumer', { pages: { edit: consumerEditPage } }),
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
  // Consumer Summary: consumer-goal-list with -new and -edit/{id} (the progress under the form).
  ...declared('/setup/consumer-goal', { pages: { new: goalEditPage, edit: goalEditPage } }),
};

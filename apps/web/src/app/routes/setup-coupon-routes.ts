import { crudRoutes } from '../../crud/crud-routes';
import { declaredRoutes } from '../../crud/plain-resource';
import type { ScreenRoutes } from './screen-routes';
import { SETUP_DECLARATIONS } from './setup-declarations';

const declared = declaredRoutes(SETUP_DECLARATIONS);
/** The read-only coupon transaction list (rows do not open a form). */
const couponCatalog = () => import('../../crud/setup-coupon-catalog');

/** /setup Reward screens of the coupons (issue 15): spread into SETUP_ROUTES. */
export const SETUP_COUPON_ROUTES: ScreenRoutes = {
  ...declared('/setup/wander-coupon'),
  ...declared('/setup/coupon-consumer'),
  ...declared('/setup/coupon-automation'),
  ...crudRoutes('/setup/wander-coupon-transaction', { catalog: couponCatalog }),
};

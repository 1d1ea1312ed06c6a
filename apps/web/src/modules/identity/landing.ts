import type { Profile, SetupStatus } from '@wander/contract';
import { isCompanyAdmin, isCustomer, isPlatformAdmin } from '../../lib/access/permissions';
import { SETUP_START_PATH } from '../../lib/routes/guards';
import { canOpenPath } from '../../app/routes/route-access';

export const PRODUCT_SETUP_PATH = '/setup/product-list?showSteps=true';
export const CUSTOMER_HOME_PATH = '/purchase-order-list';

/** Company admins and users with a Customer role entity get the company setup check. */
export function needsSetupCheck(profile: Profile): boolean {
  return (
    isCompanyAdmin(profile) ||
    profile.userRoleEntities.some((entity) => entity.roleName === 'Customer')
  );
}

/**
 * Where sign-in lands (spec section 4). With a setup status: something missing at step 0 goes to the
 * company details, at step 2 to the products, otherwise home; nothing missing sends customers who
 * are not platform admins to their orders. A remembered origin wins when the user may open it and
 * no setup step is pending.
 */
export async function landingAfterSignIn(
  profile: Profile,
  setupStatus: SetupStatus | null,
  origin: string | null,
): Promise<string> {
  const allowedOrigin = origin && (await canOpenPath(profile, origin)) ? origin : null;
  if (!setupStatus) return allowedOrigin ?? '/';
  const missing = !setupStatus.isSetupFully || setupStatus.missing.length > 0;
  if (missing) {
    if (setupStatus.step === 0) return SETUP_START_PATH;
    if (setupStatus.step === 2) return PRODUCT_SETUP_PATH;
    return '/';
  }
  if (allowedOrigin) return allowedOrigin;
  return isCustomer(profile) && !isPlatformAdmin(profile) ? CUSTOMER_HOME_PATH : '/';
}

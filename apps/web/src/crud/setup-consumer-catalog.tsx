import { consumerAffiliateRegistrationResource } from '@wander/contract/resources/customer/consumer-affiliate-registration';
import { consumerAffiliateResource } from '@wander/contract/resources/customer/consumer-affiliate';
import { consumerCommissionResource } from '@wander/contract/resources/customer/consumer-commission';
import type { CrudConfig, CrudRoute } from './crud-types';
import { configIn } from './plain-config';

/**
 * The consumer reward pages that need more than their declaration: affiliate registrations (a row
 * opens the decision page), and the read-only affiliate and referral commission lists.
 */
export const SETUP_CONSUMER_CATALOG = {
  '/setup/consumer-affiliate-registration': { resource: consumerAffiliateRegistrationResource },
  '/setup/consumer-affiliate': { resource: consumerAffiliateResource, rowsOpen: false },
  '/setup/consumer-commission': { resource: consumerCommissionResource, rowsOpen: false },
} satisfies Record<string, CrudConfig>;

export function crudConfigOf(route: CrudRoute): CrudConfig | undefined {
  return configIn(SETUP_CONSUMER_CATALOG, route);
}

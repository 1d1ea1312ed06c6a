import { customerGroupResource, customerResource, membershipResource } from '@wander/contract';
import type { CrudConfig, CrudRoute } from './crud-types';
import { configIn } from './plain-config';

/**
 * Setup > Customer's generic pages (customers, customer groups, membership tiers): a catalog of
 * their own, so these screens load only these declarations (see setup-resource-catalog). The
 * customer's form comes from its declaration: the new customer's Email is where its admin is
 * invited, shown read-only once the customer exists.
 */
const CUSTOMER_CATALOG = {} satisfies Record<string, CrudConfig>;

const CUSTOMER_RESOURCES = [customerResource, customerGroupResource, membershipResource];

export function crudConfigOf(route: CrudRoute): CrudConfig | undefined {
  return configIn(CUSTOMER_CATALOG, CUSTOMER_RESOURCES, route);
}

import { couponTransactionResource } from '@wander/contract/resources/coupon/coupon-transaction';
import type { CrudConfig, CrudRoute } from './crud-types';
import { configIn } from './plain-config';

/** The coupon pages that need more than their declaration: the read-only transaction list. */
export const SETUP_COUPON_CATALOG = {
  '/setup/wander-coupon-transaction': { resource: couponTransactionResource, rowsOpen: false },
} satisfies Record<string, CrudConfig>;

export function crudConfigOf(route: CrudRoute): CrudConfig | undefined {
  return configIn(SETUP_COUPON_CATALOG, route);
}

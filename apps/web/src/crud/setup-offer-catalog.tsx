import {
  bestSellingResource,
  giftBackgroundImageResource,
  moreDirectoryResource,
  offerGroupResource,
  partnerOfferResource,
  recommendResource,
} from '@wander/contract';
import type { CrudConfig, CrudRoute } from './crud-types';
import { configIn } from './plain-config';

/** Setup > Offer's generic pages: a catalog of their own (see setup-resource-catalog). */
const OFFER_RESOURCES = [
  offerGroupResource,
  partnerOfferResource,
  moreDirectoryResource,
  giftBackgroundImageResource,
  bestSellingResource,
  recommendResource,
];

export function crudConfigOf(route: CrudRoute): CrudConfig | undefined {
  return configIn({}, OFFER_RESOURCES, route);
}

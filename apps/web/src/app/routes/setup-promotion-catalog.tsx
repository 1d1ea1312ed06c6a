import { promotionResource } from '@wander/contract';
import type { CrudConfig, CrudRoute } from '../../crud/crud-types';
import { configIn } from '../../crud/plain-config';
import { variantOfChosenProduct } from '../../crud/variant-options';

/**
 * Setup > Promotion's generic pages: the variant options follow the chosen product. One catalog
 * per screen, so a screen loads only its own declaration (the bundle budget).
 */
export const SETUP_PROMOTION_CATALOG = {
  '/setup/promotion': {
    resource: promotionResource,
    form: {
      fields: {
        variantId: variantOfChosenProduct,
      },
    },
  },
} satisfies Record<string, CrudConfig>;

export function crudConfigOf(route: CrudRoute): CrudConfig | undefined {
  return configIn(SETUP_PROMOTION_CATALOG, route);
}

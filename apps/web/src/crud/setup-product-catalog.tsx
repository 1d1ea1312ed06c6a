import { productCategoryResource, warrantyResource } from '@wander/contract';
import type { CrudConfig, CrudRoute } from './crud-types';
import { configIn } from './plain-config';
import { variantOfChosenProduct } from './variant-options';

/**
 * Setup > Product > Setup's generic pages that need more than their declaration (warranties,
 * categories): a catalog of their own (the plain ones are in app/routes/setup-declarations).
 */
const PRODUCT_SETUP_CATALOG = {
  '/setup/warranty': {
    resource: warrantyResource,
    form: {
      fields: {
        variantId: variantOfChosenProduct,
      },
    },
  },
  // Spec section 7: the category's delete also carries a form id (the screen it came from).
  '/setup/product-category': {
    resource: productCategoryResource,
    endpoints: {
      remove: (id) =>
        `${productCategoryResource.apiPath}/${encodeURIComponent(id)}/product-category-list`,
    },
  },
} satisfies Record<string, CrudConfig>;

export function crudConfigOf(route: CrudRoute): CrudConfig | undefined {
  return configIn(PRODUCT_SETUP_CATALOG, route);
}

import {
  brandResource,
  costSetupResource,
  costTypeSetupResource,
  dimensionSetupResource,
  locationUnitResource,
  locSortingHeaderResource,
  productCategoryResource,
  productTypeResource,
  warrantyResource,
  warrantyTypeResource,
} from '@wander/contract';
import type { CrudConfig, CrudRoute } from './crud-types';
import { configIn } from './plain-config';

/**
 * Setup > Product > Setup's generic pages (types, categories, brands, dimensions, costs,
 * warranties, location units and sortings): a catalog of their own, so these screens load only
 * these declarations (see setup-resource-catalog).
 */
const PRODUCT_SETUP_CATALOG = {
  '/setup/warranty': {
    resource: warrantyResource,
    form: {
      fields: {
        variantId: {
          options: ({ values }) =>
            typeof values.productId === 'string' && values.productId
              ? { path: `product/ProductVariant/GetSelectList/${values.productId}` }
              : null,
        },
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

const PRODUCT_SETUP_RESOURCES = [
  productTypeResource,
  brandResource,
  dimensionSetupResource,
  costTypeSetupResource,
  costSetupResource,
  warrantyTypeResource,
  locationUnitResource,
  locSortingHeaderResource,
];

export function crudConfigOf(route: CrudRoute): CrudConfig | undefined {
  return configIn(PRODUCT_SETUP_CATALOG, PRODUCT_SETUP_RESOURCES, route);
}

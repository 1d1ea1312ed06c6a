import {
  bestSellingResource,
  giftBackgroundImageResource,
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
  locationResource,
  moreDirectoryResource,
  offerGroupResource,
  partnerOfferResource,
  recommendResource,
  paymentTermResource,
  productResource,
  promotionResource,
  serialNumberResource,
  transactionResource,
  wanderPlanResource,
  wanderPlatformResource,
  walletAdjustmentResource,
} from '@wander/contract';
import { lazy } from 'react';
import type { CrudConfig, CrudRoute } from './crud-types';
import { configIn } from './plain-config';

/** The Setup section's generic pages (see general-resource-catalog). */
export const SETUP_CRUD_CATALOG = {
  '/setup/promotion': {
    resource: promotionResource,
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
  '/setup/wander-platform': {
    resource: wanderPlatformResource,
    detailExtra: lazy(() =>
      import('../modules/payment/platform-key-panel').then((m) => ({
        default: m.PlatformKeyPanel,
      })),
    ),
  },
  '/setup/wallet-adjustment': {
    resource: walletAdjustmentResource,
    form: {
      fields: {
        walletId: { options: () => ({ path: 'payment/WalletAdjustment/GetWalletSelectList' }) },
      },
    },
    openRow: (row) => `/setup/wallet-adjustment-detail/${String(row.id)}`,
  },
  '/setup/transaction': { resource: transactionResource, rowsOpen: false },
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

const SETUP_RESOURCES = [
  wanderPlanResource,
  paymentTermResource,
  serialNumberResource,
  productResource,
  locationResource,
  offerGroupResource,
  partnerOfferResource,
  moreDirectoryResource,
  giftBackgroundImageResource,
  bestSellingResource,
  recommendResource,
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
  return configIn(SETUP_CRUD_CATALOG, SETUP_RESOURCES, route);
}

import {
  locationResource,
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
} satisfies Record<string, CrudConfig>;

const SETUP_RESOURCES = [
  wanderPlanResource,
  paymentTermResource,
  serialNumberResource,
  productResource,
  locationResource,
];

export function crudConfigOf(route: CrudRoute): CrudConfig | undefined {
  return configIn(SETUP_CRUD_CATALOG, SETUP_RESOURCES, route);
}

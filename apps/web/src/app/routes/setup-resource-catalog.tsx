import {
  promotionResource,
  transactionResource,
  wanderPlatformResource,
  walletAdjustmentResource,
} from '@wander/contract';
import { lazy } from 'react';
import type { CrudConfig, CrudRoute } from '../../crud/crud-types';
import { configIn } from '../../crud/plain-config';

/**
 * The Setup section's generic pages that need more than their declaration (see
 * general-resource-catalog); plain ones are in app/routes/setup-declarations.
 */
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
      import('../../modules/payment/platform-key-panel').then((m) => ({
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

export function crudConfigOf(route: CrudRoute): CrudConfig | undefined {
  return configIn(SETUP_CRUD_CATALOG, route);
}

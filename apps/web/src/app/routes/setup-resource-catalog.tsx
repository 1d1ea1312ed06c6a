import { transactionResource, walletAdjustmentResource } from '@wander/contract';
import type { CrudConfig, CrudRoute } from '../../crud/crud-types';
import { configIn } from '../../crud/plain-config';

/**
 * The Setup section's wallet pages that need more than their declaration (see
 * general-resource-catalog); plain ones are in app/routes/setup-declarations, and the promotion
 * and sales platform pages have catalogs of their own (each screen loads only its declarations).
 */
export const SETUP_CRUD_CATALOG = {
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

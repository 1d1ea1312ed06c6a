import { and, eq, or, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Resource, VIEW_CUSTOMER_WALLETS } from '@wander/contract';
import { can } from '../../platform/auth/context.js';
import { currentCompany, isPlatformUser, requireAuth } from '../../platform/http/security.js';
import { companies, wallets } from '../../db/schema/index.js';

/** Who looks at wallets, and how far: see walletScope. */
export interface WalletViewer {
  companyId: string;
  entityCode: string;
  companyType: string;
  /** payment/Wallet ViewCustomerWallets (a platform admin has every permission). */
  customers: boolean;
  platform: boolean;
}

export function walletViewerOf(request: FastifyRequest): WalletViewer {
  const ctx = requireAuth(request);
  const company = currentCompany(request);
  return {
    companyId: company.id,
    entityCode: company.entityCode,
    companyType: company.companyType,
    customers: can(ctx, Resource.Wallet, VIEW_CUSTOMER_WALLETS),
    platform: isPlatformUser(request),
  };
}

/**
 * The wallets a viewer may see, as a condition on `wallets` joined with their `companies`:
 * - everyone: the working company's own wallet;
 * - with ViewCustomerWallets, a distributor also the wallets of its own business customers (the
 *   customer companies under it), and platform staff every wallet.
 * An agent or operator of a distributor without the grant sees only the company's own wallet.
 */
export function walletScope(viewer: WalletViewer): SQL | undefined {
  const own = eq(wallets.companyId, viewer.companyId);
  if (!viewer.customers) return own;
  if (viewer.platform) return undefined;
  if (viewer.companyType !== 'distributor') return own;
  return or(
    own,
    and(eq(companies.parentEntityCode, viewer.entityCode), eq(companies.companyType, 'customer')),
  );
}

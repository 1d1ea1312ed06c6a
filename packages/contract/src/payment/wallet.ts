import { z } from 'zod';
import { UUID_PATTERN } from '../validation/validators.js';

/** Wording of the wallet's refusals (the spec gives none; these are the product's). */
export const WalletMessage = {
  insufficient: 'Insufficient wallet balance',
  noWallet: 'This company has no wallet yet',
  currencyMismatch: 'The wallet currency does not match the order currency',
} as const;

export const WALLET_TRANSACTION_KINDS = [
  'opening',
  'topup',
  'purchase',
  'refund',
  'adjustment',
] as const;
/** How a ledger row's kind is shown (screens and the summary PDF). */
export const WALLET_KIND_LABELS: Record<string, string> = {
  opening: 'Opening balance',
  topup: 'Top-up',
  purchase: 'Purchase',
  refund: 'Refund',
  adjustment: 'Adjustment',
};

export { VIEW_CUSTOMER_WALLETS } from './wallet-permissions.js';

/** GET payment/Wallet/GetByCustomer and the rows of payment/Wallet/Search. */
export const walletSchema = z.object({
  id: z.string(),
  entityCode: z.string(),
  companyName: z.string(),
  currency: z.string(),
  walletBalance: z.number(),
  updatedAt: z.string(),
});
export type Wallet = z.infer<typeof walletSchema>;

/** A row of POST payment/WalletTransaction/Search (newest first by default). */
export const walletTransactionSchema = z.object({
  id: z.string(),
  walletId: z.string(),
  kind: z.string(),
  amount: z.number(),
  balanceAfter: z.number(),
  reference: z.string().nullable(),
  purchaseOrderId: z.string().nullable(),
  /** A hand adjustment's requester and approver (four eyes); null on other rows. */
  requestedBy: z.string().nullable(),
  approvedBy: z.string().nullable(),
  createdAt: z.string(),
  /** The wallet's company and currency (the back-office list shows many wallets). */
  entityCode: z.string(),
  companyName: z.string(),
  currency: z.string(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

export const WALLET_TRANSACTION_FILTERS = [
  'kind',
  'createdAt',
  'reference',
  'walletId',
  'entityCode',
  'companyName',
] as const;
export const WALLET_TRANSACTION_SORTS = ['createdAt', 'amount', 'kind', 'companyName'] as const;
export const WALLET_SORTS = ['companyName', 'entityCode', 'walletBalance', 'updatedAt'] as const;

/**
 * POST payment/WalletTransaction/GenerateWalletSummaryPDF/{startDate}/{endDate}?walletId=: the
 * caller's own wallet, or (with ViewCustomerWallets) one of the wallets it may see.
 */
export const walletSummaryQuerySchema = z
  .object({ walletId: z.string().regex(UUID_PATTERN, { error: 'Wallet is invalid' }).optional() })
  .strict();

/**
 * GET payment/Wallet/WalletBalance: the working company's balance; `hasWallet` false for a company
 * that has none (the platform, a distributor: they do not pay), whose balance is then 0.
 */
export const walletBalanceSchema = z.object({
  walletBalance: z.number(),
  currency: z.string(),
  hasWallet: z.boolean(),
});
export type WalletBalanceInfo = z.infer<typeof walletBalanceSchema>;

/** GET payment/Wallet/CheckSufficientWalletBalance/{amount} */
export const sufficientBalanceSchema = z.object({
  isSufficient: z.boolean(),
  walletBalance: z.number(),
  currency: z.string(),
});

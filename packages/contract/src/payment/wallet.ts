import { z } from 'zod';

/** Wording of the wallet's refusals (the spec gives none; these are the product's). */
export const WalletMessage = {
  insufficient: 'Insufficient wallet balance',
  noWallet: 'This company has no wallet yet',
  currencyMismatch: 'The wallet currency does not match the order currency',
} as const;

export const WALLET_TRANSACTION_KINDS = ['opening', 'topup', 'purchase', 'refund'] as const;

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
  createdAt: z.string(),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

export const WALLET_TRANSACTION_FILTERS = ['kind', 'createdAt', 'reference'] as const;
export const WALLET_TRANSACTION_SORTS = ['createdAt', 'amount', 'kind'] as const;

/** GET payment/Wallet/CheckSufficientWalletBalance/{amount} */
export const sufficientBalanceSchema = z.object({
  isSufficient: z.boolean(),
  walletBalance: z.number(),
  currency: z.string(),
});

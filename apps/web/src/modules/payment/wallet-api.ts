import type {
  PagedResult,
  PagingRequest,
  Wallet,
  WalletBalanceInfo,
  WalletTransaction,
} from '@wander/contract';
import { ApiPath } from '@wander/contract';
import { api } from '../../lib/api';

/** The calls of spec section 7 "Wallet and payment" that the wallet screens make. */
export const walletApi = {
  /** The working company's own balance, and whether it has a wallet at all. */
  balance: () => api.get<WalletBalanceInfo>(ApiPath.walletBalance),
  search: (body: PagingRequest) => api.post<PagedResult<Wallet>>('payment/Wallet/Search', body),
  transactions: (body: PagingRequest) =>
    api.post<PagedResult<WalletTransaction>>('payment/WalletTransaction/Search', body),
  /** Both days included; without walletId the working company's own wallet. */
  summaryPdf: (startDate: string, endDate: string, walletId?: string) =>
    api.file(`payment/WalletTransaction/GenerateWalletSummaryPDF/${startDate}/${endDate}`, {
      query: { walletId },
    }),
};

/**
 * Every wallet query shares one prefix: whatever changes a wallet (a payment from it, a top-up
 * landing) invalidates `walletKeys.all`, and the header's balance, the wallet page and the pay
 * choices all ask again.
 */
export const walletKeys = {
  all: ['walletBalance'] as const,
  /** The working company's own balance (the header's line, the pay choices). */
  own: (companyCode: string | null) => ['walletBalance', 'own', companyCode] as const,
  list: (body: unknown) => ['walletBalance', 'wallets', body] as const,
  transactions: (body: unknown) => ['walletBalance', 'transactions', body] as const,
};

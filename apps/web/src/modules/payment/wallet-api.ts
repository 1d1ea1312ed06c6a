import type { PagedResult, PagingRequest, Wallet, WalletTransaction } from '@wander/contract';
import { api } from '../../app/api';

/** The calls of spec section 7 "Wallet and payment" that the wallet screens make. */
export const walletApi = {
  search: (body: PagingRequest) => api.post<PagedResult<Wallet>>('payment/Wallet/Search', body),
  transactions: (body: PagingRequest) =>
    api.post<PagedResult<WalletTransaction>>('payment/WalletTransaction/Search', body),
  /** Both days included; without walletId the working company's own wallet. */
  summaryPdf: (startDate: string, endDate: string, walletId?: string) =>
    api.file(`payment/WalletTransaction/GenerateWalletSummaryPDF/${startDate}/${endDate}`, {
      query: { walletId },
    }),
};

/** Every wallet query shares the prefix the checkout invalidates after a payment. */
export const walletKeys = {
  all: ['walletBalance'] as const,
  list: (body: unknown) => ['walletBalance', 'wallets', body] as const,
  transactions: (body: unknown) => ['walletBalance', 'transactions', body] as const,
};

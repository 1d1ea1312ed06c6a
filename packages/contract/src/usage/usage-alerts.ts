import { z } from 'zod';
import { requiredId } from '../validation/validators.js';
import type { topUpEsimSchema } from '../payment/checkout.js';

/** GET payment/InvoiceDetail/GetTopUpESim/{id}'s answer. */
export type TopUpEsim = z.infer<typeof topUpEsimSchema>;

export { ESIM_TOP_UP_ROUTE, esimTopUpLink } from './esim-top-up-link.js';

export const UsageAlertPath = {
  /** Buys a top-up plan for one of the caller's delivered eSIMs (wallet payment). */
  buyTopUp: 'payment/InvoiceDetail/TopUpESim',
  /** The same top-up paid by card: answers the card provider's checkout page (issue 37). */
  buyTopUpByCard: 'payment/InvoiceDetail/TopUpESimByCard',
} as const;

/** POST payment/InvoiceDetail/TopUpESim/{esimId}: the top-up plan to buy. */
export const buyTopUpBodySchema = z
  .object({
    variantId: requiredId('Top-up Plan'),
    /** The provider's top-up package, for an eSIM bought from a provider (GetTopUpESim's). */
    packageCode: z.string().min(1).max(128).optional(),
  })
  .strict();
export type BuyTopUpBody = z.infer<typeof buyTopUpBodySchema>;

export const buyTopUpResultSchema = z.object({
  poHeaderId: z.string(),
  documentNo: z.string(),
  distributorEntityCode: z.string(),
  amount: z.number(),
  walletBalance: z.number(),
});
export type BuyTopUpResult = z.infer<typeof buyTopUpResultSchema>;

/** POST payment/InvoiceDetail/TopUpESimByCard/{esimId}: the order placed and where to pay it. */
export const buyTopUpByCardResultSchema = z.object({
  poHeaderId: z.string(),
  documentNo: z.string(),
  url: z.string(),
  provider: z.string(),
});
export type BuyTopUpByCardResult = z.infer<typeof buyTopUpByCardResultSchema>;

export const UsageAlertMessage = {
  toppedUp: 'Top-up purchased successfully',
  choosePlan: 'Please choose a top-up plan',
} as const;

export { iphoneInstallLink } from '../store/esim-install.js';

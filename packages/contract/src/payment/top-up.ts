import { z } from 'zod';
import { decimalValue, optionalId } from '../validation/validators.js';

/** The providers a wallet top-up can go through ('sandbox': the built-in test provider). */
export const TOP_UP_PROVIDERS = ['stripe', 'paydollar', 'sandbox'] as const;
export type TopUpProvider = (typeof TOP_UP_PROVIDERS)[number];
export const TOP_UP_PROVIDER_LABELS: Record<TopUpProvider, string> = {
  stripe: 'Card (Stripe)',
  paydollar: 'PayDollar',
  sandbox: 'Sandbox (test card)',
};

/** pending (hosted page opened) -> paid (verified callback, wallet credited) | failed | cancelled */
export const TOP_UP_STATUSES = ['pending', 'paid', 'failed', 'cancelled'] as const;

/**
 * POST payment/Payment/GetStripeReloadUrl and GetPayDollarUrl: `data` is the wallet to top up
 * (the working company's own; empty for "my wallet"), `amount` in the wallet's currency. The
 * minimum and maximum come from the settings, so they are checked by the server.
 */
export const topUpBodySchema = z
  .object({
    data: optionalId('Wallet'),
    amount: decimalValue('Amount', { min: 0.01 }),
  })
  .strict();
export type TopUpBody = z.infer<typeof topUpBodySchema>;

export const topUpUrlSchema = z.object({
  topUpId: z.string(),
  url: z.string(),
  provider: z.enum(TOP_UP_PROVIDERS),
  amount: z.number(),
  currency: z.string(),
});
export type TopUpUrl = z.infer<typeof topUpUrlSchema>;

/** GET payment/Payment/GetTopUpOptions: what the Top up dialog offers. */
export const topUpOptionsSchema = z.object({
  walletId: z.string().nullable(),
  currency: z.string(),
  minAmount: z.number(),
  maxAmount: z.number(),
  providers: z.array(z.object({ value: z.enum(TOP_UP_PROVIDERS), label: z.string() })),
});
export type TopUpOptions = z.infer<typeof topUpOptionsSchema>;

/** GET payment/Payment/GetTopUp/{id}: a top-up of the working company's wallet (polled). */
export const topUpSchema = z.object({
  id: z.string(),
  provider: z.string(),
  status: z.enum(TOP_UP_STATUSES),
  amount: z.number(),
  currency: z.string(),
  paymentRef: z.string().nullable(),
  walletBalance: z.number(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type TopUp = z.infer<typeof topUpSchema>;

export const TopUpMessage = {
  unavailable: (provider: string) => `${provider} top-up is not available`,
  started: 'You are being taken to the payment page',
} as const;

/** Numeric ISO 4217 codes PayDollar's currCode and Cur fields use. */
export const PAYDOLLAR_CURRENCY_CODES: Record<string, string> = {
  HKD: '344',
  USD: '840',
  SGD: '702',
  MYR: '458',
  CNY: '156',
  JPY: '392',
  TWD: '901',
  AUD: '036',
  EUR: '978',
  GBP: '826',
  CAD: '124',
  THB: '764',
  PHP: '608',
  IDR: '360',
  KRW: '410',
  NZD: '554',
};

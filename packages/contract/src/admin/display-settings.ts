import { z } from 'zod';
import { envelopeOf } from '../common/envelope.js';

export const DisplaySettingsPath = 'admin/Configuration/GetDisplaySettings';

/** Spec section 9: the currency label when the company has none. */
export const DEFAULT_CURRENCY_LABEL = 'RM';

/**
 * What the web client needs to present amounts and features (GET admin/Configuration/GetDisplaySettings):
 * the brand, the working company's currency and its label, the amount format (two decimals,
 * thousands separators: spec section 9) and which payment features this server has.
 */
export const displaySettingsSchema = z.object({
  brandName: z.string(),
  currencyCode: z.string().nullable(),
  currencyLabel: z.string(),
  amountFormat: z.object({
    decimals: z.number(),
    decimalSeparator: z.string(),
    thousandsSeparator: z.string(),
  }),
  features: z.object({
    /** The card provider purchases and top-ups go through: stripe, the built-in sandbox, or none. */
    cardProvider: z.enum(['stripe', 'sandbox', 'none']),
    walletTopUp: z.boolean(),
  }),
});
export type DisplaySettings = z.infer<typeof displaySettingsSchema>;
export const displaySettingsEnvelope = envelopeOf(displaySettingsSchema);

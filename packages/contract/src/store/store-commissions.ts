import { z } from 'zod';
import { envelopeOf } from '../common/envelope.js';

/** One referral commission of the consumer as an affiliate (a referred consumer's paid order). */
export const storeCommission = z.object({
  documentNo: z.string(),
  /** The order's total net of tax. */
  orderAmount: z.number(),
  ratePercent: z.number(),
  commission: z.number(),
  currency: z.string(),
  /** Pending, Payable (its payable date has passed) or Reversed (the order was refunded). */
  status: z.string(),
  paidAt: z.date().or(z.string()),
  payableAt: z.date().or(z.string()),
});
export type StoreCommission = z.infer<typeof storeCommission>;

/** The consumer's affiliate standing (null: not an affiliate) and its commissions, newest first. */
export const storeCommissionsResponse = envelopeOf(
  z.object({
    affiliate: z.object({ ratePercent: z.number(), status: z.string() }).nullable(),
    commissions: z.array(storeCommission),
  }),
);

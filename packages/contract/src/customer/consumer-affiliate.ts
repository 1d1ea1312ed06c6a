import { z } from 'zod';
import { envelopeOf } from '../common/envelope.js';
import { consumerAffiliateRegistrationRow } from './consumer-affiliate-registration.resource.js';
import { messages, optionalDecimal, optionalText } from '../validation/validators.js';

/** Days after payment before a commission is payable, where the distributor has not set one. */
export const COMMISSION_REFUND_WINDOW_DAYS = 14;

export const AffiliateMessage = {
  applied: 'Affiliate application sent',
  pendingExists: 'You already have a pending affiliate application',
  alreadyAffiliate: 'You are already an affiliate',
  approved: 'Affiliate registration approved',
  rejected: 'Affiliate registration rejected',
  reasonRequired: 'Reason is required',
  alreadyDecided: (status: string) =>
    `This affiliate registration has already been ${status.toLowerCase()}`,
} as const;

/**
 * PUT customer/ConsumerAffiliateRegistration/ApproveStatus/{id}: approve with a commission rate
 * (default DEFAULT_COMMISSION_RATE_PERCENT) or reject with a reason (required).
 */
export const affiliateApproveStatusSchema = z
  .object({
    status: z.enum(['Approved', 'Rejected'], { error: messages.required('Status') }),
    commissionRatePercent: optionalDecimal('Commission Rate (%)', { min: 0.01, max: 100 }),
    reason: optionalText('Reason', { max: 512 }),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.status === 'Rejected' && !value.reason?.trim()) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: AffiliateMessage.reasonRequired });
    }
  });
export type AffiliateApproveStatus = z.infer<typeof affiliateApproveStatusSchema>;

export const affiliateRegistrationEnvelope = envelopeOf(consumerAffiliateRegistrationRow);

/** Store API: POST me/affiliate-application (the signed-in consumer applies). */
export const storeAffiliateApplicationRequest = z
  .object({
    message: optionalText('Message', { max: 1000 }),
    /** Where the consumer will share its code: a blog or social profile URL, say. */
    channel: optionalText('Channel', { max: 256 }),
  })
  .strict();

export const storeAffiliateApplication = z.object({
  id: z.string(),
  status: z.string(),
  message: z.string().nullable(),
  channel: z.string().nullable(),
  reason: z.string().nullable(),
  commissionRatePercent: z.number().nullable(),
  createdAt: z.date().or(z.string()),
  decidedAt: z.date().or(z.string()).nullable(),
});
export const storeAffiliateApplicationResponse = envelopeOf(storeAffiliateApplication);
export const storeAffiliateApplicationLatest = envelopeOf(storeAffiliateApplication.nullable());

import { z } from 'zod';
import { envelopeOf } from '../common/envelope.js';
import { requiredText } from '../validation/validators.js';

/** A consumer's orders in the back-office, and their refund (issue 15). */
export const ConsumerOrderPath = {
  list: (consumerId: string) => `customer/Consumer/GetOrders/${consumerId}`,
  refund: (orderId: string) => `customer/Consumer/RefundOrder/${orderId}`,
} as const;

export const ConsumerOrderMessage = {
  refunded: 'Order refunded: the card refund is on its way',
  alreadyRefunded: 'This order is already refunded',
  notPaid: 'Only a paid order can be refunded',
  used: 'An eSIM of this order has been used: the order can no longer be refunded',
} as const;

export const consumerOrderRow = z.object({
  id: z.string(),
  documentNo: z.string(),
  status: z.string(),
  currency: z.string(),
  totalAmount: z.number(),
  discountAmount: z.number(),
  couponCode: z.string().nullable(),
  platformName: z.string().nullable(),
  paidAt: z.date().or(z.string()).nullable(),
  createdAt: z.date().or(z.string()),
  esims: z.number(),
  usedMb: z.number(),
  commissionStatus: z.string().nullable(),
});
export type ConsumerOrderRow = z.infer<typeof consumerOrderRow>;
export const consumerOrdersResponse = envelopeOf(z.array(consumerOrderRow));

export const refundConsumerOrderRequest = z
  .object({ reason: requiredText('Reason', { max: 256 }) })
  .strict();
export const refundConsumerOrderResponse = envelopeOf(
  z.object({
    id: z.string(),
    status: z.string(),
    refundAmount: z.number(),
    currency: z.string(),
    writtenOffEsims: z.number(),
  }),
);

import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { optionalText, requiredId } from '../validation/validators.js';

export const COUPON_CONSUMER_STATUSES = [
  { value: 'Issued', label: 'Issued' },
  { value: 'Used', label: 'Used' },
] as const;

const couponConsumerBody = z
  .object({
    couponId: requiredId('Coupon'),
    customerId: requiredId('Customer'),
    note: optionalText('Note', { max: 256 }),
  })
  .strict();

const when = z.date().or(z.string());

/**
 * Coupons issued to a buyer (payment/CouponConsumer, spec section 8): the distributor gives one of
 * its coupons to one of its customers. The buyer's next redemption of that coupon marks the issue
 * Used (`usedAt`, the order's number); a reversal makes it Issued again.
 */
export const couponConsumerResource = defineResource({
  apiPath: 'payment/CouponConsumer',
  labels: { singular: 'Coupon Consumer', plural: 'Coupon Consumers' },
  route: '/setup/coupon-consumer',
  row: z.object({
    id: z.string(),
    couponId: z.string(),
    couponCode: z.string(),
    customerId: z.string(),
    customerName: z.string(),
    buyerEntityCode: z.string(),
    note: z.string().nullable(),
    status: z.string(),
    usedAt: when.nullable(),
    usedDocumentNo: z.string().nullable(),
    createdAt: when,
  }),
  create: couponConsumerBody,
  update: couponConsumerBody,
  id: 'id',
  columns: [
    { key: 'createdAt', title: 'Issued', kind: 'date', width: 170 },
    { key: 'couponCode', title: 'Coupon', width: 140 },
    { key: 'customerName', title: 'Customer' },
    { key: 'status', title: 'Status', width: 100, options: COUPON_CONSUMER_STATUSES },
    { key: 'usedAt', title: 'Used', kind: 'date', width: 170 },
    { key: 'usedDocumentNo', title: 'Order', width: 140 },
    { key: 'note', title: 'Note' },
  ],
  fields: [
    {
      key: 'couponId',
      label: 'Coupon',
      input: 'select',
      options: { apiPath: 'payment/Coupons/GetActiveCouponSelectList' },
    },
    {
      key: 'customerId',
      label: 'Customer',
      input: 'select',
      options: { apiPath: 'customer/Customers/GetSelectList' },
    },
    { key: 'note', label: 'Note' },
  ],
  filters: {
    couponCode: ['contains', 'eq'],
    customerName: ['contains', 'startsWith'],
    status: ['eq'],
    createdAt: ['between', 'gte', 'lte'],
  },
  sorts: ['createdAt', 'couponCode', 'customerName', 'status'],
  defaultSort: { column: 'createdAt', order: 'desc' },
  selectList: { value: 'id', label: 'couponCode' },
  scope: 'company',
  example: {
    company: 'DIST001',
    // The contract test fills the ids from the demo world (DIST001's WELCOME10 and a customer).
    create: {
      couponId: '00000000-0000-4000-8000-000000000000',
      customerId: '00000000-0000-4000-8000-000000000000',
      note: 'Welcome gift',
    },
    update: {
      couponId: '00000000-0000-4000-8000-000000000000',
      customerId: '00000000-0000-4000-8000-000000000000',
      note: null,
    },
  },
});

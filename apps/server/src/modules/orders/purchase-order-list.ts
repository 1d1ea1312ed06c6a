import { eq, sql } from 'drizzle-orm';
import { alias, type PgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import { companies, consumers, purchaseOrders, wanderPlatforms } from '../../db/schema/index.js';
import type { ListSpec } from '../../crud/list-search.js';

const text = ['eq', 'contains', 'startsWith', 'in'] as const;
const dates = ['gte', 'lte', 'between', 'gt', 'lt'] as const;
const buyer = alias(companies, 'po_buyer_company');
const seller = alias(companies, 'po_seller_company');
/** A computed column the list answers (not filtered or sorted by). */
const computed = <T>(expression: ReturnType<typeof sql<T>>, dataType: 'string' | 'boolean') =>
  Object.assign(expression, { dataType }) as unknown as PgColumn;

/**
 * POST network/PurchaseOrders/Search and SearchReceivedOrders: filter by status and dates. Each
 * row names both parties (issue 37: document numbers are per buyer, so two buyers' PO-000001 are
 * told apart by who sent them): `buyerName` is the buyer company's name, or for a consumer order
 * (the distributor is then its own buyer) the consumer's, with `platformName` the sales platform
 * it came through.
 */
export const purchaseOrderList: ListSpec = {
  columns: {
    id: purchaseOrders.id,
    documentNo: purchaseOrders.documentNo,
    entityCode: purchaseOrders.entityCode,
    distributorEntityCode: purchaseOrders.distributorEntityCode,
    buyerName: computed(sql<string>`coalesce(${consumers.name}, ${buyer.companyName})`, 'string'),
    isConsumerOrder: computed(sql<boolean>`(${purchaseOrders.consumerId} is not null)`, 'boolean'),
    platformName: wanderPlatforms.platformName,
    distributorName: seller.companyName,
    currency: purchaseOrders.currency,
    status: purchaseOrders.status,
    totalAmount: purchaseOrders.totalMinor,
    paymentMethod: purchaseOrders.paymentMethod,
    createdAt: purchaseOrders.createdAt,
    paidAt: purchaseOrders.paidAt,
    deliveryOnPayment: purchaseOrders.deliveryOnPayment,
  },
  join: (q) =>
    q
      .innerJoin(buyer, eq(buyer.entityCode, purchaseOrders.entityCode))
      .innerJoin(seller, eq(seller.entityCode, purchaseOrders.distributorEntityCode))
      .leftJoin(consumers, eq(consumers.id, purchaseOrders.consumerId))
      .leftJoin(
        wanderPlatforms,
        eq(wanderPlatforms.id, purchaseOrders.platformId),
      ) as unknown as PgSelect,
  filters: {
    status: ['eq', 'in', 'ne'],
    createdAt: dates,
    // The dashboard's figures count orders by payment time (issue 26).
    paidAt: dates,
    // Orders to Fulfil: Paid, and no delivery-on-payment job about to deliver it (ne Pending).
    deliveryOnPayment: ['eq', 'ne'],
    documentNo: text,
    entityCode: text,
    distributorEntityCode: text,
    paymentMethod: ['eq'],
  },
  sorts: ['createdAt', 'documentNo', 'status', 'totalAmount', 'paidAt'],
  defaultSort: { column: 'createdAt', order: 'desc' },
  money: ['totalAmount'],
};

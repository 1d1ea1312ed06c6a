import { sql } from 'drizzle-orm';
import type { TenantRow } from '../platform/http/route-declaration.js';
import {
  companies,
  documentSequences,
  invitations,
  invoiceCancellations,
  invoices,
  productVariants,
  products,
  purchaseOrders,
  saleOrders,
  userCompanies,
  wanderSerialNumbers,
} from './schema/index.js';

type IdAt = TenantRow['id'];

/**
 * The company-owned rows the hand-written routes name by id (`config.tenancy`), declared once per
 * table: which column(s) say whose row it is. The tenancy suite picks company A's row from them.
 */
export const companyRow = (id: IdAt): TenantRow => ({
  table: companies,
  owner: [companies.entityCode, companies.parentEntityCode],
  key: companies.entityCode,
  id,
});
/** A distributor a company may buy from, named by its entity code. */
export const distributorRow = (id: IdAt): TenantRow => ({
  table: companies,
  owner: sql`case when ${companies.companyType} = 'distributor' then ${companies.entityCode} end`,
  key: companies.entityCode,
  id,
});
/** A user belongs to the companies of its user_companies rows. */
export const userRow: TenantRow = {
  table: userCompanies,
  owner: userCompanies.companyId,
  key: userCompanies.userId,
};
export const productRow = (id: IdAt): TenantRow => ({
  table: products,
  owner: products.entityCode,
  id,
});
export const variantRow = (id: IdAt): TenantRow => ({
  table: productVariants,
  owner: sql`(select p.entity_code from products p where p.id = ${productVariants.productId})`,
  id,
});
/**
 * Purchase orders: the buyer and the distributor it orders from. A consumer order (the store
 * API's) is owned by no one here: its buyer is a consumer, and the purchase-order routes reach it
 * only from the seller's side (its own routes declare the distributor: consumerOrderRow).
 */
const unlessConsumerOrder = (owner: typeof purchaseOrders.entityCode) =>
  sql`(case when ${purchaseOrders.consumerId} is null then ${owner} end)`;
export const poRow: TenantRow = {
  table: purchaseOrders,
  owner: [
    unlessConsumerOrder(purchaseOrders.entityCode),
    unlessConsumerOrder(purchaseOrders.distributorEntityCode),
  ],
};
/** A consumer order: its distributor's (customer/Consumer/RefundOrder). */
export const consumerOrderRow: TenantRow = {
  table: purchaseOrders,
  owner: sql`(case when ${purchaseOrders.consumerId} is not null then ${purchaseOrders.distributorEntityCode} end)`,
};
export const soRow: TenantRow = { table: saleOrders, owner: saleOrders.entityCode };
/** Invoices: the issuing distributor and the buyer. */
export const invoiceRow: TenantRow = {
  table: invoices,
  owner: [invoices.entityCode, invoices.customerEntityCode],
};
export const cancellationRow: TenantRow = {
  table: invoiceCancellations,
  owner: invoiceCancellations.entityCode,
};
/** Invitations: the inviting distributor and the invited customer company. */
export const invitationRow: TenantRow = {
  table: invitations,
  owner: [invitations.entityCode, invitations.customerEntityCode],
};
export const esimRow: TenantRow = {
  table: wanderSerialNumbers,
  owner: wanderSerialNumbers.entityCode,
};
export const setupRow: TenantRow = {
  table: documentSequences,
  owner: documentSequences.entityCode,
};

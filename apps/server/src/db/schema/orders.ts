import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies, users } from './identity.js';
import { agents } from './onboarding.js';
import { productVariants, products } from './catalog.js';
import { createdAt } from './columns.js';
import { consumers } from './consumer.js';
import { wanderPlatforms } from './payment.js';

const companyRef = (name: string) =>
  varchar(name, { length: 32 })
    .notNull()
    .references(() => companies.entityCode, { onDelete: 'restrict' });
const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** Purchase orders: a buyer company (entity_code) orders from a distributor. */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentNo: varchar('document_no', { length: 32 }).notNull(),
    entityCode: companyRef('entity_code'),
    distributorEntityCode: companyRef('distributor_entity_code'),
    currency: varchar('currency', { length: 3 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('Draft'),
    subtotalMinor: money('subtotal_minor'),
    discountMinor: money('discount_minor'),
    taxMinor: money('tax_minor'),
    totalMinor: money('total_minor'),
    remarks: varchar('remarks', { length: 512 }),
    /** wallet | card */
    paymentMethod: varchar('payment_method', { length: 16 }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The agent (agents.id) the buyer company is attributed to when the order was created. */
    agentId: uuid('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    /**
     * A consumer order (the store API, issue 15): the consumer who buys through a sales platform.
     * The distributor is then both entity_code and distributor_entity_code; the buyer is the
     * consumer, who pays by card and is delivered on payment.
     */
    consumerId: uuid('consumer_id').references(() => consumers.id, { onDelete: 'restrict' }),
    /** The sales platform a consumer order came through. */
    platformId: uuid('platform_id').references(() => wanderPlatforms.id, { onDelete: 'set null' }),
    /**
     * A price converted from the distributor's base prices (issue 40, a store selling in another
     * currency): the base currency, the rate (1 base = rate `currency`, at most 10 decimals) and
     * the day of the rate it was priced at. The order keeps them: its amounts never follow a later
     * rate. Null for an order priced from a price list in its own currency.
     */
    baseCurrency: varchar('base_currency', { length: 3 }),
    exchangeRate: numeric('exchange_rate'),
    rateDate: date('rate_date', { mode: 'string' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * Delivery on payment, set in the transaction that marks the order Paid when it applies:
     * Pending (the job will deliver it) | Delivered | OutOfStock | Failed (left for the
     * distributor to fulfil by hand). Null: the distributor fulfils it by hand.
     */
    deliveryOnPayment: varchar('delivery_on_payment', { length: 16 }),
    /**
     * A consumer order's receipt e-mail, set Pending in the transaction that marks it Paid (the
     * outbox row); the job mails it and sets Sent. Null: no receipt is due (business orders,
     * consumer orders paid before receipts were mailed).
     */
    receiptMail: varchar('receipt_mail', { length: 16 }),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchase_orders_entity_doc_uq').on(t.entityCode, t.documentNo),
    index('purchase_orders_entity_created_idx').on(t.entityCode, t.createdAt),
    index('purchase_orders_agent_idx').on(t.agentId, t.paidAt),
    index('purchase_orders_consumer_idx').on(t.consumerId, t.createdAt),
    index('purchase_orders_distributor_idx').on(t.distributorEntityCode, t.status, t.createdAt),
    // The dashboard's sales: orders that count as sold, by payment time (all, and per seller).
    index('purchase_orders_sold_paid_idx')
      .on(t.paidAt)
      .where(sql`${t.status} in ('Paid','Fulfilled','Completed')`),
    index('purchase_orders_seller_paid_idx')
      .on(t.distributorEntityCode, t.paidAt)
      .where(sql`${t.status} in ('Paid','Fulfilled','Completed')`),
    index('purchase_orders_delivery_pending_idx')
      .on(t.paidAt)
      .where(sql`${t.deliveryOnPayment} = 'Pending'`),
    index('purchase_orders_receipt_pending_idx')
      .on(t.paidAt)
      .where(sql`${t.receiptMail} = 'Pending'`),
    check(
      'purchase_orders_status_valid',
      sql`${t.status} in ('Draft','Submitted','Paid','Fulfilled','Completed','Cancelled')`,
    ),
    check(
      'purchase_orders_totals_non_negative',
      sql`${t.subtotalMinor} >= 0 and ${t.discountMinor} >= 0 and ${t.taxMinor} >= 0 and ${t.totalMinor} >= 0`,
    ),
    // A conversion is recorded whole (base, rate above 0, day) or not at all.
    check(
      'purchase_orders_conversion_whole',
      sql`(${t.baseCurrency} is null and ${t.exchangeRate} is null and ${t.rateDate} is null) or (${t.baseCurrency} is not null and ${t.exchangeRate} > 0 and ${t.rateDate} is not null)`,
    ),
  ],
);

/** Order lines share one shape: a priced variant with its snapshot (name, days, data). */
const lineColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  lineNo: integer('line_no').notNull(),
  productId: uuid('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'restrict' }),
  variantId: uuid('variant_id')
    .notNull()
    .references(() => productVariants.id, { onDelete: 'restrict' }),
  productCode: varchar('product_code', { length: 64 }).notNull(),
  productName: varchar('product_name', { length: 256 }).notNull(),
  variantCode: varchar('variant_code', { length: 64 }).notNull(),
  variantName: varchar('variant_name', { length: 256 }).notNull(),
  days: integer('days').notNull(),
  dataGb: numeric('data_gb', { precision: 8, scale: 2, mode: 'number' }).notNull(),
  isDayPass: boolean('is_day_pass').notNull().default(false),
  qty: integer('qty').notNull(),
  unitPriceMinor: money('unit_price_minor'),
  discountMinor: money('discount_minor'),
  taxCode: varchar('tax_code', { length: 16 }),
  taxRatePercent: numeric('tax_rate_percent', { precision: 5, scale: 2, mode: 'number' })
    .notNull()
    .default(0),
  taxMinor: money('tax_minor'),
  /** qty x unit price - discount + tax */
  lineTotalMinor: money('line_total_minor'),
  /** The distributor's promotions on the plan when it was ordered ("Free 1GB bonus ..."). */
  promotions: text('promotions')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /**
   * A provider top-up (issue 27): the delivered eSIM this line tops up and the provider's top-up
   * package bought for it. Such a line takes no new eSIM from stock; its procurement buys the
   * package for that eSIM.
   */
  topUpSerialId: uuid('top_up_serial_id'),
  topUpPackageCode: varchar('top_up_package_code', { length: 128 }),
});

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    ...lineColumns(),
    poId: uuid('po_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    /**
     * A group order's line (issue 29): the traveller of group_orders.travellers it is for, and
     * their name as ordered. Null on every other order.
     */
    travellerId: uuid('traveller_id'),
    travellerName: varchar('traveller_name', { length: 100 }),
  },
  (t) => [
    uniqueIndex('purchase_order_lines_po_line_uq').on(t.poId, t.lineNo),
    check('purchase_order_lines_qty_range', sql`${t.qty} between 1 and 10000`),
  ],
);

/**
 * Invoices: issued by the distributor (entity_code) when it fulfils a paid purchase order (po_id,
 * the buyer company in customer_entity_code) or confirms one of its sale orders (sale_order_id,
 * the buyer named on the sale order), at most one of the two. A manual invoice (neither) bills a
 * customer company of the distributor: a Draft until completed (issue 13).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentNo: varchar('document_no', { length: 32 }).notNull(),
    entityCode: companyRef('entity_code'),
    customerEntityCode: varchar('customer_entity_code', { length: 32 }).references(
      () => companies.entityCode,
      { onDelete: 'restrict' },
    ),
    poId: uuid('po_id').references(() => purchaseOrders.id, { onDelete: 'restrict' }),
    saleOrderId: uuid('sale_order_id').references(() => saleOrders.id, { onDelete: 'restrict' }),
    currency: varchar('currency', { length: 3 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('Open'),
    subtotalMinor: money('subtotal_minor'),
    discountMinor: money('discount_minor'),
    taxMinor: money('tax_minor'),
    totalMinor: money('total_minor'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** A manual invoice's date (YYYY-MM-DD); an order's invoice is dated by created_at. */
    invoiceDate: date('invoice_date', { mode: 'string' }),
    notes: varchar('notes', { length: 512 }),
    /** A manual invoice's customer tax group (a tax group of the issuer), when it overrides. */
    customerTaxGroupId: uuid('customer_tax_group_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('invoices_po_uq').on(t.poId),
    uniqueIndex('invoices_sale_order_uq').on(t.saleOrderId),
    check(
      'invoices_one_source',
      sql`(${t.poId} is null or ${t.saleOrderId} is null) and (${t.saleOrderId} is not null or ${t.customerEntityCode} is not null)`,
    ),
    uniqueIndex('invoices_entity_doc_uq').on(t.entityCode, t.documentNo),
    index('invoices_customer_idx').on(t.customerEntityCode, t.createdAt),
    check('invoices_status_valid', sql`${t.status} in ('Draft','Open','Completed','Cancelled')`),
    check(
      'invoices_draft_is_manual',
      sql`${t.status} <> 'Draft' or (${t.poId} is null and ${t.saleOrderId} is null)`,
    ),
  ],
);

/** Invoice lines (invoice details); the eSIMs of a line are the serials pointing at it. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    ...lineColumns(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    poLineId: uuid('po_line_id').references(() => purchaseOrderLines.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    uniqueIndex('invoice_lines_invoice_line_uq').on(t.invoiceId, t.lineNo),
    index('invoice_lines_variant_idx').on(t.variantId),
  ],
);

/** Sale orders: a distributor (entity_code) sells directly to one of its customers. */
export const saleOrders = pgTable(
  'sale_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentNo: varchar('document_no', { length: 32 }).notNull(),
    entityCode: companyRef('entity_code'),
    customerName: varchar('customer_name', { length: 120 }).notNull(),
    customerEmail: varchar('customer_email', { length: 256 }),
    currency: varchar('currency', { length: 3 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('Draft'),
    subtotalMinor: money('subtotal_minor'),
    discountMinor: money('discount_minor'),
    taxMinor: money('tax_minor'),
    totalMinor: money('total_minor'),
    remarks: varchar('remarks', { length: 512 }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sale_orders_entity_doc_uq').on(t.entityCode, t.documentNo),
    index('sale_orders_entity_created_idx').on(t.entityCode, t.createdAt),
    check('sale_orders_status_valid', sql`${t.status} in ('Draft','Confirmed','Cancelled')`),
  ],
);

export const saleOrderLines = pgTable(
  'sale_order_lines',
  {
    ...lineColumns(),
    saleOrderId: uuid('sale_order_id')
      .notNull()
      .references(() => saleOrders.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('sale_order_lines_so_line_uq').on(t.saleOrderId, t.lineNo),
    check('sale_order_lines_qty_range', sql`${t.qty} between 1 and 10000`),
  ],
);

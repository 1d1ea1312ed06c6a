import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { entityCode } from './columns.js';
import { purchaseOrderLines, purchaseOrders } from './orders.js';

/** One cost type's part of a sold line's unit cost, in its own currency and in the sale's. */
export interface LineCostPart {
  costTypeId: string;
  costTypeName: string;
  currency: string;
  /** The cost setup's amount, per unit, in `currency`'s minor units. */
  amountMinor: number;
  /** 1 `currency` = `rate` sale currency (decimal text); '1' when the currencies agree. */
  rate: string | null;
  rateDate: string | null;
  /** The amount in the sale's currency; null when no rate was found on or before the day. */
  saleMinor: number | null;
}

/**
 * A sold line's cost at the moment of sale (issue 40): written in the transaction that makes its
 * order Paid, from the seller's cost setups effective on the payment day (per cost type the
 * latest active amount, in the sale's currency when there is one, else in another converted at
 * that day's rate). Margins read it, so a later cost or rate change never rewrites a sale.
 * `status`: 'costed' (unit_cost_minor is the cost in the sale's currency), 'no_cost' (the plan
 * had no cost for its seller: left out of margins) or 'no_rate' (a part could not be converted).
 */
export const purchaseOrderLineCosts = pgTable(
  'purchase_order_line_costs',
  {
    /** The seller (the order's distributor), whose costs these are. */
    entityCode: entityCode(),
    lineId: uuid('line_id')
      .notNull()
      .references(() => purchaseOrderLines.id, { onDelete: 'cascade' }),
    poId: uuid('po_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 8 }).notNull(),
    saleCurrency: varchar('sale_currency', { length: 3 }).notNull(),
    /** Per unit, in the sale's currency; null unless costed. */
    unitCostMinor: bigint('unit_cost_minor', { mode: 'number' }),
    /** The parts' currency when they share one other than the sale's (the supplier's). */
    supplierCurrency: varchar('supplier_currency', { length: 3 }),
    /** Per unit, in the supplier's currency. */
    supplierCostMinor: bigint('supplier_cost_minor', { mode: 'number' }),
    /** 1 supplier currency = rate sale currency, and the day of that rate. */
    rate: numeric('rate', { precision: 20, scale: 10 }),
    rateDate: date('rate_date', { mode: 'string' }),
    /** False when the rate is an earlier day's (no rate of the payment day itself). */
    rateExact: boolean('rate_exact'),
    /** The payment day (UTC) the costs and rates were taken on. */
    costDate: date('cost_date', { mode: 'string' }).notNull(),
    parts: jsonb('parts').$type<LineCostPart[]>().notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'purchase_order_line_costs_pk', columns: [t.entityCode, t.lineId] }),
    index('purchase_order_line_costs_po_idx').on(t.entityCode, t.poId),
    check(
      'purchase_order_line_costs_status_valid',
      sql`${t.status} in ('costed','no_cost','no_rate')`,
    ),
    check(
      'purchase_order_line_costs_costed_has_cost',
      sql`(${t.status} = 'costed') = (${t.unitCostMinor} is not null)`,
    ),
  ],
);

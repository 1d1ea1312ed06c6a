import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  date,
} from 'drizzle-orm/pg-core';
import { companies } from './identity.js';
import { createdAt, entityCode } from './columns.js';

/** A destination of a trip, in the order it is travelled. */
export interface GroupLeg {
  countryCode: string;
  days: number;
}

/** A traveller of a group; `id` is given by the server and names the traveller's order lines. */
export interface GroupTraveller {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  language: 'en' | 'ms' | 'zh';
  legs: GroupLeg[] | null;
  gbPerDay: number | null;
}

/**
 * network/GroupOrders (issue 29): a business customer's tour group (entity_code, the buyer) and
 * its roster. The legs and the travellers are jsonb kept whole with the group: they are written
 * and read together, a roster is at most a few hundred rows, and the order lines name their
 * traveller by the id the server gives each one (purchase_order_lines.traveller_id).
 */
export const groupOrders = pgTable(
  'group_orders',
  {
    id: uuid('id').notNull().defaultRandom(),
    entityCode: entityCode(),
    groupName: varchar('group_name', { length: 100 }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    distributorEntityCode: varchar('distributor_entity_code', { length: 32 })
      .notNull()
      .references(() => companies.entityCode, { onDelete: 'restrict' }),
    gbPerDay: numeric('gb_per_day', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    legs: jsonb('legs').$type<GroupLeg[]>().notNull(),
    travellers: jsonb('travellers').$type<GroupTraveller[]>().notNull().default([]),
    /** The purchase order made from the group (POST network/GroupOrders/Order/{id}). */
    poId: uuid('po_id'),
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'group_orders_pk', columns: [t.entityCode, t.id] }),
    uniqueIndex('group_orders_entity_name_uq').on(t.entityCode, t.groupName),
    index('group_orders_entity_start_idx').on(t.entityCode, t.startDate),
    // Delivery finds the group of a purchase order (the travellers' e-mails).
    index('group_orders_po_idx').on(t.poId),
    check('group_orders_dates', sql`${t.endDate} >= ${t.startDate}`),
    check('group_orders_gb_per_day_range', sql`${t.gbPerDay} between 0 and 100`),
  ],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './identity.js';
import { productVariants } from './catalog.js';
import { saleOrders } from './orders.js';
import { createdAt, entityCode } from './columns.js';

/**
 * Appointments at a distributor's counter (service/Appointments, Timeslots, Holidays): a customer
 * books a period of a day to have eSIMs installed or collected.
 */

/** service/Timeslots: the counter's opening hours per weekday ('HH:MM' on the counter's clock). */
export const timeslots = pgTable(
  'timeslots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: entityCode(),
    weekday: varchar('weekday', { length: 9 }).notNull(),
    /** 1 (Monday) to 7 (Sunday), from the weekday: the list's order. */
    dayNo: integer('day_no').notNull(),
    startTime: varchar('start_time', { length: 5 }).notNull(),
    endTime: varchar('end_time', { length: 5 }).notNull(),
    location: varchar('location', { length: 128 }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('timeslots_entity_day_idx').on(t.entityCode, t.dayNo, t.startTime),
    check('timeslots_day_no_range', sql`${t.dayNo} between 1 and 7`),
    check('timeslots_start_before_end', sql`${t.startTime} < ${t.endTime}`),
  ],
);

/** service/Holidays: days the counter is closed. */
export const holidays = pgTable(
  'holidays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: entityCode(),
    holidayDate: date('holiday_date', { mode: 'string' }).notNull(),
    description: varchar('description', { length: 128 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('holidays_date_entity_uq').on(t.holidayDate, t.entityCode)],
);

/**
 * GetConfig / UpdateConfig: one row per company, made with the defaults on first use. A booking
 * locks its company's row (FOR UPDATE) while it counts the period's places and inserts, so two
 * bookings of one company never count at the same time.
 */
export const appointmentConfigs = pgTable(
  'appointment_configs',
  {
    entityCode: entityCode().primaryKey(),
    slotMinutes: integer('slot_minutes').notNull(),
    capacityPerSlot: integer('capacity_per_slot').notNull(),
    leadTimeHours: integer('lead_time_hours').notNull(),
    daysAhead: integer('days_ahead').notNull(),
    timeZone: varchar('time_zone', { length: 64 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('appointment_configs_slot_range', sql`${t.slotMinutes} between 5 and 480`),
    check('appointment_configs_capacity_range', sql`${t.capacityPerSlot} between 1 and 100`),
  ],
);

export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: entityCode(),
    customerName: varchar('customer_name', { length: 120 }).notNull(),
    customerEmail: varchar('customer_email', { length: 256 }),
    customerPhone: varchar('customer_phone', { length: 32 }),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    appointmentDate: date('appointment_date', { mode: 'string' }).notNull(),
    startTime: varchar('start_time', { length: 5 }).notNull(),
    endTime: varchar('end_time', { length: 5 }).notNull(),
    location: varchar('location', { length: 128 }),
    status: varchar('status', { length: 16 }).notNull().default('Pending'),
    remarks: varchar('remarks', { length: 512 }),
    cancelReason: varchar('cancel_reason', { length: 256 }),
    saleOrderId: uuid('sale_order_id').references(() => saleOrders.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('appointments_entity_slot_idx').on(t.entityCode, t.appointmentDate, t.startTime),
    /**
     * One live booking per customer and period: the same customer (the name, trimmed and without
     * case: a booking's only required mark of who it is) cannot hold a period twice. A cancelled
     * booking frees it. Maps to 409 'X already has an appointment on {date} at {time}'.
     */
    uniqueIndex('appointments_customer_period_uq')
      .on(t.entityCode, t.appointmentDate, t.startTime, sql`lower(btrim(${t.customerName}))`)
      .where(sql`${t.status} <> 'Cancelled'`),
    check(
      'appointments_status_valid',
      sql`${t.status} in ('Pending','Confirmed','Completed','Cancelled')`,
    ),
  ],
);

/** Adjust/{id}: the products used at the counter, sold when the appointment is completed. */
export const appointmentProducts = pgTable(
  'appointment_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'restrict' }),
    qty: integer('qty').notNull(),
  },
  (t) => [
    uniqueIndex('appointment_products_line_uq').on(t.appointmentId, t.lineNo),
    check('appointment_products_qty_range', sql`${t.qty} between 1 and 10000`),
  ],
);

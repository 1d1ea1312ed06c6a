import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies } from './identity.js';

/**
 * Sequence setup (network/PurchaseSetups): one row per company and document type. A number is
 * taken by an UPDATE ... RETURNING inside the caller's transaction, which locks the row until
 * commit: numbers are issued in order and a rolled-back order gives its number back (no gaps).
 */
export const documentSequences = pgTable(
  'document_sequences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: varchar('entity_code', { length: 32 })
      .notNull()
      .references(() => companies.entityCode, { onDelete: 'cascade' }),
    /** PurchaseOrder | Invoice | SaleOrder | ConsumerOrder */
    documentType: varchar('document_type', { length: 16 }).notNull(),
    prefix: varchar('prefix', { length: 16 }).notNull(),
    nextNumber: integer('next_number').notNull().default(1),
    padding: integer('padding').notNull().default(6),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('document_sequences_entity_type_uq').on(t.entityCode, t.documentType),
    check('document_sequences_next_positive', sql`${t.nextNumber} >= 1`),
    check('document_sequences_padding_range', sql`${t.padding} between 1 and 12`),
  ],
);

import { timestamp, varchar } from 'drizzle-orm/pg-core';
import { companies } from './identity.js';

/** Column helpers shared by the schema files (no tables here). */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The owning company of a company-scoped row. */
export const entityCode = () =>
  varchar('entity_code', { length: 32 })
    .notNull()
    .references(() => companies.entityCode, { onDelete: 'cascade' });

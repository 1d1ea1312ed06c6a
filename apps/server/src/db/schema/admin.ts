import { index, integer, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/** Every API call: who, what, how it ended and how long it took. Bodies are stored redacted. */
export const apiLogs = pgTable(
  'api_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    method: varchar('method', { length: 8 }).notNull(),
    path: varchar('path', { length: 512 }).notNull(),
    statusCode: integer('status_code').notNull(),
    durationMs: integer('duration_ms').notNull(),
    userId: uuid('user_id'),
    userEmail: varchar('user_email', { length: 256 }),
    entityCode: varchar('entity_code', { length: 32 }),
    ip: varchar('ip', { length: 64 }),
    requestBody: jsonb('request_body'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('api_logs_created_idx').on(t.createdAt), index('api_logs_path_idx').on(t.path)],
);

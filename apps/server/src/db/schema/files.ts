import { index, integer, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, entityCode } from './columns.js';

/**
 * Uploaded files (`{entity}/files`): the bytes live in the file storage (DATA_DIR/files or S3)
 * under `storage_key`; this row says whose they are and what they are. `entity` is the resource
 * whose field the file is for (`product/Product`), `entity_id` the row it was saved on (null until
 * a create or update names it). Images are re-encoded; `thumbnail_key` is their small WebP copy.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entityCode: entityCode(),
    entity: varchar('entity', { length: 64 }).notNull(),
    entityId: uuid('entity_id'),
    /** 'image' or 'document'. */
    kind: varchar('kind', { length: 16 }).notNull(),
    fileName: varchar('file_name', { length: 256 }).notNull(),
    contentType: varchar('content_type', { length: 64 }).notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    storageKey: varchar('storage_key', { length: 256 }).notNull(),
    thumbnailKey: varchar('thumbnail_key', { length: 256 }),
    createdBy: varchar('created_by', { length: 256 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stored_files_entity_idx').on(t.entityCode, t.entity, t.entityId)],
);

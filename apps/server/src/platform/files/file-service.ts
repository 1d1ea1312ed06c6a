import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { FileMessage, isFileId, type FileKind, type UploadedFile } from '@wander/contract';
import type { Db } from '../db/client.js';
import { AppError } from '../http/errors.js';
import { storedFiles } from '../../db/schema/index.js';
import type { FileStorage } from './file-storage.js';
import { ACCEPTED_TYPES, EXTENSION_OF, sniffFileType } from './file-type.js';
import { processImage } from './image-processing.js';

export type StoredFileRow = typeof storedFiles.$inferSelect;

export interface NewUpload {
  entityCode: string;
  entity: string;
  /** The kinds the entity's fields take; the bytes decide which one this file is. */
  kinds: readonly FileKind[];
  fileName: string;
  content: Buffer;
  createdBy: string;
}

const refused = (kinds: readonly FileKind[]) => {
  const message = kinds.includes('image')
    ? kinds.includes('document')
      ? FileMessage.notImageOrDocument
      : FileMessage.notImage
    : FileMessage.notDocument;
  return AppError.validation({ file: [message] }, message);
};

/** A file name as the user gave it, kept for display only (never a storage key). */
const displayName = (name: string) =>
  // eslint-disable-next-line no-control-regex
  (name.replace(/[\u0000-\u001f\u007f/\\]/g, '_').trim() || 'file').slice(0, 256);

export const toUploadedFile = (row: StoredFileRow): UploadedFile => ({
  id: row.id,
  entity: row.entity,
  kind: row.kind as FileKind,
  fileName: row.fileName,
  contentType: row.contentType,
  size: row.size,
  width: row.width,
  height: row.height,
  hasThumbnail: row.thumbnailKey !== null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Uploaded files: checks the bytes, re-encodes images with a thumbnail, stores them and records
 * the row; reads them back; checks that a field's file id is one of the company's uploads.
 */
export class FileService {
  constructor(
    private readonly db: Db,
    readonly storage: FileStorage,
  ) {}

  async upload(input: NewUpload): Promise<StoredFileRow> {
    const type = sniffFileType(input.content);
    const kind = input.kinds.find((k) => type && ACCEPTED_TYPES[k].includes(type));
    if (!type || !kind) throw refused(input.kinds);
    const id = randomUUID();
    const base = `${input.entityCode.replace(/[^A-Za-z0-9_-]/g, '_')}/${id}`;
    let content = input.content;
    let width: number | null = null;
    let height: number | null = null;
    let thumbnail: Buffer | null = null;
    if (kind === 'image') {
      try {
        const image = await processImage(input.content, type);
        ({ content, width, height, thumbnail } = image);
      } catch {
        // Right magic number, but not an image sharp can decode (cut short, corrupt, too large).
        throw refused(input.kinds);
      }
    }
    const storageKey = `${base}.${EXTENSION_OF[type]}`;
    const thumbnailKey = thumbnail ? `${base}-thumb.webp` : null;
    await this.storage.put(storageKey, content, type);
    if (thumbnail && thumbnailKey) await this.storage.put(thumbnailKey, thumbnail, 'image/webp');
    const [row] = await this.db
      .insert(storedFiles)
      .values({
        id,
        entityCode: input.entityCode,
        entity: input.entity,
        kind,
        fileName: displayName(input.fileName),
        contentType: type,
        size: content.length,
        width,
        height,
        storageKey,
        thumbnailKey,
        createdBy: input.createdBy,
      })
      .returning();
    return row!;
  }

  /** The bytes of a file (or its thumbnail) whose row the caller has already found. */
  async content(row: StoredFileRow, variant: 'file' | 'thumbnail') {
    const key = variant === 'thumbnail' ? row.thumbnailKey : row.storageKey;
    const body = key ? await this.storage.get(key) : null;
    if (!body) return null;
    return { body, contentType: variant === 'thumbnail' ? 'image/webp' : row.contentType };
  }

  /**
   * The file fields of a create or update body: an uploaded file's id must be one of the working
   * company's uploads for this entity and of the field's kind (400 on the field otherwise). An
   * outside URL or nothing passes.
   */
  async checkReferences(
    entityCode: string,
    entity: string,
    fields: { key: string; label: string; kind: FileKind }[],
    body: Record<string, unknown>,
  ): Promise<void> {
    const named = fields.filter((f) => isFileId(body[f.key]));
    if (named.length === 0) return;
    const rows = await this.db
      .select({ id: storedFiles.id, kind: storedFiles.kind })
      .from(storedFiles)
      .where(
        and(
          inArray(
            storedFiles.id,
            named.map((f) => body[f.key] as string),
          ),
          eq(storedFiles.entityCode, entityCode),
          eq(storedFiles.entity, entity),
        ),
      );
    const errors = Object.fromEntries(
      named
        .filter((f) => !rows.some((r) => r.id === body[f.key] && r.kind === f.kind))
        .map((f) => [f.key, [FileMessage.notUploaded(f.label)]]),
    );
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  }

  /** Notes the row the files were saved on (after its create or update). */
  async attach(entityCode: string, ids: string[], entityId: string): Promise<void> {
    const files = ids.filter(isFileId);
    if (files.length === 0) return;
    await this.db
      .update(storedFiles)
      .set({ entityId })
      .where(and(inArray(storedFiles.id, files), eq(storedFiles.entityCode, entityCode)));
  }
}

import type { Config } from '../config.js';
import { LocalFileStorage } from './local-file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';

/**
 * Where uploaded files' bytes live (the port). Keys are made by the server (`<company>/<uuid>.png`),
 * never by a client. Two adapters: the local disk (default) and S3-compatible storage.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

/** S3 when S3_BUCKET is set, else DATA_DIR/files (FILES_DIR). */
export function createFileStorage(config: Pick<Config, 'files'>): FileStorage {
  return config.files.s3
    ? new S3FileStorage(config.files.s3)
    : new LocalFileStorage(config.files.dir);
}

/** A key the server made: path segments of letters, digits, '-', '_' and one dot; no '..'. */
export function assertStorageKey(key: string): void {
  if (!/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.[a-z]{2,5}$/.test(key)) {
    throw new Error(`invalid storage key: ${key}`);
  }
}

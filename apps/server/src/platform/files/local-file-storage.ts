import fs from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type FileStorage } from './file-storage.js';

/** Files on the local disk under one directory (DATA_DIR/files by default). */
export class LocalFileStorage implements FileStorage {
  readonly kind = 'local' as const;
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Written beside, then renamed: a reader never sees half a file.
    const partial = `${target}.${process.pid}.part`;
    await fs.writeFile(partial, body);
    await fs.rename(partial, target);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }
}

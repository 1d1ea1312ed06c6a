import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Db } from '../platform/db/client.js';
import { FileService } from '../platform/files/file-service.js';
import { LocalFileStorage } from '../platform/files/local-file-storage.js';

/** Where the test apps keep uploads: one scratch directory for the run (keys are random UUIDs). */
export const TEST_FILES_DIR = path.join(os.tmpdir(), 'wander-test-files');

/**
 * One upload of company A's network (DIST001) in the seeded template, with its bytes in
 * TEST_FILES_DIR, so the tenancy suite has a file row to ask for as company B.
 */
export async function seedTestFiles(db: Db): Promise<void> {
  const files = new FileService(db, new LocalFileStorage(TEST_FILES_DIR));
  const content = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#1677ff' },
  })
    .png()
    .toBuffer();
  await files.upload({
    entityCode: 'DIST001',
    entity: 'product/Product',
    kinds: ['image'],
    fileName: 'dist001-upload.png',
    content,
    createdBy: 'distributor@wander.demo',
  });
}

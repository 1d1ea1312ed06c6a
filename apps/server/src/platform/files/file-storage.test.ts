import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import S3rver from 's3rver';
import sharp from 'sharp';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { loadConfig } from '../config.js';
import { createFileStorage, type FileStorage } from './file-storage.js';
import { LocalFileStorage } from './local-file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';

/** A local S3-compatible server (s3rver) on a free port, with one bucket. */
let s3: S3rver;
let endpoint: string;
let scratch: string;
const BUCKET = 'wander-files';
const s3Env = () => ({
  S3_ENDPOINT: endpoint,
  S3_BUCKET: BUCKET,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: 'true',
});

beforeAll(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'wander-s3-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(scratch, 's3'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3.close();
  await fs.rm(scratch, { recursive: true, force: true });
});

describe('the storage is chosen by the environment', () => {
  it('DATA_DIR/files without S3_BUCKET, S3 with it', () => {
    const local = loadConfig({ DATA_DIR: '/srv/wander' });
    expect(local.files).toEqual({ dir: '/srv/wander/files', s3: undefined });
    expect(createFileStorage(local).kind).toBe('local');
    const remote = loadConfig({ DATA_DIR: '/srv/wander', ...s3Env() });
    expect(remote.files.s3).toMatchObject({ bucket: BUCKET, forcePathStyle: true });
    expect(createFileStorage(remote).kind).toBe('s3');
  });
});

describe.each([
  ['local disk', () => new LocalFileStorage(path.join(scratch, 'local'))],
  ['S3 (s3rver)', () => new S3FileStorage(loadConfig(s3Env()).files.s3!)],
])('%s adapter', (_, make: () => FileStorage) => {
  it('stores, reads back and deletes the bytes', async () => {
    const storage = make();
    const body = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    await storage.put('DIST001/0b9d5b1e-4a4e-4b8e-9d2e-1a2b3c4d5e6f.png', body, 'image/png');
    expect(await storage.get('DIST001/0b9d5b1e-4a4e-4b8e-9d2e-1a2b3c4d5e6f.png')).toEqual(body);
    await storage.delete('DIST001/0b9d5b1e-4a4e-4b8e-9d2e-1a2b3c4d5e6f.png');
    expect(await storage.get('DIST001/0b9d5b1e-4a4e-4b8e-9d2e-1a2b3c4d5e6f.png')).toBeNull();
    expect(await storage.get('DIST001/never-stored.png')).toBeNull();
  });

  it('refuses a key that climbs out of its place', async () => {
    const storage = make();
    await expect(storage.put('../etc/passwd.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
      'invalid storage key',
    );
    await expect(storage.get('DIST001/../../x.png')).rejects.toThrow('invalid storage key');
  });
});

describe('uploads through the API land in the bucket when S3_* is set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: s3Env() });
  });
  afterAll(() => t.close());

  it('keeps the image and its thumbnail in S3 and serves them back', async () => {
    const dist = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
    const png = await sharp({
      create: { width: 640, height: 400, channels: 4, background: '#13c2c2' },
    })
      .png()
      .toBuffer();
    const boundary = '----s3-test';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/Product/files',
      headers: { ...dist, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="card.png"\r\n` +
            'Content-Type: image/png\r\n\r\n',
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(res.statusCode).toBe(200);
    const { id } = res.json().data;

    const client = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const listed = await client.send(
      new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'DIST001/' }),
    );
    client.destroy();
    expect(listed.Contents?.map((o) => o.Key)).toEqual(
      expect.arrayContaining([`DIST001/${id}.png`, `DIST001/${id}-thumb.webp`]),
    );

    const file = await t.app.inject({ method: 'GET', url: `/api/files/${id}`, headers: dist });
    expect(file.statusCode).toBe(200);
    expect((await sharp(file.rawPayload).metadata()).width).toBe(640);
    const thumb = await t.app.inject({
      method: 'GET',
      url: `/api/files/${id}/thumbnail`,
      headers: dist,
    });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(320);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';
import { API_COMPRESSION_THRESHOLD } from './compression.js';

// A built web app in miniature: an index.html and a hashed script, each with the .br and .gz
// copies scripts/precompress.mjs writes, and a small file without copies.
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};\n`;
const page = `<!doctype html><html><head><title>Wander</title></head><body>${'<p>wander</p>'.repeat(120)}</body></html>`;
let dist: string;
let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'wander-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  for (const [file, body] of [
    ['index.html', page],
    ['assets/index-abc123.js', script],
  ]) {
    fs.writeFileSync(path.join(dist, file), body);
    fs.writeFileSync(path.join(dist, `${file}.br`), zlib.brotliCompressSync(body));
    fs.writeFileSync(path.join(dist, `${file}.gz`), zlib.gzipSync(body));
  }
  fs.writeFileSync(path.join(dist, 'assets/tiny-abc123.js'), 'export {};\n');
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  admin = bearer(await signIn(t.app, 'admin@wander.demo'), 'WANDER');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const decode = (body: Buffer, encoding: string | undefined) =>
  encoding === 'br'
    ? zlib.brotliDecompressSync(body)
    : encoding === 'gzip'
      ? zlib.gunzipSync(body)
      : body;

describe('static files: the build-time copies by content negotiation', () => {
  const asset = '/assets/index-abc123.js';
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=0.5, br;q=1', 'br'],
    [undefined, undefined],
    ['identity', undefined],
  ])('Accept-Encoding %s gets %s', async (accept, encoding) => {
    const res = await t.app.inject({
      url: asset,
      headers: accept ? { 'accept-encoding': accept } : {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(res.rawPayload, encoding).toString()).toBe(script);
    if (encoding) expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(script));
  });

  it('the SPA at the base path is index.html, compressed and revalidated', async () => {
    const res = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(decode(res.rawPayload, 'br').toString()).toBe(page);
  });

  it('a file without copies goes out as it is', async () => {
    const res = await t.app.inject({
      url: '/assets/tiny-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('export {};\n');
  });
});

describe('API answers: compressed at request time above the threshold', () => {
  const currencies = 'network/Currency/GetPredefinedItems';
  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
  ])(
    'a large answer asked with %s is %s and decodes to the same JSON',
    async (accept, encoding) => {
      const plain = await t.app.inject({ url: `/api/${currencies}`, headers: admin });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(API_COMPRESSION_THRESHOLD);

      const res = await t.app.inject({
        url: `/api/${currencies}`,
        headers: { ...admin, 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decode(res.rawPayload, encoding).toString())).toEqual(plain.json());
    },
  );

  it('a small answer goes out as it is', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(API_COMPRESSION_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().data.status).toBe('ok');
  });

  it('an error answer is still the envelope, compressed or not', async () => {
    const res = await t.app.inject({
      url: '/api/network/Currency/GetSelectList?colour=red',
      headers: { ...admin, 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(400);
    expect(
      JSON.parse(decode(res.rawPayload, res.headers['content-encoding'] as string).toString()),
    ).toMatchObject({ statusCode: 400 });
  });
});

describe('file answers', () => {
  const plan = '/api/product/WanderProductPlan';
  const japanData = async () => {
    // Raw SQL: the generic layer does not import a business area's schema.
    const [row] = await t.database.rows<{ id: string }>(
      sql`select id from wander_plans where plan_name = 'Japan Data Pack'`,
    );
    return row.id;
  };

  it('an xlsx workbook (already a zip) is sent as it is, whatever is accepted', async () => {
    const res = await t.app.inject({
      url: `${plan}/ExportDataPlanWithVariant/${await japanData()}`,
      headers: { ...admin, 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-disposition']).toMatch(/attachment/);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('a CSV export is compressed and keeps its download headers', async () => {
    const url = `${plan}/ExportProductVariant/${await japanData()}`;
    const plain = await t.app.inject({ url, headers: admin });
    const res = await t.app.inject({ url, headers: { ...admin, 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(plain.headers['content-disposition']);
    expect(res.headers['content-type']).toBe(plain.headers['content-type']);
    expect(decode(res.rawPayload, res.headers['content-encoding'] as string)).toEqual(
      plain.rawPayload,
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';
import { productPrices, productVariants, storedFiles } from '../../db/schema/index.js';

let t: TestApp;
let dist: Record<string, string>;
let dist2: Record<string, string>;
let customer: Record<string, string>;
const BOUNDARY = '----wander-files-test';

/** POSTs one file as multipart/form-data (field `file`), as the web form does. */
function upload(
  app: FastifyInstance,
  url: string,
  content: Buffer,
  fileName: string,
  headers: Record<string, string>,
  contentType = 'image/png',
) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  return app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
  });
}

const card = (format: 'png' | 'webp' | 'jpeg', width = 800, height = 500) => {
  const image = sharp({
    create: { width, height, channels: 3, background: '#1677ff' },
  }).withMetadata({ exif: { IFD0: { ImageDescription: 'secret place' } } });
  return image[format]().toBuffer();
};

const productUpload = (content: Buffer, name: string, headers = dist, type?: string) =>
  upload(t.app, '/api/product/Product/files', content, name, headers, type);

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url: `/api/${url}`, headers, payload });

beforeAll(async () => {
  t = await createTestApp();
  dist = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  dist2 = bearer(await signIn(t.app, 'newdistributor@wander.demo'), 'DIST002');
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
});
afterAll(() => t.close());

describe('POST product/Product/files', () => {
  it('refuses a .png name with text bytes, and keeps nothing', async () => {
    const before = await t.database.db.$count(storedFiles);
    const res = await productUpload(Buffer.from('<svg onload="alert(1)"></svg>'), 'photo.png');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Only PNG, JPEG or WebP images are accepted');
    expect(res.json().errors.file).toEqual(['Only PNG, JPEG or WebP images are accepted']);
    expect(await t.database.db.$count(storedFiles)).toBe(before);
  });

  it('refuses a PDF where an image is expected, and a PNG header with broken bytes', async () => {
    const pdf = await productUpload(
      Buffer.from('%PDF-1.7\n%...'),
      'terms.pdf',
      dist,
      'application/pdf',
    );
    expect(pdf.statusCode).toBe(400);
    const broken = Buffer.concat([(await card('png')).subarray(0, 40), Buffer.alloc(100, 7)]);
    const cut = await productUpload(broken, 'cut.png');
    expect(cut.json().message).toBe('Only PNG, JPEG or WebP images are accepted');
  });

  it('refuses a file over 5 MB with 413 and the size in words', async () => {
    const big = Buffer.concat([await card('png'), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const res = await productUpload(big, 'big.png');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The file is larger than 5 MB');
  });

  it('refuses a form without a file, and an upload without a bearer', async () => {
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/product/Product/files',
      headers: { ...dist, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.file).toEqual(['File is required']);
    const anonymous = await upload(
      t.app,
      '/api/product/Product/files',
      await card('png'),
      'a.png',
      {},
    );
    expect(anonymous.statusCode).toBe(401);
  });

  it('accepts a WebP named .jpg, re-encodes it without its metadata and makes a thumbnail', async () => {
    const original = await card('webp', 3000, 1000);
    const res = await productUpload(original, 'holiday.jpg', dist, 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const file = res.json().data;
    expect(file).toMatchObject({
      kind: 'image',
      contentType: 'image/webp',
      fileName: 'holiday.jpg',
      width: 2048,
      height: 683,
      hasThumbnail: true,
    });
    const stored = await call('GET', `files/${file.id}`, dist);
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('image/webp');
    expect(stored.rawPayload.equals(original)).toBe(false);
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();

    const thumb = await call('GET', `files/${file.id}/thumbnail`, dist);
    expect(thumb.statusCode).toBe(200);
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect([thumbMeta.format, thumbMeta.width, thumbMeta.height]).toEqual(['webp', 320, 107]);
  });
});

describe('serving files', () => {
  it("answers 404 for another company's file, as for one that does not exist", async () => {
    const res = await productUpload(await card('png'), 'd1.png');
    const id = res.json().data.id;
    expect((await call('GET', `files/${id}`, dist)).statusCode).toBe(200);
    for (const path of [`files/${id}`, `files/${id}/thumbnail`]) {
      const other = await call('GET', path, dist2);
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe('File not found');
      expect((await call('GET', path, customer)).statusCode).toBe(404);
    }
    expect((await call('GET', 'files/00000000-0000-4000-8000-000000000000', dist)).statusCode).toBe(
      404,
    );
  });

  it("refuses a product naming another company's upload", async () => {
    const other = await productUpload(await card('png'), 'd2.png', dist2);
    const res = await call('POST', 'product/Product', dist, {
      productCode: 'D1-STOLEN',
      productName: 'Stolen image',
      image: other.json().data.id,
      isActive: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.image).toEqual(['Image is not a file uploaded for this record']);
  });

  it("shares a product's image with the buyers of a distributor that prices it", async () => {
    const image = (await productUpload(await card('jpeg'), 'bali.jpg')).json().data.id;
    const created = await call('POST', 'product/Product', dist, {
      productCode: 'D1-BALI-IMG',
      productName: 'Bali eSIM',
      image,
      description: '<p>Bali <img src=x onerror="alert(1)"><script>alert(2)</script><b>5G</b></p>',
      isActive: true,
    });
    expect(created.statusCode).toBe(200);
    const product = created.json().data;
    expect(product.image).toBe(image);
    expect(product.description).toBe('<p>Bali <b>5G</b></p>');
    const [row] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, image));
    expect(row.entityId).toBe(product.id);

    // Not in any catalogue yet: private to its owner.
    expect((await call('GET', `files/${image}/thumbnail`, customer)).statusCode).toBe(404);
    const [variant] = await t.database.db
      .insert(productVariants)
      .values({
        productId: product.id,
        variantCode: 'D1-BALI-IMG-7D',
        variantValue: '7D 5GB',
        variantName: 'Bali 7 days 5GB',
        days: 7,
        dataGb: 5,
      })
      .returning();
    await t.database.db.insert(productPrices).values({
      entityCode: 'DIST001',
      productId: product.id,
      variantId: variant.id,
      unitPriceMinor: 2500,
      currency: 'MYR',
    });
    // On DIST001's catalogue: its customer sees the card image; DIST002 (not its buyer) does not.
    expect((await call('GET', `files/${image}/thumbnail`, customer)).statusCode).toBe(200);
    expect((await call('GET', `files/${image}/thumbnail`, dist2)).statusCode).toBe(404);
  });

  it('sanitises the description on update too', async () => {
    const created = await call('POST', 'product/Product', dist, {
      productCode: 'D1-HTML',
      productName: 'Html eSIM',
      isActive: true,
    });
    const id = created.json().data.id;
    const res = await call('PUT', `product/Product/${id}`, dist, {
      productCode: 'D1-HTML',
      productName: 'Html eSIM',
      description:
        '<h3 onclick="x()">Coverage</h3><a href="javascript:alert(1)">x</a><a href="https://wander.example">Map</a>',
      isActive: true,
    });
    expect(res.json().data.description).toBe(
      '<h3>Coverage</h3><a target="_blank" rel="noopener noreferrer">x</a>' +
        '<a href="https://wander.example" target="_blank" rel="noopener noreferrer">Map</a>',
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, signIn, bearer, type TestApp } from '../test-support/test-app.js';
import { products } from '../db/schema/index.js';
import { seedDemoImages } from './seed-images.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo product images', () => {
  it('gives popular and first-page products a card image, once, that buyers can load', async () => {
    const started = Date.now();
    const made = await seedDemoImages(t.database.db, t.app.services.files);
    expect(made).toBeGreaterThan(20);
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(await seedDemoImages(t.database.db, t.app.services.files)).toBe(0);

    const [japan] = await t.database.db
      .select({ image: products.image })
      .from(products)
      .where(eq(products.productCode, 'WDR-JP-DATA'));
    expect(japan.image).toMatch(/^[0-9a-f-]{36}$/);
    const customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
    const thumb = await t.app.inject({
      method: 'GET',
      url: `/api/files/${japan.image}/thumbnail`,
      headers: customer,
    });
    expect(thumb.statusCode).toBe(200);
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320 });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestApp, signIn, bearer, type TestApp } from '../test-support/test-app.js';
import { partnerOffers, products } from '../db/schema/index.js';
import { seedDemoImages } from './seed-images.js';
import { seedDemoOfferImages } from './seed-offer-images.js';

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

describe('demo offer images', () => {
  it('replaces the stand-in addresses of partner offers and gift backgrounds, once', async () => {
    const made = await seedDemoOfferImages(t.database.db, t.app.services.files);
    expect(made).toBeGreaterThan(3);
    expect(await seedDemoOfferImages(t.database.db, t.app.services.files)).toBe(0);
    const offers = await t.database.db
      .select({ image: partnerOffers.imageUrl })
      .from(partnerOffers)
      .where(eq(partnerOffers.entityCode, 'DIST001'));
    expect(offers.length).toBeGreaterThan(0);
    for (const o of offers) expect(o.image).toMatch(/^[0-9a-f-]{36}$/);

    // The distributor's customer (its network) sees an offer's image; another network does not.
    const url = `/api/files/${offers[0]!.image}/thumbnail`;
    const customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
    const seen = await t.app.inject({ method: 'GET', url, headers: customer });
    expect(seen.statusCode).toBe(200);
    const other = bearer(await signIn(t.app, 'newdistributor@wander.demo'), 'DIST002');
    const refused = await t.app.inject({ method: 'GET', url, headers: other });
    expect(refused.statusCode).toBe(404);
  });
});

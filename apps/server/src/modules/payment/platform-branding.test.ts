import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wanderPlatforms } from '../../db/schema/index.js';
import { seedDemoPlatformLogos } from '../../seed/seed-platform-logos.js';
import { uploadFile } from '../../test-support/multipart.js';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';

// Issue 37 (5): a distributor brands the stores it sells through (only the platform's admin could),
// with an uploaded logo; never another distributor's store.
let t: TestApp;
let admin: Record<string, string>;
let dist1: Record<string, string>;
let dist2: Record<string, string>;
let customer: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await signIn(t.app, 'admin@wander.demo'), 'WANDER');
  dist1 = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  dist2 = bearer(await signIn(t.app, 'newdistributor@wander.demo'), 'DIST002');
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
}, 120_000);
afterAll(() => t?.close());

const call = (
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => t.app.inject({ method, url: `/api/${url}`, headers, payload });
const platformId = async (code: string) => {
  const [row] = await t.database.db
    .select({ id: wanderPlatforms.id })
    .from(wanderPlatforms)
    .where(eq(wanderPlatforms.platformCode, code));
  return row.id;
};
const stored = async (code: string) => {
  const [row] = await t.database.db
    .select()
    .from(wanderPlatforms)
    .where(eq(wanderPlatforms.platformCode, code));
  return row;
};
const png = (background = '#0b5cad') =>
  sharp({ create: { width: 120, height: 120, channels: 3, background } })
    .png()
    .toBuffer();
const branding = {
  storeName: 'Wander Malaysia',
  storeLogoUrl: null,
  storePrimaryColor: '#14532d',
  storeSupportEmail: 'help@wander.demo',
  storeDefaultLanguage: 'en',
};

describe('Store Branding: who brands which store', () => {
  it("lets a distributor's admin brand its own platforms, and only those", async () => {
    const listed = await call(dist1, 'GET', 'payment/PlatformBranding');
    expect(listed.statusCode, listed.body).toBe(200);
    const codes = (listed.json().data as { platformCode: string }[]).map((p) => p.platformCode);
    expect(codes).toEqual(expect.arrayContaining(['WEB-MY', 'WEB-HK']));
    expect(codes).not.toContain('KIOSK-KUL');

    const id = await platformId('WEB-MY');
    const saved = await call(dist1, 'PUT', `payment/PlatformBranding/${id}`, branding);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      platformCode: 'WEB-MY',
      storePrimaryColor: '#14532d',
    });
    expect((await stored('WEB-MY')).storePrimaryColor).toBe('#14532d');
  });

  it("refuses another distributor's store as if it did not exist, and changes nothing", async () => {
    const id = await platformId('WEB-MY');
    const before = await stored('WEB-MY');
    expect((await call(dist2, 'GET', 'payment/PlatformBranding')).json().data).toEqual([]);
    const seen = await call(dist2, 'GET', `payment/PlatformBranding/${id}`);
    expect(seen.statusCode).toBe(404);
    const changed = await call(dist2, 'PUT', `payment/PlatformBranding/${id}`, {
      ...branding,
      storeName: 'Not yours',
      storePrimaryColor: '#ff0000',
    });
    expect(changed.statusCode).toBe(404);
    expect(changed.json().message).toBe('Platform not found');
    expect(await stored('WEB-MY')).toEqual(before);
    // A business customer's user has no Store Branding at all.
    expect((await call(customer, 'GET', 'payment/PlatformBranding')).statusCode).toBe(403);
    expect(
      (await call(customer, 'PUT', `payment/PlatformBranding/${id}`, branding)).statusCode,
    ).toBe(403);
  });

  it("lets the platform's admin brand any store", async () => {
    const listed = (await call(admin, 'GET', 'payment/PlatformBranding')).json().data as {
      platformCode: string;
    }[];
    expect(listed.map((p) => p.platformCode)).toContain('KIOSK-KUL');
    const id = await platformId('WEB-HK');
    const saved = await call(admin, 'PUT', `payment/PlatformBranding/${id}`, {
      ...branding,
      storeName: 'Wander HK',
      storeDefaultLanguage: 'zh',
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
});

describe('Store Branding: the uploaded logo', () => {
  it('refuses a file that is not an image, with a clear error, and stores nothing', async () => {
    const res = await uploadFile(
      t.app,
      '/api/payment/PlatformBranding/files',
      Buffer.from('<svg onload="alert(1)"></svg> not a picture'),
      'logo.png',
      dist1,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Only PNG, JPEG or WebP images are accepted',
      errors: { file: ['Only PNG, JPEG or WebP images are accepted'] },
    });
  });

  it('saves an uploaded logo, which the store shows from a public address', async () => {
    const up = await uploadFile(
      t.app,
      '/api/payment/PlatformBranding/files',
      await png(),
      'logo.png',
      dist1,
    );
    expect(up.statusCode, up.body).toBe(200);
    const fileId = up.json().data.id as string;
    // Not saved yet: not public.
    expect((await t.app.inject({ url: `/api/store/v1/logos/${fileId}` })).statusCode).toBe(404);

    const id = await platformId('WEB-MY');
    const saved = await call(dist1, 'PUT', `payment/PlatformBranding/${id}`, {
      ...branding,
      storeLogoUrl: fileId,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [{ apiKeyHash }] = [await stored('WEB-MY')];
    expect(apiKeyHash).toBeTruthy();
    const page = await t.app.inject({ url: '/store/WEB-MY/' });
    if (page.statusCode === 200) expect(page.body).toContain(`/api/store/v1/logos/${fileId}`);

    const logo = await t.app.inject({ url: `/api/store/v1/logos/${fileId}` });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(await sharp(logo.rawPayload).metadata()).toMatchObject({ format: 'png', width: 120 });
    // The platform's admin sees it in the back office's preview too.
    const asAdmin = await call(admin, 'GET', `files/${fileId}`);
    expect(asAdmin.statusCode).toBe(200);
  });

  it("refuses another company's upload as the logo", async () => {
    const theirs = await uploadFile(
      t.app,
      '/api/payment/PlatformBranding/files',
      await png('#aa0000'),
      'theirs.png',
      dist2,
    );
    expect(theirs.statusCode, theirs.body).toBe(200);
    const id = await platformId('WEB-MY');
    const res = await call(dist1, 'PUT', `payment/PlatformBranding/${id}`, {
      ...branding,
      storeLogoUrl: theirs.json().data.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      storeLogoUrl: ['Store Logo is not a file uploaded for this record'],
    });
  });

  it("gives the demo world's DIST001 stores a logo, once", async () => {
    await t.database.db
      .update(wanderPlatforms)
      .set({ storeLogoUrl: null })
      .where(eq(wanderPlatforms.distributorEntityCode, 'DIST001'));
    const made = await seedDemoPlatformLogos(t.database.db, t.app.services.files);
    expect(made).toBeGreaterThanOrEqual(2);
    expect(await seedDemoPlatformLogos(t.database.db, t.app.services.files)).toBe(0);
    const logo = (await stored('WEB-MY')).storeLogoUrl!;
    expect(logo).toMatch(/^[0-9a-f-]{36}$/);
    const served = await t.app.inject({ url: `/api/store/v1/logos/${logo}` });
    expect(served.statusCode).toBe(200);
  });
});

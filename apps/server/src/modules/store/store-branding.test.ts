import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';

// Issue 28: a platform's store branding is answered to its store by GET store/v1/platform; since
// issue 37 it is edited on Store Branding (payment/PlatformBranding), apart from the platform.
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await signIn(t.app, 'admin@wander.demo'), 'WANDER');
}, 120_000);
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${url}`, headers: admin, payload });
const base = {
  platformCode: 'WEB-SG',
  platformName: 'Wander Web Store Singapore',
  currencyCode: 'MYR',
  paymentProviders: ['stripe'],
  distributorEntityCode: 'DIST001',
  isActive: true,
};

describe('store branding on the platform', () => {
  it('saves the branding, answers it to the store, and updates it; a bad field saves nothing', async () => {
    const created = await call('POST', 'payment/WanderPlatforms', base);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as string;
    const key = (await call('POST', `payment/WanderPlatforms/IssueApiKey/${id}`)).json().data
      .apiKey as string;
    const branding = async () =>
      (await t.app.inject({ url: '/api/store/v1/platform', headers: { 'x-api-key': key } })).json()
        .data;

    const bad = await call('PUT', `payment/PlatformBranding/${id}`, {
      storeName: 'Wander SG',
      storePrimaryColor: 'blue',
      storeLogoUrl: 'javascript:alert(1)',
      storeSupportEmail: 'help',
      storeDefaultLanguage: 'fr',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      storePrimaryColor: ['Primary Colour should be a colour like #0b5cad'],
      storeLogoUrl: [
        'Store Logo should be an uploaded image, an https:// address or a path on this site',
      ],
      storeSupportEmail: ['Email is invalid'],
      storeDefaultLanguage: ['Store Language is not a valid option'],
    });
    expect(await branding()).toMatchObject({ storeName: base.platformName, primaryColor: null });
    // A protocol-relative address (or one a browser reads as one) is another host's logo.
    for (const other of ['//other.host/logo.png', '/\\other.host/logo.png']) {
      const res = await call('PUT', `payment/PlatformBranding/${id}`, {
        storeName: 'Wander SG',
        storeLogoUrl: other,
        storeDefaultLanguage: 'en',
      });
      expect(res.statusCode, other).toBe(400);
      expect(res.json().errors).toEqual({
        storeLogoUrl: [
          'Store Logo should be an uploaded image, an https:// address or a path on this site',
        ],
      });
    }

    const saved = await call('PUT', `payment/PlatformBranding/${id}`, {
      storeName: 'Wander SG',
      storeLogoUrl: 'https://cdn.example/logo.svg',
      storePrimaryColor: '#005f73',
      storeSupportEmail: 'help.sg@wander.demo',
      storeDefaultLanguage: 'ms',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Store branding saved');
    expect(await branding()).toEqual({
      platformCode: 'WEB-SG',
      storeName: 'Wander SG',
      logoUrl: 'https://cdn.example/logo.svg',
      primaryColor: '#005f73',
      supportEmail: 'help.sg@wander.demo',
      defaultLanguage: 'ms',
      currency: 'MYR',
    });
    // Editing the platform itself leaves its branding as it is.
    const renamed = await call('PUT', `payment/WanderPlatforms/${id}`, {
      ...base,
      platformName: 'Wander Singapore',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await branding()).toMatchObject({ storeName: 'Wander SG', defaultLanguage: 'ms' });
    // Emptied: the platform's name and the store's own colour.
    const emptied = await call('PUT', `payment/PlatformBranding/${id}`, {
      storeName: '',
      storeLogoUrl: null,
      storePrimaryColor: '',
      storeSupportEmail: null,
      storeDefaultLanguage: 'zh',
    });
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(await branding()).toMatchObject({
      storeName: 'Wander Singapore',
      logoUrl: null,
      primaryColor: null,
      defaultLanguage: 'zh',
    });
    const page = await t.app.inject({ url: '/store/WEB-SG/' });
    expect(page.statusCode === 200 || page.statusCode === 503).toBe(true);
  });
});

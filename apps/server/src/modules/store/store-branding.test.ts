import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';

// Issue 28: a platform's store branding is edited on its page in the back office and answered
// to its store by GET store/v1/platform.
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
  it('refuses a bad colour, logo, e-mail or language and saves nothing', async () => {
    const res = await call('POST', 'payment/WanderPlatforms', {
      ...base,
      storePrimaryColor: 'blue',
      storeLogoUrl: 'javascript:alert(1)',
      storeSupportEmail: 'help',
      storeDefaultLanguage: 'fr',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      storePrimaryColor: ['Primary Colour should be a colour like #0b5cad'],
      storeLogoUrl: ['Store Logo URL should be an https:// address or a path on this site'],
      storeSupportEmail: ['Email is invalid'],
      storeDefaultLanguage: ['Store Language is not a valid option'],
    });
    const listed = await call('POST', 'payment/WanderPlatforms/Search', {
      filterColumns: [{ columnName: 'platformCode', filterValue: 'WEB-SG', operator: 'eq' }],
    });
    expect(listed.json().data.items).toEqual([]);
  });

  it('saves the branding, answers it to the store, and updates it', async () => {
    const created = await call('POST', 'payment/WanderPlatforms', {
      ...base,
      storeName: 'Wander SG',
      storeLogoUrl: 'https://cdn.example/logo.svg',
      storePrimaryColor: '#005f73',
      storeSupportEmail: 'help.sg@wander.demo',
      storeDefaultLanguage: 'ms',
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as string;
    const key = (await call('POST', `payment/WanderPlatforms/IssueApiKey/${id}`)).json().data
      .apiKey as string;
    const branding = async () =>
      (await t.app.inject({ url: '/api/store/v1/platform', headers: { 'x-api-key': key } })).json()
        .data;
    expect(await branding()).toEqual({
      platformCode: 'WEB-SG',
      storeName: 'Wander SG',
      logoUrl: 'https://cdn.example/logo.svg',
      primaryColor: '#005f73',
      supportEmail: 'help.sg@wander.demo',
      defaultLanguage: 'ms',
      currency: 'MYR',
    });
    // Emptied: the platform's name and the store's own colour.
    const updated = await call('PUT', `payment/WanderPlatforms/${id}`, {
      ...base,
      storeName: '',
      storePrimaryColor: '',
      storeDefaultLanguage: 'zh',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await branding()).toMatchObject({
      storeName: 'Wander Web Store Singapore',
      primaryColor: null,
      defaultLanguage: 'zh',
    });
    const page = await t.app.inject({ url: '/store/WEB-SG/' });
    expect(page.statusCode === 200 || page.statusCode === 503).toBe(true);
  });
});

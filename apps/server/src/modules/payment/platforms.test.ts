import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';
import { platformByApiKey } from './platform-api-key.js';

let t: TestApp;
let admin: Record<string, string>;
let distributor: Record<string, string>;
let customer: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await signIn(t.app, 'admin@wander.demo'), 'WANDER');
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => t.app.inject({ method, url: `/api/${url}`, headers, payload: payload as object });

const platformId = async (code: string) => {
  const res = await call('POST', 'payment/WanderPlatforms/Search', admin, {
    filterColumns: [{ columnName: 'platformCode', filterValue: code, operator: 'eq' }],
  });
  return res.json().data.items[0] as { id: string; apiKeyPrefix: string | null };
};

describe('payment/WanderPlatforms API keys', () => {
  it('shows a new key once, stores only its hash, and revokes the old one', async () => {
    const { id, apiKeyPrefix: before } = await platformId('APP-IOS');
    expect(before).toMatch(/^wpk_/); // the demo platform has a live key nobody knows

    const first = await call('POST', `payment/WanderPlatforms/IssueApiKey/${id}`, admin);
    expect(first.statusCode).toBe(200);
    const key = first.json().data.apiKey as string;
    expect(key).toMatch(/^wpk_[A-Za-z0-9_-]{43}$/);
    expect(first.json().message).toBe('API key issued: copy it now, it is not shown again');

    // The list and the detail show the prefix, never the key.
    const detail = await call('GET', `payment/WanderPlatforms/GetDetail/${id}`, admin);
    expect(detail.json().data.apiKeyPrefix).toBe(key.slice(0, 10));
    expect(detail.body).not.toContain(key);
    expect((await platformByApiKey(t.database.db, key))?.platformCode).toBe('APP-IOS');

    const second = await call('POST', `payment/WanderPlatforms/IssueApiKey/${id}`, admin);
    const newKey = second.json().data.apiKey as string;
    expect(newKey).not.toBe(key);
    expect(await platformByApiKey(t.database.db, key)).toBeNull();
    expect((await platformByApiKey(t.database.db, newKey))?.platformCode).toBe('APP-IOS');
  });

  it('does not accept the key of an inactive platform or a made-up one', async () => {
    const { id } = await platformId('KIOSK-KUL');
    const res = await call('POST', `payment/WanderPlatforms/IssueApiKey/${id}`, admin);
    expect(await platformByApiKey(t.database.db, res.json().data.apiKey)).toBeNull();
    expect(await platformByApiKey(t.database.db, 'wpk_madeup')).toBeNull();
  });

  it('refuses an unknown platform, a bad currency, and anyone but the platform staff', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await call('POST', `payment/WanderPlatforms/IssueApiKey/${unknown}`, admin)).statusCode,
    ).toBe(404);
    const { id } = await platformId('APP-ANDROID');
    expect(
      (await call('POST', `payment/WanderPlatforms/IssueApiKey/${id}`, distributor)).statusCode,
    ).toBe(403);
    const bad = await call('POST', 'payment/WanderPlatforms', admin, {
      platformCode: 'NEWAPP',
      platformName: 'New App',
      currencyCode: 'ZZZ',
      paymentProviders: ['stripe'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ currencyCode: ['Currency is not a valid option'] });
    const none = await call('POST', 'payment/WanderPlatforms', admin, {
      platformCode: 'NEWAPP',
      platformName: 'New App',
      currencyCode: 'USD',
      paymentProviders: [],
    });
    expect(none.json().errors).toEqual({ paymentProviders: ['Payment Providers is required'] });
  });

  it('names the distributor a platform sells for, and refuses a company that is not one', async () => {
    const body = {
      platformCode: 'KIOSK-MY',
      platformName: 'Kiosk Malaysia',
      currencyCode: 'MYR',
      paymentProviders: ['stripe'],
      isActive: false,
    };
    const customer = await call('POST', 'payment/WanderPlatforms', admin, {
      ...body,
      distributorEntityCode: 'CUST001',
    });
    expect(customer.statusCode).toBe(400);
    expect(customer.json().errors).toEqual({
      distributorEntityCode: ['Distributor is not a valid option'],
    });
    const ok = await call('POST', 'payment/WanderPlatforms', admin, {
      ...body,
      distributorEntityCode: 'DIST001',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const listed = await call('POST', 'payment/WanderPlatforms/Search', admin, {
      pageIndex: 1,
      pageSize: 5,
      filterColumns: [{ columnName: 'platformCode', filterValue: 'KIOSK-MY', operator: 'eq' }],
    });
    expect(listed.json().data.items[0].distributorEntityCode).toBe('DIST001');
  });

  it('network/Wander/GetSelectList lists the active platforms by name', async () => {
    const res = await call('GET', 'network/Wander/GetSelectList', distributor);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { label: 'Wander for Android', value: 'APP-ANDROID' },
      { label: 'Wander for iPhone', value: 'APP-IOS' },
      { label: 'Wander Web Store Hong Kong', value: 'WEB-HK' },
      { label: 'Wander Web Store Malaysia', value: 'WEB-MY' },
    ]);
  });
});

describe('payment/PaymentTerms/GetOptionsByEntity', () => {
  it("gives the working company's active terms, and its customers'", async () => {
    const res = await call('GET', 'payment/PaymentTerms/GetOptionsByEntity/DIST001', distributor);
    expect(res.statusCode).toBe(200);
    const labels = (res.json().data as { label: string }[]).map((o) => o.label);
    expect(labels).toContain('NET30 - Net 30 days');
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })));
    const child = await call('GET', 'payment/PaymentTerms/GetOptionsByEntity/CUST001', distributor);
    expect(child.statusCode).toBe(200);
  });

  it('answers 404 for a company the working one does not run', async () => {
    for (const entity of ['DIST002', 'WANDER', 'NOPE']) {
      const res = await call(
        'GET',
        `payment/PaymentTerms/GetOptionsByEntity/${entity}`,
        distributor,
      );
      expect(res.statusCode, entity).toBe(404);
    }
    const up = await call('GET', 'payment/PaymentTerms/GetOptionsByEntity/DIST001', customer);
    expect([403, 404]).toContain(up.statusCode);
  });
});

describe('admin/Configuration/GetDisplaySettings', () => {
  it("gives the brand, the working company's currency label and the amount format", async () => {
    const res = await call('GET', 'admin/Configuration/GetDisplaySettings', distributor);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.brandName).toBe('Wander');
    expect(data.amountFormat).toEqual({
      decimals: 2,
      decimalSeparator: '.',
      thousandsSeparator: ',',
    });
    expect(data.features).toEqual({ cardProvider: 'sandbox', walletTopUp: true });
    expect(data.currencyCode).toBe('MYR');
    expect(data.currencyLabel).toBe('RM');
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ url: '/api/admin/Configuration/GetDisplaySettings' });
    expect(res.statusCode).toBe(401);
  });
});

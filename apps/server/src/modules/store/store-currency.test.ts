import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { storeKit } from './store-test-kit.js';

let t: TestApp;
let kit: Awaited<ReturnType<typeof storeKit>>;
beforeAll(async () => {
  t = await createTestApp();
  kit = await storeKit(t);
}, 120_000);
afterAll(() => t?.close());

type Destination = { countryCode: string; plans: number; fromPrice: number; currency: string };
type Plan = { variantId: string; price: number; currency: string; countries: string[] };

describe('the Hong Kong store sells in HKD (issue 40)', () => {
  it('finds Japan (日本) on WEB-HK, whose distributor prices its plans in MYR', async () => {
    const res = await kit.call('GET', 'destinations', { key: kit.hk });
    expect(res.statusCode).toBe(200);
    const japan = (res.json().data as Destination[]).find((d) => d.countryCode === 'JP');
    expect(japan).toMatchObject({ currency: 'HKD' });
    expect(japan!.plans).toBeGreaterThan(0);
    const plans = (await kit.call('GET', 'plans?country=JP', { key: kit.hk })).json()
      .data as Plan[];
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.every((p) => p.currency === 'HKD' && p.countries.includes('JP'))).toBe(true);
    expect(Math.min(...plans.map((p) => p.price))).toBe(japan!.fromPrice);
  });
});

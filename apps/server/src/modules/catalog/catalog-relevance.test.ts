import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CatalogProduct } from '@wander/contract';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';
import { bestSellings } from '../../db/schema/index.js';

let t: TestApp;
let customer: Record<string, string>;
let distributor: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
});
afterAll(() => t.close());

const post = async (url: string, payload: object, headers = customer) => {
  const res = await t.app.inject({ method: 'POST', url: `/api/${url}`, headers, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: CatalogProduct[]; pageCount: number; totalCount: number };
};
const search = (payload: object) =>
  post('product/Product/SearchByDistributor', { distributorEntityCode: 'DIST001', ...payload });
const topPlans = (payload: object = {}, headers = customer) =>
  post(
    'product/BestSelling/SearchTopPlans',
    { distributorEntityCode: 'DIST001', ...payload },
    headers,
  );

const isAscending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1] <= v);

describe('catalogue relevance', () => {
  it('a search for Japan lists Japan eSIM first, then regional plans, then global, cheapest first in each', async () => {
    const page = await search({ countryCode: ['JP'], isDayPassType: false, pageSize: 32 });
    const names = page.items.map((p) => p.productName);
    expect(names[0]).toBe('Japan eSIM');
    const asia8 = names.indexOf('Asia 8');
    const global = names.indexOf('Global 120+ countries');
    expect(asia8).toBeGreaterThan(0);
    expect(global).toBeGreaterThan(asia8);
    // Regional: every plan between Japan eSIM and the first global one, cheapest first.
    const regional = page.items.slice(1, global);
    expect(regional.map((p) => p.productName)).toEqual(
      expect.arrayContaining(['Asia 8', 'Japan and South Korea', 'Asia Pacific 20 countries']),
    );
    expect(isAscending(regional.map((p) => p.unitPrice))).toBe(true);
    const globals = page.items.slice(global);
    expect(globals.every((p) => p.countryCodes.length > 20)).toBe(true);
    expect(isAscending(globals.map((p) => p.unitPrice))).toBe(true);
  });

  it('with day passes, both exact Japan plans come before any regional plan, cheapest first', async () => {
    const page = await search({ countryCode: ['JP'], pageSize: 8 });
    const exact = page.items.slice(0, 2);
    expect(exact.map((p) => p.productName).sort()).toEqual(['Japan Day Pass', 'Japan eSIM']);
    expect(exact[0].unitPrice).toBeLessThanOrEqual(exact[1].unitPrice);
    expect(page.items.slice(2).every((p) => p.countryCodes.length > 1)).toBe(true);
  });

  it('shows the plans recommended beside a plan', async () => {
    const page = await search({ countryCode: ['JP'], isDayPassType: false, pageSize: 8 });
    const japan = page.items.find((p) => p.productName === 'Japan eSIM')!;
    expect(japan.recommended.map((r) => r.productName)).toEqual([
      'Japan and South Korea',
      'Japan Day Pass',
    ]);
    expect(japan.recommended[0].reason).toBe('Going on to Korea? One plan for both');
  });
});

describe('top plans before any search (product/BestSelling/SearchTopPlans)', () => {
  it("opens on the distributor's top plans for the buyer: its country's in order, then its region's, then every market's", async () => {
    // The demo customer is in Malaysia (+60), in Asia.
    const page = await topPlans();
    expect(page.items.map((p) => p.productName)).toEqual([
      'Japan eSIM',
      'Thailand eSIM',
      'South Korea eSIM',
      'Asia 8',
      'Singapore eSIM',
      'ASEAN 10 countries',
      'Japan and South Korea',
      'Global 120+ countries',
      'Europe 30 countries',
      'Australia eSIM',
    ]);
    expect(page.totalCount).toBe(10);
    expect(page.items[0].productVariants.length).toBeGreaterThan(0);
  });

  it('follows a change of order at once, and an inactive line drops out', async () => {
    const edit = await t.app.inject({
      method: 'POST',
      url: '/api/product/BestSelling/Search',
      headers: distributor,
      payload: {
        pageSize: 1,
        filterColumns: [
          { columnName: 'productName', filterValue: 'Thailand', operator: 'contains' },
        ],
      },
    });
    const line = edit.json().data.items[0];
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/product/BestSelling/${line.id}`,
      headers: distributor,
      payload: {
        productId: line.productId,
        countryCode: line.countryCode,
        region: line.region,
        sortOrder: 0,
        isActive: true,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await topPlans({ pageSize: 2 })).items.map((p) => p.productName)).toEqual([
      'Thailand eSIM',
      'Japan eSIM',
    ]);
    await t.database.db
      .update(bestSellings)
      .set({ isActive: false })
      .where(eq(bestSellings.id, line.id));
    const after = await topPlans();
    expect(after.items.map((p) => p.productName)).not.toContain('Thailand eSIM');
    expect(after.totalCount).toBe(9);
  });

  it('refuses a distributor the buyer does not buy from', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/BestSelling/SearchTopPlans',
      headers: customer,
      payload: { distributorEntityCode: 'DIST002' },
    });
    expect([403, 404]).toContain(res.statusCode);
  });
});

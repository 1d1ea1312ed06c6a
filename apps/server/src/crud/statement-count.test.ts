import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wanderPlans } from '../db/schema/index.js';
import {
  createTestApp,
  signIn,
  bearer,
  ONE_REPLICA,
  type TestApp,
} from '../test-support/test-app.js';

/** Every list request runs a bounded number of SQL statements whatever the page size. */
let t: TestApp;
let statements: string[] = [];
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({
    onQuery: (sql) => statements.push(sql),
    env: { AUTH_CONTEXT_CACHE_SECONDS: '60' },
  });
  await t.database.db.insert(wanderPlans).values(
    Array.from({ length: 150 }, (_, i) => ({
      planName: `Plan ${String(i).padStart(3, '0')}`,
      description: `Region ${i % 7}`,
    })),
  );
  // Statements of one process with its caches warm: pinned to one replica in the replica lane
  // (its proxy honours the header; without a proxy it means nothing).
  admin = { ...bearer(await signIn(t.app, 'admin@wander.demo'), 'WANDER'), ...ONE_REPLICA };
});
afterAll(() => t.close());

const countFor = async (url: string, pageSize: number) => {
  // Warm the auth cache so only the list's own statements are counted.
  await t.app.inject({
    method: 'POST',
    url,
    headers: admin,
    payload: { pageIndex: 1, pageSize: 1 },
  });
  statements = [];
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: admin,
    payload: { pageIndex: 1, pageSize },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().data.items.length).toBe(Math.min(pageSize, res.json().data.totalCount));
  return statements.filter((s) => !s.startsWith('insert into "api_logs"')).length;
};

describe('statements per list request', () => {
  it('a plain resource: two (page and count) for 5 or 128 rows', async () => {
    expect(await countFor('/api/product/WanderProductPlan/Search', 5)).toBe(2);
    expect(await countFor('/api/product/WanderProductPlan/Search', 128)).toBe(2);
  });

  it('users with their roles and companies: four for any page size', async () => {
    expect(await countFor('/api/admin/Users/search', 2)).toBe(4);
    expect(await countFor('/api/admin/Users/search', 100)).toBe(4);
  });

  it('the catalogue page, searched or top plans before a search: one statement', async () => {
    const customer = {
      ...bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001'),
      ...ONE_REPLICA,
    };
    const one = async (url: string, payload: object) => {
      // Warm the auth cache (another page size: a page is cached by its request).
      await t.app.inject({
        method: 'POST',
        url,
        headers: customer,
        payload: { ...payload, pageSize: 8 },
      });
      statements = [];
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: customer,
        payload: { ...payload, pageSize: 32 },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.items.length).toBeGreaterThan(0);
      return statements.filter((s) => !s.startsWith('insert into "api_logs"')).length;
    };
    expect(
      await one('/api/product/Product/SearchByDistributor', {
        distributorEntityCode: 'DIST001',
        countryCode: ['JP'],
      }),
    ).toBe(1);
    expect(
      await one('/api/product/BestSelling/SearchTopPlans', { distributorEntityCode: 'DIST001' }),
    ).toBe(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { CatalogProduct } from '@wander/contract';
import {
  createTestApp,
  eventually,
  signIn,
  bearer,
  ONE_REPLICA,
  type TestApp,
} from '../../test-support/test-app.js';
import { productPrices, products } from '../../db/schema/index.js';

let t: TestApp;
let customer: Record<string, string>;
let otherDistributor: Record<string, string>;
let queries: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ onQuery: (sql) => queries.push(sql) });
  // The cache is per process: its hits are counted on one replica.
  customer = { ...bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001'), ...ONE_REPLICA };
  otherDistributor = bearer(await signIn(t.app, 'newdistributor@wander.demo'), 'DIST002');
});
afterAll(() => t.close());

const JAPAN = { distributorEntityCode: 'DIST001', countryCode: ['JP'], textSearch: 'Japan eSIM' };
const search = (headers: Record<string, string>, payload: object = JAPAN) =>
  t.app.inject({
    method: 'POST',
    url: '/api/product/Product/SearchByDistributor',
    headers,
    payload,
  });
const searchStatements = () => queries.filter((q) => q.includes('with dist as')).length;
const firstPrice = async () => {
  const res = await search(customer);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/json');
  const items = res.json().data.items as CatalogProduct[];
  return items[0].productVariants[0].unitPrice;
};
/** Lets the NOTIFY of a committed change reach the listening connection. */
const settle = (until: () => Promise<boolean>) => eventually(until, 2_500);

describe('catalogue search cache', () => {
  it('serves a repeated search without the database and drops it when a price changes', async () => {
    const before = await firstPrice();
    queries = [];
    expect(await firstPrice()).toBe(before);
    expect(searchStatements()).toBe(0);

    // The distributor reprices every Japan variant: the next search shows the new price.
    const [jp] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.productName, 'Japan eSIM'));
    const [price] = await t.database.db
      .select()
      .from(productPrices)
      .where(and(eq(productPrices.entityCode, 'DIST001'), eq(productPrices.productId, jp.id)));
    await t.database.db
      .update(productPrices)
      .set({ unitPriceMinor: price.unitPriceMinor + 1_000 })
      .where(and(eq(productPrices.entityCode, 'DIST001'), eq(productPrices.productId, jp.id)));
    await settle(async () => (await firstPrice()) !== before);
    expect(await firstPrice()).toBeCloseTo(before + 10, 2);
  });

  it('never serves a cached page to a company that does not buy from the distributor', async () => {
    expect((await search(customer)).statusCode).toBe(200);
    const res = await search(otherDistributor);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).not.toContain('Japan');
  });
});

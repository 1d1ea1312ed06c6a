import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { compareLabels } from '@wander/contract';
import { productPrices, products, productVariants } from '../../db/schema/index.js';

let t: TestApp;
const as: Record<string, Record<string, string>> = {};
let fiji: string;

beforeAll(async () => {
  t = await createTestApp();
  for (const [name, email, code] of [
    ['distributor', 'distributor@wander.demo', 'DIST001'],
    ['other', 'newdistributor@wander.demo', 'DIST002'],
    ['customer', 'customer@wander.demo', 'CUST001'],
    ['admin', 'admin@wander.demo', 'WANDER'],
  ]) {
    as[name] = bearer(await signIn(t.app, email), code);
  }
  fiji = await productIdOf('WDR-FJ-DATA');
});
afterAll(() => t.close());

async function productIdOf(code: string) {
  const [p] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.productCode, code));
  return p.id;
}
type Option = { label: string; value: string };
const get = (who: string, path: string) =>
  t.app.inject({ url: `/api/product/${path}`, headers: as[who] });
const options = async (who: string, path: string) => {
  const res = await get(who, path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Option[];
};
const labels = (list: Option[]) => list.map((o) => o.label);
/** The select lists' human order: case and accents folded, numbers by value (1GB before 10GB). */
const sorted = (list: string[]) => [...list].sort(compareLabels);

describe('GET product/ProductPrice/GetProductSelectList/{productId}', () => {
  it('lists the variants the working distributor prices, with the price, by label', async () => {
    const list = await options('distributor', `ProductPrice/GetProductSelectList/${fiji}`);
    expect(list).toHaveLength(15);
    expect(labels(list)).toEqual(sorted(labels(list)));
    expect(labels(list)[0]).toBe('Fiji 1GB 7 days - MYR 8.90');
    expect(labels(list)[1]).toBe('Fiji 1GB 15 days - MYR 9.90');
    expect(labels(list).at(-1)).toMatch(/^Fiji 20GB 30 days/);
    for (const o of list) expect(o.label).toMatch(/^Fiji \d+GB \d+ days - MYR \d+\.\d\d$/);
    const variants = await t.database.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.productId, fiji));
    expect(list.map((o) => o.value).sort()).toEqual(variants.map((v) => v.id).sort());
  });

  it('shows each distributor its own prices, and leaves out a variant it stopped selling', async () => {
    const mine = await options('distributor', `ProductPrice/GetProductSelectList/${fiji}`);
    const theirs = await options('other', `ProductPrice/GetProductSelectList/${fiji}`);
    const price = (o: Option) => Number(o.label.split(' - MYR ')[1]);
    const theirsById = new Map(theirs.map((o) => [o.value, o]));
    // DIST002 sells 8% dearer.
    expect(mine.every((o) => price(theirsById.get(o.value)!) > price(o))).toBe(true);

    await t.database.db
      .update(productPrices)
      .set({ isActive: false })
      .where(
        and(
          eq(productPrices.entityCode, 'DIST001'),
          inArray(productPrices.variantId, [mine[0].value]),
        ),
      );
    const after = await options('distributor', `ProductPrice/GetProductSelectList/${fiji}`);
    expect(after.map((o) => o.value)).not.toContain(mine[0].value);
    expect(after).toHaveLength(14);
  });

  it('answers a product the company cannot read as not found, and needs the product grant', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/product/Product',
      headers: as.other,
      payload: { productCode: 'D2-SELECT', productName: 'Nomad own', isActive: true },
    });
    const theirs = created.json().data.id;
    expect(
      (await get('distributor', `ProductPrice/GetProductSelectList/${theirs}`)).statusCode,
    ).toBe(404);
    expect((await get('distributor', 'ProductPrice/GetProductSelectList/nope')).statusCode).toBe(
      404,
    );
    expect((await get('customer', `ProductPrice/GetProductSelectList/${fiji}`)).statusCode).toBe(
      403,
    );
    // The platform prices nothing itself.
    expect(await options('admin', `ProductPrice/GetProductSelectList/${fiji}`)).toEqual([]);
  });
});

describe('GET product/WanderProductCountry/GetProductSelectListByCountry/{countryCode}[/{provider}]', () => {
  const path = (rest: string) => `WanderProductCountry/GetProductSelectListByCountry/${rest}`;

  it('lists the active products covering the country, by name', async () => {
    const list = await options('distributor', path('JP'));
    expect(labels(list)).toContain('Japan eSIM');
    expect(labels(list)).toContain('Japan Day Pass');
    expect(labels(list)).toContain('Japan and South Korea');
    expect(labels(list)).not.toContain('Fiji eSIM');
    expect(labels(list)).toEqual(sorted(labels(list)));
  });

  it('with a distributor, lists only what it sells, and leaves out an inactive product', async () => {
    const daypass = await productIdOf('WDR-JP-DAY');
    await t.database.db
      .update(productPrices)
      .set({ isActive: false })
      .where(and(eq(productPrices.entityCode, 'DIST001'), eq(productPrices.productId, daypass)));
    const fromDist1 = await options('customer', path('JP/DIST001'));
    expect(labels(fromDist1)).toContain('Japan eSIM');
    expect(labels(fromDist1)).not.toContain('Japan Day Pass');
    // DIST002 still sells it; the platform may look at any distributor.
    expect(labels(await options('admin', path('JP/DIST002')))).toContain('Japan Day Pass');

    const japan = await productIdOf('WDR-JP-DATA');
    await t.database.db.update(products).set({ isActive: false }).where(eq(products.id, japan));
    expect(labels(await options('customer', path('JP/DIST001')))).not.toContain('Japan eSIM');
    expect(labels(await options('distributor', path('JP')))).not.toContain('Japan eSIM');
    await t.database.db.update(products).set({ isActive: true }).where(eq(products.id, japan));
  });

  it('answers a distributor the company may not buy from, or no distributor, as not found', async () => {
    expect((await get('customer', path('JP/DIST002'))).statusCode).toBe(404);
    expect((await get('distributor', path('JP/DIST002'))).statusCode).toBe(404);
    expect((await get('admin', path('JP/WANDER'))).statusCode).toBe(404);
    expect((await get('admin', path('JP/NOBODY'))).statusCode).toBe(404);
  });

  it('answers an unknown country as not found and a malformed one as a bad request', async () => {
    expect((await get('distributor', path('ZZ'))).statusCode).toBe(404);
    const bad = await get('distributor', path('jp'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.countryCode).toEqual(['Country Code should have 2 capital letters']);
  });
});

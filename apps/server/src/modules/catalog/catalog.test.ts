import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { CatalogMessage, ISO_COUNTRIES, type CatalogProduct } from '@wander/contract';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';
import { products, productVariants, wanderSerialNumbers } from '../../db/schema/index.js';
import { seedCatalog } from '../../seed/seed-catalog.js';

let t: TestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;
let distributor: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await signIn(t.app, 'admin@wander.demo'), 'WANDER');
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
});
afterAll(() => t.close());

const search = (payload: object, headers = customer) =>
  t.app.inject({
    method: 'POST',
    url: '/api/product/Product/SearchByDistributor',
    headers,
    payload: { distributorEntityCode: 'DIST001', countryCode: ['JP'], ...payload },
  });
const items = async (payload: object, headers = customer) => {
  const res = await search(payload, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: CatalogProduct[]; pageCount: number; totalCount: number };
};
const REGION = new Map(ISO_COUNTRIES.map((c) => [c.countryCode, c.region]));
/** [rank, partial] as the catalogue orders: 0 exact, 1 regional (<= 2 regions), 2 global. */
function relevanceOf(p: CatalogProduct, chosen: string[]): [number, number] {
  const covered = new Set(p.countryCodes);
  const hits = chosen.filter((c) => covered.has(c)).length;
  const regions = new Set(p.countryCodes.map((c) => REGION.get(c))).size;
  const rank = hits === chosen.length && covered.size === chosen.length ? 0 : regions >= 3 ? 2 : 1;
  return [rank, hits < chosen.length ? 1 : 0];
}
const idsOf = async (code: string) => {
  const [row] = await t.database.db
    .select({ productId: products.id, variantId: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.variantCode, code));
  return row;
};
const getPrice = (productId: string, payload: object, headers = customer) =>
  t.app.inject({
    method: 'POST',
    url: `/api/product/ProductPrice/GetPrice/${productId}`,
    headers,
    payload: { distributorEntityCode: 'DIST001', ...payload },
  });
const stock = (
  p: { productId: string; variantId: string },
  qty: string | number,
  dist = 'DIST001',
) =>
  t.app.inject({
    url: `/api/product/Product/CheckProductVariantStock/${p.productId}/${p.variantId}/${qty}?distributorEntityCode=${dist}`,
    headers: customer,
  });

describe('catalogue distributors', () => {
  it('a customer sees its distributor, a distributor itself, the platform every distributor', async () => {
    const options = async (headers: Record<string, string>) =>
      (
        await t.app.inject({
          url: '/api/network/CompanyProfiles/GetConnectedDistributorOptions',
          headers,
        })
      )
        .json()
        .data.map((o: { value: string }) => o.value);
    expect(await options(customer)).toEqual(['DIST001']);
    expect(await options(distributor)).toEqual(['DIST001']);
    expect(await options(admin)).toEqual(['DIST001', 'DIST002']);
  });
});

describe('catalogue search (product/Product/SearchByDistributor)', () => {
  it('finds the products of a country whose variants meet days, GB and type, priced at the distributor', async () => {
    const page = await items({ days: 30, data: 10, isDataType: true, isDayPassType: false });
    const names = page.items.map((p) => p.productName);
    expect(names).toContain('Japan eSIM');
    expect(names).toContain('Asia 8');
    expect(names).not.toContain('Japan Day Pass');
    for (const p of page.items) {
      expect(p.countryCodes).toContain('JP');
      expect(p.productVariants.length).toBeGreaterThan(0);
      for (const v of p.productVariants) {
        expect(v.days).toBeGreaterThanOrEqual(30);
        expect(v.data).toBeGreaterThanOrEqual(10);
        expect(v.isDayPass).toBe(false);
      }
      expect(p.unitPrice).toBe(Math.min(...p.productVariants.map((v) => v.unitPrice)));
    }
    const japan = page.items.find((p) => p.productName === 'Japan eSIM')!;
    expect(japan.productVariants.map((v) => v.variantCode)).toEqual([
      'WDR-JP-DATA-10GB-30D',
      'WDR-JP-DATA-20GB-30D',
    ]);
    expect(japan.productVariants[0].networkName).toBe('NTT Docomo / SoftBank');
    expect(japan.discountInfos.map((d) => d.minQuantity)).toEqual([10, 50]);
    expect(japan.promotions.map((p) => p.title)).toEqual(['Free 1GB bonus on Japan plans']);
  });

  it('day-pass only lists day passes; both types list both', async () => {
    const dayPass = await items({ isDataType: false, isDayPassType: true, pageSize: 32 });
    expect(dayPass.items.length).toBeGreaterThan(0);
    expect(dayPass.items.flatMap((p) => p.productVariants).every((v) => v.isDayPass)).toBe(true);
    const both = await items({ pageSize: 32 });
    expect(both.totalCount).toBeGreaterThan(dayPass.totalCount);
    expect(both.items.map((p) => p.productName)).toEqual(
      expect.arrayContaining(['Japan eSIM', 'Japan Day Pass']),
    );
  });

  it('pages by relevance from page 1 with the default 12, every product once; a page past the end is empty', async () => {
    const countries = ['FR', 'DE', 'IT', 'ES', 'JP', 'TH', 'US'];
    const first = await items({ countryCode: countries });
    expect(first.items).toHaveLength(12);
    const all: CatalogProduct[] = [];
    for (let page = 1; page <= Math.ceil(first.totalCount / 8); page++) {
      const res = await items({ countryCode: countries, pageIndex: page, pageSize: 8 });
      expect(res.pageCount).toBe(Math.ceil(first.totalCount / 8));
      all.push(...res.items);
    }
    expect(all).toHaveLength(first.totalCount);
    expect(new Set(all.map((p) => p.productId)).size).toBe(all.length);
    // Across pages: exact, regional, global; all chosen countries before some; cheapest first.
    const key = (p: CatalogProduct) => [...relevanceOf(p, countries), p.unitPrice];
    const keys = all.map(key);
    const sorted = [...keys].sort((a, b) => {
      for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
      return 0;
    });
    expect(keys).toEqual(sorted);
    const past = await items({ countryCode: countries, pageIndex: 999, pageSize: 8 });
    expect(past.items).toEqual([]);
    expect(past.totalCount).toBe(first.totalCount);
  });

  it('textSearch narrows by product name', async () => {
    const res = await items({ countryCode: ['JP', 'KR'], textSearch: 'korea' });
    expect(res.items.map((p) => p.productName)).toEqual(
      expect.arrayContaining(['Japan and South Korea', 'South Korea eSIM']),
    );
    expect(res.items.map((p) => p.productName)).not.toContain('Japan eSIM');
    expect(res.items.every((p) => /korea/i.test(p.productName))).toBe(true);
    expect(res.totalCount).toBeGreaterThan(0);
  });

  it('refuses bad input with the spec messages and changes nothing', async () => {
    const neither = await search({ isDataType: false, isDayPassType: false });
    expect(neither.statusCode).toBe(400);
    expect(neither.body).toContain(CatalogMessage.checkDataType);
    const noCountry = await search({ countryCode: [] });
    expect(noCountry.statusCode).toBe(400);
    expect(noCountry.body).toContain(CatalogMessage.selectCountry);
    expect((await search({ pageSize: 10 })).statusCode).toBe(400);
    expect((await search({ pageIndex: 0 })).statusCode).toBe(400);
    expect((await search({ days: -1 })).statusCode).toBe(400);
    expect((await search({ days: 1.5 })).statusCode).toBe(400);
    expect((await search({ countryCode: ["JP' or 1=1"] })).statusCode).toBe(400);
    expect((await search({ unitPrice: 1 })).statusCode).toBe(400);
  });

  it('a company only reaches the distributors it is connected to (404 otherwise); prices differ per distributor', async () => {
    expect((await search({ distributorEntityCode: 'DIST002' })).statusCode).toBe(404);
    expect((await search({ distributorEntityCode: 'DIST002' }, distributor)).statusCode).toBe(404);
    expect((await search({ distributorEntityCode: 'NOPE' }, admin)).statusCode).toBe(404);
    const unauth = await t.app.inject({
      method: 'POST',
      url: '/api/product/Product/SearchByDistributor',
      payload: { distributorEntityCode: 'DIST001', countryCode: ['JP'] },
    });
    expect(unauth.statusCode).toBe(401);
    const price = async (dist: string) =>
      (await items({ distributorEntityCode: dist, textSearch: 'Japan eSIM' }, admin)).items[0]
        .productVariants[0].unitPrice;
    expect(await price('DIST002')).toBeGreaterThan(await price('DIST001'));
  });
});

describe('product/ProductPrice/GetPrice', () => {
  it('prices a quantity with the discount tiers on the server', async () => {
    const jp = await idsOf('WDR-JP-DATA-5GB-30D');
    const quote = async (quantity: number) => {
      const res = await getPrice(jp.productId, { quantity, variantId: jp.variantId });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const one = await quote(1);
    expect(one.discountPercent).toBe(0);
    expect(one.unitPrice).toBe(one.baseUnitPrice);
    expect(one.lineTotal).toBe(one.unitPrice);
    const ten = await quote(10);
    expect(ten.discountPercent).toBe(5);
    // Rounded half up in minor units: 5% off 20.90 is 19.86 (19.855).
    expect(ten.unitPrice).toBe(
      Math.round((Math.round(one.baseUnitPrice * 100) * 9500) / 10_000) / 100,
    );
    expect(ten.lineTotal).toBeCloseTo(ten.unitPrice * 10, 2);
    expect((await quote(49)).discountPercent).toBe(5);
    expect((await quote(50)).discountPercent).toBe(10);
  });

  it('ignores nothing the client claims: a sent price, bad quantities and foreign variants are refused', async () => {
    const jp = await idsOf('WDR-JP-DATA-5GB-30D');
    const th = await idsOf('WDR-TH-DATA-5GB-30D');
    const sentPrice = await getPrice(jp.productId, { quantity: 1, unitPrice: 0.01 });
    expect(sentPrice.statusCode).toBe(400);
    for (const quantity of [0, -1, 1.5, 1e9, 'ten']) {
      expect((await getPrice(jp.productId, { quantity })).statusCode, String(quantity)).toBe(400);
    }
    expect(
      (await getPrice(jp.productId, { quantity: 1, variantId: th.variantId })).statusCode,
    ).toBe(404);
    expect((await getPrice('not-a-uuid', { quantity: 1 })).statusCode).toBe(404);
    expect(
      (await getPrice(jp.productId, { quantity: 1, distributorEntityCode: 'DIST002' })).statusCode,
    ).toBe(404);
  });
});

describe('product/Product/CheckProductVariantStock', () => {
  it("says 'in stock' up to the available eSIMs and gives the available quantity otherwise", async () => {
    const jp = await idsOf('WDR-FJ-DATA-1GB-7D');
    const ok4 = await stock(jp, 4);
    expect(ok4.statusCode, ok4.body).toBe(200);
    expect(ok4.json().data).toEqual({
      status: 'in stock',
      availableQuantity: 4,
      requestedQuantity: 4,
    });
    const five = (await stock(jp, 5)).json().data;
    expect(five).toMatchObject({ status: 'out of stock', availableQuantity: 4 });

    // An allocated eSIM is no longer stock.
    const [serial] = await t.database.db
      .select({ id: wanderSerialNumbers.id })
      .from(wanderSerialNumbers)
      .where(
        and(
          eq(wanderSerialNumbers.variantId, jp.variantId),
          eq(wanderSerialNumbers.entityCode, 'DIST001'),
        ),
      )
      .limit(1);
    await t.database.db
      .update(wanderSerialNumbers)
      .set({ status: 'allocated', invoiceLineId: sql`gen_random_uuid()` })
      .where(eq(wanderSerialNumbers.id, serial.id));
    expect((await stock(jp, 4)).json().data).toMatchObject({
      status: 'out of stock',
      availableQuantity: 3,
    });
  });

  it('popular plans are stocked deeper, so quantity discounts can be reached', async () => {
    const jp = await idsOf('WDR-JP-DATA-10GB-30D');
    expect((await stock(jp, 60)).json().data.status).toBe('in stock');
    expect((await stock(jp, 61)).json().data).toMatchObject({
      status: 'out of stock',
      availableQuantity: 60,
    });
  });

  it('refuses bad quantities, unknown variants and other distributors', async () => {
    const jp = await idsOf('WDR-FJ-DATA-1GB-7D');
    const th = await idsOf('WDR-TH-DATA-1GB-7D');
    for (const q of ['0', '-2', '1.5', 'x']) expect((await stock(jp, q)).statusCode).toBe(400);
    expect((await stock({ productId: jp.productId, variantId: th.variantId }, 1)).statusCode).toBe(
      404,
    );
    expect((await stock(jp, 1, 'DIST002')).statusCode).toBe(404);
  });
});

describe('catalogue countries (product/WanderProductCountry/GetSelectList/{distributor})', () => {
  it("lists, by name, the countries of the distributor's catalogue; others' distributors are 404", async () => {
    const res = await t.app.inject({
      url: '/api/product/WanderProductCountry/GetSelectList/DIST001',
      headers: customer,
    });
    expect(res.statusCode).toBe(200);
    const options = res.json().data as { label: string; value: string }[];
    expect(options.length).toBeGreaterThan(150);
    expect(options).toContainEqual({ label: 'Japan', value: 'JP' });
    expect(options.map((o) => o.label)).toEqual([...options.map((o) => o.label)].sort());
    const other = await t.app.inject({
      url: '/api/product/WanderProductCountry/GetSelectList/DIST002',
      headers: customer,
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('catalogue data', () => {
  it('the demo catalogue is written once: a second seed adds nothing', async () => {
    const counts = async () =>
      (
        (await t.database.db.execute(sql`select
          (select count(*)::int from products) as products,
          (select count(*)::int from product_variants) as variants,
          (select count(*)::int from product_prices) as prices,
          (select count(*)::int from wander_serial_numbers) as serials,
          (select count(distinct country_code)::int from product_countries) as countries`)) as unknown as {
          rows: Record<string, number>[];
        }
      ).rows[0];
    const before = await counts();
    expect(before.products).toBeGreaterThan(300);
    expect(before.countries).toBeGreaterThan(100);
    // Every seeded plan is priced by both demo distributors; the Demo Supplier's plans (issue
    // 27, product codes PRV-...) by DIST001 alone.
    const [{ n: supplied }] = (
      (await t.database.db.execute(
        sql`select count(*)::int as n from product_variants where variant_code like 'PRV-%'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(before.prices).toBe((before.variants - supplied) * 2 + supplied);
    await seedCatalog(t.database.db);
    expect(await counts()).toEqual(before);
  });

  it('serials are 19-digit ICCIDs starting 89 with LPA activation codes, unique per eSIM', async () => {
    const rows = await t.database.db
      .select({ iccid: wanderSerialNumbers.iccid, code: wanderSerialNumbers.activationCode })
      .from(wanderSerialNumbers)
      .limit(50);
    for (const r of rows) {
      expect(r.iccid).toMatch(/^89\d{17}$/);
      expect(r.code).toMatch(/^LPA:1\$smdp\.example\$[0-9A-F]{20}$/);
    }
  });
});

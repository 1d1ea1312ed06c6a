import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorePlan } from '@wander/contract';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { products, productVariants } from '../../db/schema/index.js';
import { storeKit } from '../../test-support/kits/store-test-kit.js';
import { nameDemoCatalog } from '../../seed/seed-catalog.js';

/**
 * Issue 41 on the store API: plans answer their names in Bahasa Melayu and Chinese (the demo
 * catalogue's and the Demo Supplier's composed, a distributor's typed on the product form), and
 * one plan answers what its supplier states: networks per country, hotspot, top-up.
 */
let t: TestApp;
let kit: Awaited<ReturnType<typeof storeKit>>;
let dist: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  kit = await storeKit(t);
  dist = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
}, 120_000);
afterAll(() => t?.close());

const plans = async (query: string) => {
  const res = await kit.call('GET', `plans?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as StorePlan[];
};
const onePlan = async (variantId: string) => (await plans(`variantId=${variantId}`))[0];
const backOffice = (method: 'GET' | 'PUT', path: string, payload?: object) =>
  t.app.inject({ method, url: `/api/${path}`, headers: dist, payload });

/** The Demo Supplier's plan of a package, as DIST001 sells it. */
async function supplierPlan(name: string) {
  const [row] = await t.database.db
    .select({ variantId: productVariants.id, productId: products.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.variantName, name));
  return row;
}

describe('plan names in three languages (issue 41)', () => {
  it("answers the demo catalogue's Japan plans in Malay and Chinese", async () => {
    const japan = await plans('country=JP');
    const plan = japan.find((p) => p.variantName === 'Japan 1GB 7 days')!;
    expect(plan.names).toEqual({
      ms: { productName: 'eSIM Jepun', variantName: 'Jepun 1GB 7 hari' },
      zh: { productName: '日本 eSIM', variantName: '日本 1GB 7天' },
    });
    const pass = japan.find((p) => p.variantName === 'Japan Day Pass 1GB per day 7 days')!;
    expect(pass.names.zh).toEqual({ productName: '日本日套餐', variantName: '日本 每天1GB 7天' });
    const region = japan.find((p) => p.productName === 'Japan and South Korea')!;
    expect(region.names.ms.productName).toBe('Jepun dan Korea Selatan');
    // A search finds plans by those names too.
    const found = await plans('search=Jepun 1GB 7');
    expect(found.map((p) => p.variantName)).toContain('Japan 1GB 7 days');
  });

  it("names the Demo Supplier's synced plans, and shows what the distributor types instead", async () => {
    const iceland = await supplierPlan('Iceland 5GB 7 Days');
    const before = await onePlan(iceland.variantId);
    expect(before.names).toEqual({
      ms: { productName: 'Iceland 5GB 7 hari', variantName: 'Iceland 5GB 7 hari' },
      zh: { productName: '冰岛 5GB 7天', variantName: '冰岛 5GB 7天' },
    });

    // The distributor types its own names on the product form and the variant's dialog.
    const product = (
      await backOffice('GET', `product/Product/GetDetail/${iceland.productId}`)
    ).json().data as Record<string, unknown>;
    const { id: _id, entityCode: _e, currency: _c, ...fields } = product;
    const saved = await backOffice('PUT', `product/Product/${iceland.productId}`, {
      ...fields,
      productNameZh: '冰岛畅游 eSIM',
      productNameMs: '',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.productNameZh).toBe('冰岛畅游 eSIM');
    const detail = (
      await backOffice('GET', `product/Product/GetDetailForEdit/${iceland.productId}`)
    ).json().data as { productVariants: Record<string, unknown>[] };
    const variant = detail.productVariants[0];
    const { variantId: _v, productId: _p, ...variantFields } = variant;
    const updated = await backOffice('PUT', `product/Product/UpdateVariant/${iceland.variantId}`, {
      ...variantFields,
      variantNameZh: '冰岛 5GB 一周',
    });
    expect(updated.statusCode, updated.body).toBe(200);

    // Chinese as typed; Malay now empty on the product: English.
    expect((await onePlan(iceland.variantId)).names).toEqual({
      ms: { productName: 'Iceland 5GB 7 Days', variantName: 'Iceland 5GB 7 hari' },
      zh: { productName: '冰岛畅游 eSIM', variantName: '冰岛 5GB 一周' },
    });
  });
});

describe('a demo world seeded before (issue 41)', () => {
  it('gets the names at its next start, and keeps a name typed since', async () => {
    const db = t.database.db;
    const byCode = (code: string) => eq(products.productCode, code);
    const [japan] = await db.select().from(products).where(byCode('WDR-JP-DATA'));
    const [korea] = await db.select().from(products).where(byCode('WDR-KR-DATA'));
    await db
      .update(products)
      .set({ productNameMs: null, productNameZh: null })
      .where(like(products.productCode, 'WDR-%'));
    await db.update(products).set({ productNameZh: '韩国旅行卡' }).where(eq(products.id, korea.id));
    await db
      .update(productVariants)
      .set({ variantNameMs: null, variantNameZh: null })
      .where(eq(productVariants.productId, japan.id));
    await nameDemoCatalog(db);
    const [after] = await db.select().from(products).where(eq(products.id, japan.id));
    expect(after).toMatchObject({ productNameMs: 'eSIM Jepun', productNameZh: '日本 eSIM' });
    const variants = await db
      .select({ zh: productVariants.variantNameZh })
      .from(productVariants)
      .where(eq(productVariants.productId, japan.id));
    expect(variants.map((v) => v.zh)).toContain('日本 1GB 7天');
    const [typed] = await db.select().from(products).where(eq(products.id, korea.id));
    expect(typed).toMatchObject({ productNameMs: null, productNameZh: '韩国旅行卡' });
  });
});

describe("what a plan's page states (issue 41)", () => {
  it("a provider's plan: the package's operators per country, hotspot and top-up", async () => {
    const balkans = await supplierPlan('Balkans 8GB 15 Days');
    const plan = await onePlan(balkans.variantId);
    expect(plan.networks).toEqual([
      { country: 'AL', operators: [{ name: 'One Albania', type: '4G/5G' }] },
      { country: 'BA', operators: [{ name: 'BH Telecom', type: '4G/5G' }] },
      { country: 'ME', operators: [{ name: 'One Montenegro', type: '4G/5G' }] },
      { country: 'MK', operators: [{ name: 'A1 Makedonija', type: '4G/5G' }] },
      { country: 'RS', operators: [{ name: 'A1 Srbija', type: '4G/5G' }] },
    ]);
    expect(plan).toMatchObject({ hotspot: true, topUp: true });
    // The Demo Supplier's day pass neither shares its data nor tops up.
    const peru = await onePlan((await supplierPlan('Peru 1GB/day Day Pass')).variantId);
    expect(peru).toMatchObject({ hotspot: false, topUp: false });
  });

  it("a stock plan: the variant's network name, no top-up, hotspot not stated", async () => {
    const japan = (await plans('country=JP')).find((p) => p.variantName === 'Japan 1GB 7 days')!;
    expect(japan.networks).toBeUndefined(); // the list answers no facts; one plan does
    const plan = await onePlan(japan.variantId);
    expect(plan).toMatchObject({
      networks: [{ country: 'JP', operators: [{ name: 'NTT Docomo / SoftBank', type: null }] }],
      hotspot: null,
      topUp: false,
    });
  });
});

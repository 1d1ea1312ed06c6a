import { planLabel, type StorePlan } from '@wander/contract';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wanderPlatforms } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import {
  DEMO_STORE_API_KEY,
  issuePlatformApiKey,
  setPlatformApiKey,
} from '../payment/platform-api-key.js';
import { storeKit } from '../../test-support/kits/store-test-kit.js';

// Issue 28: the React store's page at /store/{code}/..., with its platform's branding and web
// store key in a meta element, and the title and description a link preview shows.
let t: TestApp;
let kit: Awaited<ReturnType<typeof storeKit>>;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'store-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html>\n<html lang="en"><head><meta name="theme-color" content="#0b5cad" />' +
    '<title>Store</title>' +
    '<script type="module" crossorigin src="./assets/index-1.js"></script></head>' +
    '<body><div id="root"></div></body></html>',
);
fs.writeFileSync(path.join(dist, 'assets', 'index-1.js'), 'console.log("store")');
// The build's manifest, as Vite writes it: the entry and two pages sharing a chunk with it.
fs.mkdirSync(path.join(dist, '.vite'));
fs.writeFileSync(
  path.join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_ui-1.js'] },
    '_ui-1.js': { file: 'assets/ui-1.js' },
    '_mutation-1.js': { file: 'assets/mutation-1.js' },
    'src/pages/Cart.tsx': {
      file: 'assets/Cart-1.js',
      imports: ['_ui-1.js', '_mutation-1.js', 'index.html'],
      css: ['assets/Cart-1.css'],
    },
    'src/pages/SignIn.tsx': { file: 'assets/SignIn-1.js', imports: ['_mutation-1.js'] },
    'src/pages/Esims.tsx': { file: 'assets/Esims-1.js', imports: ['_mutation-1.js'] },
  }),
);

beforeAll(async () => {
  t = await createTestApp({ env: { STORE_DIST_DIR: dist } });
  kit = await storeKit(t);
}, 120_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const page = (url: string) => t.app.inject({ method: 'GET', url });
const settingsOf = (html: string) => {
  const content = /<meta name="wander-store" content="([^"]*)"/.exec(html)?.[1] ?? 'null';
  const text = content
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
  return JSON.parse(text) as Record<string, string>;
};

describe('the web store page', () => {
  it("names the page's own chunks in its head, beyond the entry's (issue 30)", async () => {
    const links = (html: string) => html.match(/<link rel="[^"]+"[^>]*>/g) ?? [];
    const cart = links((await page('/store/WEB-HK/cart')).body);
    expect(cart).toEqual([
      '<link rel="modulepreload" crossorigin href="/store/assets/Cart-1.js">',
      '<link rel="modulepreload" crossorigin href="/store/assets/mutation-1.js">',
      '<link rel="preload" as="style" href="/store/assets/Cart-1.css">',
    ]);
    expect(links((await page('/store/WEB-HK/sign-in')).body)).toEqual([
      '<link rel="modulepreload" crossorigin href="/store/assets/SignIn-1.js">',
      '<link rel="modulepreload" crossorigin href="/store/assets/mutation-1.js">',
    ]);
    // Home is in the entry; a path that is no page names nothing.
    const home = await page('/store/WEB-HK/');
    expect(home.statusCode).toBe(200);
    // Before its scripts run, the page already shows the store's brand (its first paint).
    expect(home.body).toMatch(
      /<div id="root"><header class="header"><div class="header-inner"><a href="\/store\/WEB-HK\/" class="brand">(<img [^>]+>)?<span>Wander HK<\/span><\/a>/,
    );
    expect(links(home.body)).toEqual([]);
    expect(links((await page('/store/WEB-HK/nowhere')).body)).toEqual([]);
    // The consumer's own pages: a signed-out visitor loads none of their chunks.
    expect(links((await page('/store/WEB-HK/esims')).body)).toEqual([]);
  });

  it("serves a platform's store with its branding, key and a destination's link preview", async () => {
    const res = await page('/store/WEB-HK/destination/JP');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-inline');
    // The preview reads in the page's language (WEB-HK's is Chinese), as the page does.
    expect(res.body).toContain('<title>日本 eSIM 流量套餐 | Wander HK</title>');
    // DIST001's MYR plans, converted to HKD and rounded up to .90 (issue 40).
    expect(res.body).toMatch(
      /<meta name="description" content="日本 \d+ 款 eSIM 流量套餐，HK\$[\d,]+\.90 起：/,
    );
    expect(res.body).toContain(
      '<meta property="og:title" content="日本 eSIM 流量套餐 | Wander HK"',
    );
    expect(res.body).toContain('<html lang="zh-CN"');
    expect(res.body).toContain('<meta name="theme-color" content="#9d1c4a"');
    // Assets at any depth: absolute under the store.
    expect(res.body).toContain('src="/store/assets/index-1.js"');
    const settings = settingsOf(res.body);
    expect(settings).toMatchObject({
      platformCode: 'WEB-HK',
      storeName: 'Wander HK',
      primaryColor: '#9d1c4a',
      defaultLanguage: 'zh',
      currency: 'HKD',
      root: '/store/WEB-HK/',
      api: '/api/store/v1/',
    });
    // Its web store key, never the platform's API key itself.
    expect(settings.key).toMatch(/^wps_WEB-HK\./);
    expect(res.body).not.toContain(kit.hk);
    const branding = await kit.call('GET', 'platform', { key: settings.key });
    expect(branding.statusCode, branding.body).toBe(200);
    expect(branding.json().data).toEqual({
      platformCode: 'WEB-HK',
      storeName: 'Wander HK',
      logoUrl: null,
      primaryColor: '#9d1c4a',
      supportEmail: 'help.hk@wander.demo',
      defaultLanguage: 'zh',
      currency: 'HKD',
    });
    expect((await kit.call('GET', 'plans', { key: settings.key })).statusCode).toBe(200);

    // A plan's preview names it as the Chinese store does, with its days and price in Chinese.
    const plans = await kit.call('GET', 'plans?country=JP', { key: settings.key });
    const plan = (plans.json().data as StorePlan[]).find((p) => p.countries.length === 1)!;
    const zhName = planLabel(plan.names.zh.productName, plan.names.zh.variantName);
    expect(zhName).toMatch(/[\u4e00-\u9fff]/);
    const planPage = await page(`/store/WEB-HK/plan/${plan.variantId}`);
    expect(planPage.body).toContain(`<title>${zhName} | Wander HK</title>`);
    expect(planPage.body).toMatch(
      new RegExp(`<meta name="description" content="日本 [^"]*，${plan.days} 天，HK\\$`),
    );
  });

  it("puts a store's name in the page as it is written, and shows no other host's logo", async () => {
    const hk = eq(wanderPlatforms.platformCode, 'WEB-HK');
    const [before] = await t.database.db
      .select({ storeName: wanderPlatforms.storeName, logo: wanderPlatforms.storeLogoUrl })
      .from(wanderPlatforms)
      .where(hk);
    // `$\``, `$'` and `$&` mean parts of the page to String.replace; a protocol-relative logo
    // (saved before the branding refused it) is another host's, not a path on this site.
    await t.database.db
      .update(wanderPlatforms)
      .set({ storeName: "Tom $` Jerry $' $&", storeLogoUrl: '//other.host/logo.png' })
      .where(hk);
    try {
      const res = await page('/store/WEB-HK/');
      expect(res.statusCode).toBe(200);
      const name = 'Tom $` Jerry $&#39; $&amp;';
      expect(res.body).toContain(`<title>${name}：旅行 eSIM 流量套餐</title>`);
      expect(res.body).toContain(`<span>${name}</span>`);
      expect(res.body.match(/<title>/g)).toHaveLength(1);
      expect(res.body.match(/<!doctype html>/g)).toHaveLength(1);
      expect(res.body.match(/<div id="root">/g)).toHaveLength(1);
      expect(res.body).not.toContain('other.host');
      expect(res.body).not.toContain('og:image');
      const settings = settingsOf(res.body);
      expect(settings.storeName).toBe("Tom $` Jerry $' $&");
      expect(settings.logoUrl).toBeNull();
      const branding = await kit.call('GET', 'platform', { key: settings.key });
      expect(branding.json().data.logoUrl).toBeNull();
    } finally {
      await t.database.db
        .update(wanderPlatforms)
        .set({ storeName: before.storeName, storeLogoUrl: before.logo })
        .where(hk);
    }
  });

  it('serves the default store at /store/ and names a destination and a plan in its preview', async () => {
    // The default store is the demo key's platform (the kit gave WEB-MY a new key: put it back).
    const [webMy] = await t.database.db
      .select({ id: wanderPlatforms.id })
      .from(wanderPlatforms)
      .where(eq(wanderPlatforms.platformCode, 'WEB-MY'));
    await setPlatformApiKey(t.database.db, webMy.id, DEMO_STORE_API_KEY);
    const home = await page('/store/');
    const settings = settingsOf(home.body);
    expect(settings).toMatchObject({ platformCode: 'WEB-MY', root: '/store/' });
    expect(home.body).toContain('<title>Wander Malaysia: travel eSIM data plans</title>');
    const japan = await page('/store/destination/JP');
    expect(japan.body).toMatch(
      /<meta name="description" content="\d+ eSIM data plans for Japan from MYR\s[\d.]+: /,
    );
    const plans = await kit.call('GET', 'plans?country=JP', { key: settings.key });
    const plan = (plans.json().data as { variantId: string; countries: string[] }[]).find(
      (p) => p.countries.length === 1,
    )!;
    const res = await page(`/store/plan/${plan.variantId}`);
    expect(res.body).toMatch(/<title>[^<]+ \| Wander Malaysia<\/title>/);
    expect(res.body).toMatch(/<meta name="description" content="[^"]+ for \d+ days in Japan, MYR/);
    expect((await page('/store')).headers.location).toBe('/store/');
    expect((await page('/store/assets/index-1.js')).statusCode).toBe(200);
    expect((await page('/store/assets/index-old.js')).statusCode).toBe(404);
  });

  it('answers 404 for a platform without a store, and refuses a forged or stale store key', async () => {
    expect((await page('/store/NOPE/')).statusCode).toBe(404);
    // KIOSK-KUL is inactive: no store.
    expect((await page('/store/KIOSK-KUL/')).statusCode).toBe(404);
    const key = settingsOf((await page('/store/WEB-HK/')).body).key;
    const forged = `${key.slice(0, -3)}abc`;
    expect((await kit.call('GET', 'platform', { key: forged })).statusCode).toBe(401);
    expect((await kit.call('GET', 'platform', { key: 'wps_WEB-MY.x' })).statusCode).toBe(401);
    // A new API key changes the store key: the old one stops working.
    const [hk] = await t.database.db
      .select({ id: wanderPlatforms.id })
      .from(wanderPlatforms)
      .where(eq(wanderPlatforms.platformCode, 'WEB-HK'));
    await issuePlatformApiKey(t.database.db, hk.id);
    expect((await kit.call('GET', 'platform', { key })).statusCode).toBe(401);
    const fresh = settingsOf((await page('/store/WEB-HK/')).body).key;
    expect(fresh).not.toBe(key);
    expect((await kit.call('GET', 'platform', { key: fresh })).statusCode).toBe(200);
  });

  it('answers every destination sold with its lowest price, and one plan by its id', async () => {
    // WEB-MY holds the demo key again (the test above).
    const key = DEMO_STORE_API_KEY;
    const destinations = (await kit.call('GET', 'destinations', { key })).json().data as {
      countryCode: string;
      plans: number;
      fromPrice: number;
    }[];
    const japanPlans = (await kit.call('GET', 'plans?country=JP', { key })).json().data as {
      variantId: string;
      price: number;
    }[];
    const japan = destinations.find((d) => d.countryCode === 'JP')!;
    expect(japan.plans).toBe(japanPlans.length);
    expect(japan.fromPrice).toBe(Math.min(...japanPlans.map((p) => p.price)));
    // More destinations than the first 200 plans name (the plans call's limit).
    const firstPage = (await kit.call('GET', 'plans', { key })).json().data as {
      countries: string[];
    }[];
    const named = new Set(firstPage.flatMap((p) => p.countries));
    expect(destinations.length).toBeGreaterThanOrEqual(named.size);
    const last = japanPlans[japanPlans.length - 1];
    const one = await kit.call('GET', `plans?variantId=${last.variantId}`, { key });
    expect(one.json().data.map((p: { variantId: string }) => p.variantId)).toEqual([
      last.variantId,
    ]);
    const bad = await kit.call('GET', 'plans?variantId=nope', { key });
    expect(bad.statusCode).toBe(400);
  });
});

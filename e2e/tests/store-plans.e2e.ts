import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { StorePlan } from '@wander/contract';
import { baseUrl, usePage } from '../support/browser.js';
import { pattern, translator, type StoreLanguageCode as Code } from '../support/store-strings.js';

/**
 * Issue 41 on a phone (390 x 844), in each of the store's languages: a destination's filters
 * (data, days, day pass) show what they say, two plans compared from the top and the bottom of a
 * long list (the Compare bar stays on screen), plan names and the plan page's facts in the
 * language, and a refused sign-in told in the language.
 */
const t = usePage();
const LANGUAGES: Code[] = ['en', 'ms', 'zh'];
const store = (path: string) => `${baseUrl()}store/${path}`;

async function onPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
}

/** The store API as the page calls it (its web store key from the page). */
function storePlans(page: Page, query: string): Promise<StorePlan[]> {
  return page.evaluate(async (q) => {
    const meta = document.querySelector('meta[name="wander-store"]')!.getAttribute('content')!;
    const settings = JSON.parse(meta) as { api: string; key: string };
    const res = await fetch(`${settings.api}plans?${q}`, {
      headers: { 'x-api-key': settings.key },
    });
    return ((await res.json()) as { data: StorePlan[] }).data;
  }, query);
}

/** A plan's name as the store writes it in a language (lib/plan-name.ts). */
function nameIn(plan: StorePlan, code: Code) {
  const names = code === 'en' ? plan : plan.names[code];
  return names.variantName === names.productName
    ? names.productName
    : `${names.productName} · ${names.variantName}`;
}

const countText = (code: Code, n: number) =>
  translator(code)(n === 1 ? 'plans.count_one' : 'plans.count_other', { count: String(n) });

describe('a destination on a phone (issue 41)', () => {
  it.each(LANGUAGES)(
    'in %s: plan names in the language, the filters, and a comparison from the bottom of the list',
    async (code) => {
      const tr = translator(code);
      const { page } = t;
      await onPhone(page);
      await page.goto(store(`destination/JP?lang=${code}`));
      const cards = page.locator('ul.plans > li');
      await expect.poll(() => cards.count()).toBeGreaterThan(0);
      const plans = await storePlans(page, 'country=JP');
      expect(plans.length).toBeGreaterThan(40);
      const count = page.getByText(countText(code, plans.length), { exact: true });
      expect(await count.isVisible()).toBe(true);

      // The cards name the plans in the language: "日本 eSIM · 日本 1GB 7天".
      const headings = await cards.locator('h2').allInnerTexts();
      expect(headings.slice(0, 12)).toEqual(plans.slice(0, 12).map((p) => nameIn(p, code)));
      if (code === 'zh') expect(headings.join(' ')).toMatch(/日本 eSIM · 日本 \S+ \d+天/);
      if (code === 'ms') expect(headings.join(' ')).toMatch(/eSIM Jepun · Jepun \S+ \d+ hari/);

      // Data: 5 GB or more.
      await page.getByLabel(tr('plans.minData'), { exact: true }).selectOption('5');
      const big = plans.filter((p) => p.dataGb >= 5);
      await expect.poll(() => page.getByText(countText(code, big.length)).isVisible()).toBe(true);
      // Days: 15 or more, with it.
      await page.getByLabel(tr('plans.minDays'), { exact: true }).selectOption('15');
      const bigLong = big.filter((p) => p.days >= 15);
      await expect
        .poll(() => page.getByText(countText(code, bigLong.length)).isVisible())
        .toBe(true);
      expect(await cards.locator('h2').first().innerText()).toBe(nameIn(bigLong[0], code));
      // Day passes only (any data, any days): each card says so.
      await page.getByLabel(tr('plans.minData'), { exact: true }).selectOption('0');
      await page.getByLabel(tr('plans.minDays'), { exact: true }).selectOption('0');
      await page.getByLabel(tr('plans.dayPass'), { exact: true }).selectOption('only');
      const passes = plans.filter((p) => p.isDayPass);
      await expect
        .poll(() => page.getByText(countText(code, passes.length)).isVisible())
        .toBe(true);
      const shown = Math.min(12, passes.length);
      expect(await cards.locator('.tag', { hasText: tr('plans.dayPassTag') }).count()).toBe(shown);
      await page.screenshot({ path: `artifacts/store-filters-${code}.png`, fullPage: false });
      // No day passes: none tagged.
      await page.getByLabel(tr('plans.dayPass'), { exact: true }).selectOption('none');
      await expect
        .poll(() => page.getByText(countText(code, plans.length - passes.length)).isVisible())
        .toBe(true);
      expect(await cards.locator('.tag', { hasText: tr('plans.dayPassTag') }).count()).toBe(0);
      await page.getByLabel(tr('plans.dayPass'), { exact: true }).selectOption('all');

      // Compare the first plan and one at the bottom of the longer list.
      await cards.first().getByLabel(tr('plans.addToCompare')).check();
      await page.getByRole('button', { name: pattern(tr('plans.more')) }).click();
      const last = cards.last();
      await last.scrollIntoViewIfNeeded();
      await last.getByLabel(tr('plans.addToCompare')).check();
      const compare = page.getByRole('button', { name: tr('plans.compare_other', { count: '2' }) });
      // At the bottom of the list the Compare button is on screen: the bar sticks there.
      const box = await compare.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height).toBeLessThanOrEqual(844);
      await page.screenshot({ path: `artifacts/store-compare-bar-${code}.png`, fullPage: false });
      await compare.click();
      const table = page.locator('.comparison table');
      await expect.poll(() => table.isVisible()).toBe(true);
      expect(await compare.getAttribute('aria-expanded')).toBe('true');
      // The comparison takes the focus and is brought on screen, its plans named in the language.
      expect(await page.evaluate(() => document.activeElement?.className)).toBe('comparison');
      const tableBox = await table.boundingBox();
      expect(tableBox!.y).toBeGreaterThanOrEqual(0);
      expect(tableBox!.y).toBeLessThan(844);
      const lastIndex = (await cards.count()) - 1;
      const compared = [plans[0], plans[lastIndex]].map((p) =>
        code === 'en' ? p.variantName : p.names[code].variantName,
      );
      expect(await table.locator('thead th').allInnerTexts()).toEqual(compared);
      await page.screenshot({ path: `artifacts/store-comparison-${code}.png`, fullPage: false });
    },
  );
});

describe("a plan's page and an error on a phone (issue 41)", () => {
  it.each(LANGUAGES)(
    "in %s: what the plan's supplier states, and a refused sign-in",
    async (code) => {
      const tr = translator(code);
      const { page } = t;
      await onPhone(page);
      await page.goto(store(`destination/IS?lang=${code}`));
      await page.locator('ul.plans > li').first().waitFor();
      // The Demo Supplier's plan: its operator, hotspot and top-up as the supplier says.
      const iceland = (await storePlans(page, 'country=IS')).find(
        (p) => p.variantName === 'Iceland 5GB 7 Days',
      )!;
      await page.goto(store(`plan/${iceland.variantId}?lang=${code}`));
      const networks = page.locator('#plan-networks');
      await expect.poll(() => networks.innerText()).toBe('Siminn (4G/5G)');
      expect(await page.locator('#plan-hotspot').innerText()).toBe(tr('plan.hotspotYes'));
      expect(await page.locator('#plan-top-up').innerText()).toBe(tr('plan.topUpYes'));
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(nameIn(iceland, code));
      await page.screenshot({ path: `artifacts/store-plan-facts-${code}.png`, fullPage: true });

      // A plan from stock: the variant's networks, no top-up, hotspot not stated.
      const japan = (await storePlans(page, 'country=JP')).find((p) => p.countries.length === 1)!;
      await page.goto(store(`plan/${japan.variantId}?lang=${code}`));
      await expect.poll(() => networks.innerText()).toBe('NTT Docomo / SoftBank');
      expect(await page.locator('#plan-hotspot').innerText()).toBe(tr('plan.notStated'));
      expect(await page.locator('#plan-top-up').innerText()).toBe(tr('plan.topUpNo'));

      // The server refuses the sign-in: told in the language, not in the server's English.
      await page.goto(store(`sign-in?lang=${code}`));
      await page.getByLabel(tr('form.email'), { exact: true }).fill('nobody@example.com');
      await page.getByLabel(tr('form.password'), { exact: true }).fill('Wrong#2026');
      await page
        .getByRole('button', { name: tr('signIn.submit') })
        .last()
        .click();
      const alert = page.getByRole('alert');
      await expect.poll(() => alert.innerText()).toBe(tr('errors.SIGN_IN_FAILED'));
      await page.screenshot({ path: `artifacts/store-sign-in-error-${code}.png`, fullPage: false });
    },
  );
});

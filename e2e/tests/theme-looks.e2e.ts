import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, openAs, settle, signInAs } from '../support/app.js';
import { appUrl, usePage } from '../support/browser.js';

const t = usePage();

/** The theme's primary colour (ui/theme.ts) as the browser computes it. */
const PRIMARY = 'rgb(11, 110, 79)';
/** The browser's own link colours (unvisited, visited). */
const BROWSER_LINK = ['rgb(0, 0, 238)', 'rgb(85, 26, 139)'];

const css = (locator: Locator, property: string) =>
  locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

async function open(page: Page, route: string) {
  await page.goto(appUrl(route));
  await settle(page);
}

describe("links, buttons and controls in the theme's colours", () => {
  it('the dashboard has no browser-blue link', async () => {
    const page = t.page;
    await signInAs(page, DEMO.distributor);
    await page.waitForURL(/#\/$/);
    await open(page, '/');
    const links = page.locator('.app-content a');
    await links.first().waitFor({ state: 'visible' });
    const colours = await links.evaluateAll((els) =>
      els.map((el) => `${el.textContent?.trim()}: ${getComputedStyle(el).color}`),
    );
    expect(colours.filter((c) => BROWSER_LINK.some((blue) => c.endsWith(blue)))).toEqual([]);
    expect(colours.filter((c) => c.endsWith(PRIMARY)).length).toBeGreaterThan(0);
  });

  it('the column filter is a funnel', async () => {
    const page = t.page;
    await openAs(page, DEMO.admin, '/general/currency-list');
    const filter = page.getByRole('button', { name: 'Filter Code' });
    await filter.waitFor({ state: 'visible' });
    // No '⚲' glyph: the button draws antd's FilterOutlined funnel (a mask of its svg).
    expect((await filter.innerText()).trim()).toBe('');
    const icon = await filter.evaluate((el) => {
      const before = getComputedStyle(el, '::before');
      return { mask: before.maskImage, width: before.width };
    });
    expect(icon.mask).toContain('svg');
    expect(icon.mask).toContain('M880.1 154H143.9');
    expect(icon.width).toBe('14px');
  });

  it('a message closes with a green button; dates keep apart; a chosen option stays light', async () => {
    const page = t.page;
    await signInAs(page, DEMO.customer);
    await page.waitForURL(/#\/purchase-order-list$/);

    // A message dialog (showMessage): Add to cart with no days chosen warns.
    await open(page, '/catalog');
    await page
      .locator('.catalog-card')
      .first()
      .getByRole('button', { name: 'Add to cart' })
      .click();
    const dialog = page.locator('.ant-modal').filter({ hasText: 'Add to cart:' });
    await dialog.getByRole('button', { name: 'Add to cart' }).click();
    const close = page.locator('.ant-modal-confirm').getByRole('button', { name: 'Close' });
    await close.waitFor({ state: 'visible' });
    await settle(page);
    expect.soft(await css(close, 'background-color')).toBe(PRIMARY);
    await close.click();

    // The chosen option in a reopened antd dropdown (the dialog's days): marked, not a heavy block.
    const days = dialog.locator('#cart-days');
    await days.click();
    const first = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
    const title = await first.getAttribute('title');
    await first.click();
    await settle(page);
    await days.click();
    const chosen = page.locator(
      `.ant-select-dropdown:visible .ant-select-item-option-selected[title="${title}"]`,
    );
    await chosen.waitFor({ state: 'visible' });
    await settle(page);
    expect.soft(Number(await css(chosen, 'font-weight'))).toBeLessThanOrEqual(500);
    const background = (await css(chosen, 'background-color')).match(/\d+/g)!.map(Number);
    // A light tint, every channel near white (a heavy block: rgb(119, 161, 142), semibold).
    expect.soft(Math.min(...background.slice(0, 3))).toBeGreaterThanOrEqual(225);

    // The order list's From and To dates have space between them.
    await open(page, '/purchase-order-list');
    const from = await page.getByLabel('From date').boundingBox();
    const to = await page.getByLabel('To date').boundingBox();
    expect(from && to).toBeTruthy();
    expect.soft(to!.x - (from!.x + from!.width)).toBeGreaterThanOrEqual(8);
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DEMO,
  addCatalogCountry,
  answerYes,
  closeMessage,
  expectHash,
  orderFromCart,
  settle,
  signInAs,
} from '../support/app.js';
import { usePage } from '../support/browser.js';
// Picks until the select shows the choice (a click while the list still moved in was lost).
import { pickOption } from '../support/list.js';

const t = usePage();

const cards = (page: Page) => page.locator('.catalog-card');
const topPlans = (page: Page) => page.getByRole('heading', { name: 'Top plans', exact: true });
const cartCount = (page: Page) => page.getByTestId('cart-count').innerText();

/** The message dialog shows `text`; Close dismisses it. Answers the dialog's text. */
async function expectAlert(page: Page, text: string | RegExp): Promise<string> {
  const dialog = page.locator('.ant-modal-confirm').filter({ hasText: text });
  await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
  const said = await dialog.innerText();
  await closeMessage(page, text);
  return said;
}

const addCountry = addCatalogCountry;

async function openCatalog(page: Page) {
  await signInAs(page, DEMO.customer);
  await expectHash(page, '#/purchase-order-list');
  // The Order tab's purchase order list leads to the catalogue.
  await page.getByRole('button', { name: 'Catalogue' }).click();
  await expectHash(page, '#/catalog');
  // The first (here: only) connected distributor is picked by default.
  await expect
    .poll(
      () =>
        page
          .locator('#catalog-distributor')
          .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text ?? ''),
      { timeout: 15_000 },
    )
    .toBe('Globetrek Distribution Sdn Bhd');
}

/** Adds a variant through the add-to-cart dialog of the named card. */
async function addToCart(page: Page, product: string, days: string, data: string, qty: string) {
  await cards(page)
    .filter({ has: page.getByRole('heading', { name: product, exact: true }) })
    .getByRole('button', { name: 'Add to cart' })
    .click();
  const dialog = page.locator('.ant-modal').filter({ hasText: `Add to cart: ${product}` });
  await pickOption(page, 'cart-days', days);
  await pickOption(page, 'cart-data', data);
  await dialog.locator('#cart-quantity').fill(qty);
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
}

describe('catalogue (/catalog) as the demo customer', () => {
  it(
    'searches with every alert, fills and edits the cart, keeps it on reload and orders',
    { timeout: 180_000 },
    async () => {
      const { page } = t;
      await openCatalog(page);

      // Search needs a country; the last ticked type cannot be unticked.
      await page.getByRole('button', { name: 'Search' }).click();
      await expectAlert(page, 'Please select at least one country.');
      await page.getByRole('checkbox', { name: 'Data Type' }).uncheck();
      // Unticking the last one: the alert, and both are ticked again.
      await page.getByRole('checkbox', { name: 'Day-Pass Type' }).click();
      await expectAlert(page, 'Please check at least one Data Type.');
      expect(await page.getByRole('checkbox', { name: 'Data Type' }).isChecked()).toBe(true);
      expect(await page.getByRole('checkbox', { name: 'Day-Pass Type' }).isChecked()).toBe(true);

      // Many countries: 12 cards from page 1, 4 per row; 8 per page on request.
      for (const name of ['Japan', 'France', 'Thailand', 'Italy']) await addCountry(page, name);
      await page.getByRole('button', { name: 'Search' }).click();
      await expect.poll(() => cards(page).count(), { timeout: 15_000 }).toBe(12);
      const columns = await page
        .locator('.catalog-grid')
        .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
      expect(columns).toBe(4);
      await page.locator('.catalog-paging').getByLabel('Page size').selectOption('8');
      await expect.poll(() => cards(page).count()).toBe(8);

      // Reset clears the countries (the top plans show again); then Japan, at least 30 days and
      // 10 GB, data plans only.
      await page.getByRole('button', { name: 'Reset' }).click();
      await expect.poll(() => topPlans(page).isVisible()).toBe(true);
      await addCountry(page, 'Japan');
      await page.getByLabel('Days').fill('30');
      await page.getByLabel('GB').fill('10');
      await page.getByRole('checkbox', { name: 'Day-Pass Type' }).uncheck();
      await page.getByRole('button', { name: 'Search' }).click();
      // The results replace the top plans (which list Japan eSIM too).
      await expect.poll(() => topPlans(page).count(), { timeout: 15_000 }).toBe(0);
      await expect
        .poll(() => cards(page).getByRole('heading').allInnerTexts(), { timeout: 15_000 })
        .toContain('Japan eSIM');
      expect(await cards(page).getByRole('heading').allInnerTexts()).not.toContain(
        'Japan Day Pass',
      );
      await t.page
        .screenshot({ path: 'artifacts/catalog-grid.png', fullPage: true })
        .catch(() => undefined);

      // The add-to-cart dialog: days, then data, then a quantity of at least 1, then stock.
      const japanCard = cards(page).filter({
        has: page.getByRole('heading', { name: 'Japan eSIM', exact: true }),
      });
      await japanCard.getByRole('button', { name: 'Add to cart' }).click();
      const dialog = page.locator('.ant-modal').filter({ hasText: 'Add to cart: Japan eSIM' });
      await dialog.getByRole('button', { name: 'Add to cart' }).click();
      await expectAlert(page, 'Please select number of days.');
      await pickOption(page, 'cart-days', '30 days');
      await dialog.getByRole('button', { name: 'Add to cart' }).click();
      await expectAlert(page, 'Please select data capacity.');
      // Only variants of at least 10 GB are offered.
      await page.locator('#cart-data').click();
      await expect
        .poll(() =>
          page.locator('.ant-select-dropdown:visible .ant-select-item-option').allInnerTexts(),
        )
        .toEqual(['10 GB', '20 GB']);
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option[title="10 GB"]')
        .click();
      await dialog.locator('#cart-quantity').fill('0');
      await dialog.getByRole('button', { name: 'Add to cart' }).click();
      await expectAlert(page, 'Quantity should have minimum value of 1');
      // 60 in the demo stock, less what other test files bought (the files' order is not fixed).
      await dialog.locator('#cart-quantity').fill('61');
      await dialog.getByRole('button', { name: 'Add to cart' }).click();
      const said = await expectAlert(page, /Insufficient Stock\. Available quantity: \d+/);
      const available = Number(/Available quantity: (\d+)/.exec(said)![1]);
      expect(available).toBeGreaterThanOrEqual(50);
      expect(available).toBeLessThanOrEqual(60);
      await dialog.locator('#cart-quantity').fill('2');
      await dialog.getByRole('button', { name: 'Add to cart' }).click();
      await expect.poll(() => cartCount(page)).toBe('2');

      await addToCart(page, 'Japan eSIM', '30 days', '20 GB', '1');
      await expect.poll(() => cartCount(page)).toBe('3');
      // The same variant again replaces its quantity.
      await addToCart(page, 'Japan eSIM', '30 days', '20 GB', '3');
      await expect.poll(() => cartCount(page)).toBe('5');

      // The cart: name, validity, GB and promotion lines; quantity editing re-prices with discounts.
      await page.getByRole('button', { name: /^Cart, / }).click();
      const cart = page.locator('.ant-modal').filter({ hasText: 'Total:' });
      const line10 = cart.getByRole('listitem', { name: 'Japan 10GB 30 days' });
      await expect.poll(() => line10.innerText()).toContain('Validity: 30 days');
      const text = await line10.innerText();
      expect(text).toContain('Data: 10 GB');
      expect(text).toContain('Promotion: Free 1GB bonus on Japan plans');
      const unitBefore = await line10.locator('.cart-line__amount span').innerText();
      const qty = line10.locator('input');
      await qty.fill('10');
      await qty.press('Enter');
      await expect
        .poll(() => line10.locator('.cart-line__amount span').innerText())
        .toMatch(/^10 × /);
      const unit = (s: string) => Number(s.split('× ')[1].replace(/,/g, ''));
      const unitAfter = await line10.locator('.cart-line__amount span').innerText();
      expect(unit(unitAfter)).toBeCloseTo(Math.round(unit(unitBefore) * 95) / 100, 1);
      await qty.fill('999');
      await qty.press('Enter');
      await expectAlert(page, `Insufficient Stock. Available quantity: ${available}`);
      expect(await line10.locator('input').inputValue()).toBe('10');
      await expect.poll(() => cartCount(page)).toBe('13');

      // Delete asks first.
      await cart.getByRole('button', { name: 'Delete Japan 20GB 30 days' }).click();
      await answerYes(page, 'Are you sure to delete?');
      await expect.poll(() => cart.getByRole('listitem').count()).toBe(1);
      await expect.poll(() => cartCount(page)).toBe('10');
      await cart.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();

      // A reload keeps the cart.
      await page.reload();
      await settle(page);
      await expect.poll(() => cartCount(page), { timeout: 15_000 }).toBe('10');

      // Order goes to the new purchase order, flagged as coming from the catalogue.
      await orderFromCart(page);
      const state = await page.evaluate(() => (history.state as { usr?: unknown } | null)?.usr);
      expect(state).toEqual({ fromCatalog: true });
    },
  );
});

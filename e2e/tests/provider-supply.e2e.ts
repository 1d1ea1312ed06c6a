import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DEMO,
  addCatalogCountry,
  closeMessage,
  expectHash,
  orderFromCart,
  pressInDialog,
  settle,
  signInAs,
} from '../support/app.js';
import { appUrl, usePage } from '../support/browser.js';
import { pickOption } from '../support/list.js';

const t = usePage();

const status = (page: Page) => page.locator('.order-summary .lt-tag').first().innerText();

/**
 * Issue 27: a plan the distributor buys from a provider on demand. The customer buys a Demo
 * Supplier plan (no stock at all) and, without anyone fulfilling it, sees its eSIM arrive on the
 * order page; the distributor sees the plan's supply and tests the provider account.
 */
describe('eSIMs bought from a provider on payment', () => {
  it(
    'the customer pays a Demo Supplier plan and gets its eSIM at once; the distributor sees the supply',
    { timeout: 180_000 },
    async () => {
      const page = t.page;
      await signInAs(page, DEMO.customer);
      await expectHash(page, '#/purchase-order-list');
      await page.goto(appUrl('/catalog'));
      await addCatalogCountry(page, 'Iceland');
      await page.getByRole('button', { name: 'Search' }).click();
      const card = page.locator('.catalog-card').filter({
        has: page.getByRole('heading', { name: 'Iceland 5GB 7 Days', exact: true }),
      });
      await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
      await card.getByRole('button', { name: 'Add to cart' }).click();
      const dialog = page.locator('.ant-modal').filter({ hasText: 'Add to cart: Iceland 5GB' });
      await pickOption(page, 'cart-days', '7 days');
      await pickOption(page, 'cart-data', '5 GB');
      await dialog.getByRole('button', { name: 'Add to cart' }).click();
      await expect.poll(() => page.getByTestId('cart-count').innerText()).toBe('1');
      await orderFromCart(page);
      await page.getByRole('button', { name: 'Create Order' }).click();
      await closeMessage(page, 'Create successfully!');
      await expect
        .poll(() => new URL(page.url()).hash, { timeout: 10_000 })
        .toMatch(/^#\/purchase-order-detail\//);
      await page.getByRole('button', { name: 'Pay from Wallet' }).click();
      const question = page
        .locator('.ant-modal-confirm')
        .filter({ has: page.getByRole('button', { name: 'Yes', exact: true }) });
      await pressInDialog(question, 'Yes');
      await closeMessage(page, 'Payment successful');
      // Nobody fulfils it: the provider's eSIM arrives and the page shows it by itself.
      await expect.poll(() => status(page), { timeout: 30_000 }).toBe('Completed');
      const qr = page.getByRole('img', { name: /^QR code of eSIM 8999\d+$/ });
      await expect.poll(() => qr.count(), { timeout: 15_000 }).toBe(1);
      expect(await page.locator('.esim-card').first().innerText()).toContain(
        'LPA:1$smdp.demo-supplier.wander.local$',
      );
      await page
        .screenshot({ path: 'artifacts/provider-supply-order.png', fullPage: true })
        .catch(() => undefined);

      // The eSIM is topped up from its provider: the Demo Supplier's packages, one tap.
      await page.getByRole('link', { name: /^Top up eSIM 8999\d+$/ }).click();
      await expect.poll(() => new URL(page.url()).hash).toMatch(/^#\/setup\/esim-top-up\//);
      const option = page.getByRole('radio', {
        name: /^Top-up 1GB 7 Days \(1 GB, 7 days\) 5\.90$/,
      });
      await expect.poll(() => option.count(), { timeout: 15_000 }).toBe(1);
      await option.check();
      await page.getByRole('button', { name: 'Buy Top-up' }).click();
      await pressInDialog(
        page.locator('.ant-modal-confirm').filter({ hasText: 'Buy this top-up?' }),
        'Yes',
      );
      await closeMessage(page, 'Top-up purchased successfully');
      await page.getByRole('link', { name: 'Open the purchase order' }).click();
      await expect.poll(() => status(page), { timeout: 30_000 }).toBe('Completed');
      expect(await page.locator('.order-summary').innerText()).toContain('Top-up of eSIM 8999');

      // The distributor: the plan is supplied by the Demo Supplier, and the account answers.
      const context = await page
        .context()
        .browser()!
        .newContext({ viewport: { width: 1366, height: 900 } });
      const admin = await context.newPage();
      await signInAs(admin, DEMO.distributor);
      await settle(admin);
      await admin.goto(appUrl('/setup/plan-supply'));
      await admin.getByPlaceholder('Search plans').fill('Iceland 5GB');
      await admin.getByPlaceholder('Search plans').press('Enter');
      const row = admin.getByRole('row').filter({ hasText: 'Iceland 5GB 7 Days' });
      await expect.poll(() => row.count(), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(await row.first().innerText()).toContain('From provider');
      expect(await row.first().innerText()).toContain('Demo Supplier');
      await admin.goto(appUrl('/setup/provider-list'));
      await admin.getByText('Demo Supplier', { exact: true }).first().click();
      await admin.getByRole('button', { name: 'Test connection' }).click();
      await expect
        .poll(() => admin.getByText('Connection successful').count(), { timeout: 15_000 })
        .toBeGreaterThan(0);
      await context.close();
    },
  );
});

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

/** Answers Yes in the confirmation, then expects the success message and closes it. */
async function confirmAndExpect(page: Page, text: string) {
  const question = page
    .locator('.ant-modal-confirm')
    .filter({ has: page.getByRole('button', { name: 'Yes', exact: true }) });
  await pressInDialog(question, 'Yes');
  await closeMessage(page, text);
}

/** A new browser context (no stored session) signed in as `email`. */
async function pageAs(from: Page, email: string): Promise<Page> {
  const context = await from
    .context()
    .browser()!
    .newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, email);
  await settle(page);
  return page;
}

const status = (page: Page) => page.locator('.order-summary .lt-tag').first().innerText();

describe('buying: catalogue -> order -> wallet -> fulfil -> complete -> eSIMs', () => {
  it(
    'runs the whole flow across the customer and the distributor',
    { timeout: 240_000 },
    async () => {
      let page = t.page;

      // The customer searches the catalogue and fills the cart.
      await signInAs(page, DEMO.customer);
      await expectHash(page, '#/purchase-order-list');
      const balanceBefore = await page.locator('.app-header__wallet').innerText();
      await page.goto(appUrl('/catalog'));
      await addCatalogCountry(page, 'Japan');
      await page.getByRole('button', { name: 'Search' }).click();
      // The results replace the top plans the page opened on (Japan eSIM is one of them too).
      await expect
        .poll(() => page.getByRole('heading', { name: 'Top plans', exact: true }).count(), {
          timeout: 15_000,
        })
        .toBe(0);
      const card = page
        .locator('.catalog-card')
        .filter({ has: page.getByRole('heading', { name: 'Japan eSIM', exact: true }) });
      await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
      await card.getByRole('button', { name: 'Add to cart' }).click();
      const dialog = page.locator('.ant-modal').filter({ hasText: 'Add to cart: Japan eSIM' });
      await pickOption(page, 'cart-days', '30 days');
      await pickOption(page, 'cart-data', '10 GB');
      await dialog.locator('#cart-quantity').fill('2');
      await dialog.getByRole('button', { name: 'Add to cart' }).click();
      await expect.poll(() => page.getByTestId('cart-count').innerText()).toBe('2');

      // Order: the new purchase order is filled from the stored cart.
      await orderFromCart(page);
      const line = page.getByRole('row').filter({ hasText: 'Japan 10GB 30 days' });
      await expect.poll(() => line.count(), { timeout: 10_000 }).toBe(1);
      expect(await line.getByRole('spinbutton').inputValue()).toBe('2');
      // The cart's promotion travels with the line; the server's quote gives each line's total
      // and the order's totals, and follows the quantity (issue 26).
      expect(await line.innerText()).toContain('Promotion: Free 1GB bonus on Japan plans');
      const totals = page.locator('.order-totals');
      await expect.poll(() => totals.isVisible(), { timeout: 10_000 }).toBe(true);
      const totalOf = async () =>
        (await totals.innerText()).match(/Total\s+MYR ([\d,.]+)\s*$/)?.[1];
      const totalForTwo = await totalOf();
      expect(await totals.innerText()).toMatch(
        /Sub Total\s+MYR [\d,.]+\s+Discount\s+MYR [\d,.]+\s+Tax\s+MYR [\d,.]+/,
      );
      expect(await line.innerText()).toContain(`MYR ${totalForTwo}`);
      await line.getByRole('spinbutton').fill('3');
      await expect.poll(totalOf, { timeout: 10_000 }).not.toBe(totalForTwo);
      await line.getByRole('spinbutton').fill('2');
      await expect.poll(totalOf, { timeout: 10_000 }).toBe(totalForTwo);
      await page.getByRole('button', { name: 'Create Order' }).click();
      await closeMessage(page, 'Create successfully!');
      await expect
        .poll(() => new URL(page.url()).hash, { timeout: 10_000 })
        .toMatch(/^#\/purchase-order-detail\//);
      const orderId = new URL(page.url()).hash.split('/').pop()!;
      const documentNo = (await page.locator('.page-frame__title').innerText()).replace(
        'Purchase Order ',
        '',
      );
      expect(await status(page)).toBe('Draft');
      expect(
        await page.getByRole('row').filter({ hasText: 'Japan 10GB 30 days' }).innerText(),
      ).toContain('Promotion: Free 1GB bonus on Japan plans');
      // The cart was used up.
      expect(await page.evaluate(() => localStorage.getItem('wander.cart'))).toBeNull();

      // A refused coupon says why before paying and changes nothing.
      await page.getByLabel('Coupon code').fill('SUMMER20');
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      await expect
        .poll(() => page.getByRole('alert').filter({ hasText: 'Coupon is not valid' }).count())
        .toBe(1);
      expect(await page.locator('.order-totals').innerText()).toContain(`MYR ${totalForTwo}`);

      // Pay from the wallet.
      await page.getByRole('button', { name: 'Pay from Wallet' }).click();
      await confirmAndExpect(page, 'Payment successful');
      await expect.poll(() => status(page), { timeout: 10_000 }).toBe('Paid');
      await expect
        .poll(() => page.locator('.app-header__wallet').innerText())
        .not.toBe(balanceBefore);
      // What happens next, in the order's own page.
      expect(await page.locator('.order-summary').innerText()).toMatch(
        /Paid\. .+ delivers your eSIMs; you will get them by e-mail\./,
      );
      await page
        .screenshot({ path: 'artifacts/buying-paid.png', fullPage: true })
        .catch(() => undefined);

      // The distributor fulfils and completes it.
      page = await pageAs(page, DEMO.distributor);
      await page.goto(appUrl(`/setup/received-order-detail/${orderId}`));
      await settle(page);
      await page.screenshot({ path: 'artifacts/buying-received.png', fullPage: true });
      await expect.poll(() => status(page), { timeout: 15_000 }).toBe('Paid');
      await page.getByRole('button', { name: 'Fulfil' }).click();
      await confirmAndExpect(page, 'Purchase order fulfilled');
      await expect.poll(() => status(page), { timeout: 10_000 }).toBe('Fulfilled');
      await page.getByRole('button', { name: 'Complete' }).click();
      await confirmAndExpect(page, 'Invoice completed');
      await expect.poll(() => status(page), { timeout: 10_000 }).toBe('Completed');

      // Back as the customer: the invoice with its eSIM QR codes, and the PDF in /pdfviewer.
      page = await pageAs(page, DEMO.customer);
      await page.goto(appUrl(`/purchase-order-detail/${orderId}`));
      const qr = page.getByRole('img', { name: /^QR code of eSIM 89\d+$/ });
      await expect.poll(() => qr.count(), { timeout: 15_000 }).toBe(2);
      expect(
        await qr.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      ).toBe(true);
      const esims = await page.locator('.esim-card').allInnerTexts();
      for (const text of esims) expect(text).toMatch(/LPA:1\$/);
      await page
        .screenshot({ path: 'artifacts/buying-invoice.png', fullPage: true })
        .catch(() => undefined);

      // The invoice as PDF, then the eSIMs as PDF.
      await page.getByRole('button', { name: 'Invoice PDF' }).click();
      await expect
        .poll(() => page.locator('.pdf-viewer__bar').innerText(), { timeout: 30_000 })
        .toContain('1 of 1 page');
      await page.goBack();
      await page.getByRole('button', { name: 'eSIM PDF' }).click();
      await expect
        .poll(() => new URL(page.url()).hash, { timeout: 15_000 })
        .toMatch(/^#\/pdfviewer\?url=blob/);
      const pages = page.locator('canvas.pdf-viewer__page');
      await expect
        .poll(() => page.locator('.pdf-viewer__bar').innerText(), { timeout: 30_000 })
        .toContain('2 of 2 pages');
      expect(await pages.count()).toBe(2);
      expect(await page.locator('canvas.pdf-viewer__page[data-rendered="true"]').count()).toBe(2);
      // Rendered, not blank: the first page has dark pixels (text and the QR code).
      const dark = await pages.first().evaluate((c: HTMLCanvasElement) => {
        const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
        let n = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i] < 100) n++;
        return n;
      });
      expect(dark).toBeGreaterThan(1000);
      await page
        .screenshot({ path: 'artifacts/buying-pdf.png', fullPage: true })
        .catch(() => undefined);

      // The wallet page lists this order's debit; the order list filters by status.
      await page.goto(appUrl('/wallet'));
      const debit = page.getByRole('row').filter({ hasText: documentNo });
      await expect.poll(() => debit.count(), { timeout: 15_000 }).toBe(1);
      expect(await debit.innerText()).toContain('Purchase');
      await page
        .screenshot({ path: 'artifacts/buying-wallet.png', fullPage: true })
        .catch(() => undefined);
      await page.goto(appUrl('/purchase-order-list?status=Completed'));
      await expect
        .poll(() => page.getByRole('row').filter({ hasText: documentNo }).count(), {
          timeout: 15_000,
        })
        .toBe(1);
      expect(await page.getByRole('row').filter({ hasText: 'Draft' }).count()).toBe(0);
      await page
        .screenshot({ path: 'artifacts/buying-list.png', fullPage: true })
        .catch(() => undefined);
    },
  );
});

import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { accessToken, callApi } from '../support/api.js';
import { DEMO, addCatalogCountry, expectHash, openAs, settle, signInAs } from '../support/app.js';
import { baseUrl } from '../support/browser.js';
import { usePage } from '../support/browser.js';
import { closeSuccess } from '../support/list.js';

const t = usePage();

/** A product of the distributor's own, in Japan, with one priced plan: on its catalogue. */
async function distributorProduct(code: string, name: string): Promise<string> {
  const token = await accessToken(DEMO.distributor);
  const plans = await callApi(token, 'POST', 'product/WanderProductPlan/Search', {
    pageIndex: 1,
    pageSize: 1,
  });
  const planId = (plans.body as { data: { items: { id: string }[] } }).data.items[0]!.id;
  const form = new FormData();
  const csv = `productCode,productName,countryCodes,description,unitPrice,currency\n${code},${name},JP,,10,MYR\n`;
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'e2e-products.csv');
  const imported = await fetch(`${baseUrl()}api/product/WanderProductPlan/Import/${planId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(imported.status, await imported.clone().text()).toBe(200);
  const found = await callApi(token, 'POST', 'product/Product/Search', {
    pageIndex: 1,
    pageSize: 1,
    filterColumns: [{ columnName: 'productCode', filterValue: code, operator: 'eq' }],
  });
  const productId = (found.body as { data: { items: { id: string }[] } }).data.items[0]!.id;
  const variant = await callApi(token, 'POST', 'product/Product/CreateVariant', {
    productId,
    variantCode: `${code}-3GB-7D`,
    variantName: 'Japan 3GB 7 days',
    days: 7,
    data: 3,
    unitPrice: 12,
  });
  expect(variant.status, JSON.stringify(variant.body)).toBe(200);
  const variantId = (variant.body as { data: { variantId?: string; id?: string } }).data;
  const priced = await callApi(token, 'PUT', `product/ProductPrice/UpdateByProduct/${productId}`, {
    distributorEntityCode: 'DIST001',
    prices: [{ variantId: variantId.variantId ?? variantId.id, unitPrice: 15.9, isActive: true }],
    discountTiers: [],
  });
  expect(priced.status, JSON.stringify(priced.body)).toBe(200);
  return productId;
}

/** The natural width of an <img> once it has loaded (0 while it has not). */
const loadedWidth = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((img) =>
      (img as HTMLImageElement).complete ? (img as HTMLImageElement).naturalWidth : 0,
    )
    .catch(() => 0);

describe('Product images', () => {
  it('the distributor uploads a product image; the customer sees it on the catalogue card', async () => {
    const { page } = t;
    const stamp = String(Date.now()).slice(-8);
    const code = `E2E-IMG-${stamp}`;
    const name = `Aaa E2E Japan ${stamp}`;
    const productId = await distributorProduct(code, name);

    await openAs(page, DEMO.distributor, `/setup/product-edit/${productId}`);
    await settle(page);
    // A text file named .png is refused with the server's words; nothing changes.
    await page.getByLabel('Image', { exact: true }).setInputFiles({
      name: 'not-an-image.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is text, not a picture'),
    });
    await expect
      .poll(() =>
        page
          .getByRole('alert')
          .filter({ hasText: 'Only PNG, JPEG or WebP images are accepted' })
          .count(),
      )
      .toBe(1);

    const png = await sharp({
      create: { width: 800, height: 450, channels: 3, background: '#eb2f96' },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450"><text x="40" y="260" font-family="sans-serif" font-size="72" font-weight="bold" fill="#fff">Tokyo by night</text></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
    await page.getByLabel('Image', { exact: true }).setInputFiles({
      name: 'tokyo.png',
      mimeType: 'image/png',
      buffer: png,
    });
    await expect
      .poll(() => loadedWidth(page, '.file-field__preview'), { timeout: 15_000 })
      .toBe(320);
    await page.screenshot({ path: 'artifacts/product-form-image.png', fullPage: true });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await closeSuccess(page, 'Update successfully!');

    // The customer of the distributor, in a browser of its own.
    const customerContext = await t.context.browser()!.newContext({
      viewport: { width: 1440, height: 900 },
    });
    try {
      const customer = await customerContext.newPage();
      await signInAs(customer, DEMO.customer);
      await expectHash(customer, '#/purchase-order-list');
      await customer.getByRole('button', { name: 'Catalogue' }).click();
      await expectHash(customer, '#/catalog');
      await addCatalogCountry(customer, 'Japan');
      await customer.getByRole('button', { name: 'Search' }).click();
      const card = customer.locator('.catalog-card').filter({
        has: customer.getByRole('heading', { name, exact: true }),
      });
      await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
      const img = card.locator('.catalog-card__media img');
      await expect
        .poll(() => img.getAttribute('src').catch(() => null), { timeout: 15_000 })
        .toMatch(/^blob:/);
      await expect
        .poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth), {
          timeout: 15_000,
        })
        .toBe(320);
      await settle(customer);
      await customer.screenshot({ path: 'artifacts/catalog-cards-images.png', fullPage: true });
    } finally {
      await customerContext.close();
    }
  });
});

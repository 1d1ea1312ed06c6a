import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessToken, callApi } from '../support/api.js';
import { DEMO, openAs, settle } from '../support/app.js';
import { appUrl, usePage } from '../support/browser.js';
import { closeSuccess, rows } from '../support/list.js';

const t = usePage();
const VARIANT = 'WDR-FJ-DATA-3GB-15D';

async function productIdOf(token: string, productCode: string): Promise<string> {
  const res = await callApi(token, 'POST', 'product/Product/Search', {
    filterColumns: [{ columnName: 'productCode', filterValue: productCode, operator: 'eq' }],
  });
  return (res.body as { data: { items: { id: string }[] } }).data.items[0].id;
}

/** The Available cell (the last one) of a variant's row on the product page. */
async function availableOf(page: Page, variantCode: string): Promise<number> {
  const row = rows(page).filter({ hasText: variantCode });
  await expect.poll(() => row.count()).toBe(1);
  await expect.poll(() => row.locator('td').last().innerText()).toMatch(/^\d+$/);
  return Number(await row.locator('td').last().innerText());
}

describe('Catalogue administration as the demo distributor', () => {
  it("imports eSIMs of a variant: the history shows the file, the variant's stock goes up", async () => {
    const { page } = t;
    const productId = await productIdOf(await accessToken(DEMO.distributor), 'WDR-FJ-DATA');
    await openAs(page, DEMO.distributor, `/setup/product-detail/${productId}`);
    const before = await availableOf(page, VARIANT);
    // The platform's product: read here, priced and stocked, not changed.
    expect(await page.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);

    const serial = `8960777${String(Date.now()).slice(-11)}`;
    const csv = [
      'productCode,variantCode,iccid,activationCode',
      `WDR-FJ-DATA,${VARIANT},${serial}1,LPA:1$smdp.example$E2E${serial}1`,
      `WDR-FJ-DATA,${VARIANT},${serial}2,LPA:1$smdp.example$E2E${serial}2`,
    ].join('\n');
    await page.goto(appUrl('/setup/wander-serial-number-import'));
    await page.getByLabel('Serial number file').setInputFiles({
      name: `e2e-${serial}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await closeSuccess(page, '2 serial number(s) imported');
    expect(await page.getByText('2 of 2 row(s) imported.').isVisible()).toBe(true);
    const history = page.getByRole('table', { name: 'Import History' }).locator('tbody tr');
    await expect.poll(() => history.first().innerText()).toContain(`e2e-${serial}.csv`);
    expect(await history.first().innerText()).toContain('Completed');

    await page.goto(appUrl(`/setup/product-detail/${productId}`));
    await settle(page);
    await expect.poll(() => availableOf(page, VARIANT)).toBe(before + 2);
  });

  it('adds a variant to its own product and sees it in the table', async () => {
    const { page } = t;
    const token = await accessToken(DEMO.distributor);
    const code = `E2E-${Date.now()}`;
    const created = await callApi(token, 'POST', 'product/Product', {
      productCode: code,
      productName: 'E2E Bali eSIM',
      isActive: true,
    });
    expect(created.status).toBe(200);
    const productId = (created.body as { data: { id: string } }).data.id;
    await openAs(page, DEMO.distributor, `/setup/product-detail/${productId}`);
    await expect.poll(() => page.getByRole('tab', { name: 'Variants (0)' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Edit', exact: true }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Add Variant' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Variant' });
    await dialog.getByLabel('Variant Code').fill(`${code}-5GB-30D`);
    await dialog.getByLabel('Variant Name', { exact: true }).fill('Bali 5GB 30 days');
    await dialog.getByLabel('Days').fill('30');
    await dialog.getByLabel('Data (GB)').fill('5');
    await dialog.getByLabel('Unit Price').fill('25.5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await closeSuccess(page, 'Create successfully!');

    const row = rows(page).filter({ hasText: `${code}-5GB-30D` });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain('Bali 5GB 30 days');
    expect(await row.innerText()).toContain('25.50');
    expect(await page.getByRole('tab', { name: 'Variants (1)' }).isVisible()).toBe(true);
  });
});

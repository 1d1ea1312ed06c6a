import { describe, expect, it } from 'vitest';
import { DEMO, openAs, openDialogWith, settle } from '../support/app.js';
import { usePage } from '../support/browser.js';
import { closeSuccess, columnTexts, filterColumn, rows } from '../support/list.js';

const t = usePage();

describe('Stock locations and product reviews as the demo distributor', () => {
  it('saves a location setup, generates its locations and finds them in the list', async () => {
    const { page } = t;
    // A prefix of its own, so a run against a long-lived app still makes new locations.
    const prefix = `E${String(Date.now()).slice(-6)}`;
    await openAs(page, DEMO.distributor, '/setup/location-setup');
    await expect.poll(() => page.getByLabel('Prefix').inputValue()).toBe('KL');

    await page.getByLabel('Prefix').fill(prefix);
    await page.getByLabel('Zones').fill('1');
    await page.getByLabel('Racks').fill('1');
    await page.getByLabel('Levels').fill('2');
    await page.getByLabel('Bins').fill('2');
    await expect
      .poll(() => page.getByLabel('Location codes').innerText())
      .toBe(`Codes: ${prefix}-A-01-01-01 to ${prefix}-A-01-02-02 (4 locations)`);
    await page.getByRole('button', { name: 'Save' }).click();
    await closeSuccess(page, 'Update successfully!');

    await openDialogWith(
      page,
      page.getByRole('button', { name: 'Generate locations' }),
      page.locator('.ant-modal-confirm').filter({ hasText: /4 in all/ }),
    );
    await page.getByRole('button', { name: 'Yes' }).click();
    await closeSuccess(page, '4 location(s) created, 0 already existed');
    const result = page.getByRole('status', { name: 'Generation result' });
    expect(await result.innerText()).toContain('4 location(s) created, 0 already existed.');

    await result.getByRole('link', { name: 'View locations' }).click();
    await settle(page);
    await filterColumn(page, 'Location Code', prefix);
    await expect.poll(() => rows(page).count()).toBe(4);
    expect(await columnTexts(page, 1)).toEqual([
      `${prefix}-A-01-01-01`,
      `${prefix}-A-01-01-02`,
      `${prefix}-A-01-02-01`,
      `${prefix}-A-01-02-02`,
    ]);

    // A location's description is edited on its edit page; its code is read-only there.
    await rows(page).first().click();
    await expect.poll(() => page.url()).toContain('/setup/location-edit/');
    // Exact: the list's 'Filter Description' button may still be on screen while the form loads.
    await page.getByLabel('Description', { exact: true }).fill('E2E returns shelf');
    await page.getByRole('button', { name: 'Save' }).click();
    await closeSuccess(page, 'Update successfully!');
    await expect.poll(() => rows(page).first().innerText()).toContain('E2E returns shelf');
  });

  it('lists the reviews of what it sold with star ratings and opens one', async () => {
    const { page } = t;
    await openAs(page, DEMO.distributor, '/setup/product-review-list');
    await expect.poll(() => rows(page).count()).toBe(10);
    expect(await page.getByRole('img', { name: '3 of 5 stars' }).first().isVisible()).toBe(true);
    expect(await rows(page).first().innerText()).toContain('Chen Wei');

    await rows(page).filter({ hasText: 'Sofia Hernandez' }).click();
    await expect.poll(() => page.url()).toContain('/setup/product-review-detail/');
    await expect.poll(() => page.getByText('Seven countries, one eSIM').isVisible()).toBe(true);
    await expect
      .poll(() =>
        page.getByRole('cell', { name: 'Globetrek Distribution Sdn Bhd (DIST001)' }).isVisible(),
      )
      .toBe(true);
    await expect.poll(() => page.getByRole('img', { name: '5 of 5 stars' }).isVisible()).toBe(true);
  });
});

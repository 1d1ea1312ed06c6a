import { describe, expect, it } from 'vitest';
import { DEMO, hashRoute, openAs, settle } from '../support/app.js';
import { usePage } from '../support/browser.js';
import { closeSuccess, columnTexts, filterColumn, rows, tableIdle } from '../support/list.js';

const t = usePage();

describe('Wander plans and the usage report as the demo distributor', () => {
  it('imports a product file into a plan and sees the product listed under the plan', async () => {
    const { page } = t;
    await openAs(page, DEMO.distributor, '/setup/wander-plan-list');
    await filterColumn(page, 'Plan Name', 'Malaysia Unlimited');
    await expect.poll(() => columnTexts(page, 1)).toEqual(['Malaysia Unlimited']);
    await rows(page).first().click();
    await expect
      .poll(() => hashRoute(page).path, { timeout: 10_000 })
      .toMatch(/^\/setup\/wander-plan-edit\//);
    const products = page.getByRole('table', { name: 'Products of the plan' });
    await expect.poll(() => products.getByText('No Data...').isVisible()).toBe(true);

    const code = `E2E-MY-${Date.now()}`;
    const csv = [
      'productCode,productName,countryCodes,description,unitPrice,currency',
      `${code},E2E Malaysia Unlimited,MY;SG,Unlimited data in Malaysia and Singapore,35.90,MYR`,
    ].join('\n');
    await page.getByLabel('Product file').setInputFiles({
      name: `e2e-${code}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    const form = page.locator('form').filter({ has: page.getByLabel('Product file') });
    await form.getByRole('button', { name: 'Import', exact: true }).click();
    await closeSuccess(page, '1 product(s) imported (1 new)');
    expect(await page.getByText('1 of 1 product row(s) imported, 1 new.').isVisible()).toBe(true);

    const row = products.locator('tbody tr').filter({ hasText: code });
    await expect.poll(() => row.count()).toBe(1);
    const cells = await row.locator('td').allInnerTexts();
    expect(cells.slice(0, 4).map((c) => c.trim())).toEqual([
      code,
      'E2E Malaysia Unlimited',
      'MY, SG',
      '0',
    ]);
    expect(cells[4]).toContain('MYR 35.90');
    const history = page.getByRole('table', { name: 'Import History' }).locator('tbody tr');
    await expect.poll(() => history.first().innerText()).toContain(`e2e-${code}.csv`);
    expect(await history.first().innerText()).toContain('Completed');

    // The product opens from the plan.
    await row.click();
    await expect.poll(() => hashRoute(page).path).toMatch(/^\/setup\/product-detail\//);
  });

  it('opens the usage report: delivered eSIMs with their usage, filtered and exported', async () => {
    const { page } = t;
    await openAs(page, DEMO.distributor, '/setup/usage-report-list');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Usage Report' }).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    await expect.poll(() => rows(page).count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    // Every delivered eSIM on one page: the other tests of the run deliver eSIMs too (newest
    // first, no usage yet), which could fill the first page of 10 (the flake of stop 31).
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByLabel('Page size')
      .selectOption('100');
    await tableIdle(page);
    const iccids = await columnTexts(page, 1);
    expect(iccids.every((i) => /^89\d{17,20}$/.test(i))).toBe(true);
    // The demo's delivered eSIMs have usage; one delivered by another test of the run has none yet.
    const used = (await columnTexts(page, 6)).map(Number);
    expect(used.every((gb) => gb >= 0)).toBe(true);
    expect(used.some((gb) => gb > 0)).toBe(true);
    const data = (await columnTexts(page, 5)).map(Number);
    const remaining = (await columnTexts(page, 7)).map(Number);
    remaining.forEach((left, i) => expect(left).toBeCloseTo(Math.max(0, data[i] - used[i]), 1));
    expect(await columnTexts(page, 4)).toContain('Skyway Travel Agency');

    // The whole ICCID: the demo's ICCIDs of different ranges share their last digits.
    await filterColumn(page, 'ICCID', iccids[0]);
    await expect.poll(() => columnTexts(page, 1)).toEqual([iccids[0]]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^usage-report-\d{4}-\d{2}-\d{2}\.csv$/);
    await closeSuccess(page, 'Usage CSV file exported successfully');
    await settle(page);
  });
});

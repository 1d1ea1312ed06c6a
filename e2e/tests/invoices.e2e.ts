import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closeMessage, DEMO, expectHash, settle, signInAs } from '../support/app.js';
import { appUrl, usePage } from '../support/browser.js';

const t = usePage();

/** Waits for the PDF viewer to have rendered every page of the document it was given. */
async function expectPdfViewer(page: Page, pages: number) {
  await expect
    .poll(() => new URL(page.url()).hash, { timeout: 15_000 })
    .toMatch(/^#\/pdfviewer\?url=blob/);
  await expect
    .poll(() => page.locator('.pdf-viewer__bar').innerText(), { timeout: 30_000 })
    .toContain(`${pages} of ${pages} pages`);
  expect(await page.locator('canvas.pdf-viewer__page[data-rendered="true"]').count()).toBe(pages);
}

describe('invoices and the wallet summary', () => {
  it('lets the distributor find an invoice, see its eSIMs and open its PDF', async () => {
    const page = t.page;
    await signInAs(page, DEMO.distributor);
    await expectHash(page, '#/');
    // The demo history's delivered invoice (two plans, three eSIMs): Skyway's oldest completed one.
    // The list keeps its filters and sort in the URL; oldest first, so the invoices other tests of
    // the run complete for Skyway come after it (newest first, they could push it to page 2).
    await page.goto(
      appUrl('/setup/invoice-list?status=Completed&customer=Skyway&sort=createdAt&dir=asc'),
    );
    const row = page.getByRole('row').filter({ hasText: 'Skyway Travel Agency' }).filter({
      hasText: 'Completed',
    });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.getByRole('menuitem', { name: 'Invoices', exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'Export Excel' }).click();
    // Closed once it has opened, and gone before the row under it is clicked.
    await closeMessage(page, 'Excel file exported successfully');
    await page.screenshot({ path: 'artifacts/invoice-list.png', fullPage: true });

    const seeded = row.first();
    // The number's cell (a distributor's list starts with the draft selection column).
    const documentNo = (
      await seeded.locator('td', { hasText: /^INV-/ }).first().innerText()
    ).trim();
    await seeded.click();
    await expect
      .poll(() => new URL(page.url()).hash, { timeout: 10_000 })
      .toMatch(/^#\/setup\/invoice-detail\//);
    await expect
      .poll(() => page.locator('.page-frame__title').innerText(), { timeout: 15_000 })
      .toBe(`Invoice ${documentNo}`);
    const esims = page.locator('.esim-card');
    await expect.poll(() => esims.count(), { timeout: 15_000 }).toBe(3);
    for (const text of await esims.allInnerTexts()) expect(text).toMatch(/89\d{17}[\s\S]*LPA:1\$/);
    expect(await page.getByRole('img', { name: /^QR code of eSIM 89\d+$/ }).count()).toBe(3);
    expect(await page.getByRole('button', { name: 'Complete' }).count()).toBe(0);
    await page.screenshot({ path: 'artifacts/invoice-detail.png', fullPage: true });

    await page.getByRole('button', { name: 'Invoice PDF' }).click();
    await expectPdfViewer(page, 1);
    await page.screenshot({ path: 'artifacts/invoice-pdf.png', fullPage: true });
  });

  it('lets the customer open the summary of its wallet for a date range', async () => {
    const page = t.page;
    await signInAs(page, DEMO.customer);
    await expectHash(page, '#/purchase-order-list');
    await page.goto(appUrl('/wallet'));
    // Its ledger shows (newest first: the opening balance is on a later page once other tests of
    // the run have bought and topped up more than a page of entries).
    await expect
      .poll(
        () =>
          page
            .getByRole('row')
            .filter({ hasText: /MYR [+-]\d/ })
            .count(),
        {
          timeout: 15_000,
        },
      )
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Summary PDF' }).click();
    const start = page.locator('#wallet-summary-from');
    await start.fill('2020-01-01');
    await page.locator('#wallet-summary-to').fill(new Date().toISOString().slice(0, 10));
    await settle(page);
    await page.screenshot({ path: 'artifacts/wallet-summary-range.png', fullPage: true });
    await page.getByRole('button', { name: 'Open PDF' }).click();
    await expectPdfViewer(page, 1);
    await page.screenshot({ path: 'artifacts/wallet-summary-pdf.png', fullPage: true });
  });
});

import { describe, expect, it } from 'vitest';
import { answerYes, closeMessage, DEMO, expectHash, signInAs } from '../support/app.js';
import { accessToken, callApi, demoJapanPlan } from '../support/api.js';
import { appUrl, usePage } from '../support/browser.js';

const t = usePage();

describe('sale orders', () => {
  it('confirms a direct sale into an invoice with eSIMs from stock and delivers them', async () => {
    // A draft sale of two Japan eSIMs, made through the API as the new-sale form does.
    const token = await accessToken(DEMO.distributor);
    const variant = await demoJapanPlan(token);
    const created = await callApi(token, 'POST', 'network/SaleOrders', {
      customerName: 'Walk-in traveller',
      customerEmail: 'walkin@example.com',
      lines: [{ variantId: variant.value, qty: 2 }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const so = (created.body as { data: { id: string; documentNo: string } }).data;

    const page = t.page;
    await signInAs(page, DEMO.distributor);
    await expectHash(page, '#/');
    await page.goto(appUrl(`/setup/sale-order-detail/${so.id}`));
    await expect
      .poll(() => page.locator('.page-frame__title').innerText(), { timeout: 15_000 })
      .toBe(`Sale Order ${so.documentNo}`);

    await page.getByRole('button', { name: 'Confirm' }).click();
    await answerYes(page, 'Confirm this sale order?');
    await closeMessage(page, 'Sale order confirmed');
    const invoicePanel = page.getByText(/^Invoice INV-\d{6}$/);
    await expect.poll(() => invoicePanel.count(), { timeout: 15_000 }).toBe(1);
    const esims = page.locator('.esim-card');
    expect(await esims.count()).toBe(2);
    expect(await page.getByText('Allocated, not delivered yet').count()).toBe(2);

    await page.getByRole('button', { name: 'Complete' }).click();
    await answerYes(page, 'Complete the invoice?');
    await closeMessage(page, 'Invoice completed');
    const qr = page.getByRole('img', { name: /^QR code of eSIM 89\d+$/ });
    await expect.poll(() => qr.count(), { timeout: 15_000 }).toBe(2);
    expect(await page.getByRole('button', { name: 'Email eSIMs' }).count()).toBe(1);
    await page.screenshot({ path: 'artifacts/sale-order-delivered.png', fullPage: true });
  });
});

import { describe, expect, it } from 'vitest';
import { answerYes, DEMO, openAs, signInAs } from '../support/app.js';
import { accessToken, callApi, demoJapanPlan } from '../support/api.js';
import { appUrl, usePage } from '../support/browser.js';
import { closeSuccess, pickOption, rows } from '../support/list.js';

const t = usePage();
const state = { poId: '', documentNo: '' };

describe('coupons', () => {
  it('the distributor creates a coupon in the back-office', async () => {
    const { page } = t;
    await openAs(page, DEMO.distributor, '/setup/wander-coupon-new');
    await page.getByLabel('Code', { exact: true }).fill('e2e-save');
    await page.getByLabel('Description', { exact: true }).fill('E2E 10% off');
    await pickOption(page, 'discountType', 'Percentage');
    await page.getByLabel('Value', { exact: true }).fill('10');
    await pickOption(page, 'status', 'Active');
    await page.getByRole('button', { name: 'Save' }).click();
    await closeSuccess(page, 'Create successfully!');
  });

  it('the customer pays an order from the wallet with the coupon', async () => {
    const { page } = t;
    const token = await accessToken(DEMO.customer);
    const plan = await demoJapanPlan(token);
    const po = await callApi(token, 'POST', 'network/PurchaseOrders', {
      distributorEntityCode: 'DIST001',
      lines: [{ variantId: plan.value, qty: 1 }],
    });
    const data = (po.body as { data: { id: string; documentNo: string } }).data;
    Object.assign(state, { poId: data.id, documentNo: data.documentNo });
    await signInAs(page, DEMO.customer);
    await expect.poll(() => new URL(page.url()).hash, { timeout: 15_000 }).not.toContain('sign-in');
    await page.goto(appUrl(`/purchase-order-detail/${state.poId}`));
    const coupon = page.getByRole('textbox', { name: 'Coupon code' });
    await coupon.waitFor({ state: 'visible', timeout: 15_000 });
    await coupon.fill('e2e-save');
    // Apply shows the discount and the new total before paying (issue 26).
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect
      .poll(() => page.locator('.coupon-box__result').innerText(), { timeout: 15_000 })
      .toMatch(/^Coupon E2E-SAVE: -MYR [\d.]+\. New total: MYR [\d.]+$/);
    await page.getByRole('button', { name: 'Pay from Wallet' }).click();
    await answerYes(page, 'after coupon E2E-SAVE');
    await expect
      .poll(() => page.getByText('Payment successful').first().isVisible(), { timeout: 15_000 })
      .toBe(true);
    await page.screenshot({ path: 'artifacts/coupon-paid-order.png', fullPage: true });
  });

  it('the distributor sees the redemption in the coupon transactions', async () => {
    const { page } = t;
    await openAs(page, DEMO.distributor, '/setup/wander-coupon-transaction-list');
    const row = rows(page).filter({ hasText: 'E2E-SAVE' });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    expect(await row.innerText()).toContain(state.documentNo);
    expect(await row.innerText()).toContain('Redeemed');
    await page.screenshot({ path: 'artifacts/coupon-transactions.png', fullPage: true });
  });
});

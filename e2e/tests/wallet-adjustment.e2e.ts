import { describe, expect, it } from 'vitest';
import { answerYes, DEMO, expectHash, openAs, signInAs } from '../support/app.js';
import { accessToken, callApi } from '../support/api.js';
import { appUrl, usePage } from '../support/browser.js';
import { closeSuccess, pickOption, rows } from '../support/list.js';

const t = usePage();
const REASON = 'Goodwill: the Japan eSIM was delivered a day late';
/** Shared by the steps: the request the first admin makes and the second approves. */
const state = { adjustmentNo: '', walletLabel: '' };

describe('four-eyes wallet adjustment', () => {
  it('platform staff request a goodwill credit of 10.00', async () => {
    const admin = await accessToken(DEMO.admin);
    const options = await callApi(admin, 'GET', 'payment/WalletAdjustment/GetWalletSelectList');
    const wallet = (options.body as { data: { label: string }[] }).data.find((o) =>
      o.label.startsWith('Skyway Travel Agency (CUST001)'),
    );
    expect(wallet).toBeDefined();
    state.walletLabel = wallet!.label;

    const page = t.page;
    await signInAs(page, DEMO.admin);
    await expectHash(page, '#/');
    await page.goto(appUrl('/setup/wallet-adjustment-new'));
    await pickOption(page, 'walletId', state.walletLabel);
    await pickOption(page, 'direction', 'Credit (add to the wallet)');
    await pickOption(page, 'category', 'Goodwill credit');
    await page.getByLabel('Amount').fill('10');
    await page.getByLabel('Reason').fill(REASON);
    await page.getByRole('button', { name: 'Save' }).click();
    await closeSuccess(page, 'The adjustment is waiting for approval by another user');
    await expectHash(page, '#/setup/wallet-adjustment-list');
    const row = rows(page).filter({ hasText: 'Skyway Travel Agency' }).first();
    await expect.poll(() => row.innerText()).toContain('Pending');
    state.adjustmentNo = (await row.locator('td').first().innerText()).trim();
    expect(state.adjustmentNo).toMatch(/^ADJ-\d{6}$/);

    // The requester cannot approve it: the page says another user must.
    await row.click();
    await expect
      .poll(() => page.getByRole('note').innerText())
      .toContain('another user must approve it');
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
  });

  it('a second admin approves it', async () => {
    const page = t.page;
    await signInAs(page, DEMO.operator);
    await expectHash(page, '#/');
    await page.goto(appUrl('/setup/wallet-adjustment-list'));
    const row = rows(page).filter({ hasText: state.adjustmentNo });
    await row.click();
    await expect
      .poll(() => page.locator('.page-frame__title').innerText(), { timeout: 15_000 })
      .toBe(`Wallet Adjustment ${state.adjustmentNo}`);
    await page.getByRole('button', { name: 'Approve' }).click();
    await answerYes(page, 'is added to the wallet of Skyway Travel Agency');
    await closeSuccess(page, 'The adjustment is approved and posted to the wallet');
    await expect.poll(() => page.getByText('Approved', { exact: true }).count()).toBe(1);
    expect(await page.getByText('operator@wander.demo').count()).toBeGreaterThan(0);
    await page.screenshot({ path: 'artifacts/wallet-adjustment-approved.png', fullPage: true });
  });

  it('the customer sees the credit in its wallet history', async () => {
    const page = t.page;
    await openAs(page, DEMO.customer, '/wallet', '#/purchase-order-list');
    const line = page.getByRole('row').filter({ hasText: state.adjustmentNo });
    await expect.poll(() => line.count(), { timeout: 15_000 }).toBe(1);
    expect(await line.innerText()).toContain('10.00');
  });
});

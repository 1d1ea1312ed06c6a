import { describe, expect, it } from 'vitest';
import { DEMO, expectHash, settle, signInAs } from '../support/app.js';
import { appUrl, usePage } from '../support/browser.js';

const t = usePage();

/** "MYR 2,500.00" -> 2500 */
const amountOf = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));

describe('wallet top-up through the sandbox provider', () => {
  it('tops up 100.00: sandbox page, pending, then the new balance and the history row', async () => {
    const page = t.page;
    await signInAs(page, DEMO.customer);
    await settle(page);
    await page.goto(appUrl('/wallet'));
    await expectHash(page, '#/wallet');
    const balance = page.getByLabel('Wallet balance');
    await expect.poll(() => balance.innerText(), { timeout: 15_000 }).toMatch(/MYR [\d,]+\.\d\d/);
    const before = amountOf(await balance.innerText());

    await page.getByRole('button', { name: 'Top up' }).click();
    const dialog = page.getByRole('dialog');
    await expect
      .poll(() => dialog.innerText(), { timeout: 15_000 })
      .toContain('Minimum MYR 10.00, maximum MYR 5,000.00');
    // Below the minimum: the spec's wording, and nothing leaves the page.
    await dialog.getByLabel('Amount').fill('5');
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').innerText())
      .toBe('Amount should have minimum value of 10');
    await dialog.getByLabel('Amount').fill('100');
    expect(await dialog.getByRole('radio', { name: 'Sandbox (test card)' }).isChecked()).toBe(true);
    await page.screenshot({ path: 'artifacts/wallet-top-up-dialog.png' }).catch(() => undefined);
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();

    // The sandbox provider's hosted page.
    await page.waitForURL(/\/api\/payment\/Sandbox\/TopUp\//, { timeout: 15_000 });
    expect(await page.locator('#amount').innerText()).toBe('MYR 100.00');
    await page.getByRole('button', { name: 'Pay MYR 100.00' }).click();

    // Back on the wallet: the top-up is confirmed, the balance and the history show it.
    await page.waitForURL(/#\/wallet\?topUp=/, { timeout: 15_000 });
    const notice = page.getByRole('status').filter({ hasText: 'Top-up of MYR 100.00' });
    await expect.poll(() => notice.innerText(), { timeout: 15_000 }).toContain('received');
    await expect
      .poll(async () => amountOf(await balance.innerText()), { timeout: 15_000 })
      .toBeCloseTo(before + 100, 2);
    const row = page.getByRole('row').filter({ hasText: 'Top-up' }).filter({ hasText: 'sbx_pay_' });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await row.first().innerText()).toContain('+100.00');
    await settle(page);
    await page
      .screenshot({ path: 'artifacts/wallet-top-up-done.png', fullPage: true })
      .catch(() => undefined);
  });
});

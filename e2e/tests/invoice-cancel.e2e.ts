import { describe, expect, it } from 'vitest';
import { answerYes, closeMessage, DEMO, expectHash, signInAs } from '../support/app.js';
import { accessToken, callApi, demoJapanPlan } from '../support/api.js';
import { appUrl, usePage } from '../support/browser.js';

const t = usePage();

type Data<T> = { data: T };

/** Shared by the two steps: the order the buyer paid and the invoice the distributor cancels. */
const state = { invoiceNo: '', amount: '', balanceBefore: 0 };

describe('invoice cancellation with a wallet refund', () => {
  it('a distributor cancels an open invoice and completes the cancellation', async () => {
    // The buyer pays an order of one Japan eSIM from its wallet; the distributor fulfils it.
    const buyer = await accessToken(DEMO.customer);
    const seller = await accessToken(DEMO.distributor);
    const variant = await demoJapanPlan(buyer);
    state.balanceBefore = (
      (await callApi(buyer, 'GET', 'payment/Wallet/WalletBalance')).body as Data<{
        walletBalance: number;
      }>
    ).data.walletBalance;
    const paid = await callApi(buyer, 'POST', 'payment/Payment/WanderCheckout', {
      dataPlanModel: {
        distributorEntityCode: 'DIST001',
        lines: [{ variantId: variant.value, qty: 1 }],
      },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const { poHeaderId, amount } = (paid.body as Data<{ poHeaderId: string; amount: number }>).data;
    state.amount = amount.toLocaleString('en-US', { minimumFractionDigits: 2 });
    const fulfilled = await callApi(seller, 'PUT', `network/PurchaseOrders/Fulfil/${poHeaderId}`);
    expect(fulfilled.status, JSON.stringify(fulfilled.body)).toBe(200);
    const invoice = (fulfilled.body as Data<{ invoice: { id: string; documentNo: string } }>).data
      .invoice;
    state.invoiceNo = invoice.documentNo;

    const page = t.page;
    await signInAs(page, DEMO.distributor);
    await expectHash(page, '#/');
    await page.goto(appUrl(`/setup/invoice-detail/${invoice.id}`));
    await expect
      .poll(() => page.locator('.page-frame__title').innerText(), { timeout: 15_000 })
      .toBe(`Invoice ${invoice.documentNo}`);

    await page.getByRole('button', { name: 'Cancel invoice' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel invoice ${invoice.documentNo}` });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('The traveller cancelled the trip');
    await dialog.getByRole('button', { name: 'Cancel invoice' }).click();
    await answerYes(page, `Cancel invoice ${invoice.documentNo}?`);
    await closeMessage(page, 'Cancellation requested');
    await expect
      .poll(() => new URL(page.url()).hash, { timeout: 15_000 })
      .toMatch(/^#\/setup\/invoice-cancelled-edit\/[0-9a-f-]{36}$/);
    await expect
      .poll(() => page.locator('.page-frame__title').innerText(), { timeout: 15_000 })
      .toBe(`Cancellation of ${invoice.documentNo}`);
    expect(await page.getByText("to the buyer's wallet when completed").count()).toBe(1);

    await page.getByRole('button', { name: 'Complete' }).click();
    await answerYes(page, 'The invoice and its order are cancelled');
    await closeMessage(page, 'Invoice cancelled');
    await expect
      .poll(() => page.getByText('Refunded to wallet').count(), { timeout: 15_000 })
      .toBe(1);
    expect(await page.getByText('Completed', { exact: true }).count()).toBeGreaterThan(0);
    await page.screenshot({ path: 'artifacts/invoice-cancelled.png', fullPage: true });

    await page.goto(appUrl('/setup/invoice-cancelled-list'));
    const row = page.getByRole('row').filter({ hasText: invoice.documentNo });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    expect(await row.innerText()).toContain('Refunded to wallet');
  });

  it("the buyer's wallet shows the refund and its balance is back", async () => {
    const page = t.page;
    await signInAs(page, DEMO.customer);
    await expect.poll(() => new URL(page.url()).hash, { timeout: 15_000 }).not.toContain('sign-in');
    await page.goto(appUrl('/wallet'));
    const refund = page
      .getByRole('row')
      .filter({ hasText: 'Refund' })
      .filter({ hasText: state.invoiceNo });
    await expect.poll(() => refund.count(), { timeout: 15_000 }).toBe(1);
    expect(await refund.innerText()).toContain(`+${state.amount}`);
    const balance = state.balanceBefore.toLocaleString('en-US', { minimumFractionDigits: 2 });
    await expect
      .poll(() => page.getByText(balance, { exact: false }).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await page.screenshot({ path: 'artifacts/invoice-cancel-wallet.png', fullPage: true });
  });
});

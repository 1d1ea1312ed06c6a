import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiPath, UsageAlertPath } from '@wander/contract';
import { destroyDialogs } from '../../ui/dialogs';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs, type SeenCall } from '../../testing/render-page';
import { EsimTopUpPage } from '../../modules/usage/esim-top-up-page';
import { AppHeader } from './app-header';

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

const SLOW = { timeout: 5000 };
const ESIM = 'b3f1c0de-0000-4000-8000-000000000001';
const lookup = {
  data: {
    esimId: ESIM,
    iccid: '8960120000000000001',
    productName: 'Japan eSIM',
    variantName: 'Japan 5GB 15 days',
    currency: 'MYR',
    topUpOptions: [
      {
        variantId: 'v-3',
        variantName: 'Japan 3GB 15 days',
        days: 15,
        data: 3,
        unitPrice: 19.5,
        packageCode: null,
      },
    ],
  },
  isSuccess: true,
  message: null,
};
const balance = (walletBalance: number, hasWallet = true) =>
  ok({ walletBalance, currency: 'MYR', hasWallet });
const line = () => document.querySelector('.app-header__wallet')?.textContent ?? null;

describe("the header's wallet balance line", () => {
  it('is not shown to platform staff, whose company has no wallet ("Wallet Balance: 0.00")', async () => {
    signInAs(demoProfiles.admin, { code: 'WANDER', name: 'WANDER Company' });
    const calls = mockApi((call) =>
      call.path === ApiPath.walletBalance ? balance(0, false) : undefined,
    );
    await renderAt(<AppHeader />, { path: '/', pattern: '/' });
    await waitFor(() => expect(calls.some((c) => c.path === ApiPath.walletBalance)).toBe(true));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(/Wallet Balance/)).toBeNull();
  });

  it('shows a customer its balance, and the new one right after a top-up paid from the wallet', async () => {
    signInAs(demoProfiles.customer, { code: 'DIST1', name: 'DIST1 Company' });
    let paid = false;
    const calls = mockApi((call: SeenCall) => {
      if (call.path === ApiPath.walletBalance) return balance(paid ? 480.5 : 500);
      if (call.path === `payment/InvoiceDetail/GetTopUpESim/${ESIM}`) return ok(lookup);
      if (call.path === `${UsageAlertPath.buyTopUp}/${ESIM}`) {
        paid = true;
        return ok({
          poHeaderId: 'po-9',
          documentNo: 'PO-000123',
          distributorEntityCode: 'DIST1',
          amount: 19.5,
          walletBalance: 480.5,
        });
      }
      return undefined;
    });
    await renderAt(
      <>
        <AppHeader />
        <EsimTopUpPage />
      </>,
      { path: `/setup/esim-top-up/${ESIM}`, pattern: '/setup/esim-top-up/:id' },
    );
    await waitFor(() => expect(line()).toBe('Wallet Balance: 500.00'), SLOW);
    await act(async () => fireEvent.click(await screen.findByLabelText(/Japan 3GB 15 days/)));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Buy Top-up' })));
    // (Role queries are slow over the header and a dialog: the dialog's own text is found.)
    await screen.findByText(/will be paid from your wallet/, {}, SLOW);
    const yes = screen.getAllByText('Yes').at(-1)!.closest('button')!;
    await act(async () => fireEvent.click(yes));
    expect(await screen.findByText('Top-up ordered: PO-000123', {}, SLOW)).toBeTruthy();
    // No reload: the header asks again once the wallet paid.
    await waitFor(() => expect(line()).toBe('Wallet Balance: 480.50'), SLOW);
    expect(calls.filter((c) => c.path === ApiPath.walletBalance).length).toBeGreaterThan(1);
  });
});

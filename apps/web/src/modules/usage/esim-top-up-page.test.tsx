import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UsageAlertPath } from '@wander/contract';
import { destroyDialogs } from '../../ui/dialogs';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs } from '../../testing/render-page';
import { EsimTopUpPage } from './esim-top-up-page';

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
        variantId: 'v-1',
        variantName: 'Japan 1GB 7 days',
        days: 7,
        data: 1,
        unitPrice: 9,
        packageCode: null,
      },
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

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const at = { path: `/setup/esim-top-up/${ESIM}`, pattern: '/setup/esim-top-up/:id' };

describe('eSIM top-up page (a usage alert link)', () => {
  it('shows the eSIM and its top-up plans and buys the chosen one from the wallet after a confirmation', async () => {
    signInAs(demoProfiles.customer);
    const calls = mockApi((call) => {
      if (call.path === `payment/InvoiceDetail/GetTopUpESim/${ESIM}`) return ok(lookup);
      if (call.path === `${UsageAlertPath.buyTopUp}/${ESIM}`) {
        return ok(
          {
            poHeaderId: 'po-9',
            documentNo: 'PO-000123',
            distributorEntityCode: 'DIST001',
            amount: 19.5,
            walletBalance: 480.5,
          },
          'Top-up purchased successfully',
        );
      }
      return undefined;
    });
    await renderAt(<EsimTopUpPage />, at);
    expect(await screen.findByText('8960120000000000001', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Japan eSIM Japan 5GB 15 days')).toBeTruthy();

    // Nothing chosen yet: it says so and buys nothing.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Buy Top-up' })));
    expect(await screen.findByText('Please choose a top-up plan', {}, SLOW)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await destroyDialogs();

    await act(async () => fireEvent.click(screen.getByLabelText(/Japan 3GB 15 days/)));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Buy Top-up' })));
    expect(await screen.findByText(/will be paid from your wallet/, {}, SLOW)).toBeTruthy();
    await act(async () =>
      fireEvent.click((await screen.findAllByRole('button', { name: 'Yes' }, SLOW)).at(-1)!),
    );
    expect(await screen.findByText('Top-up ordered: PO-000123', {}, SLOW)).toBeTruthy();
    const buy = calls.find((c) => c.method === 'POST')!;
    expect(buy.path).toBe(`${UsageAlertPath.buyTopUp}/${ESIM}`);
    expect(buy.body).toEqual({ variantId: 'v-3' });
    expect(screen.getByRole('link', { name: 'Open the purchase order' }).getAttribute('href')).toBe(
      '/purchase-order-detail/po-9',
    );
  });

  // Issue 37: an eSIM's top-up can be paid by card as well as from the wallet.
  it('pays the chosen top-up by card: the card payment page of the order it places', async () => {
    signInAs(demoProfiles.customer);
    const cardPage = `${window.location.origin}${window.location.pathname}#/sandbox-card/s-1`;
    const calls = mockApi((call) => {
      if (call.path === `payment/InvoiceDetail/GetTopUpESim/${ESIM}`) return ok(lookup);
      if (call.path === 'payment/Wallet/WalletBalance')
        return ok({ walletBalance: 500, currency: 'MYR', hasWallet: true });
      if (call.path === `${UsageAlertPath.buyTopUpByCard}/${ESIM}`)
        return ok({
          poHeaderId: 'po-9',
          documentNo: 'PO-000123',
          url: cardPage,
          provider: 'sandbox',
        });
      return undefined;
    });
    await renderAt(<EsimTopUpPage />, at);
    await act(async () =>
      fireEvent.click(await screen.findByLabelText(/Japan 3GB 15 days/, {}, SLOW)),
    );
    await act(async () => fireEvent.click(screen.getByLabelText('Card')));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Buy Top-up' })));
    expect(
      await screen.findByText(
        'Japan 3GB 15 days for MYR 19.50 will be paid by card: you are taken to the card payment page.',
        {},
        SLOW,
      ),
    ).toBeTruthy();
    await act(async () =>
      fireEvent.click((await screen.findAllByRole('button', { name: 'Yes' }, SLOW)).at(-1)!),
    );
    await waitFor(() => expect(window.location.hash).toBe('#/sandbox-card/s-1'), SLOW);
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => [c.path, c.body])).toEqual([
      [`${UsageAlertPath.buyTopUpByCard}/${ESIM}`, { variantId: 'v-3' }],
    ]);
    window.location.hash = '';
  });

  it('makes the card the choice, and says why, when the wallet cannot pay the top-up', async () => {
    signInAs(demoProfiles.customer);
    mockApi((call) => {
      if (call.path === `payment/InvoiceDetail/GetTopUpESim/${ESIM}`) return ok(lookup);
      if (call.path === 'payment/Wallet/WalletBalance')
        return ok({ walletBalance: 10, currency: 'MYR', hasWallet: true });
      return undefined;
    });
    await renderAt(<EsimTopUpPage />, at);
    await act(async () =>
      fireEvent.click(await screen.findByLabelText(/Japan 3GB 15 days/, {}, SLOW)),
    );
    expect(
      await screen.findByText(
        'Your wallet balance (MYR 10.00) does not cover this top-up (MYR 19.50): pay by card, or top up your wallet first.',
        {},
        SLOW,
      ),
    ).toBeTruthy();
    const wallet = screen.getByLabelText(/^Wallet/) as HTMLInputElement;
    const card = screen.getByLabelText('Card') as HTMLInputElement;
    expect([wallet.disabled, wallet.checked, card.checked]).toEqual([true, false, true]);
    expect(screen.getByRole('link', { name: 'Top up your wallet' }).getAttribute('href')).toBe(
      '/wallet',
    );
  });

  it('says why an eSIM cannot be topped up', async () => {
    signInAs(demoProfiles.customer);
    mockApi((call) =>
      call.path.startsWith('payment/InvoiceDetail/GetTopUpESim/')
        ? ok({ data: null, isSuccess: false, message: 'This eSIM cannot be topped up' })
        : undefined,
    );
    await renderAt(<EsimTopUpPage />, at);
    expect(await screen.findByText('This eSIM cannot be topped up', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Buy Top-up' })).toBeNull();
  });
});

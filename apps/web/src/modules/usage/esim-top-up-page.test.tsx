import { act, cleanup, fireEvent, screen } from '@testing-library/react';
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

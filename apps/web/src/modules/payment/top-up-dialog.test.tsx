import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs } from '../../testing/render-page';
import { WalletPage } from './wallet-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const payer = {
  ...demoProfiles.customer,
  permissions: [
    ...demoProfiles.customer.permissions,
    { resourceName: 'payment/Payment', permission: 'Create' },
  ],
};

function serve(topUpStatus: () => string = () => 'pending') {
  return mockApi((call) => {
    if (call.path === 'payment/Wallet/GetByCustomer')
      return ok({
        item: { id: 'w1', currency: 'MYR', walletBalance: 2450.5, companyName: 'Skyway' },
        walletBalance: 2450.5,
      });
    if (call.path === 'payment/WalletTransaction/Search')
      return ok({ items: [], pageCount: 0, totalCount: 0 });
    if (call.path === 'payment/Payment/GetTopUpOptions')
      return ok({
        walletId: 'w1',
        currency: 'MYR',
        minAmount: 10,
        maxAmount: 5000,
        providers: [
          { value: 'stripe', label: 'Card (Stripe)' },
          { value: 'paydollar', label: 'PayDollar' },
        ],
      });
    if (call.path === 'payment/Payment/GetPayDollarUrl')
      return ok({
        topUpId: 't1',
        url: `${window.location.href.split('#')[0]}#paydollar`,
        provider: 'paydollar',
        amount: 100,
        currency: 'MYR',
      });
    if (call.path === 'payment/Payment/GetTopUp/t1')
      return ok({
        id: 't1',
        provider: 'paydollar',
        status: topUpStatus(),
        amount: 100,
        currency: 'MYR',
        paymentRef: topUpStatus() === 'paid' ? '5550001' : null,
        walletBalance: 2550.5,
        createdAt: '2026-11-25T07:00:00.000Z',
        paidAt: null,
      });
    return undefined;
  });
}

describe('wallet top-up', () => {
  it('checks the amount against the limits in the spec wording, then starts the chosen provider', async () => {
    signInAs(payer);
    const calls = serve();
    await renderAt(<WalletPage />, { path: '/wallet', pattern: '/wallet' });
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Top up' }));
    });
    expect(await screen.findByText('Minimum MYR 10.00, maximum MYR 5,000.00')).toBeTruthy();
    const amount = screen.getByLabelText('Amount');
    const go = () =>
      act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
      });
    fireEvent.change(amount, { target: { value: '5000.01' } });
    await go();
    expect(screen.getByRole('alert').textContent).toBe('Amount should have maximum value of 5000');
    fireEvent.change(amount, { target: { value: '100' } });
    fireEvent.click(screen.getByRole('radio', { name: 'PayDollar' }));
    await go();
    await waitFor(() =>
      expect(calls.find((c) => c.path === 'payment/Payment/GetPayDollarUrl')?.body).toEqual({
        data: null,
        amount: 100,
      }),
    );
    expect(calls.some((c) => c.path === 'payment/Payment/GetStripeReloadUrl')).toBe(false);
  });

  it('hides Top up from a user who may not pay', async () => {
    signInAs(demoProfiles.customer);
    serve();
    await renderAt(<WalletPage />, { path: '/wallet', pattern: '/wallet' });
    expect(await screen.findByText('MYR 2,450.50')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Top up' })).toBeNull();
  });

  it('shows the returning top-up as pending until the callback lands', async () => {
    signInAs(payer);
    let status = 'pending';
    serve(() => status);
    await renderAt(<WalletPage />, {
      path: '/wallet?topUp=t1&payment=success',
      pattern: '/wallet',
    });
    expect((await screen.findByText(/Top-up of MYR 100.00 pending/)).textContent).toContain(
      'waiting for the payment provider',
    );
    status = 'paid';
    await waitFor(
      () => expect(screen.getByText('Top-up of MYR 100.00 received (5550001).')).toBeTruthy(),
      { timeout: 5000 },
    );
  });
});

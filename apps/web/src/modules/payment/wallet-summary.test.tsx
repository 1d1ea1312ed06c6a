import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoProfiles } from '../../testing/demo-profiles';
import { file, mockApi, ok, renderAt, signInAs } from '../../testing/render-page';
import { destroyDialogs } from '../../ui/dialogs';
import { rangeError, WalletSummaryButton } from './wallet-summary-button';
import { WalletPage } from './wallet-page';

const SUMMARY = 'payment/WalletTransaction/GenerateWalletSummaryPDF';

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:wander/summary');
});
afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

const setDate = async (label: string, value: string) => {
  // The label carries the required mark: '* Start Date'.
  const input = await screen.findByLabelText(new RegExp(`${label}$`));
  await act(async () => {
    fireEvent.change(input, { target: { value } });
  });
};
const click = (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });

function serve() {
  return mockApi((call) => {
    if (call.path.startsWith(SUMMARY)) return file('%PDF-1.3', 'application/pdf', 'w.pdf');
    if (call.path === 'payment/Wallet/GetByCustomer')
      return ok({
        item: { id: 'w1', currency: 'MYR', walletBalance: 2450.5, companyName: 'Skyway' },
        walletBalance: 2450.5,
      });
    if (call.path === 'payment/WalletTransaction/Search')
      return ok({
        items: [
          {
            id: 't1',
            walletId: 'w1',
            kind: 'purchase',
            amount: -49.5,
            balanceAfter: 2450.5,
            reference: 'PO-000003',
            purchaseOrderId: null,
            createdAt: '2026-11-20T08:00:00.000Z',
            entityCode: 'CUST001',
            companyName: 'Skyway',
            currency: 'MYR',
          },
        ],
        pageCount: 1,
        totalCount: 1,
      });
    return undefined;
  });
}

describe('wallet summary PDF', () => {
  it('checks the range in the server’s words', () => {
    expect(rangeError('2026-02-01', '2026-01-31')).toEqual({
      to: 'End Date should not be before Start Date',
    });
    expect(rangeError('', '')).toEqual({
      from: 'Start Date is required',
      to: 'End Date is required',
    });
    expect(rangeError('2026-01-01', '2026-01-01')).toEqual({});
  });

  it('opens the chosen range of a wallet in the PDF viewer, and refuses a reversed range', async () => {
    signInAs(demoProfiles.distributor);
    const calls = serve();
    const router = await renderAt(<WalletSummaryButton walletId="w9" />, {
      path: '/setup/wallet-transaction-list',
      pattern: '/setup/wallet-transaction-list',
      others: [{ path: '/pdfviewer', element: <p>the viewer</p> }],
    });
    await click('Summary PDF');
    await setDate('Start Date', '2026-03-01');
    await setDate('End Date', '2026-02-01');
    await click('Open PDF');
    expect(screen.getByText('End Date should not be before Start Date')).toBeTruthy();
    expect(calls).toHaveLength(0);

    await setDate('End Date', '2026-03-31');
    await click('Open PDF');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pdfviewer'));
    expect(calls[0].method).toBe('POST');
    expect(calls[0].path).toBe(`${SUMMARY}/2026-03-01/2026-03-31`);
    expect(calls[0].query.get('walletId')).toBe('w9');
    // With the file's own name for the viewer's Download (issue 37).
    expect(router.state.location.search).toBe(
      `?url=${encodeURIComponent('blob:wander/summary')}&name=w.pdf`,
    );
  });

  it('is on /wallet for the company’s own wallet, next to its signed ledger', async () => {
    signInAs(demoProfiles.customer);
    const calls = serve();
    const router = await renderAt(<WalletPage />, {
      path: '/wallet',
      pattern: '/wallet',
      others: [{ path: '/pdfviewer', element: <p>the viewer</p> }],
    });
    expect(await screen.findByText('MYR -49.50')).toBeTruthy();
    expect(within(screen.getByRole('table')).getByText('Purchase')).toBeTruthy();
    // Only the company's own ledger, even for staff who may see other wallets.
    expect(calls.find((c) => c.path === 'payment/WalletTransaction/Search')?.body).toMatchObject({
      filterColumns: [{ columnName: 'walletId', filterValue: 'w1', operator: 'eq' }],
    });
    await click('Summary PDF');
    await click('Open PDF');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pdfviewer'));
    const summary = calls.find((c) => c.path.startsWith(SUMMARY))!;
    expect(summary.path).toMatch(new RegExp(`^${SUMMARY}/\\d{4}-\\d{2}-01/\\d{4}-\\d{2}-\\d{2}$`));
    expect(summary.query.has('walletId')).toBe(false);
  });
});

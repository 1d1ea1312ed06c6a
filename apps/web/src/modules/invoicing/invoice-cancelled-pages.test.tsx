import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceCancellationDetail } from '@wander/contract';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs, type SeenCall } from '../../testing/render-page';
import { destroyDialogs } from '../../ui/dialogs';
import { InvoiceCancelledEditPage } from './invoice-cancelled-edit-page';
import { InvoiceCancelledListPage } from './invoice-cancelled-list-page';
import { pendingCancellation as pending } from './cancellation.fixture';

const completed: InvoiceCancellationDetail = {
  ...pending,
  status: 'Completed',
  invoiceStatus: 'Cancelled',
  refundStatus: 'refunded',
  completedAt: '2026-11-21T08:00:00.000Z',
  actions: [],
};

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

const click = (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
// The newest confirmation's Yes. It is looked for outside act(): the confirmation renders in a
// root of its own, which act() would hold back until its callback ends.
const yes = async () => {
  const buttons = await screen.findAllByRole('button', { name: 'Yes' });
  await act(async () => {
    fireEvent.click(buttons.at(-1)!);
  });
};

/** Serves one cancellation that moves to `after` once the given call is made. */
function serve(first: InvoiceCancellationDetail, after: InvoiceCancellationDetail) {
  let current = first;
  const calls: SeenCall[] = mockApi((call) => {
    if (call.path === 'payment/InvoiceCancelled/GetDetail/c-1') return ok(current);
    if (call.path === 'payment/InvoiceCancelled/Complete/c-1') {
      current = after;
      return ok(after, 'Invoice cancelled');
    }
    if (call.path === 'payment/Invoices/PaydollarRefund/inv-1') {
      current = after;
      return ok({ invoiceId: 'inv-1', queued: 1 }, 'The card refund is queued again');
    }
    if (call.path === 'payment/InvoiceCancelled/c-1' && call.method === 'PUT')
      return ok({ ...current, reason: (call.body as { reason: string }).reason });
    return undefined;
  });
  return calls;
}
const open = () =>
  renderAt(<InvoiceCancelledEditPage />, {
    path: '/setup/invoice-cancelled-edit/c-1',
    pattern: '/setup/invoice-cancelled-edit/:id',
  });

describe('the cancellation page', () => {
  it('shows the invoice, buyer, total and planned refund; completes only after Yes', async () => {
    signInAs(demoProfiles.distributor);
    const calls = serve(pending, completed);
    await open();
    expect(await screen.findByRole('heading', { name: 'Cancellation of INV-000007' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'INV-000007' }).getAttribute('href')).toBe(
      '/setup/invoice-detail/inv-1',
    );
    expect(screen.getByText('Skyway Travel Agency (CUST001)')).toBeTruthy();
    expect(screen.getByText("to the buyer's wallet when completed", { exact: false })).toBeTruthy();
    await click('Complete');
    expect(
      (await screen.findAllByText('Complete the cancellation of invoice INV-000007?')).length,
    ).toBeGreaterThan(0);
    expect(screen.getAllByText(/refunded MYR 1,234.50 to its wallet/).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.path.includes('Complete'))).toBe(false);
    await yes();
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.path).toBe(
        'payment/InvoiceCancelled/Complete/c-1',
      ),
    );
    expect(await screen.findByText('Invoice cancelled')).toBeTruthy();
    expect(await screen.findByText('Refunded to wallet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Complete' })).toBeNull();
  });

  it('shows a failed card refund with the provider error and retries it', async () => {
    signInAs(demoProfiles.distributor);
    const failed = {
      ...completed,
      refundMethod: 'card',
      refundStatus: 'refund_failed',
      refundError: 'card issuer unavailable',
      actions: ['RetryRefund'],
    };
    const calls = serve(failed, { ...failed, refundStatus: 'refund_pending', actions: [] });
    await open();
    expect(await screen.findByText('Card refund failed')).toBeTruthy();
    expect(screen.getByText('The provider said: card issuer unavailable')).toBeTruthy();
    await click('Retry card refund');
    await yes();
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.path).toBe(
        'payment/Invoices/PaydollarRefund/inv-1',
      ),
    );
    expect(await screen.findByText('Card refund pending')).toBeTruthy();
  });

  it('edits the reason with the contract message and withdraws after "Are you sure to delete?"', async () => {
    signInAs(demoProfiles.distributor);
    const calls = serve(pending, completed);
    await open();
    const reason = await screen.findByRole('textbox', { name: 'Reason' });
    await act(async () => {
      fireEvent.change(reason, { target: { value: '  ' } });
    });
    expect(screen.getByText('Reason is required')).toBeTruthy();
    await act(async () => {
      fireEvent.change(reason, { target: { value: 'Duplicate order' } });
    });
    await click('Save');
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ reason: 'Duplicate order' }),
    );
    await click('Withdraw');
    expect((await screen.findAllByText('Are you sure to delete?')).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('offers nothing to change to platform staff reading another company', async () => {
    signInAs(demoProfiles.admin);
    serve({ ...pending, actions: [] }, completed);
    await open();
    await screen.findByRole('heading', { name: 'Cancellation of INV-000007' });
    expect(screen.queryByRole('button', { name: 'Complete' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Reason' })).toBeNull();
    expect(screen.getByText('Customer changed the trip')).toBeTruthy();
  });
});

describe('the cancelled invoice list', () => {
  it('pages on the server with the status filter and opens a row', async () => {
    signInAs(demoProfiles.distributor);
    const calls = mockApi((call) =>
      call.path === 'payment/InvoiceCancelled/Search'
        ? ok({ items: [completed], pageCount: 1, totalCount: 1 })
        : undefined,
    );
    const router = await renderAt(<InvoiceCancelledListPage />, {
      path: '/setup/invoice-cancelled-list?status=Completed',
      pattern: '/setup/invoice-cancelled-list',
      others: [{ path: '/setup/invoice-cancelled-edit/:id', element: <p>the page</p> }],
    });
    expect(await screen.findByText('INV-000007')).toBeTruthy();
    expect(screen.getAllByText('MYR 1,234.50').length).toBe(2);
    expect(screen.getByText('Refunded to wallet')).toBeTruthy();
    expect(calls[0].body).toMatchObject({
      pageIndex: 1,
      filterColumns: [{ columnName: 'status', filterValue: 'Completed', operator: 'eq' }],
      sortColumns: [{ columnName: 'createdAt', sortOrder: 'desc' }],
    });
    await act(async () => {
      fireEvent.click(screen.getByText('INV-000007'));
    });
    expect(router.state.location.pathname).toBe('/setup/invoice-cancelled-edit/c-1');
  });

  it('filters by customer from the URL, and Reset clears every filter', async () => {
    signInAs(demoProfiles.distributor);
    const calls = mockApi((call) =>
      call.path === 'payment/InvoiceCancelled/Search'
        ? ok({ items: [completed], pageCount: 1, totalCount: 1 })
        : undefined,
    );
    const router = await renderAt(<InvoiceCancelledListPage />, {
      path: '/setup/invoice-cancelled-list?status=Completed&customer=sky',
      pattern: '/setup/invoice-cancelled-list',
    });
    expect(await screen.findByText('INV-000007')).toBeTruthy();
    expect(calls[0].body).toMatchObject({
      filterColumns: [
        { columnName: 'status', filterValue: 'Completed', operator: 'eq' },
        { columnName: 'customerName', filterValue: 'sky', operator: 'contains' },
      ],
    });
    await click('Reset');
    await waitFor(() => expect(router.state.location.search).not.toMatch(/status|customer/));
    await waitFor(() => expect(calls.at(-1)!.body).toMatchObject({ filterColumns: [] }));
  });
});

import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceCancellationDetail, RefundApproval } from '@wander/contract';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs } from '../../testing/render-page';
import { destroyDialogs } from '../../ui/dialogs';
import { pendingCancellation } from './cancellation.fixture';
import { InvoiceCancelledEditPage } from './invoice-cancelled-edit-page';

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

const asked: RefundApproval = {
  id: 'a-1',
  refundMethod: 'wallet',
  refundAmount: 1234.5,
  currency: 'MYR',
  status: 'Waiting',
  requestedByName: 'distributor@wander.demo',
  requestedAt: '2026-11-21T08:00:00.000Z',
  decidedByName: null,
  decidedAt: null,
  decisionNote: null,
  balanceBefore: null,
  balanceAfter: null,
};
const waiting: InvoiceCancellationDetail = {
  ...pendingCancellation,
  approvals: [asked],
  actions: ['Edit', 'Delete', 'ApproveRefund', 'RejectRefund'],
};
const approved: InvoiceCancellationDetail = {
  ...waiting,
  status: 'Completed',
  invoiceStatus: 'Cancelled',
  refundStatus: 'refunded',
  approvals: [
    {
      ...asked,
      status: 'Approved',
      decidedByName: 'accounts@wander.demo',
      decidedAt: '2026-11-21T09:00:00.000Z',
      decisionNote: 'Confirmed with the customer',
      balanceBefore: 100,
      balanceAfter: 1334.5,
    },
  ],
  actions: [],
};

const click = (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });

describe('a refund waiting for a second user', () => {
  it('asks a note to reject, then approves after Yes and shows the decision and balances', async () => {
    signInAs(demoProfiles.distributor);
    let current = waiting;
    const calls = mockApi((call) => {
      if (call.path === 'payment/InvoiceCancelled/GetDetail/c-1') return ok(current);
      if (call.path === 'payment/InvoiceCancelled/ApproveRefund/c-1') {
        current = approved;
        return ok(approved, 'Refund approved: invoice cancelled');
      }
      return undefined;
    });
    await renderAt(<InvoiceCancelledEditPage />, {
      path: '/setup/invoice-cancelled-edit/c-1',
      pattern: '/setup/invoice-cancelled-edit/:id',
    });
    expect(await screen.findByText(/MYR 1,234.50 is above the approval amount/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Complete' })).toBeNull();
    expect(screen.getByText('Waiting')).toBeTruthy();

    await click('Reject refund');
    expect(screen.getByText('Note is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(screen.getByLabelText('Note'), {
      target: { value: 'Confirmed with the customer' },
    });
    await click('Approve refund');
    const yes = await screen.findAllByRole('button', { name: 'Yes' });
    await act(async () => {
      fireEvent.click(yes.at(-1)!);
    });
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        path: 'payment/InvoiceCancelled/ApproveRefund/c-1',
        body: { note: 'Confirmed with the customer' },
      }),
    );
    expect(await screen.findByText('Refund approved: invoice cancelled')).toBeTruthy();
    expect(await screen.findByText('Approved')).toBeTruthy();
    expect(screen.getByText('accounts@wander.demo')).toBeTruthy();
    expect(screen.getByText('100.00 → 1,334.50')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve refund' })).toBeNull();
  });
});

import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoProfiles } from '../../testing/demo-profiles';
import { file, mockApi, ok, renderAt, signInAs } from '../../testing/render-page';
import { destroyDialogs } from '../../ui/dialogs';
import { ConsumerCommissionListPage } from './affiliate-list-pages';
import { AffiliateRegistrationEditPage } from './affiliate-registration-edit-page';

const SLOW = { timeout: 5000 };
const REG = 'customer/ConsumerAffiliateRegistration';
const application = {
  id: 'r1',
  consumerId: 'c1',
  consumerName: 'Ava Tan',
  consumerEmail: 'ava@example.com',
  referralCode: 'AVA001',
  message: 'I write a travel blog',
  channel: 'https://ava.example.com',
  status: 'Pending',
  commissionRatePercent: null,
  reason: null,
  decidedByName: null,
  decidedAt: null,
  createdAt: '2026-11-20T08:00:00.000Z',
};
const decider = {
  ...demoProfiles.distributor,
  permissions: [
    ...demoProfiles.distributor.permissions,
    { resourceName: REG, permission: 'View' },
    { resourceName: REG, permission: 'Update' },
  ],
};

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:wander/summary');
});
afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

const click = (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });

/** Yes of the confirmation (antd's Modal loads lazily; a text lookup is quicker than a role one). */
async function yes(title: string) {
  const button = await waitFor(
    () => {
      const dialog = [...document.querySelectorAll('.ant-modal-confirm')].find((d) =>
        d.textContent?.includes(title),
      );
      const found = [...(dialog?.querySelectorAll('button') ?? [])].find(
        (b) => b.textContent === 'Yes',
      );
      if (!found) throw new Error('no Yes yet');
      return found;
    },
    { timeout: 10000 },
  );
  await act(async () => {
    fireEvent.click(button);
  });
}

describe('affiliate registration page', () => {
  it('shows the application and asks a reason before rejecting', async () => {
    signInAs(decider);
    const calls = mockApi((call) => {
      if (call.path === `${REG}/GetDetail/r1`) return ok(application);
      if (call.path === `${REG}/ApproveStatus/r1`)
        return ok({ ...application, status: 'Rejected' }, 'Affiliate registration rejected');
      return undefined;
    });
    await renderAt(<AffiliateRegistrationEditPage />, {
      path: '/setup/consumer-affiliate-registration-edit/r1',
      pattern: '/setup/consumer-affiliate-registration-edit/:id',
    });
    expect(await screen.findByText('https://ava.example.com', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('I write a travel blog')).toBeTruthy();
    await click('Reject');
    expect(screen.getByText('Reason is required')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Reason (to reject)'), {
        target: { value: 'No active channel' },
      });
    });
    await click('Reject');
    await yes('Reject Ava Tan?');
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({ status: 'Rejected', reason: 'No active channel' });
  }, 30000);

  it('approves at the default rate of 10 %', async () => {
    signInAs(decider);
    const calls = mockApi((call) => {
      if (call.path === `${REG}/GetDetail/r1`) return ok(application);
      if (call.path === `${REG}/ApproveStatus/r1`)
        return ok({ ...application, status: 'Approved' }, 'Affiliate registration approved');
      return undefined;
    });
    await renderAt(<AffiliateRegistrationEditPage />, {
      path: '/setup/consumer-affiliate-registration-edit/r1',
      pattern: '/setup/consumer-affiliate-registration-edit/:id',
    });
    await screen.findByText('AVA001', {}, SLOW);
    await click('Approve');
    await yes('Approve Ava Tan?');
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      status: 'Approved',
      commissionRatePercent: 10,
    });
  }, 30000);

  it('shows a decided application without the decision buttons', async () => {
    signInAs(decider);
    mockApi((call) =>
      call.path === `${REG}/GetDetail/r1`
        ? ok({ ...application, status: 'Rejected', reason: 'No active channel' })
        : undefined,
    );
    await renderAt(<AffiliateRegistrationEditPage />, {
      path: '/setup/consumer-affiliate-registration-edit/r1',
      pattern: '/setup/consumer-affiliate-registration-edit/:id',
    });
    expect(await screen.findByText('No active channel', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});

describe('referral commission list', () => {
  it('lists the commissions and opens their summary PDF', async () => {
    signInAs(demoProfiles.distributor);
    const calls = mockApi((call) => {
      if (call.path === 'customer/ConsumerCommission/Search')
        return ok({
          items: [
            {
              id: 'm1',
              affiliateId: 'a1',
              affiliateName: 'Ava Tan',
              referralCode: 'AVA001',
              consumerId: 'c2',
              consumerName: 'Cara Lim',
              purchaseOrderId: 'p1',
              documentNo: 'PO-000042',
              orderAmount: 10.04,
              ratePercent: 12.5,
              commission: 1.26,
              currency: 'MYR',
              status: 'Payable',
              paidAt: '2026-11-01T08:00:00.000Z',
              payableAt: '2026-11-15T08:00:00.000Z',
              reversedAt: null,
            },
          ],
          pageCount: 1,
          totalCount: 1,
        });
      if (call.path.startsWith('customer/ConsumerCommission/GenerateCommissionSummaryPDF'))
        return file('%PDF-1.3', 'application/pdf', 'c.pdf');
      return undefined;
    });
    const router = await renderAt(<ConsumerCommissionListPage />, {
      path: '/setup/consumer-commission-list',
      pattern: '/setup/consumer-commission-list',
      others: [{ path: '/pdfviewer', element: <p>the viewer</p> }],
    });
    expect(await screen.findByText('PO-000042', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Payable')).toBeTruthy();
    await click('Summary PDF');
    await click('Open PDF');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pdfviewer'));
    const pdf = calls.find((c) => c.path.includes('GenerateCommissionSummaryPDF'))!;
    expect(pdf.method).toBe('POST');
    expect(pdf.path).toMatch(
      /^customer\/ConsumerCommission\/GenerateCommissionSummaryPDF\/\d{4}-\d{2}-01\/\d{4}-\d{2}-\d{2}$/,
    );
  });
});

import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MovingJournalDetail } from '@wander/contract';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs } from '../../testing/render-page';
import { destroyDialogs } from '../../ui/dialogs';
import { MovementJournalAdjustPage } from './movement-journal-adjust-page';
import { MovementJournalDetailPage } from './movement-journal-detail-page';

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

const line = (n: number, reversedBy: string | null = null) => ({
  id: `l-${n}`,
  lineNo: n,
  serialId: `s-${n}`,
  iccid: `896012000000000000${n}`,
  variantCode: 'WDR-EU30-5G30D',
  productName: 'Europe 30 eSIM',
  fromLocationCode: 'KL-A-01-01-01',
  toLocationCode: 'KL-B-01-01-01',
  statusBefore: 'available',
  statusAfter: 'available',
  reversedByJournalNo: reversedBy,
  reversesLineNo: null,
});
const transfer: MovingJournalDetail = {
  id: 'j-1',
  journalNo: 'MJ-000002',
  journalType: 'transfer',
  journalDate: '2026-11-20',
  fromLocationCode: 'KL-A-01-01-01',
  toLocationCode: 'KL-B-01-01-01',
  remarks: 'Front shelf',
  lineCount: 3,
  reversedCount: 1,
  adjustsJournalId: null,
  adjustsJournalNo: null,
  createdBy: 'distributor@wander.demo',
  createdAt: '2026-11-20T08:00:00.000Z',
  lines: [line(1), line(2, 'MJ-000005'), line(3)],
  adjustments: [
    {
      id: 'j-5',
      journalNo: 'MJ-000005',
      journalDate: '2026-11-21',
      lineCount: 1,
      remarks: 'Wrong bin',
    },
  ],
  canAdjust: true,
};
const journalGrants = ['View', 'Create', 'Update'].map((permission) => ({
  resourceName: 'product/MovingJournal',
  permission,
}));
const distributor = {
  ...demoProfiles.distributor,
  permissions: [...demoProfiles.distributor.permissions, ...journalGrants],
};

describe('the movement journal detail and adjust pages', () => {
  it('shows the lines, what became of each, and the adjustment chain', async () => {
    signInAs(distributor);
    mockApi((call) =>
      call.path === 'product/MovingJournal/GetDetail/j-1' ? ok(transfer) : undefined,
    );
    await renderAt(<MovementJournalDetailPage />, {
      path: '/setup/movement-journal-detail/j-1',
      pattern: '/setup/movement-journal-detail/:id',
    });
    expect(await screen.findByRole('heading', { name: 'Movement Journal MJ-000002' })).toBeTruthy();
    expect(screen.getByText('1 of 3 reversed')).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Journal lines' })).getAllByRole('row');
    expect(rows[2].textContent).toContain('KL-A-01-01-01 (Available)');
    expect(rows[2].textContent).toContain('MJ-000005');
    expect(screen.getByRole('link', { name: 'MJ-000005' }).getAttribute('href')).toBe(
      '/setup/movement-journal-detail/j-5',
    );
    expect(screen.getByRole('button', { name: 'Adjust' })).toBeTruthy();
  });

  it('reverses only the picked lines that are left, with the reason', async () => {
    signInAs(distributor);
    const calls = mockApi((call) => {
      if (call.path === 'product/MovingJournal/GetDetail/j-1') return ok(transfer);
      if (call.path === 'product/MovingJournal/Adjust/j-1')
        return ok({ ...transfer, id: 'j-6' }, 'Adjustment posted');
      return undefined;
    });
    await renderAt(<MovementJournalAdjustPage />, {
      path: '/setup/movement-journal-adjust/j-1',
      pattern: '/setup/movement-journal-adjust/:id',
    });
    expect(await screen.findByText('Lines to reverse (2 of 2)')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Post adjustment' }));
    });
    expect(screen.getByText('Reason is required')).toBeTruthy();
    await act(async () => {
      fireEvent.change(screen.getByRole('textbox', { name: /Reason/ }), {
        target: { value: 'Wrong shelf' },
      });
    });
    const table = screen.getByRole('table', { name: 'Lines to reverse' });
    await act(async () => {
      fireEvent.click(within(table).getAllByRole('checkbox').at(-1)!);
    });
    expect(screen.getByText('Lines to reverse (1 of 2)')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Post adjustment' }));
    });
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      remarks: 'Wrong shelf',
      lines: [{ iccid: '8960120000000000001' }],
    });
  });
});

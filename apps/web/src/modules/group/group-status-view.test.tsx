import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { destroyDialogs } from '../../ui/dialogs';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs } from '../../testing/render-page';
import { GroupStatusView } from './group-status-view';

const SLOW = { timeout: 5000 };
const GROUP = 'g-1';
const esim = (iccid: string, over: object = {}) => ({
  serialId: `s-${iccid}`,
  iccid,
  planName: 'Japan 5GB 7 days',
  status: 'delivered',
  deliveredAt: '2026-10-10T02:00:00.000Z',
  installedAt: null,
  usedMb: 0,
  movable: true,
  ...over,
});
const status = {
  travellers: [
    {
      travellerId: 't-1',
      name: 'Nur Aisyah',
      email: 'nur@example.com',
      esims: [esim('8960880000000000001')],
    },
    {
      travellerId: 't-2',
      name: 'Tan Mei',
      email: 'tan@example.com',
      esims: [
        esim('8960880000000000002', {
          installedAt: '2026-10-12T08:00:00.000Z',
          usedMb: 1536,
          movable: false,
        }),
      ],
    },
  ],
};

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the group page: travellers and their eSIMs', () => {
  it('shows delivered, installed and data used, and moves only an unused eSIM, after choosing the traveller', async () => {
    signInAs(demoProfiles.customer);
    const calls = mockApi((call) => {
      if (call.path === `network/GroupOrders/Status/${GROUP}`) return ok(status);
      if (call.path === `network/GroupOrders/Move/${GROUP}`) return ok({ mailed: 1, texted: 0 });
      if (call.path === `network/GroupOrders/Resend/${GROUP}`) return ok({ mailed: 1, texted: 0 });
      return undefined;
    });
    await renderAt(<GroupStatusView groupId={GROUP} />, { path: '/g', pattern: '/g' });
    const table = await screen.findByRole('table', {}, SLOW);
    const tanRow = within(table).getByText('Tan Mei').closest('tr')!;
    expect(within(tanRow).getByText('12 Oct 2026')).toBeTruthy();
    expect(within(tanRow).getByText('1.50 GB')).toBeTruthy();
    // Installed and used: no Move; a top-up link to that eSIM.
    expect(within(tanRow).queryByRole('button', { name: /Move/ })).toBeNull();
    expect(
      within(tanRow)
        .getByRole('link', { name: 'Top up eSIM 8960880000000000002' })
        .getAttribute('href'),
    ).toBe('/setup/esim-top-up/s-8960880000000000002');

    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Move eSIM 8960880000000000001' })),
    );
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    const okButton = within(dialog).getByRole('button', { name: 'Move' });
    expect(okButton.hasAttribute('disabled')).toBe(true);
    await act(async () => fireEvent.mouseDown(within(dialog).getByRole('combobox')));
    await act(async () =>
      fireEvent.click((await screen.findAllByText('Tan Mei', {}, SLOW)).at(-1)!),
    );
    await act(async () => fireEvent.click(okButton));
    expect(
      await screen.findByText('The eSIM now belongs to Tan Mei, who was e-mailed it', {}, SLOW),
    ).toBeTruthy();
    const move = calls.find((c) => c.path === `network/GroupOrders/Move/${GROUP}`)!;
    // It names the traveller the eSIM was seen with: a Move sent meanwhile by someone else wins.
    expect(move.body).toEqual({
      iccid: '8960880000000000001',
      fromTravellerId: 't-1',
      toTravellerId: 't-2',
    });
    await destroyDialogs();

    await act(async () => fireEvent.click(within(tanRow).getByRole('button', { name: 'Resend' })));
    expect(await screen.findByText(/tan@example.com gets the QR codes/, {}, SLOW)).toBeTruthy();
    await act(async () =>
      fireEvent.click((await screen.findAllByRole('button', { name: 'Yes' }, SLOW)).at(-1)!),
    );
    expect(await screen.findByText('Sent again to tan@example.com', {}, SLOW)).toBeTruthy();
    expect(calls.find((c) => c.path === `network/GroupOrders/Resend/${GROUP}`)!.body).toEqual({
      travellerId: 't-2',
    });
  });

  it('shows e-mails and ICCIDs whole on a phone card: an e-mail may wrap after its @, an ICCID never (issue 37, item 10)', async () => {
    signInAs(demoProfiles.customer);
    const long = {
      ...status,
      travellers: [
        { ...status.travellers[0], email: 'nur.aisyah.binti.abdullah@skyway-travel.example.com' },
      ],
    };
    mockApi((call) => (call.path === `network/GroupOrders/Status/${GROUP}` ? ok(long) : undefined));
    await renderAt(<GroupStatusView groupId={GROUP} />, { path: '/g', pattern: '/g' });
    const table = await screen.findByRole('table', {}, SLOW);
    const row = within(table).getByText('Nur Aisyah').closest('tr')!;
    const pieces = (text: string) => {
      const el = within(row).getByText(
        (_, node) => node?.className === 'group-plan__note' && node.textContent === text,
      );
      return el.innerHTML
        .split('<wbr>')
        .map((part) => part.replace(/<[^>]+>/g, ''))
        .filter(Boolean);
    };
    expect(pieces('nur.aisyah.binti.abdullah@skyway-travel.example.com')).toEqual([
      'nur.aisyah.binti.abdullah@',
      'skyway-travel.example.com',
    ]);
    expect(pieces('8960880000000000001')).toEqual(['8960880000000000001']);
    // Each cell's value sits in its own box beside the phone card's label, which can shrink.
    for (const cell of within(row).getAllByRole('cell').slice(0, 2))
      expect(cell.firstElementChild?.className).toBe('group-status__value');
  });
});

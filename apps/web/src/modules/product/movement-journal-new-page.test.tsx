import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs, type SeenCall } from '../../testing/render-page';
import { destroyDialogs } from '../../ui/dialogs';
import { parseIccids } from './movement-journal-api';
import { MovementJournalNewPage } from './movement-journal-new-page';

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

const LOCATIONS = [
  { label: 'KL-A-01-01-01', value: '11111111-1111-4111-8111-111111111111' },
  { label: 'KL-B-01-01-01', value: '22222222-2222-4222-8222-222222222222' },
];
const iccid = (n: number) => `89601200000000${String(n).padStart(5, '0')}`;

function serve(
  onPost: (call: SeenCall) => ReturnType<typeof ok> | { status: number; body: unknown },
) {
  return mockApi((call) => {
    if (call.path === 'product/Location/GetSelectList') return ok(LOCATIONS);
    if (call.path === 'product/MovingJournal/GetSerialSelectList')
      return ok(
        [1, 2, 3].map((n) => ({
          iccid: iccid(n),
          variantCode: 'WDR-EU30-5G30D',
          productName: 'Europe 30 eSIM',
          locationCode: 'KL-A-01-01-01',
        })),
      );
    if (call.path === 'product/MovingJournal' && call.method === 'POST') return onPost(call);
    return undefined;
  });
}

const open = () =>
  renderAt(<MovementJournalNewPage />, {
    path: '/setup/movement-journal-new',
    pattern: '/setup/movement-journal-new',
  });

async function pick(label: string, option: string) {
  await act(async () => {
    fireEvent.mouseDown(screen.getByLabelText(label));
  });
  await act(async () => {
    fireEvent.click((await screen.findAllByTitle(option)).at(-1)!);
  });
}

const lineRows = () =>
  within(screen.getByRole('table', { name: 'Journal lines' }))
    .getAllByRole('row')
    .slice(1);

describe('the new movement journal form', () => {
  it('reads pasted or scanned ICCIDs: new lines, commas, spaces inside a printed code', () => {
    expect(
      parseIccids(
        `${iccid(1)}\n${iccid(2)}, ${iccid(3)};\r\n8960 1200 0000 0000 004\n${iccid(5)} ${iccid(6)}\n`,
      ),
    ).toEqual([1, 2, 3, 4, 5, 6].map(iccid));
  });

  it(
    'takes 300 pasted ICCIDs at once, skips repeats, and shows the server’s line errors against the lines',
    { timeout: 60_000 },
    async () => {
      signInAs(demoProfiles.distributor);
      const calls = serve(() => ({
        status: 422,
        body: {
          statusCode: 422,
          code: 'BUSINESS_RULE',
          message: '2 lines cannot be posted; nothing was moved',
          errors: {
            'lines.4.iccid': [`Line 5: ICCID ${iccid(5)} is already sold`],
            'lines.299.iccid': [
              `Line 300: ICCID ${iccid(300)} is at KL-B-01-01-01, not at KL-A-01-01-01`,
            ],
          },
        },
      }));
      await open();
      await pick('Journal Type', 'Transfer');
      await pick('From Location', 'KL-A-01-01-01');
      await pick('To Location', 'KL-B-01-01-01');
      const pasted = Array.from({ length: 300 }, (_, i) => iccid(i + 1)).join('\n');
      await act(async () => {
        fireEvent.change(screen.getByLabelText('Paste or scan ICCIDs'), {
          target: { value: `${pasted}\n${iccid(1)}` },
        });
      });
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Add ICCIDs' }));
      });
      expect(screen.getByRole('status').textContent).toBe('300 added, 1 already listed');
      expect(screen.getByText('300 eSIMs')).toBeTruthy();
      expect(lineRows()).toHaveLength(300);

      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Post' }));
      });
      await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
      const post = calls.find((c) => c.method === 'POST')!;
      expect(post.body).toMatchObject({
        journalType: 'transfer',
        fromLocationId: LOCATIONS[0].value,
        toLocationId: LOCATIONS[1].value,
      });
      expect((post.body as { lines: unknown[] }).lines).toHaveLength(300);
      expect((post.body as { lines: unknown[] }).lines[4]).toEqual({ iccid: iccid(5) });

      expect(await screen.findByText('2 lines cannot be posted; nothing was moved')).toBeTruthy();
      expect(within(lineRows()[4]).getByRole('alert').textContent).toBe(
        `Line 5: ICCID ${iccid(5)} is already sold`,
      );
      expect(within(lineRows()[299]).getByRole('alert').textContent).toContain(
        'is at KL-B-01-01-01',
      );
      expect(within(lineRows()[3]).queryByRole('alert')).toBeNull();
      // The refused lines go in one click; the errors stay with their ICCIDs, not their positions.
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Remove lines with errors' }));
      });
      expect(lineRows()).toHaveLength(298);
      expect(
        screen.queryAllByRole('alert').filter((a) => a.textContent?.startsWith('Line')),
      ).toEqual([]);
    },
  );

  it('finds eSIMs at the source and adds them; a malformed code is marked before posting', async () => {
    signInAs(demoProfiles.distributor);
    const calls = serve(() => ok({ id: 'j-1' }, 'Journal posted'));
    await open();
    await pick('Journal Type', 'Write-off');
    expect(screen.queryByLabelText('To Location')).toBeNull();
    await pick('From Location', 'KL-A-01-01-01');
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Find eSIMs'), { target: { value: 'EU30' } });
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    });
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Add all 3' }));
    });
    const search = calls.find((c) => c.path === 'product/MovingJournal/GetSerialSelectList')!;
    expect(search.query.get('locationId')).toBe(LOCATIONS[0].value);
    expect(search.query.get('search')).toBe('EU30');
    expect(lineRows()).toHaveLength(3);
    expect(within(lineRows()[0]).getByText('WDR-EU30-5G30D · Europe 30 eSIM')).toBeTruthy();

    await act(async () => {
      fireEvent.change(screen.getByLabelText('Paste or scan ICCIDs'), {
        target: { value: '12345' },
      });
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add ICCIDs' }));
    });
    expect(within(lineRows()[3]).getByRole('alert').textContent).toBe(
      'ICCID should be 19 to 22 digits starting with 89',
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    });
    expect(screen.getByText('Remove or correct the lines with an error')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove 12345' }));
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    });
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      journalType: 'write_off',
      toLocationId: null,
      lines: [{ iccid: iccid(1) }, { iccid: iccid(2) }, { iccid: iccid(3) }],
    });
  });
});

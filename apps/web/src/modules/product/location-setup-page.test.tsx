import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LOCATION_PERMISSION,
  locationResource,
  LocationPath,
  type LocationSetup,
  type Profile,
} from '@wander/contract';
import { destroyDialogs } from '../../ui/dialogs';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs, type SeenCall } from '../../testing/render-page';
import { LocationSetupPage } from './location-setup-page';

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

const SLOW = { timeout: 10_000 };

const grants = (...actions: string[]): Profile => ({
  ...demoProfiles.distributor,
  permissions: actions.map((permission) => ({ resourceName: 'product/Location', permission })),
});

const saved: LocationSetup = {
  prefix: 'KL',
  separator: '-',
  zoneCount: 2,
  rackCount: 3,
  levelCount: 2,
  binCount: 4,
  isSaved: true,
  updatedAt: '2026-11-20T08:00:00.000Z',
  totalLocations: 48,
  firstCode: 'KL-A-01-01-01',
  lastCode: 'KL-B-03-02-04',
  existingLocations: 0,
};

/** A fake server: GET and PUT the setup, and an idempotent generator. */
function mockServer(initial: LocationSetup, onPut?: (call: SeenCall) => unknown) {
  let setup = initial;
  let generated = 0;
  const calls = mockApi((call) => {
    if (call.path !== LocationPath.setup && call.path !== LocationPath.generate) return undefined;
    if (call.method === 'GET') return ok(setup);
    if (call.method === 'PUT') {
      const refused = onPut?.(call);
      if (refused) return refused as ReturnType<typeof ok>;
      setup = { ...setup, ...(call.body as object), isSaved: true, updatedAt: 'later' };
      return ok(setup, 'Update successfully!');
    }
    const created = setup.totalLocations - generated;
    generated = setup.totalLocations;
    setup = { ...setup, existingLocations: generated };
    return ok(
      { created, existed: generated - created, total: setup.totalLocations },
      `${created} location(s) created, ${generated - created} already existed`,
    );
  });
  return calls;
}

const open = () =>
  renderAt(<LocationSetupPage />, {
    path: '/setup/location-setup',
    pattern: '/setup/location-setup',
  });
const type = (label: string, value: string) =>
  act(async () =>
    fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } }),
  );
// The name is 'loading Save' while the spinner of the last save fades out.
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: /Save$/ })));
const puts = (calls: SeenCall[]) => calls.filter((c) => c.method === 'PUT');
const preview = () => screen.getByLabelText('Location codes').textContent;

describe('Location setup page', { timeout: 20_000 }, () => {
  it('shows the saved setup with the codes it makes, and follows every change', async () => {
    signInAs(grants('View', 'Update', 'Create'));
    mockServer(saved);
    await open();
    expect(await screen.findByDisplayValue('KL', undefined, SLOW)).toBeTruthy();
    expect(preview()).toBe('Codes: KL-A-01-01-01 to KL-B-03-02-04 (48 locations)');
    await type('Zones', '3');
    await type('Prefix', 'wh');
    await waitFor(() =>
      expect(preview()).toBe('Codes: WH-A-01-01-01 to WH-C-03-02-04 (72 locations)'),
    );
  });

  it('checks the form before sending: field errors, and the cap as a form error', async () => {
    signInAs(grants('View', 'Update', 'Create'));
    const calls = mockServer(saved);
    await open();
    await screen.findByDisplayValue('KL', undefined, SLOW);
    await type('Prefix', '');
    await save();
    expect(screen.getByText('Prefix is required')).toBeTruthy();
    expect(puts(calls)).toHaveLength(0);

    await type('Prefix', 'KL');
    for (const [label, value] of [
      ['Zones', '26'],
      ['Racks', '99'],
      ['Levels', '99'],
      ['Bins', '99'],
    ])
      await type(label, value);
    await save();
    expect(
      screen.getByText('A setup can make at most 10,000 locations; this one would make 25,227,774'),
    ).toBeTruthy();
    expect(puts(calls)).toHaveLength(0);
  });

  it("saves, and puts the server's field errors under their fields", async () => {
    signInAs(grants('View', 'Update', 'Create'));
    let refuse = true;
    const calls = mockServer(saved, () =>
      refuse
        ? {
            status: 400,
            body: {
              statusCode: 400,
              code: 'VALIDATION',
              message: 'One or more fields are invalid',
              errors: { binCount: ['Bins should have maximum value of 99'] },
            },
          }
        : undefined,
    );
    await open();
    await screen.findByDisplayValue('KL', undefined, SLOW);
    await type('Bins', '5');
    await save();
    expect(
      await screen.findByText('Bins should have maximum value of 99', undefined, SLOW),
    ).toBeTruthy();

    refuse = false;
    await save();
    expect(await screen.findByText('Update successfully!', undefined, SLOW)).toBeTruthy();
    expect(puts(calls).at(-1)!.body).toEqual({
      prefix: 'KL',
      separator: '-',
      zoneCount: 2,
      rackCount: 3,
      levelCount: 2,
      binCount: 5,
    });
  });

  it('generates locations after a confirmation and shows the result; a second run creates none', async () => {
    signInAs(grants('View', 'Update', 'Create'));
    const calls = mockServer(saved);
    await open();
    const button = await screen.findByRole('button', { name: 'Generate locations' }, SLOW);
    await act(async () => fireEvent.click(button));
    expect(
      await screen.findByText(/KL-A-01-01-01 to KL-B-03-02-04, 48 in all/, undefined, SLOW),
    ).toBeTruthy();
    await act(async () =>
      fireEvent.click((await screen.findAllByRole('button', { name: /Yes$/ }, SLOW)).at(-1)!),
    );
    const result = await screen.findByRole('status', { name: 'Generation result' }, SLOW);
    expect(result.textContent).toContain('48 location(s) created, 0 already existed.');
    expect(
      calls.filter((c) => c.method === 'POST' && c.path === LocationPath.generate),
    ).toHaveLength(1);

    await destroyDialogs();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Generate locations' })),
    );
    // The first confirmation may still be fading out: answer the newest one.
    await waitFor(() => expect(screen.getAllByText(/48 in all/)).toHaveLength(2), SLOW);
    await act(async () =>
      fireEvent.click((await screen.findAllByRole('button', { name: /Yes$/ }, SLOW)).at(-1)!),
    );
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Generation result' }).textContent).toContain(
        '0 location(s) created, 48 already existed.',
      ),
    );
  });

  it('does not generate from an unsaved setup or unsaved changes', async () => {
    signInAs(grants('View', 'Update', 'Create'));
    mockServer({ ...saved, isSaved: false, updatedAt: null });
    await open();
    const button = await screen.findByRole('button', { name: 'Generate locations' }, SLOW);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Save the setup first/)).toBeTruthy();

    cleanup();
    mockServer(saved);
    await open();
    const ready = await screen.findByRole('button', { name: 'Generate locations' }, SLOW);
    expect((ready as HTMLButtonElement).disabled).toBe(false);
    await type('Racks', '4');
    expect((ready as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Save your changes first/)).toBeTruthy();
  });

  it('shows the setup read-only to a user who may only view it', async () => {
    // The page checks the locations' own permission.
    expect(LOCATION_PERMISSION).toBe(locationResource.permission);
    signInAs(grants('View'));
    mockServer(saved);
    await open();
    await screen.findByDisplayValue('KL', undefined, SLOW);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Generate locations' })).toBeNull();
    expect((screen.getByLabelText('Prefix', { exact: false }) as HTMLInputElement).disabled).toBe(
      true,
    );
  });
});

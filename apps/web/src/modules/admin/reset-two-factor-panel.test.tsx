import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { destroyDialogs } from '../../ui/dialogs';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs, type SeenCall } from '../../testing/render-page';
import { RESET_TWO_FACTOR_CONFIRM, ResetTwoFactorPanel } from './reset-two-factor-panel';

let calls: SeenCall[];

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

const open = () =>
  renderAt(<ResetTwoFactorPanel id="u-42" editing={false} />, {
    path: '/admin/user-detail/u-42',
    pattern: '/admin/user-detail/:id',
  });

describe('"Reset two-factor" under a user', () => {
  it("lets a platform admin reset the user's second factor after a confirmation", async () => {
    signInAs(demoProfiles.admin);
    calls = mockApi((call) =>
      call.path === 'admin/Users/ResetTwoFactor/u-42'
        ? ok(null, 'Two-factor sign-in was reset')
        : undefined,
    );
    await open();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Reset two-factor' })),
    );
    expect((await screen.findAllByText(RESET_TWO_FACTOR_CONFIRM)).length).toBeGreaterThan(0);
    expect(calls).toHaveLength(0);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes' })));
    expect(await screen.findByText('Two-factor sign-in was reset')).toBeTruthy();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST admin/Users/ResetTwoFactor/u-42',
    ]);
  });

  it('is not shown to a company admin', async () => {
    signInAs(demoProfiles.distributor);
    calls = mockApi(() => undefined);
    await open();
    expect(screen.queryByRole('button', { name: 'Reset two-factor' })).toBeNull();
  });
});

import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { destroyDialogs } from '../../ui/dialogs';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs, type SeenCall } from '../../testing/render-page';
import { ResetTwoFactorPanel } from './reset-two-factor-panel';

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
  it("asks what it does and to whom (issue 37, item 12), then resets the user's second factor on Yes", async () => {
    signInAs(demoProfiles.admin);
    calls = mockApi((call) => {
      if (call.path === 'admin/Users/u-42')
        return ok({
          id: 'u-42',
          email: 'olivia@wander.demo',
          firstName: 'Olivia',
          lastName: 'Tan',
        });
      if (call.path === 'admin/Users/ResetTwoFactor/u-42')
        return ok(
          { userId: 'u-42', email: 'olivia@wander.demo', name: 'Olivia Tan' },
          'Two-factor sign-in was reset for Olivia Tan (olivia@wander.demo)',
        );
      return undefined;
    });
    await open();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Reset two-factor' })),
    );
    expect(
      (await screen.findAllByText('Reset two-factor sign-in for Olivia Tan (olivia@wander.demo)?'))
        .length,
    ).toBeGreaterThan(0);
    expect(screen.getByText(/set up two-factor sign-in again at their next sign-in/)).toBeTruthy();
    expect(screen.queryByText('Are you sure to delete?')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes' })));
    expect(
      await screen.findByText('Two-factor sign-in was reset for Olivia Tan (olivia@wander.demo)'),
    ).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      'admin/Users/ResetTwoFactor/u-42',
    ]);
  });

  it('is not shown to a company admin', async () => {
    signInAs(demoProfiles.distributor);
    calls = mockApi(() => undefined);
    await open();
    expect(screen.queryByRole('button', { name: 'Reset two-factor' })).toBeNull();
  });
});

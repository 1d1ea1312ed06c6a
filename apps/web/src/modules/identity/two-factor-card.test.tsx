import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TwoFactorStatus } from '@wander/contract';
import { destroyDialogs } from '../../ui/dialogs';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs, type SeenCall } from '../../testing/render-page';
import { TWO_FACTOR_REQUIRED_TEXT, TwoFactorCard } from './two-factor-card';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`);
let status: TwoFactorStatus;
let calls: SeenCall[];

beforeEach(() => {
  status = { enabled: false, required: true, recoveryCodesLeft: 0 };
  signInAs(demoProfiles.operator);
  calls = mockApi((call) => {
    if (call.path === 'admin/TwoFactor') return ok(status);
    if (call.path === 'admin/TwoFactor/Enrol') {
      return ok({
        secret: SECRET,
        otpauthUri: `otpauth://totp/Wander:operator%40wander.demo?secret=${SECRET}&issuer=Wander`,
        otpauthQrCode: 'data:image/png;base64,iVBORw0KGgo=',
      });
    }
    if (call.path === 'admin/TwoFactor/Confirm') {
      if ((call.body as { otp: string }).otp !== '123456') {
        return {
          status: 400,
          body: {
            statusCode: 400,
            message: 'One or more fields are invalid',
            errors: { otp: ['Code is incorrect'] },
          },
        };
      }
      status = { enabled: true, required: true, recoveryCodesLeft: 10 };
      return ok({ recoveryCodes: CODES }, 'Two-factor sign-in is on');
    }
    if (call.path === 'network/CompanyProfiles/GetDetail') {
      return ok({ entityCode: 'WANDER', companyName: 'Wander Platform Sdn Bhd' });
    }
    if (call.path === 'admin/TwoFactor/Disable') {
      status = { enabled: false, required: true, recoveryCodesLeft: 0 };
      return ok(null, 'Two-factor sign-in is off');
    }
    return undefined;
  });
});

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

const open = () => renderAt(<TwoFactorCard />, { path: '/profile', pattern: '/profile' });
const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('the profile\'s "Two-factor sign-in" card', () => {
  it('enrols with the QR code and a first code, then shows the ten recovery codes once', async () => {
    await open();
    expect(await screen.findByText(TWO_FACTOR_REQUIRED_TEXT)).toBeTruthy();
    await click('Set Up Two-factor Sign-in');
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(screen.getByText(SECRET)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '000000' } });
    await click('Turn On');
    expect(await screen.findByText('Code is incorrect')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '123456' } });
    await click('Turn On');
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
    expect(calls.filter((c) => c.path === 'admin/TwoFactor/Confirm').map((c) => c.body)).toEqual([
      { otp: '000000' },
      { otp: '123456' },
    ]);

    // Required by the role: Done runs the sign-in's steps that waited for it (the working
    // company), then leaves the profile for where a sign-in lands.
    await click('Done');
    await vi.waitFor(() =>
      expect(calls.some((c) => c.path === 'network/CompanyProfiles/GetDetail')).toBe(true),
    );
    await vi.waitFor(() => expect(screen.queryByText('Two-factor sign-in')).toBeNull());
    expect(screen.queryByText(CODES[0])).toBeNull();
    expect(screen.queryByText(SECRET)).toBeNull();
  });

  it('turns it off with the password and a code', async () => {
    status = { enabled: true, required: false, recoveryCodesLeft: 7 };
    await open();
    expect(await screen.findByText(/Recovery codes left: 7/)).toBeTruthy();
    await click('Turn Off');
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(screen.getByText('Code is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Wander#2026' } });
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '654321' } });
    await click('Turn Off');
    await vi.waitFor(() =>
      expect(calls.find((c) => c.path === 'admin/TwoFactor/Disable')?.body).toEqual({
        password: 'Wander#2026',
        otp: '654321',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Set Up Two-factor Sign-in' })).toBeTruthy();
  });

  it('says how many recovery codes are left after a sign-in that used one (issue 37, item 15)', async () => {
    // The app's own query cache, as the signed-in screens share it.
    const { queryClient } = await import('../../lib/query-client');
    const { sessionActions } = await import('../../lib/session/session');
    const openInApp = () =>
      act(async () => {
        render(
          <QueryClientProvider client={queryClient}>
            <MemoryRouter>
              <TwoFactorCard />
            </MemoryRouter>
          </QueryClientProvider>,
        );
      });
    status = { enabled: true, required: false, recoveryCodesLeft: 10 };
    await openInApp();
    expect(await screen.findByText(/Recovery codes left: 10/)).toBeTruthy();
    cleanup();
    // Signs out, and in again with a recovery code in place of the app's code.
    sessionActions.signedOut();
    status = { enabled: true, required: false, recoveryCodesLeft: 9 };
    signInAs(demoProfiles.operator);
    await openInApp();
    expect(await screen.findByText(/Recovery codes left: 9/)).toBeTruthy();
    expect(screen.queryByText(/Recovery codes left: 10/)).toBeNull();
  });
});

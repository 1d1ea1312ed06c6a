import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionActions } from '../../lib/session/session';
import { mockApi, ok, renderAt } from '../../testing/render-page';
import { destroyDialogs } from '../../ui/dialogs';
import { AgentSignUpPage, MISSING_AGENT_LINK_TEXT } from './agent-sign-up-page';
import { DistributorSignUpPage } from './distributor-sign-up-page';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';
import { SignUpPage } from './sign-up-page';

beforeEach(() => {
  localStorage.clear();
  sessionActions.signedOut();
});
afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

async function fillRegistration(overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    Email: 'owner@tripline.com',
    'First Name': 'Tara',
    'Last Name': 'Lim',
    Password: 'Onboard#2026',
    'Confirm Password': 'Onboard#2026',
    'Contact Number': '0123456789',
    'Company Name': 'Tripline Sdn Bhd',
    'Register Number': '202400001',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    if (!(screen.getByLabelText(label) as HTMLInputElement).disabled) type(label, value);
  }
  fireEvent.click(screen.getByLabelText('I agree to the Terms and Conditions'));
}

describe('/sign-up without a token (distributor)', () => {
  it('shows every required message on an empty submit and calls nothing', async () => {
    const calls = mockApi(() => undefined);
    await renderAt(<SignUpPage />, { path: '/sign-up', pattern: '/sign-up' });
    await submit('Register');
    for (const message of [
      'Email is required',
      'First Name is required',
      'Last Name is required',
      'Password is required',
      'Confirm Password is required',
      'Contact Number is required',
      'Company Name is required',
      'Register Number is required',
      'Terms and Conditions is required',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(calls).toHaveLength(0);
  });

  it('applies the field rules: digits and length of the phone, 50-character limits, password rule and match', async () => {
    mockApi(() => undefined);
    await renderAt(<SignUpPage />, { path: '/sign-up', pattern: '/sign-up' });
    type('Email', 'owner@tripline');
    type('Contact Number', '01-2345');
    type('Company Name', 'c'.repeat(51));
    type('Register Number', 'r'.repeat(51));
    type('Password', 'password');
    type('Confirm Password', 'Password#1');
    await submit('Register');
    expect(await screen.findByText('Email is invalid')).toBeTruthy();
    expect(await screen.findByText('Contact Number should have only digits')).toBeTruthy();
    expect(
      await screen.findByText('Company Name should have maximum of 50 characters'),
    ).toBeTruthy();
    expect(
      await screen.findByText('Register Number should have maximum of 50 characters'),
    ).toBeTruthy();
    expect(
      await screen.findByText(
        'Password must be at least 8 characters, contains uppercase, lower case letter, alpha-numeric, special character',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('Confirm Password does not match with Password')).toBeTruthy();
    type('Contact Number', '01234567890123');
    expect(
      await screen.findByText('Contact Number should have maximum of 13 characters'),
    ).toBeTruthy();
  });

  it('offers the phone codes +60 and +65 only', async () => {
    mockApi(() => undefined);
    await renderAt(<SignUpPage />, { path: '/sign-up', pattern: '/sign-up' });
    fireEvent.mouseDown(screen.getByLabelText('Country Code'));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['+60', '+65']);
  });

  it('registers through registerDistributor and says so', async () => {
    const calls = mockApi((call) =>
      call.path === 'registerDistributor'
        ? ok(
            { userId: 'u', email: 'owner@tripline.com', entityCode: 'D', emailConfirmed: false },
            'You have registered successfully.',
          )
        : undefined,
    );
    await renderAt(<SignUpPage />, { path: '/sign-up', pattern: '/sign-up' });
    await fillRegistration();
    await submit('Register');
    expect(
      (await screen.findAllByText('You have registered successfully.', {}, { timeout: 5000 }))
        .length,
    ).toBeGreaterThan(0);
    expect(calls[0].body).toMatchObject({
      email: 'owner@tripline.com',
      countryCode: '+60',
      tncAgree: true,
      companyName: 'Tripline Sdn Bhd',
    });
  });
});

describe('/sign-up with an invitation link (business customer)', () => {
  const path = '/sign-up?token=tok123&email=buyer%40sky.com';
  const LINK_STATUS = 'network/Invitations/LinkStatus';
  const linkStatus = (hasAccount: boolean, isOpen = true) =>
    ok({ companyName: 'Nomad Connect Pte Ltd', isOpen, hasAccount });

  it('locks the e-mail of the link, without a required mark, and sends the token', async () => {
    const calls = mockApi((call) =>
      call.path === LINK_STATUS
        ? linkStatus(false)
        : call.path === 'identity/Account/RegisterBusinessCustomer'
          ? ok(
              { userId: 'u', email: 'buyer@sky.com', entityCode: 'C', emailConfirmed: true },
              'You have registered successfully.',
            )
          : undefined,
    );
    await renderAt(<SignUpPage />, { path, pattern: '/sign-up' });
    const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
    expect(email.value).toBe('buyer@sky.com');
    expect(email.disabled).toBe(true);
    expect(email.closest('.ant-form-item')?.querySelector('.ant-form-item-required')).toBeNull();
    await fillRegistration();
    await submit('Register');
    expect(
      (await screen.findAllByText('You have registered successfully.')).length,
    ).toBeGreaterThan(0);
    expect(calls[0]).toMatchObject({ path: LINK_STATUS, body: { token: 'tok123' } });
    expect(calls[1].body).toMatchObject({ email: 'buyer@sky.com', token: 'tok123' });
  });

  it("puts the server's field error on its field", async () => {
    mockApi((call) =>
      call.path === LINK_STATUS
        ? linkStatus(false)
        : {
            status: 400,
            body: {
              error: 'invalid_request',
              error_description: 'one_or_more_fields_are_invalid',
              errors: { registerNumber: ['Register Number is already in use'] },
            },
          },
    );
    await renderAt(<SignUpPage />, { path, pattern: '/sign-up' });
    await screen.findByLabelText('Email');
    await fillRegistration();
    await submit('Register');
    expect(await screen.findByText('Register Number is already in use')).toBeTruthy();
  });

  it('an address that already has an account signs in to accept, instead of registering', async () => {
    const calls = mockApi((call) => (call.path === LINK_STATUS ? linkStatus(true) : undefined));
    const router = await renderAt(<SignUpPage />, { path, pattern: '/sign-up' });
    expect(
      await screen.findByText(
        'You already have an account: sign in to accept the invitation from Nomad Connect Pte Ltd.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
    expect(screen.queryByText('Email is already registered')).toBeNull();
    await submit('Sign In to Accept');
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(router.state.location.state).toMatchObject({ from: '/invitations' });
    expect(calls.map((c) => c.path)).toEqual([LINK_STATUS]);
  });

  it('a spent or withdrawn link says so instead of showing the form', async () => {
    mockApi((call) => (call.path === LINK_STATUS ? linkStatus(false, false) : undefined));
    await renderAt(<SignUpPage />, { path, pattern: '/sign-up' });
    expect(
      await screen.findByText(
        'This invitation is no longer valid. Ask Nomad Connect Pte Ltd to invite you again.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });
});

describe('/distributor-sign-up', () => {
  it('allows 120 characters of register number and a phone that is not only digits', async () => {
    const calls = mockApi((call) =>
      call.path === 'registerDistributor'
        ? ok(
            { userId: 'u', email: 'x', entityCode: 'D', emailConfirmed: false },
            'You have registered successfully.',
          )
        : undefined,
    );
    await renderAt(<DistributorSignUpPage />, { path: '/d', pattern: '/d' });
    await fillRegistration({
      'Register Number': 'r'.repeat(121),
      'Contact Number': '+65 6123 456',
    });
    await submit('Register');
    expect(
      await screen.findByText('Register Number should have maximum of 120 characters'),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);
    type('Register Number', 'r'.repeat(120));
    await submit('Register');
    await waitFor(() => expect(calls).toHaveLength(1));
  });
});

describe('/agent-sign-up', () => {
  it('needs the token of the link', async () => {
    await renderAt(<AgentSignUpPage />, { path: '/agent-sign-up', pattern: '/agent-sign-up' });
    expect(screen.getByText(MISSING_AGENT_LINK_TEXT)).toBeTruthy();
  });

  it("labels agentCode 'Agent ID' and applies the agent limits", async () => {
    mockApi(() => undefined);
    await renderAt(<AgentSignUpPage />, {
      path: '/agent-sign-up?token=t',
      pattern: '/agent-sign-up',
    });
    type('Agent Name', 'n'.repeat(257));
    type('Identity Card Number', 'i'.repeat(33));
    await submit('Register');
    expect(await screen.findByText('Agent ID is required')).toBeTruthy();
    expect(await screen.findByText('Plan is required')).toBeTruthy();
    expect(
      await screen.findByText('Agent Name should have maximum of 256 characters'),
    ).toBeTruthy();
    expect(
      await screen.findByText('Identity Card Number should have maximum of 32 characters'),
    ).toBeTruthy();
  });
});

describe('/forgot-password and /reset-password', () => {
  it("validates the e-mail, then shows 'A reset link has been sent to your email'", async () => {
    mockApi((call) =>
      call.path === 'admin/Password/ForgotByEmail'
        ? ok(null, 'A reset link has been sent to your email')
        : undefined,
    );
    await renderAt(<ForgotPasswordPage />, { path: '/f', pattern: '/f' });
    type('Email', 'nobody@nowhere');
    await submit('Reset Password');
    expect(await screen.findByText('Email is invalid')).toBeTruthy();
    type('Email', 'nobody@nowhere.com');
    await submit('Reset Password');
    expect(await screen.findByText('A reset link has been sent to your email')).toBeTruthy();
  });

  it("checks the password rule and the match with 'New Password', and sends the link's userId and token", async () => {
    const calls = mockApi((call) =>
      call.path === 'admin/Password/ResetByEmail'
        ? ok(null, 'Your password has been changed successfully.')
        : undefined,
    );
    await renderAt(<ResetPasswordPage />, {
      path: '/reset-password?userId=u-1&token=t-1',
      pattern: '/reset-password',
    });
    type('New Password', 'weakpass');
    type('Confirm New Password', 'other');
    await submit('Reset Password');
    expect(
      await screen.findByText(
        'Password must be at least 8 characters, contains uppercase, lower case letter, alpha-numeric, special character',
      ),
    ).toBeTruthy();
    expect(
      await screen.findByText('Confirm New Password does not match with New Password'),
    ).toBeTruthy();
    expect(calls).toHaveLength(0);
    type('New Password', 'Better#Pass1');
    type('Confirm New Password', 'Better#Pass1');
    await submit('Reset Password');
    expect(await screen.findByText('Your password has been changed successfully.')).toBeTruthy();
    expect(calls[0].body).toEqual({
      userId: 'u-1',
      token: 't-1',
      newPassword: 'Better#Pass1',
      confirmedNewPassword: 'Better#Pass1',
    });
  });
});

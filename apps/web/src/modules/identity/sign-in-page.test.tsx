import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionActions } from '../../lib/session/session';
import { demoProfiles } from '../../testing/demo-profiles';
import { SignInPage } from './sign-in-page';
import { loadSignInRuntime } from './use-sign-in-form';

const admin = demoProfiles.admin;

async function renderPage() {
  await loadSignInRuntime();
  const router = createMemoryRouter(
    [
      { path: '/sign-in', element: <SignInPage /> },
      { path: '/forgot-password', element: <p>forgot</p> },
      { path: '/', element: <p>home</p> },
    ],
    { initialEntries: ['/sign-in'] },
  );
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return router;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sessionActions.signedOut();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('sign-in page', () => {
  it('has the welcome title, the fields, Remember Me and the forgot-password link', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { name: 'Welcome to Wander' })).toBeTruthy();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Remember Me' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('shows the contract messages only after a field was touched', async () => {
    await renderPage();
    expect(screen.queryByText('Email is required')).toBeNull();
    fireEvent.blur(screen.getByLabelText('Email'));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.queryByText('Password is required')).toBeNull();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'someone@wander' } });
    expect(await screen.findByText('Email is invalid')).toBeTruthy();
  });

  it('validates everything on submit without calling the server', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await renderPage();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Login Now' }));
    });
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    // Only the first-run status was asked (below); no sign-in call went out.
    const paths = fetchMock.mock.calls.map(([url]) => String(url).split('/api/')[1]);
    expect(paths.filter((path) => path !== 'identity/FirstRun')).toEqual([]);
  });

  it('says where the setup link is while the deployment has no admin, and nothing once it has', async () => {
    const answer = (setupNeeded: boolean) =>
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              statusCode: 0,
              message: null,
              data: { setupNeeded, tokenValid: false },
            }),
            { status: 200, headers: { 'content-type': 'application/json' } },
          ),
      );
    vi.stubGlobal('fetch', answer(true));
    await renderPage();
    expect((await screen.findByText(/has no administrator yet/)).textContent).toContain(
      'setup link printed in the server',
    );
    cleanup();
    vi.stubGlobal('fetch', answer(false));
    await renderPage();
    await act(async () => {});
    expect(screen.queryByText(/has no administrator yet/)).toBeNull();
  });

  it('shows a refused sign-in above the button', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              error: 'invalid_grant',
              error_description: 'invalid_username_or_password',
            }),
            { status: 400, headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    await renderPage();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@wander.demo' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Login Now' }));
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid username or password');
  });

  it('asks for the code after the first answer and sends it with the second call', async () => {
    const forms: URLSearchParams[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const path = String(url).split('/api/')[1];
        const json = (body: unknown, status = 200) =>
          new Response(JSON.stringify(body), {
            status,
            headers: { 'content-type': 'application/json' },
          });
        if (path === 'token') {
          const form = new URLSearchParams(String(init.body));
          forms.push(form);
          if (!form.get('otp')) {
            return json(
              {
                error: 'invalid_grant',
                error_description: 'enter_the_code_from_your_authenticator_app',
              },
              400,
            );
          }
          return json({
            access_token: 'access',
            refresh_token: 'refresh',
            token_type: 'Bearer',
            expires_in: 900,
            scope: 'openid',
          });
        }
        if (path === 'admin/Profile') return json({ statusCode: 0, message: null, data: admin });
        return json({ statusCode: 0, message: null, data: null });
      }),
    );
    const router = await renderPage();
    expect(screen.queryByLabelText('Authentication Code')).toBeNull();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'admin@wander.demo' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Wander#2026' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Login Now' }));
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter the code from your authenticator app',
    );
    const code = await screen.findByLabelText('Authentication Code');
    // The code is required once asked for.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Login Now' }));
    });
    expect(await screen.findByText('Authentication Code is required')).toBeTruthy();
    expect(forms).toHaveLength(1);
    fireEvent.change(code, { target: { value: '123 456' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Login Now' }));
    });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(forms).toHaveLength(2);
    expect(forms[1].get('otp')).toBe('123456');
    expect(forms[1].get('username')).toBe('admin@wander.demo');
    expect(forms[1].get('password')).toBe('Wander#2026');
  });
});

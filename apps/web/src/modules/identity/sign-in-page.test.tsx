import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionActions } from '../../app/session/session';
import { SignInPage } from './sign-in-page';
import { loadSignInRuntime } from './use-sign-in-form';

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
    expect(fetchMock).not.toHaveBeenCalled();
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
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockStoreApi, renderPage, startTestI18n } from '../testing/render';
import ResetPassword from './ResetPassword';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const forgotPage = () =>
  renderPage(
    <ResetPassword route={{ segments: ['reset-password'], query: new URLSearchParams() }} />,
  );

// Issue 37 (15): the store's forgot-password accepted an empty e-mail.
describe('forgot password', () => {
  it.each([
    ['en', 'Email', 'Send me a link', 'Email is required'],
    ['ms', 'E-mel', 'Hantar pautan kepada saya', 'E-mel diperlukan'],
    ['zh', '电子邮箱', '发送链接给我', '请填写电子邮箱'],
  ] as const)(
    'asks for the e-mail in %s and sends nothing while it is empty',
    async (language, label, send, required) => {
      await startTestI18n(language);
      const calls = mockStoreApi(() => null);
      forgotPage();
      fireEvent.click(screen.getByRole('button', { name: send }));
      const input = screen.getByLabelText(label);
      expect(await screen.findByText(required)).toBeTruthy();
      expect(input.getAttribute('aria-invalid')).toBe('true');
      // Spaces alone are no address either.
      fireEvent.change(input, { target: { value: '   ' } });
      fireEvent.click(screen.getByRole('button', { name: send }));
      expect(screen.getByText(required)).toBeTruthy();
      expect(calls).toEqual([]);
    },
  );

  it('sends the link once an address is typed, and clears the error', async () => {
    await startTestI18n('en');
    const calls = mockStoreApi(() => null);
    forgotPage();
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' ana@example.com ' } });
    expect(screen.queryByText('Email is required')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    await waitFor(() =>
      expect(calls).toEqual([
        {
          method: 'POST',
          path: 'consumers/forgot-password',
          body: { email: 'ana@example.com' },
        },
      ]),
    );
    expect(
      await screen.findByText(
        'If this email has an account, we sent it a link to choose a new password.',
      ),
    ).toBeTruthy();
  });
});

import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_RUN_LINK_INVALID } from '@wander/contract';
import { FirstRunPage } from './first-run-page';

function answer(data: unknown) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify({ statusCode: 0, message: null, data }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

async function open(route: string) {
  const router = createMemoryRouter([{ path: '/first-run', element: <FirstRunPage /> }], {
    initialEntries: [route],
  });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('first-run page', () => {
  it('asks for the platform company and its admin with a live link', async () => {
    const fetchMock = answer({ setupNeeded: true, tokenValid: true });
    vi.stubGlobal('fetch', fetchMock);
    await open('/first-run?token=abc');
    expect(await screen.findByLabelText('Company Name', {}, { timeout: 10_000 })).toBeTruthy();
    for (const label of ['Company Code', 'Currency', 'Country', 'First Name', 'Email']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain(
      'identity/FirstRun?token=abc',
    );
  });

  it('says a used or made-up link cannot set anything up', async () => {
    vi.stubGlobal('fetch', answer({ setupNeeded: true, tokenValid: false }));
    await open('/first-run?token=used');
    expect(await screen.findByText(FIRST_RUN_LINK_INVALID)).toBeTruthy();
    expect(screen.queryByLabelText('Company Name')).toBeNull();
  });

  it('says Wander is set up once an admin exists', async () => {
    vi.stubGlobal('fetch', answer({ setupNeeded: false, tokenValid: false }));
    await open('/first-run?token=any');
    expect(await screen.findByText('Wander is set up already.')).toBeTruthy();
  });
});

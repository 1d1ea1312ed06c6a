import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { destroyDialogs, MESSAGE_NAVIGATION_GRACE_MS, showMessage } from '../../ui/dialogs';
import { closeMessagesOnNavigation } from './close-messages-on-navigation';

// The dialogs load antd on the first message: once, before the timings below.
beforeAll(async () => {
  await import('../../ui/dialogs-impl');
}, 60_000);

afterEach(async () => {
  await destroyDialogs();
  cleanup();
});

function Orders() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => showMessage('success', 'Payment successful')}>
        Pay
      </button>
      <button
        type="button"
        onClick={() => {
          showMessage('success', 'Create successfully!');
          navigate('/list');
        }}
      >
        Create
      </button>
      <Link to="/wallet">Wallet</Link>
    </>
  );
}

async function openApp() {
  const router = createMemoryRouter(
    [
      { path: '/order', element: <Orders /> },
      { path: '/wallet', element: <p>the wallet</p> },
      { path: '/list', element: <Link to="/wallet">Wallet</Link> },
    ],
    { initialEntries: ['/order'] },
  );
  closeMessagesOnNavigation(router);
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return router;
}

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
/** A message dialog open with this text (a closing one stays in the page while it animates). */
const shown = (text: string) =>
  screen
    .queryAllByRole('dialog', { hidden: true })
    .some((d) => !/-leave/.test(d.className) && d.textContent?.includes(text));

describe('message dialogs and navigation (issue 37, item 15)', () => {
  it('closes a success message when the user goes to another page', async () => {
    const router = await openApp();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay' })));
    await waitFor(() => expect(shown('Payment successful')).toBe(true), { timeout: 10_000 });
    await pause(MESSAGE_NAVIGATION_GRACE_MS + 100);
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Wallet' })));
    expect(router.state.location.pathname).toBe('/wallet');
    await waitFor(() => expect(shown('Payment successful')).toBe(false));
  });

  it('keeps the message of the action that opened the page, until the user leaves that one', async () => {
    const router = await openApp();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create' })));
    expect(router.state.location.pathname).toBe('/list');
    await waitFor(() => expect(shown('Create successfully!')).toBe(true), { timeout: 10_000 });
    await pause(MESSAGE_NAVIGATION_GRACE_MS + 100);
    expect(shown('Create successfully!')).toBe(true);
    await act(async () => {
      await router.navigate(-1);
    });
    await waitFor(() => expect(shown('Create successfully!')).toBe(false));
  });
});

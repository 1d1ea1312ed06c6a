import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs } from '../../testing/render-page';
import { AppHeader } from './app-header';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const menuItems = () =>
  within(screen.getByRole('menubar', { name: 'Main' }))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe("the header's tabs (issue 37, item 14)", () => {
  it('lead a customer to its invoices and its usage report', async () => {
    signInAs(demoProfiles.customer, { code: 'DIST1', name: 'DIST1 Company' });
    mockApi((call) =>
      call.path.includes('WalletBalance') ? ok({ walletBalance: 120 }) : undefined,
    );
    const router = await renderAt(<AppHeader />, {
      path: '/purchase-order-list',
      pattern: '*',
    });
    expect(menuItems()).toEqual(['Order', 'Wallet', 'Invoices', 'Usage Report']);
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: 'Invoices' })));
    expect(router.state.location.pathname).toBe('/setup/invoice-list');
    expect(screen.getByRole('menuitem', { name: 'Invoices' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await act(async () => fireEvent.click(screen.getByRole('menuitem', { name: 'Usage Report' })));
    expect(router.state.location.pathname).toBe('/setup/usage-report-list');
  });

  it('leave them in the Setup sidebar for those who have the Setup tab', async () => {
    signInAs(demoProfiles.admin);
    mockApi(() => undefined);
    await renderAt(<AppHeader />, { path: '/', pattern: '*' });
    expect(menuItems()).not.toContain('Invoices');
    expect(menuItems()).not.toContain('Usage Report');
    expect(menuItems()).toContain('Setup');
  });
});

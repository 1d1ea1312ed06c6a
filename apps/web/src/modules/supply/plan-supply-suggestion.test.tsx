import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { destroyDialogs } from '../../ui/dialogs';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs } from '../../testing/render-page';
import { PlanSupplyPage } from './plan-supply-page';
import { CHANGED_ROW, NO_RATE_ROW, THIN_ROW } from './plan-supply-fixtures';

/** Plan Supply's prices from supplier costs (issue 40): the suggestion, its rate, the flags. */
function serve() {
  const rows = [CHANGED_ROW, THIN_ROW, NO_RATE_ROW];
  return mockApi((call) => {
    if (call.path === 'product/PlanSupply/Search')
      return ok({ items: rows, pageCount: 1, totalCount: rows.length });
    if (call.path === 'product/Providers/GetSelectList')
      return ok([{ label: 'Demo Supplier', value: 'pv1' }]);
    if (call.path === 'product/PlanSupply/ReviewMargin/v3')
      return ok({ ...THIN_ROW, flag: null, flags: [], marginAlert: null }, 'Margin reviewed');
    return undefined;
  });
}

const render = () =>
  renderAt(<PlanSupplyPage />, { path: '/setup/plan-supply', pattern: '/setup/plan-supply' });

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

describe('plan supply: prices from supplier costs', () => {
  it('shows the suggested price in the selling currency with its rate, the margin alert, and why a plan has none', async () => {
    signInAs(demoProfiles.admin);
    const calls = serve();
    await render();
    const table = await screen.findByRole('table', { name: 'Plan supply' });
    const changed = within(table).getByRole('row', { name: /Thailand eSIM/ });
    // Cost in USD, the suggestion in MYR, at the rate of an earlier day than the sync's.
    expect(changed.textContent).toContain('USD 6.50');
    expect(changed.textContent).toContain('MYR 36.90');
    expect(changed.textContent).toContain('1 USD = 4.4123 MYR, rate of 2031-03-03');
    const thin = within(table).getByRole('row', { name: /Iceland eSIM/ });
    expect(thin.textContent).toContain('1 USD = 4.4 MYR on 2031-04-01');
    expect(within(thin).getByText('Margin below minimum')).toBeTruthy();
    expect(thin.textContent).toContain(
      'Margin 7.6 % (minimum 10 %): cost MYR 45.20 against 48.90 at 4.52 of 2031-04-03, +2.73 % since 4.4 of 2031-04-01',
    );
    const baht = within(table).getByRole('row', { name: /Thailand Baht eSIM/ });
    expect(baht.textContent).toContain('No exchange rate from THB to MYR on or before 2031-03-03');
    expect(baht.textContent).toContain('Not sold');

    await act(async () => {
      fireEvent.click(within(thin).getByRole('button', { name: 'Mark reviewed' }));
    });
    const yes = (await screen.findAllByRole('button', { name: 'Yes' }, { timeout: 10_000 })).at(
      -1,
    )!;
    await act(async () => {
      fireEvent.click(yes);
    });
    await waitFor(() =>
      expect(
        calls.find((c) => c.method === 'POST' && c.path === 'product/PlanSupply/ReviewMargin/v3'),
      ).toBeTruthy(),
    );
    expect((await screen.findAllByText('Margin reviewed')).length).toBeGreaterThan(0);
  });
});

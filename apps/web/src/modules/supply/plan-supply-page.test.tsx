import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlanSupplyRow } from '@wander/contract';
import { destroyDialogs } from '../../ui/dialogs';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs, type SeenCall } from '../../testing/render-page';
import { PlanSupplyPage } from './plan-supply-page';
import { CHANGED_ROW, PACKAGE_ID, STOCK_ROW, THIN_ROW } from './plan-supply-fixtures';

function serve(rows: PlanSupplyRow[] = [STOCK_ROW, CHANGED_ROW]) {
  return mockApi((call) => {
    if (call.path === 'product/PlanSupply/Search')
      return ok({ items: rows, pageCount: 1, totalCount: rows.length });
    if (call.path === 'product/Providers/GetSelectList')
      return ok([{ label: 'Demo Supplier', value: 'pv1' }]);
    if (call.path === 'product/ProviderPackages/GetSelectList')
      return ok([
        { label: 'Japan 5 GB', value: PACKAGE_ID },
        { label: 'Japan 10 GB', value: '7a1e4c2b-1d3f-4e5a-8b6c-9d0e1f2a3b4c' },
      ]);
    if (call.method === 'PUT' && call.path === 'product/PlanSupply/v1')
      return ok({ ...STOCK_ROW, mode: 'provider' }, 'Supply updated');
    if (call.path === 'product/PlanSupply/AcceptCost/v2')
      return ok({ ...CHANGED_ROW, flag: null, flags: [] }, 'New cost accepted');
    if (call.path === 'product/PlanSupply/ReviewMargin/v3')
      return ok({ ...THIN_ROW, flag: null, flags: [], marginAlert: null }, 'Margin reviewed');
    return undefined;
  });
}

const render = () =>
  renderAt(<PlanSupplyPage />, { path: '/setup/plan-supply', pattern: '/setup/plan-supply' });

const searches = (calls: SeenCall[]) =>
  calls.filter((c) => c.path === 'product/PlanSupply/Search').map((c) => c.body);

/**
 * Picks the option `label`: in a list filter, the browser's own select (ui/filter-select); else
 * opens an antd select and clicks the option so titled (the last list open is its own).
 */
async function choose(select: HTMLElement, label: string) {
  if (select instanceof HTMLSelectElement) {
    const value = [...select.options].find((o) => o.text === label)?.value;
    expect(value, `${label} is an option`).toBeDefined();
    await act(async () => {
      fireEvent.change(select, { target: { value } });
    });
    return;
  }
  await act(async () => {
    fireEvent.mouseDown(select);
  });
  const option = () =>
    [...document.querySelectorAll(`.ant-select-item-option[title="${label}"]`)].at(-1);
  await waitFor(() => expect(option()).toBeTruthy());
  await act(async () => {
    fireEvent.click(option()!);
  });
}

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

describe('plan supply page', () => {
  it('lists the plans with their supply, struck previous cost and flag, and filters by supply', async () => {
    signInAs(demoProfiles.admin);
    const calls = serve();
    await render();
    const table = await screen.findByRole('table', { name: 'Plan supply' });
    const changed = within(table).getByRole('row', { name: /Thailand eSIM/ });
    expect(changed.textContent).toContain('From provider');
    expect(changed.textContent).toContain('Demo Supplier / Thailand 10 GB');
    expect(within(changed).getByLabelText('Previous cost').textContent).toBe('USD 5.75');
    expect(changed.textContent).toContain('USD 6.50');
    expect(within(changed).getByText('Price changed')).toBeTruthy();
    const stock = within(table).getByRole('row', { name: /Japan eSIM/ });
    expect(stock.textContent).toContain('From stock');
    expect(within(stock).queryByRole('button', { name: 'Accept new cost' })).toBeNull();
    expect(searches(calls)[0]).toEqual({
      pageIndex: 1,
      pageSize: 10,
      filterColumns: [],
      sortColumns: [{ columnName: 'productName', sortOrder: 'asc' }],
    });

    await choose(screen.getByRole('combobox', { name: 'Supply' }), 'From provider');
    await waitFor(() =>
      expect(searches(calls).at(-1)).toMatchObject({
        pageIndex: 1,
        filterColumns: [{ columnName: 'mode', filterValue: 'provider', operator: 'eq' }],
      }),
    );
  });

  it("saves the supply with PUT: mode and the chosen provider's package", async () => {
    signInAs(demoProfiles.admin);
    const calls = serve();
    await render();
    const table = await screen.findByRole('table', { name: 'Plan supply' });
    const row = within(table).getByRole('row', { name: /Japan eSIM/ });
    await act(async () => {
      fireEvent.click(within(row).getByRole('button', { name: 'Edit supply' }));
    });
    // The dialog's chunk loads on the first Edit supply.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Edit supply: Japan eSIM 5 GB 7 days' },
      { timeout: 10_000 },
    );
    await act(async () => {
      fireEvent.click(within(dialog).getByLabelText('From provider'));
    });
    // A provider supply needs a package: Save says so instead of calling the API.
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    });
    expect(within(dialog).getByText('Provider Package is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await choose(within(dialog).getByRole('combobox', { name: 'Provider' }), 'Demo Supplier');
    await waitFor(() =>
      expect(
        calls
          .find((c) => c.path === 'product/ProviderPackages/GetSelectList')
          ?.query.get('providerId'),
      ).toBe('pv1'),
    );
    await choose(within(dialog).getByRole('combobox', { name: 'Provider Package' }), 'Japan 5 GB');
    const before = searches(calls).length;
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    });
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe('product/PlanSupply/v1');
    expect(put.body).toEqual({ mode: 'provider', providerPackageId: PACKAGE_ID });
    expect((await screen.findAllByText('Supply updated')).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Edit supply/ })).toBeNull());
    await waitFor(() => expect(searches(calls).length).toBeGreaterThan(before));
  });

  it('accepts a changed cost only after the confirmation that the selling price stays', async () => {
    signInAs(demoProfiles.admin);
    const calls = serve();
    await render();
    const table = await screen.findByRole('table', { name: 'Plan supply' });
    const row = within(table).getByRole('row', { name: /Thailand eSIM/ });
    const accept = () =>
      act(async () => {
        fireEvent.click(within(row).getByRole('button', { name: 'Accept new cost' }));
      });
    await accept();
    const note = 'The selling price is not changed; review it in Product Prices.';
    expect((await screen.findAllByText(note, {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: 'No' }).at(-1)!);
    });
    expect(calls.some((c) => c.path.startsWith('product/PlanSupply/AcceptCost'))).toBe(false);

    await accept();
    const yes = (await screen.findAllByRole('button', { name: 'Yes' })).at(-1)!;
    await act(async () => {
      fireEvent.click(yes);
    });
    await waitFor(() =>
      expect(
        calls.find((c) => c.method === 'POST' && c.path === 'product/PlanSupply/AcceptCost/v2'),
      ).toBeTruthy(),
    );
    expect((await screen.findAllByText('New cost accepted')).length).toBeGreaterThan(0);
  });

  it("says 'No plans' when the company has none, 'No Data...' when a filter finds none", async () => {
    signInAs(demoProfiles.admin);
    serve([]);
    await render();
    expect(await screen.findByText(/^No plans:/)).toBeTruthy();
    await choose(screen.getByRole('combobox', { name: 'Flag' }), 'Withdrawn');
    expect(await screen.findByText('No Data...')).toBeTruthy();
  });

  it('offers no edit to a user who may only read', async () => {
    signInAs({
      ...demoProfiles.distributor,
      permissions: [{ resourceName: 'product/Providers', permission: 'View' }],
    });
    serve();
    await render();
    const table = await screen.findByRole('table', { name: 'Plan supply' });
    expect(within(table).queryByRole('button', { name: 'Edit supply' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Accept new cost' })).toBeNull();
  });
});

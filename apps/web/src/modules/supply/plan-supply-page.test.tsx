import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlanSupplyRow } from '@wander/contract';
import { destroyDialogs } from '../../ui/dialogs';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs, type SeenCall } from '../../testing/render-page';
import { PlanSupplyPage } from './plan-supply-page';

const PACKAGE_ID = '3f0c2a9e-8d4b-4c1a-9e57-2b6d8f1a0c11';
const STOCK_ROW: PlanSupplyRow = {
  variantId: 'v1',
  productCode: 'JP-ESIM',
  productName: 'Japan eSIM',
  variantName: '5 GB 7 days',
  mode: 'stock',
  providerId: null,
  providerName: null,
  providerPackageId: null,
  packageCode: null,
  packageName: null,
  providerCost: null,
  previousCost: null,
  costCurrency: null,
  sellingPrice: 12,
  sellingCurrency: 'USD',
  availableStock: 25,
  flag: null,
  flags: [],
  suggestedPrice: null,
  suggestedCurrency: null,
  suggestedOn: null,
  suggestionRate: null,
  suggestionRateDate: null,
  suggestionNote: null,
  marginAlert: null,
};
const CHANGED_ROW: PlanSupplyRow = {
  ...STOCK_ROW,
  variantId: 'v2',
  productCode: 'TH-ESIM',
  productName: 'Thailand eSIM',
  variantName: '10 GB 15 days',
  mode: 'provider',
  providerId: 'pv1',
  providerName: 'Demo Supplier',
  providerPackageId: PACKAGE_ID,
  packageCode: 'TH-10',
  packageName: 'Thailand 10 GB',
  providerCost: 6.5,
  previousCost: 5.75,
  costCurrency: 'USD',
  sellingPrice: 30.9,
  sellingCurrency: 'MYR',
  availableStock: 0,
  flag: 'Price changed',
  flags: ['Price changed'],
  suggestedPrice: 36.9,
  suggestedCurrency: 'MYR',
  suggestedOn: '2031-03-05',
  suggestionRate: '4.4123',
  suggestionRateDate: '2031-03-03',
};
/** A plan whose margin a rate move pushed below the minimum, and one no rate converts. */
const THIN_ROW: PlanSupplyRow = {
  ...CHANGED_ROW,
  variantId: 'v3',
  productCode: 'IS-ESIM',
  productName: 'Iceland eSIM',
  variantName: '5 GB 7 days',
  previousCost: null,
  providerCost: 10,
  sellingPrice: 48.9,
  flag: 'Margin below minimum',
  flags: ['Margin below minimum'],
  suggestedPrice: 55.9,
  suggestedOn: '2031-04-01',
  suggestionRate: '4.4',
  suggestionRateDate: '2031-04-01',
  marginAlert: {
    checkedOn: '2031-04-03',
    rate: '4.52',
    rateDate: '2031-04-03',
    reviewedRate: '4.4',
    reviewedRateDate: '2031-04-01',
    movePercent: 2.73,
    cost: 45.2,
    price: 48.9,
    currency: 'MYR',
    marginPercent: 7.6,
    minimumPercent: 10,
  },
};
const NO_RATE_ROW: PlanSupplyRow = {
  ...CHANGED_ROW,
  variantId: 'v4',
  productCode: 'TH-BAHT',
  productName: 'Thailand Baht eSIM',
  previousCost: null,
  providerCost: 300,
  costCurrency: 'THB',
  sellingPrice: null,
  sellingCurrency: null,
  flag: 'No rate',
  flags: ['No rate'],
  suggestedPrice: null,
  suggestionRate: null,
  suggestionRateDate: null,
  suggestionNote: 'No exchange rate from THB to MYR on or before 2031-03-03',
};

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

  it('shows the suggested price in the selling currency with its rate, the margin alert, and why a plan has none', async () => {
    signInAs(demoProfiles.admin);
    const calls = serve([CHANGED_ROW, THIN_ROW, NO_RATE_ROW]);
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

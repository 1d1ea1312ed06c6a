import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyDashboard, StockRow } from '@wander/contract';
import { renderAt } from '../../testing/render-page';

vi.mock('uplot', () => ({
  default: class {
    static paths = { bars: () => () => null };
    static tzDate = (d: Date) => d;
    setSize() {}
    destroy() {}
  },
}));
vi.mock('uplot/dist/uPlot.min.css', () => ({}));

const { CompanyWidgets } = await import('./dashboard-groups');

afterEach(cleanup);

const row = (over: Partial<StockRow>): StockRow => ({
  variantId: 'v',
  productName: 'Plan',
  variantName: 'Plan',
  available: 0,
  soldLast30Days: 6,
  supply: 'stock',
  daysLeft: 0,
  ...over,
});

const dashboard = (stock: StockRow[]): CompanyDashboard => ({
  range: {
    period: '7d',
    from: '2026-11-19T10:00:00.000Z',
    to: '2026-11-26T10:00:00.000Z',
    previousFrom: '2026-11-12T10:00:00.000Z',
    previousTo: '2026-11-19T10:00:00.000Z',
  },
  sales: [],
  orders: { current: 0, previous: 0 },
  daily: [],
  grossMargin: [],
  reporting: {
    currency: 'MYR',
    sales: { currentMinor: 0, previousMinor: 0 },
    grossMargin: null,
    rates: [],
    missingRates: [],
  },
  receivedOrdersWaiting: 0,
  invoicesToComplete: 0,
  stock,
  topCustomers: [],
  agents: [],
});

describe("the distributor's Stock per Plan (issue 37)", () => {
  it('shows a plan its provider supplies as supplied by provider, not out of stock', async () => {
    await renderAt(
      <CompanyWidgets
        entityCode="DIST001"
        data={dashboard([
          row({ variantId: 'a', variantName: 'Japan 3GB 7 days', available: 0, daysLeft: 0 }),
          row({
            variantId: 'b',
            variantName: 'Iceland 5GB 7 Days',
            supply: 'provider',
            daysLeft: null,
          }),
          row({
            variantId: 'c',
            variantName: 'Korea 5GB 7 days',
            available: 3,
            supply: 'stock-then-provider',
            daysLeft: null,
          }),
        ])}
      />,
      { path: '/', pattern: '/' },
    );
    const cells = (name: string) =>
      within(screen.getByRole('cell', { name }).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells('Japan 3GB 7 days')).toEqual(['Japan 3GB 7 days', '0', '6', '0']);
    expect(cells('Iceland 5GB 7 Days')).toEqual([
      'Iceland 5GB 7 Days',
      'Supplied by provider',
      '6',
      'no limit',
    ]);
    expect(cells('Korea 5GB 7 days')).toEqual([
      'Korea 5GB 7 days',
      '3, then provider',
      '6',
      'no limit',
    ]);
    // Only the plan of stock that ran out is in red.
    expect(screen.getByRole('cell', { name: 'Iceland 5GB 7 Days' }).closest('tr')!.className).toBe(
      '',
    );
    expect(screen.getByRole('cell', { name: 'Japan 3GB 7 days' }).closest('tr')!.className).toBe(
      'dash-low',
    );
  });
});

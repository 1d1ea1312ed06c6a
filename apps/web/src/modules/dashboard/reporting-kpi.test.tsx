import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PlatformDashboard } from '@wander/contract';
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

const { PlatformWidgets } = await import('./dashboard-groups');

afterEach(cleanup);

const platform = (over: Partial<PlatformDashboard>): PlatformDashboard => ({
  range: {
    period: '7d',
    from: '2026-11-21T10:00:00.000Z',
    to: '2026-11-28T10:00:00.000Z',
    previousFrom: '2026-11-14T10:00:00.000Z',
    previousTo: '2026-11-21T10:00:00.000Z',
  },
  sales: [
    { currency: 'HKD', currentMinor: 100_000, previousMinor: 0 },
    { currency: 'MYR', currentMinor: 250_000, previousMinor: 200_000 },
  ],
  orders: { current: 30, previous: 20 },
  daily: [],
  grossMargin: [{ currency: 'MYR', currentMinor: 50_000, previousMinor: 40_000 }],
  reporting: {
    currency: 'MYR',
    sales: { currentMinor: 310_432, previousMinor: 200_000 },
    grossMargin: { currentMinor: 50_000, previousMinor: 40_000 },
    rates: [{ currency: 'HKD', rate: '0.60432', rateDate: '2026-11-27' }],
    missingRates: [],
  },
  walletFloat: [],
  topDestinations: [],
  topPlans: [],
  distributors: [],
  failedPayments: { current: 0, previous: 0 },
  refundsWaiting: 0,
  ...over,
});

describe('dashboard totals in the reporting currency', () => {
  it('shows sales of two currencies as one ringgit total, the originals on hover and by currency', async () => {
    await renderAt(<PlatformWidgets data={platform({})} />, { path: '/', pattern: '/' });
    const sales = screen.getByRole('region', { name: 'Sales' });
    const total = within(sales).getByText('MYR 3,104.32');
    expect(total.closest('li')!.getAttribute('title')).toBe(
      'HKD 1,000.00 + MYR 2,500.00 (1 HKD = 0.60432 MYR of 2026-11-27)',
    );
    expect(within(sales).getByText('In MYR, each day at its exchange rate.')).toBeTruthy();
    fireEvent.click(within(sales).getByText('By currency'));
    expect(within(sales).getByText('HKD 1,000.00')).toBeTruthy();
    // One currency only: the margin is shown as it is, nothing to convert.
    const margin = screen.getByRole('region', { name: 'Gross Margin' });
    expect(within(margin).getByText('MYR 500.00')).toBeTruthy();
    expect(within(margin).queryByText('By currency')).toBeNull();
  });

  it('names a currency no rate converts, rather than counting it 1:1', async () => {
    const data = platform({
      reporting: {
        ...platform({}).reporting,
        sales: { currentMinor: 250_000, previousMinor: 200_000 },
        rates: [],
        missingRates: ['No exchange rate from HKD to MYR on or before 2026-11-22'],
      },
    });
    await renderAt(<PlatformWidgets data={data} />, { path: '/', pattern: '/' });
    const sales = screen.getByRole('region', { name: 'Sales' });
    // The total (the ringgit alone) and the ringgit line under By currency.
    expect(within(sales).getAllByText('MYR 2,500.00')).toHaveLength(2);
    expect(
      within(sales).getByText(
        'No exchange rate from HKD to MYR on or before 2026-11-22: not in the total.',
      ),
    ).toBeTruthy();
  });
});

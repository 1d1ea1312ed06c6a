import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  figureFilterColumns,
  figureFilters,
  type AgentDashboard,
  type CompanyDashboard,
  type CustomerDashboard,
  type DashboardPeriod,
  type FigureFilter,
  type MoneyFigure,
  type PlatformDashboard,
} from '@wander/contract';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';

/**
 * Issue 26: every dashboard figure with a link opens a list filtered to exactly what the figure
 * counts. For each demo role and period, the list behind the link (asked with the filter the link
 * carries, `figureFilterColumns`) has the figure as its total, and its rows sum to the money figure.
 */
let t: TestApp;
const as: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  as.admin = bearer(await signIn(t.app, 'admin@wander.demo'), 'WANDER');
  as.distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  as.customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
  as.arjun = bearer(await signIn(t.app, 'agent@wander.demo'), 'DIST001');
  as.meiling = bearer(await signIn(t.app, 'meiling.tan@agents.demo'), 'DIST001');
});
afterAll(() => t.close());

const info = async <T>(group: string, headers: Record<string, string>, period: DashboardPeriod) => {
  const res = await t.app.inject({
    url: `/api/network/DashboardInfo/${group}?period=${period}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
};

interface Listed {
  total: number;
  /** Minor units per currency, of every row (the lists answer decimals). */
  sums: Record<string, number>;
}

/** Every page of a list asked with a figure's filter. */
async function list(path: string, headers: Record<string, string>, filter: FigureFilter) {
  const out: Listed = { total: 0, sums: {} };
  for (let pageIndex = 1; ; pageIndex += 1) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/${path}`,
      headers,
      payload: { pageIndex, pageSize: 100, filterColumns: figureFilterColumns(filter) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data as {
      items: { currency: string; totalAmount: number }[];
      totalCount: number;
      pageCount: number;
    };
    out.total = page.totalCount;
    for (const row of page.items) {
      out.sums[row.currency] = (out.sums[row.currency] ?? 0) + Math.round(row.totalAmount * 100);
    }
    if (pageIndex >= page.pageCount) return out;
  }
}

const current = (figures: MoneyFigure[]) =>
  Object.fromEntries(
    figures.filter((f) => f.currentMinor !== 0).map((f) => [f.currency, f.currentMinor]),
  );

const PERIODS: DashboardPeriod[] = ['today', '7d', '30d', 'thisMonth'];
const seen: string[] = [];

describe.each(PERIODS)('dashboard figures and their lists (%s)', (period) => {
  it("admin: Sales and Orders lead to every seller's received orders sold in the period", async () => {
    const d = await info<PlatformDashboard>('Platform', as.admin, period);
    const listed = await list(
      'network/PurchaseOrders/SearchReceivedOrders',
      as.admin,
      figureFilters.sold(d.range),
    );
    expect(listed.total).toBe(d.orders.current);
    expect(listed.sums).toEqual(current(d.sales));
    seen.push(`admin ${period}: ${d.orders.current} orders`);
  });

  it('distributor: Sales, Orders, Orders to Fulfil and Invoices to Complete', async () => {
    const d = await info<CompanyDashboard>('Company', as.distributor, period);
    const received = 'network/PurchaseOrders/SearchReceivedOrders';
    const sold = await list(received, as.distributor, figureFilters.sold(d.range));
    expect(sold.total).toBe(d.orders.current);
    expect(sold.sums).toEqual(current(d.sales));
    const toFulfil = await list(received, as.distributor, figureFilters.toFulfil);
    expect(toFulfil.total).toBe(d.receivedOrdersWaiting);
    const invoices = await list(
      'payment/Invoices/Search',
      as.distributor,
      figureFilters.invoicesToComplete('DIST001'),
    );
    expect(invoices.total).toBe(d.invoicesToComplete);
    seen.push(
      `distributor ${period}: ${d.orders.current} orders, ${d.receivedOrdersWaiting} to fulfil, ${d.invoicesToComplete} invoices`,
    );
  });

  it.each(['arjun', 'meiling'])('agent %s: My Sales, Downline Sales and Orders', async (who) => {
    const d = await info<AgentDashboard>('Agent', as[who], period);
    const orders = 'agent/Agents/SearchOrders';
    const all = await list(orders, as[who], figureFilters.sold(d.range));
    expect(all.total).toBe(d.orders.current);
    const own = await list(orders, as[who], figureFilters.ownSales(d.range, d.agentId));
    expect(own.sums).toEqual(current(d.ownSales));
    const down = await list(orders, as[who], figureFilters.downlineSales(d.range, d.agentId));
    expect(down.sums).toEqual(current(d.downlineSales));
    expect(own.total + down.total).toBe(d.orders.current);
    seen.push(`${who} ${period}: ${own.total} own + ${down.total} downline orders`);
  });

  it('customer: Spend leads to its purchase orders paid in the period', async () => {
    const d = await info<CustomerDashboard>('Customer', as.customer, period);
    const listed = await list(
      'network/PurchaseOrders/Search',
      as.customer,
      figureFilters.sold(d.range),
    );
    expect(listed.total).toBe(d.orders.current);
    expect(listed.sums).toEqual(current(d.spend));
    seen.push(`customer ${period}: ${d.orders.current} orders`);
  });
});

describe('the demo world', () => {
  it('has figures that are not all zero (the comparisons above compare something)', () => {
    console.log(seen.join('\n'));
    expect(seen.some((line) => /[1-9]\d* orders/.test(line))).toBe(true);
  });
});

import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgentOverview } from '@wander/contract';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs } from '../../testing/render-page';
import { AgentOverviewPanel } from './agent-overview-panel';

const OVERVIEW: AgentOverview = {
  customers: [
    {
      entityCode: 'CUST001',
      companyName: 'Skyway Travel Agency',
      orderCount: 3,
      paidTotals: [{ currency: 'MYR', totalMinor: 45_600 }],
    },
  ],
  orders: [
    {
      id: 'po1',
      documentNo: 'PO-000123',
      companyName: 'Skyway Travel Agency',
      status: 'Completed',
      currency: 'MYR',
      totalMinor: 30_000,
      createdAt: '2026-11-20T08:00:00.000Z',
    },
  ],
  downline: {
    agentCount: 2,
    customerCount: 4,
    salesThisMonth: [{ currency: 'MYR', totalMinor: 1_250_075 }],
  },
  salesThisMonth: [{ currency: 'MYR', totalMinor: 45_600 }],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const render = () =>
  renderAt(<AgentOverviewPanel id="a1" />, {
    path: '/setup/agent-detail/a1',
    pattern: '/setup/agent-detail/:id',
  });

describe("agent detail's overview", () => {
  it("shows the agent's customers, their orders and the downline's totals", async () => {
    signInAs(demoProfiles.agent);
    mockApi((call) => (call.path === 'agent/Agents/GetOverview/a1' ? ok(OVERVIEW) : undefined));
    await render();
    const customers = await screen.findByRole('table', { name: 'Customers' });
    const row = within(customers).getByRole('row', { name: /Skyway Travel Agency/ });
    expect(row.textContent).toContain('CUST001');
    expect(row.textContent).toContain('MYR 456.00');
    const orders = screen.getByRole('table', { name: 'Orders' });
    expect(within(orders).getByRole('row', { name: /PO-000123/ }).textContent).toContain(
      'MYR 300.00',
    );
    const totals = screen.getByText('Downline sales this month').nextElementSibling;
    expect(totals?.textContent).toBe('MYR 12,500.75');
    expect(screen.getByText('Downline agents').nextElementSibling?.textContent).toBe('2');
    expect(screen.getByText('Downline customers').nextElementSibling?.textContent).toBe('4');
  });

  it("says 'No Data...' for an agent without customers", async () => {
    signInAs(demoProfiles.agent);
    mockApi((call) =>
      call.path === 'agent/Agents/GetOverview/a1'
        ? ok({ ...OVERVIEW, customers: [], orders: [] })
        : undefined,
    );
    await render();
    const customers = await screen.findByRole('table', { name: 'Customers' });
    expect(within(customers).getByText('No Data...')).toBeTruthy();
  });
});

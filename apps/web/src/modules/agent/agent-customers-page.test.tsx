import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgentCustomerPage, AgentCustomerRow } from '@wander/contract';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs } from '../../testing/render-page';
import { AgentCustomersPage } from './agent-customers-page';

const row = (over: Partial<AgentCustomerRow>): AgentCustomerRow => ({
  entityCode: 'CUST002',
  companyName: 'Borneo Trails Tours Sdn Bhd',
  customerGroupName: 'Travel Agents',
  agentCode: 'AGT001',
  agentName: 'Arjun Nair',
  lastOrderId: null,
  lastOrderNo: null,
  lastOrderAt: null,
  currency: 'MYR',
  salesMinor: 0,
  orderCount: 0,
  ...over,
});
const page = (items: AgentCustomerRow[], totalCount = items.length): AgentCustomerPage => ({
  items,
  totalCount,
  pageCount: Math.ceil(totalCount / 10),
  range: {
    period: '30d',
    from: '2026-10-28T00:00:00.000Z',
    to: '2026-11-27T00:00:00.000Z',
    previousFrom: '2026-09-28T00:00:00.000Z',
    previousTo: '2026-10-28T00:00:00.000Z',
  },
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = (path = '/setup/agent-customer-list') =>
  renderAt(<AgentCustomersPage />, { path, pattern: '/setup/agent-customer-list' });

describe('agent customers page (issue 26)', () => {
  it('shows each customer with its group, last order and sales in the period', async () => {
    signInAs(demoProfiles.agent);
    const calls = mockApi((call) =>
      call.path === 'agent/Agents/SearchCustomers'
        ? ok(
            page(
              [
                row({
                  entityCode: 'CUST001',
                  companyName: 'Skyway Travel Agency',
                  customerGroupName: 'Retail',
                  lastOrderId: 'po-1',
                  lastOrderNo: 'PO-000123',
                  lastOrderAt: '2026-11-20T08:00:00.000Z',
                  salesMinor: 123_450,
                  orderCount: 3,
                }),
                row({}),
              ],
              12,
            ),
          )
        : undefined,
    );
    await open('/setup/agent-customer-list?period=7d');
    const skyway = (await screen.findByText('Skyway Travel Agency (CUST001)')).closest('tr')!;
    expect(within(skyway).getByText('Retail')).toBeTruthy();
    expect(skyway.textContent).toContain('PO-000123, 20 Nov 2026');
    expect(skyway.textContent).toContain('1,234.50');
    const borneo = screen.getByText('Borneo Trails Tours Sdn Bhd (CUST002)').closest('tr')!;
    expect(borneo.textContent).toContain('Travel Agents');
    expect(borneo.textContent).toContain('No order yet');
    // The period of the URL is asked for, and named in the column headers.
    const search = calls.find((c) => c.path === 'agent/Agents/SearchCustomers')!;
    expect(search.body).toMatchObject({ period: '7d', pageIndex: 1, pageSize: 10 });
    expect(screen.getByRole('columnheader', { name: /Sales \(7 Days\)/ })).toBeTruthy();
    // An agent sees only its own: no Agent column.
    expect(screen.queryByRole('columnheader', { name: 'Agent' })).toBeNull();
    // Twelve customers: a second page.
    expect(await screen.findByRole('button', { name: 'Page 2' })).toBeTruthy();
  });

  it('says how to get a first customer when there is none', async () => {
    signInAs(demoProfiles.agent);
    mockApi((call) => (call.path === 'agent/Agents/SearchCustomers' ? ok(page([])) : undefined));
    await open();
    expect(await screen.findByText(/No customer is attributed to you yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'invite one' }).getAttribute('href')).toBe(
      '/invitations',
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentCustomerPage, AgentDashboard, AgentCustomerSearch } from '@wander/contract';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';
import { stableId } from '../../seed/stable-id.js';

/** Issue 26: the agent's customer list (SearchCustomers) and the agents' orders (SearchOrders). */
let t: TestApp;
const as: Record<string, Record<string, string>> = {};
const agentId = (code: string) => stableId(`agent:${code}`);

beforeAll(async () => {
  t = await createTestApp();
  as.arjun = bearer(await signIn(t.app, 'agent@wander.demo'), 'DIST001');
  as.meiling = bearer(await signIn(t.app, 'meiling.tan@agents.demo'), 'DIST001');
  as.priya = bearer(await signIn(t.app, 'priya.devi@agents.demo'), 'DIST001');
  as.distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  as.other = bearer(await signIn(t.app, 'newdistributor@wander.demo'), 'DIST002');
  as.customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
});
afterAll(() => t.close());

const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/agent/Agents/${url}`, headers, payload });

const customers = async (headers: Record<string, string>, body: AgentCustomerSearch = {}) => {
  const res = await post('SearchCustomers', headers, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as AgentCustomerPage;
};
const codes = (page: AgentCustomerPage) => page.items.map((r) => r.entityCode);

describe('agent/Agents/SearchCustomers', () => {
  it('lists an agent its own customers only, with group, last order and sales', async () => {
    const arjun = await customers(as.arjun, {
      sortColumns: [{ columnName: 'companyName', sortOrder: 'asc' }],
    });
    // Skyway (CUST001) is Mei Ling's, in Arjun's downline: not his customer.
    expect(codes(arjun)).toEqual(['CUST002', 'CUST003']);
    expect(arjun.items[0]).toMatchObject({
      companyName: 'Borneo Trails Tours Sdn Bhd',
      customerGroupName: 'Travel Agents',
      agentCode: 'AGT001',
      lastOrderNo: null,
      salesMinor: 0,
      orderCount: 0,
    });
    expect(arjun.items[1].customerGroupName).toBe('Corporate');

    const meiling = await customers(as.meiling, { period: '30d' });
    expect(codes(meiling)).toEqual(['CUST001']);
    const [skyway] = meiling.items;
    expect(skyway).toMatchObject({ customerGroupName: 'Retail', agentCode: 'AGT002' });
    expect(skyway.lastOrderNo).toMatch(/\S/);
    // Its sales in the period are what her dashboard counts as her own.
    const dash = await t.app.inject({
      url: '/api/network/DashboardInfo/Agent?period=30d',
      headers: as.meiling,
    });
    const own = (dash.json().data as AgentDashboard).ownSales.find((f) => f.currency === 'MYR');
    expect(skyway.salesMinor).toBeGreaterThan(0);
    expect(skyway.salesMinor).toBe(own?.currentMinor);
    expect(meiling.range.period).toBe('30d');

    // Another agent's customers are never listed, whatever the filter.
    expect((await customers(as.priya)).totalCount).toBe(0);
    const named = await customers(as.priya, {
      filterColumns: [{ columnName: 'companyName', filterValue: 'Skyway', operator: 'contains' }],
    });
    expect(named.items).toEqual([]);
  });

  it("lists a company its agents' customers, and another company none", async () => {
    expect(
      codes(
        await customers(as.distributor, {
          sortColumns: [{ columnName: 'companyName', sortOrder: 'asc' }],
        }),
      ),
    ).toEqual(['CUST002', 'CUST003', 'CUST001']);
    expect((await customers(as.other)).totalCount).toBe(0);
  });

  it('pages, sorts and filters', async () => {
    const first = await customers(as.arjun, {
      pageSize: 1,
      sortColumns: [{ columnName: 'companyName', sortOrder: 'desc' }],
    });
    expect(first).toMatchObject({ totalCount: 2, pageCount: 2 });
    expect(codes(first)).toEqual(['CUST003']);
    const second = await customers(as.arjun, {
      pageSize: 1,
      pageIndex: 2,
      sortColumns: [{ columnName: 'companyName', sortOrder: 'desc' }],
    });
    expect(codes(second)).toEqual(['CUST002']);
    const borneo = await customers(as.arjun, {
      filterColumns: [{ columnName: 'companyName', filterValue: 'borneo', operator: 'contains' }],
    });
    expect(codes(borneo)).toEqual(['CUST002']);
    const group = await customers(as.arjun, {
      filterColumns: [
        { columnName: 'customerGroupName', filterValue: 'Corporate', operator: 'eq' },
      ],
    });
    expect(codes(group)).toEqual(['CUST003']);
  });

  it('refuses what it does not know, and a role without agent/Agents View', async () => {
    const badFilter = await post('SearchCustomers', as.arjun, {
      filterColumns: [{ columnName: 'email', filterValue: 'x', operator: 'eq' }],
    });
    expect(badFilter.statusCode).toBe(400);
    const badSort = await post('SearchCustomers', as.arjun, {
      sortColumns: [{ columnName: 'entityCode', sortOrder: 'asc' }],
    });
    expect(badSort.statusCode).toBe(400);
    expect((await post('SearchCustomers', as.arjun, { period: 'year' })).statusCode).toBe(400);
    expect((await post('SearchCustomers', as.customer, {})).statusCode).toBe(403);
  });
});

describe('agent/Agents/SearchOrders', () => {
  const orders = async (headers: Record<string, string>, filterColumns: object[] = []) => {
    const res = await post('SearchOrders', headers, { pageSize: 100, filterColumns });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { items: { entityCode: string }[]; totalCount: number };
  };

  it("lists an agent its subtree's orders and never another branch's", async () => {
    const meiling = await orders(as.meiling);
    expect(meiling.totalCount).toBeGreaterThan(0);
    expect(new Set(meiling.items.map((o) => o.entityCode))).toEqual(new Set(['CUST001']));
    // Arjun is above Mei Ling: hers are in his subtree; not his own.
    expect((await orders(as.arjun)).totalCount).toBe(meiling.totalCount);
    const arjunOwn = [{ columnName: 'agentId', filterValue: agentId('AGT001'), operator: 'eq' }];
    expect((await orders(as.arjun, arjunOwn)).totalCount).toBe(0);
    // Priya is below Mei Ling: asking for Mei Ling's orders by id finds nothing.
    const hers = [{ columnName: 'agentId', filterValue: agentId('AGT002'), operator: 'eq' }];
    expect((await orders(as.priya, hers)).totalCount).toBe(0);
    expect((await orders(as.other)).totalCount).toBe(0);
    expect((await orders(as.distributor)).totalCount).toBe(meiling.totalCount);
  });
});

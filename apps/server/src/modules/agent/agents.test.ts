import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agentCycleMessage, type AgentTreeNode } from '@wander/contract';
import { agents, companies, purchaseOrders, users } from '../../db/schema/index.js';
import { linkParams, mailsTo } from '../../test-support/mail.js';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';
import { stableId } from '../../seed/stable-id.js';

let t: TestApp;
const as: Record<string, Record<string, string>> = {};
const agentId = (code: string) => stableId(`agent:${code}`);

beforeAll(async () => {
  t = await createTestApp();
  as.arjun = bearer(await signIn(t.app, 'agent@wander.demo'), 'DIST001');
  as.meiling = bearer(await signIn(t.app, 'meiling.tan@agents.demo'), 'DIST001');
  as.distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  as.other = bearer(await signIn(t.app, 'newdistributor@wander.demo'), 'DIST002');
  as.platform = bearer(await signIn(t.app, 'admin@wander.demo'), 'WANDER');
});
afterAll(() => t.close());

const search = async (headers: Record<string, string>) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/agent/Agents/Search',
    headers,
    payload: { pageSize: 50 },
  });
  expect(res.statusCode).toBe(200);
  return (res.json().data.items as { agentCode: string }[]).map((r) => r.agentCode).sort();
};
const hierarchy = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ url: '/api/agent/Agents/GetHierarchyData', headers });
  expect(res.statusCode).toBe(200);
  return res.json().data as AgentTreeNode[];
};
const shape = (nodes: AgentTreeNode[]): unknown =>
  nodes.map((n) => ({ [n.agentCode]: shape(n.children) }));
const detail = (id: string, headers: Record<string, string>) =>
  t.app.inject({ url: `/api/agent/Agents/GetDetail/${id}`, headers });
const put = (id: string, headers: Record<string, string>, body: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/agent/Agents/${id}`, headers, payload: body });
const editable = async (id: string) => {
  const row = (await detail(id, as.distributor)).json().data;
  const { agentName, agentCode, identityCardNumber, plan, countryCode, contactNumber, status } =
    row;
  return {
    agentName,
    agentCode,
    identityCardNumber: identityCardNumber ?? '',
    plan,
    countryCode,
    contactNumber,
    status,
    parentUserId: row.parentUserId,
  };
};
const userIdOf = async (email: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;

describe('agent/Agents scoping', () => {
  it('shows an agent its own subtree, a company its agents, the platform everyone', async () => {
    const all = ['AGT001', 'AGT002', 'AGT003', 'AGT004', 'AGT005', 'AGT006'];
    expect(await search(as.arjun)).toEqual(all);
    expect(await search(as.meiling)).toEqual(['AGT002', 'AGT004', 'AGT005']);
    expect(await search(as.distributor)).toEqual(all);
    expect(await search(as.other)).toEqual([]);
    expect(await search(as.platform)).toEqual(expect.arrayContaining(all));
  });

  it("answers 404 for an agent outside the caller's subtree or company, and changes nothing", async () => {
    expect((await detail(agentId('AGT002'), as.meiling)).statusCode).toBe(200);
    expect((await detail(agentId('AGT003'), as.meiling)).statusCode).toBe(404);
    expect((await detail(agentId('AGT001'), as.other)).statusCode).toBe(404);
    const body = { ...(await editable(agentId('AGT005'))), agentName: 'Hijacked' };
    expect((await put(agentId('AGT005'), as.other, body)).statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/agent/Agents/${agentId('AGT005')}`,
      headers: as.other,
    });
    expect(del.statusCode).toBe(404);
    expect((await detail(agentId('AGT005'), as.distributor)).json().data.agentName).toBe(
      'Jason Lee',
    );
    const overview = await t.app.inject({
      url: `/api/agent/Agents/GetOverview/${agentId('AGT001')}`,
      headers: as.other,
    });
    expect(overview.statusCode).toBe(404);
  });

  it('lets an agent read but not change its downline', async () => {
    const body = { ...(await editable(agentId('AGT004'))), plan: 'Platinum' };
    expect((await put(agentId('AGT004'), as.arjun, body)).statusCode).toBe(403);
  });
});

describe('agent hierarchy', () => {
  it('answers the tree with each agent code, sales this month and downline count', async () => {
    const tree = await hierarchy(as.arjun);
    expect(shape(tree)).toEqual([
      { AGT001: [{ AGT002: [{ AGT004: [] }, { AGT005: [] }] }, { AGT003: [{ AGT006: [] }] }] },
    ]);
    expect(tree[0].downlineCount).toBe(5);
    const meiling = tree[0].children[0];
    expect(meiling.downlineCount).toBe(2);
    // Skyway Travel Agency (CUST001) is Mei Ling's customer: its paid demo orders are her sales.
    expect(meiling.salesThisMonth).toHaveLength(1);
    expect(meiling.salesThisMonth[0]).toMatchObject({ currency: 'MYR' });
    expect(meiling.salesThisMonth[0].totalMinor).toBeGreaterThan(0);
    expect(tree[0].salesThisMonth).toEqual([]);

    expect(shape(await hierarchy(as.meiling))).toEqual([
      { AGT002: [{ AGT004: [] }, { AGT005: [] }] },
    ]);
    expect(shape(await hierarchy(as.distributor))).toEqual(shape(tree));
    expect(await hierarchy(as.other)).toEqual([]);
  });

  it("credits a customer's orders to its agent and sums the downline on the overview", async () => {
    const orders = await t.database.db
      .select({ agentId: purchaseOrders.agentId })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.entityCode, 'CUST001'));
    expect(orders.length).toBeGreaterThan(0);
    expect(new Set(orders.map((o) => o.agentId))).toEqual(new Set([agentId('AGT002')]));

    const own = (
      await t.app.inject({
        url: `/api/agent/Agents/GetOverview/${agentId('AGT002')}`,
        headers: as.meiling,
      })
    ).json().data;
    expect(own.customers).toMatchObject([
      { entityCode: 'CUST001', companyName: 'Skyway Travel Agency', orderCount: orders.length },
    ]);
    expect(own.orders).toHaveLength(orders.length);
    const top = (
      await t.app.inject({
        url: `/api/agent/Agents/GetOverview/${agentId('AGT001')}`,
        headers: as.arjun,
      })
    ).json().data;
    // Arjun's own customers (issue 26's demo world) have bought nothing yet.
    expect(top.customers).toMatchObject([
      { entityCode: 'CUST002', orderCount: 0, paidTotals: [] },
      { entityCode: 'CUST003', orderCount: 0, paidTotals: [] },
    ]);
    expect(top.downline).toMatchObject({ agentCount: 5, customerCount: 1 });
    expect(top.downline.salesThisMonth).toEqual(own.salesThisMonth);
  });
});

describe('moving and deleting agents', () => {
  it('refuses to move an agent under itself or its own downline', async () => {
    const arjun = await editable(agentId('AGT001'));
    for (const email of ['priya.devi@agents.demo', 'agent@wander.demo']) {
      const res = await put(agentId('AGT001'), as.distributor, {
        ...arjun,
        parentUserId: await userIdOf(email),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: agentCycleMessage,
        errors: { parentUserId: [agentCycleMessage] },
      });
    }
    expect((await editable(agentId('AGT001'))).parentUserId).toBeNull();
  });

  it('moves an agent under another branch', async () => {
    const priya = await editable(agentId('AGT004'));
    const res = await put(agentId('AGT004'), as.distributor, {
      ...priya,
      parentUserId: await userIdOf('hafiz.rahman@agents.demo'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Update successfully!');
    expect(shape(await hierarchy(as.arjun))).toEqual([
      { AGT001: [{ AGT002: [{ AGT005: [] }] }, { AGT003: [{ AGT004: [] }, { AGT006: [] }] }] },
    ]);
  });

  it('refuses to delete an agent with a downline, deletes a leaf', async () => {
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/agent/Agents/${agentId('AGT003')}`,
      headers: as.distributor,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Agent has 2 downline agents; move them to another upline first',
    );
    const ok = await t.app.inject({
      method: 'DELETE',
      url: `/api/agent/Agents/${agentId('AGT006')}`,
      headers: as.distributor,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Delete successfully!');
    expect(await search(as.distributor)).not.toContain('AGT006');
  });
});

describe('signing up through an agent link', () => {
  it("joins the new agent under the link's agent, in its hierarchy", async () => {
    const token = (
      await t.app.inject({ url: '/api/agent/Agents/GetToken', headers: as.meiling })
    ).json().data.token as string;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/registerAgent',
      headers: { 'x-api-key': 'wander-public-web-key' },
      payload: {
        email: 'farah.aziz@agents.my',
        password: 'Passw0rd!',
        confirmedPassword: 'Passw0rd!',
        countryCode: '+60',
        contactNumber: '0139998888',
        agentName: 'Farah Aziz',
        agentCode: 'AGT-FARAH',
        identityCardNumber: '',
        plan: 'Bronze',
        tncAgree: true,
        token,
      },
    });
    expect(res.statusCode).toBe(200);
    const [farah] = await t.database.db
      .select()
      .from(agents)
      .where(eq(agents.agentCode, 'AGT-FARAH'));
    expect(farah).toMatchObject({
      parentUserId: await userIdOf('meiling.tan@agents.demo'),
      contactNumber: '0139998888',
      status: 'Active',
    });
    const tree = await hierarchy(as.meiling);
    expect(tree[0].children.map((c) => c.agentCode)).toContain('AGT-FARAH');
  });
});

describe('a customer invited by an agent', () => {
  it("is the agent's customer, and the agent sees only the invitations it sent", async () => {
    const email = 'owner@balitrips.my';
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/network/Invitations/InviteCustomer',
      headers: as.meiling,
      payload: { email },
    });
    expect(sent.statusCode).toBe(200);
    const [mail] = await mailsTo(t.app, t.database, email);
    const token = linkParams(mail.textBody, 'sign-up').get('token');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/identity/Account/RegisterBusinessCustomer',
      headers: { 'x-api-key': 'wander-public-web-key' },
      payload: {
        email,
        password: 'Passw0rd!',
        confirmedPassword: 'Passw0rd!',
        firstName: 'Wayan',
        lastName: 'Putra',
        countryCode: '+60',
        contactNumber: '0191234567',
        companyName: 'Bali Trips Sdn Bhd',
        registerNumber: '202501234567',
        tncAgree: true,
        token,
      },
    });
    expect(res.statusCode).toBe(200);
    const [company] = await t.database.db
      .select({ agentId: companies.agentId })
      .from(companies)
      .where(eq(companies.entityCode, res.json().data.entityCode));
    expect(company.agentId).toBe(agentId('AGT002'));
    const overview = (
      await t.app.inject({
        url: `/api/agent/Agents/GetOverview/${agentId('AGT002')}`,
        headers: as.meiling,
      })
    ).json().data;
    expect(overview.customers.map((c: { companyName: string }) => c.companyName)).toEqual([
      'Bali Trips Sdn Bhd',
      'Skyway Travel Agency',
    ]);

    const listOf = async (headers: Record<string, string>) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/network/Invitations/Search',
          headers,
          payload: { pageSize: 50 },
        })
      )
        .json()
        .data.items.map((i: { email: string }) => i.email);
    expect(await listOf(as.meiling)).toEqual([email]);
    expect(await listOf(as.arjun)).toEqual([]);
    expect(await listOf(as.distributor)).toContain(email);
  });
});

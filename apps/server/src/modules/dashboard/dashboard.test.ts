import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type {
  AgentDashboard,
  CompanyDashboard,
  CustomerDashboard,
  MoneyFigure,
  PlatformDashboard,
} from '@wander/contract';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { orderFixtures } from '../../test-support/kits/orders.fixtures.js';
import { insertPurchaseOrder, priceLines } from '../orders/index.js';
import { providerPackages } from '../../db/schema/index.js';
import { dashboardRange } from '@wander/contract';

let t: TestApp;
const as: Record<string, Record<string, string>> = {};
let fx: Awaited<ReturnType<typeof orderFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  fx = await orderFixtures(t.database.db, { serialsV2: 3 });
  // DIST001's cost of the fixture's 10 GB plan: 18.00, so one sold at 25.00 (+8% tax) earns 7.00.
  await t.database.db.execute(sql`
    insert into cost_setups (entity_code, cost_type_id, product_id, variant_id, currency,
      amount_minor, effective_date)
    select 'DIST001', ct.id, ${fx.productId}, ${fx.v2}, 'MYR', 1800, current_date - 1
    from cost_types ct where ct.entity_code = 'DIST001' order by ct.cost_type_code limit 1`);
  as.admin = bearer(await signIn(t.app, 'admin@wander.demo'), 'WANDER');
  as.operator = bearer(await signIn(t.app, 'operator@wander.demo'));
  as.distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  as.other = bearer(await signIn(t.app, 'newdistributor@wander.demo'), 'DIST002');
  as.customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
  as.meiling = bearer(await signIn(t.app, 'meiling.tan@agents.demo'), 'DIST001');
  as.arjun = bearer(await signIn(t.app, 'agent@wander.demo'), 'DIST001');
});
afterAll(() => t.close());

const info = async <T>(group: string, headers: Record<string, string>, period = 'today') => {
  const res = await t.app.inject({
    url: `/api/network/DashboardInfo/${group}?period=${period}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
};
const myr = (figures: MoneyFigure[]) =>
  figures.find((f) => f.currency === 'MYR') ?? {
    currency: 'MYR',
    currentMinor: 0,
    previousMinor: 0,
  };

/** A group's figures without the instants of its period (which move with the clock). */
const figuresOf = <T extends { range: unknown }>({ range: _range, ...figures }: T) => figures;

/** What every group shows, read before and after one known purchase. */
const snapshot = async () => ({
  platform: await info<PlatformDashboard>('Platform', as.admin),
  company: await info<CompanyDashboard>('Company', as.distributor),
  other: await info<CompanyDashboard>('Company', as.other),
  customer: await info<CustomerDashboard>('Customer', as.customer),
  meiling: await info<AgentDashboard>('Agent', as.meiling),
  arjun: await info<AgentDashboard>('Agent', as.arjun),
});

describe('dashboard info', () => {
  it("matches the demo world's sales of DIST001 over 30 days, computed on their own", async () => {
    const range = dashboardRange('30d');
    const company = await info<CompanyDashboard>('Company', as.distributor, '30d');
    const rows = (await t.database.db.execute(sql`
      select currency, sum(total_minor)::bigint as total, count(*)::int as n from purchase_orders
      where distributor_entity_code = 'DIST001' and status in ('Paid','Fulfilled','Completed')
        and paid_at >= ${range.from}::timestamptz and paid_at < now()
      group by currency`)) as unknown as { rows: { currency: string; total: string; n: number }[] };
    const expected = rows.rows.find((r) => r.currency === 'MYR');
    expect(Number(expected?.total ?? 0)).toBeGreaterThan(0);
    expect(myr(company.sales).currentMinor).toBe(Number(expected?.total));
    expect(company.orders.current).toBe(rows.rows.reduce((n, r) => n + Number(r.n), 0));
    expect(company.daily.reduce((s, d) => s + d.salesMinor, 0)).toBe(
      company.sales.reduce((s, f) => s + f.currentMinor, 0),
    );
    // The demo world gives every widget something to show.
    expect(company.stock.length).toBeGreaterThan(0);
    // Days left are whole days of stock at the last 30 days' pace (issue 26: it showed 112.5).
    for (const s of company.stock)
      expect(s.daysLeft, s.variantName).toBe(
        s.soldLast30Days > 0 && s.supply === 'stock'
          ? Math.floor((s.available * 30) / s.soldLast30Days)
          : null,
      );
    expect(company.topCustomers.length).toBeGreaterThan(0);
    expect(company.grossMargin.length).toBeGreaterThan(0);
  });

  it('moves every role by exactly one purchase, and no other company', async () => {
    const before = await snapshot();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payment/Payment/WanderCheckout',
      headers: as.customer,
      payload: {
        dataPlanModel: { distributorEntityCode: 'DIST001', lines: [{ variantId: fx.v2, qty: 1 }] },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('Paid');
    const total = 2700;
    const after = await snapshot();

    expect(myr(after.company.sales).currentMinor - myr(before.company.sales).currentMinor).toBe(
      total,
    );
    expect(after.company.orders.current - before.company.orders.current).toBe(1);
    expect(after.company.receivedOrdersWaiting - before.company.receivedOrdersWaiting).toBe(1);
    // 25.00 before tax less the 18.00 cost.
    expect(
      myr(after.company.grossMargin).currentMinor - myr(before.company.grossMargin).currentMinor,
    ).toBe(700);
    expect(after.company.topCustomers.find((c) => c.key === 'CUST001')?.salesMinor).toBe(
      (before.company.topCustomers.find((c) => c.key === 'CUST001')?.salesMinor ?? 0) + total,
    );

    expect(myr(after.platform.sales).currentMinor - myr(before.platform.sales).currentMinor).toBe(
      total,
    );
    expect(
      myr(after.platform.walletFloat).currentMinor - myr(before.platform.walletFloat).currentMinor,
    ).toBe(-total);
    expect(after.platform.distributors.find((d) => d.key === 'DIST001')?.salesMinor).toBe(
      (before.platform.distributors.find((d) => d.key === 'DIST001')?.salesMinor ?? 0) + total,
    );

    expect(myr(after.customer.spend).currentMinor - myr(before.customer.spend).currentMinor).toBe(
      total,
    );
    expect(myr(after.customer.wallet).currentMinor - myr(before.customer.wallet).currentMinor).toBe(
      -total,
    );
    expect(after.customer.recentOrders[0].documentNo).toBe(res.json().data.documentNo);

    // The demo customer is Mei Ling's; Arjun sees it as his downline's.
    expect(
      myr(after.meiling.ownSales).currentMinor - myr(before.meiling.ownSales).currentMinor,
    ).toBe(total);
    expect(
      myr(after.arjun.downlineSales).currentMinor - myr(before.arjun.downlineSales).currentMinor,
    ).toBe(total);
    expect(myr(after.arjun.ownSales)).toEqual(myr(before.arjun.ownSales));

    // Another distributor's dashboard does not move.
    expect(figuresOf(after.other)).toEqual(figuresOf(before.other));
  });

  it("compares with the previous period: yesterday's sale is today's previous figure", async () => {
    const before = await info<CompanyDashboard>('Company', as.distributor);
    await t.database.db.execute(sql`
      update purchase_orders set paid_at = now() - interval '1 day' - interval '1 minute'
      where id = (select id from purchase_orders where entity_code = 'CUST001'
        and status = 'Paid' order by paid_at desc limit 1)`);
    const after = await info<CompanyDashboard>('Company', as.distributor);
    expect(myr(after.sales).currentMinor).toBe(myr(before.sales).currentMinor - 2700);
    expect(myr(after.sales).previousMinor).toBe(myr(before.sales).previousMinor + 2700);
    expect(after.orders.previous).toBe(before.orders.previous + 1);
  });

  it('gives each group to its roles only', async () => {
    const status = async (group: string, headers: Record<string, string>) =>
      (await t.app.inject({ url: `/api/network/DashboardInfo/${group}`, headers })).statusCode;
    expect(await status('Platform', as.operator)).toBe(200);
    expect(await status('Platform', as.distributor)).toBe(403);
    expect(await status('Company', as.customer)).toBe(403);
    expect(await status('Company', as.meiling)).toBe(403);
    expect(await status('Agent', as.distributor)).toBe(403);
    expect(await status('Customer', as.distributor)).toBe(403);
    // A platform admin without an agent row of its own: no agent dashboard.
    expect(await status('Agent', as.admin)).toBe(404);
    const bad = await t.app.inject({
      url: '/api/network/DashboardInfo/Company?period=year',
      headers: as.distributor,
    });
    expect(bad.statusCode).toBe(400);
  });

  it("a platform admin working in DIST001 sees DIST001's figures, DIST002's user its own", async () => {
    const adminInDist = bearer(await signIn(t.app, 'admin@wander.demo'), 'DIST001');
    const a = await info<CompanyDashboard>('Company', adminInDist, '30d');
    const b = await info<CompanyDashboard>('Company', as.distributor, '30d');
    expect(figuresOf(a)).toEqual(figuresOf(b));
    const other = await info<CompanyDashboard>('Company', as.other, '30d');
    expect(other.sales).not.toEqual(b.sales);
    expect(other.topCustomers.map((c) => c.key)).not.toContain('CUST001');
    expect(other.stock.map((s) => s.variantId)).not.toContain(fx.v1);
  });

  it('shows a plan its provider supplies as supplied by provider, not out of stock (issue 37)', async () => {
    // DIST002 starts selling through the Demo Supplier, as a new distributor would.
    const call = (method: 'POST', url: string, payload?: unknown) =>
      t.app.inject({ method, url: `/api/${url}`, headers: as.other, payload: payload as never });
    const created = await call('POST', 'product/Providers', {
      providerName: 'Demo Supplier',
      kind: 'demo',
      // (The Demo Supplier reads none; the form asks for them.)
      clientId: 'demo',
      clientSecret: 'demo',
      lowBalance: 0,
      isActive: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const providerId = created.json().data.id as string;
    expect((await call('POST', `product/Providers/Sync/${providerId}`)).statusCode).toBe(200);
    await t.app.services.jobs.idle();
    const [pkg] = await t.database.db
      .select({ variantId: providerPackages.variantId })
      .from(providerPackages)
      .where(
        and(
          eq(providerPackages.entityCode, 'DIST002'),
          eq(providerPackages.packageCode, 'DEMO-MA-3GB-5D'),
        ),
      );
    const variantId = pkg.variantId!;
    // The distributor reviews the imported plan and puts it on sale.
    await t.database.db.execute(sql`update products set is_active = true
      where id = (select product_id from product_variants where id = ${variantId})`);
    // Two of its eSIMs sold today: bought from the provider and delivered, none kept in stock.
    await t.database.db.transaction(async (tx) => {
      const priced = await priceLines(tx, 'DIST002', [{ variantId, qty: 2 }]);
      await insertPurchaseOrder(
        tx,
        {
          documentNo: 'PO-PROV-0001',
          entityCode: 'CUST001',
          distributorEntityCode: 'DIST002',
          remarks: null,
          createdBy: null,
          status: 'Completed',
        },
        priced,
      );
      await tx.execute(sql`update purchase_orders set paid_at = now(), completed_at = now()
        where document_no = 'PO-PROV-0001' and distributor_entity_code = 'DIST002'`);
    });
    const dashboard = await info<CompanyDashboard>('Company', as.other, '30d');
    const row = dashboard.stock.find((s) => s.variantId === variantId);
    expect(row).toMatchObject({
      soldLast30Days: 2,
      available: 0,
      supply: 'provider',
      daysLeft: null,
    });
  });
});

import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { startFakeAiralo, type FakeAiralo } from '../../test-support/fake-providers/fake-airalo.js';
import {
  emailLogs,
  esimUsages,
  providerOrders,
  providers,
  purchaseOrders,
  wanderSerialNumbers,
} from '../../db/schema/index.js';
import { orderFixtures } from '../../test-support/kits/orders.fixtures.js';
import { pollProviders } from './poll-providers.js';
import { supplyKit } from '../../test-support/kits/supply-test-kit.js';

type Kit = Awaited<ReturnType<typeof supplyKit>>;

let t: TestApp;
let fake: FakeAiralo;
let customer: Record<string, string>;
let distributor: Record<string, string>;
let call: Kit['call'];
let walletBalance: Kit['walletBalance'];
let fx: Awaited<ReturnType<typeof orderFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  fake = await startFakeAiralo();
  fx = await orderFixtures(t.database.db, { serials: 0, tag: 'SUP' });
  ({ customer, distributor, call, walletBalance } = await supplyKit(t));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const db = () => t.database.db;
async function buy(variantId: string, qty = 1) {
  const res = await call('POST', 'payment/Payment/WanderCheckout', customer, {
    dataPlanModel: { distributorEntityCode: 'DIST001', lines: [{ variantId, qty }] },
  });
  expect(res.statusCode, res.body).toBe(200);
  await t.app.services.jobs.idle();
  const id = res.json().data.poHeaderId as string;
  const [po] = await db().select().from(purchaseOrders).where(eq(purchaseOrders.id, id));
  return po;
}
const search = async (filters: object[] = []) =>
  (
    await call('POST', 'product/PlanSupply/Search', distributor, {
      pageSize: 50,
      filterColumns: filters,
    })
  ).json().data;

describe('the Demo Supplier of the demo world', () => {
  it('a buyer pays a Demo Supplier plan and its eSIM is bought and delivered at once', async () => {
    const rows = (
      await search([{ columnName: 'search', filterValue: 'Demo Supplier', operator: 'contains' }])
    ).items;
    expect(rows.length).toBe(5);
    const iceland = rows.find((r: { packageCode: string }) => r.packageCode === 'DEMO-IS-5GB-7D');
    expect(iceland).toMatchObject({
      mode: 'provider',
      providerName: 'Demo Supplier',
      availableStock: 0,
    });
    const po = await buy(iceland.variantId, 2);
    expect(po.status).toBe('Completed');
    const esims = await db()
      .select()
      .from(wanderSerialNumbers)
      .where(
        eq(
          wanderSerialNumbers.reservedForLineId,
          sql`(select id from purchase_order_lines where po_id = ${po.id})`,
        ),
      );
    expect(esims).toHaveLength(2);
    for (const e of esims) {
      expect(e.status).toBe('delivered');
      expect(e.activationCode).toMatch(/^LPA:1\$smdp\.demo-supplier\.wander\.local\$[0-9A-F]{20}$/);
    }
    const orders = await db().select().from(providerOrders).where(eq(providerOrders.poId, po.id));
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'Completed', quantity: 2, attempts: 1 });
  });
});

describe('an Airalo account (against the local fake)', () => {
  let providerId: string;
  let packageId: string;

  it('keeps credentials sealed: never answered, and not readable in the database', async () => {
    const res = await call('POST', 'product/Providers', distributor, {
      providerName: 'Airalo (test)',
      kind: 'airalo',
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      lowBalance: 100,
      isActive: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    providerId = res.json().data.id;
    expect(res.body).not.toContain(fake.clientSecret);
    expect(res.json().data.credentialsHint).toBe(`••••${fake.clientId.slice(-4)}`);
    const [row] = await db().select().from(providers).where(eq(providers.id, providerId));
    expect(row.credentialsEnc).not.toContain(fake.clientSecret);
    expect(row.credentialsEnc).not.toContain(fake.clientId);
    await db()
      .update(providers)
      .set({ apiBaseUrl: fake.baseUrl })
      .where(eq(providers.id, providerId));
    const detail = await call('GET', `product/Providers/GetDetail/${providerId}`, distributor);
    expect(detail.body).not.toContain(fake.clientSecret);
  });

  it('Test connection answers the balance; wrong credentials answer the provider error', async () => {
    const res = await call('POST', `product/Providers/TestConnection/${providerId}`, distributor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      ok: true,
      message: 'Connection successful',
      currency: 'USD',
    });
    expect(res.json().data.balance).toBeCloseTo(fake.balanceUsd, 2);
  });

  it('Sync imports the packages as inactive plans supplied by the provider, once', async () => {
    const res = await call('POST', `product/Providers/Sync/${providerId}`, distributor);
    expect(res.statusCode, res.body).toBe(200);
    await t.app.services.jobs.idle();
    const [row] = await db().select().from(providers).where(eq(providers.id, providerId));
    expect(row.lastSyncStatus).toBe('Succeeded');
    expect(row.lastSyncMessage).toMatch(/^7 new, 0 price changes, 0 withdrawn$/);
    expect(row.syncDone).toBe(row.syncTotal);
    const again = await call('POST', `product/Providers/Sync/${providerId}`, distributor);
    expect(again.statusCode).toBe(200);
    await t.app.services.jobs.idle();
    const [second] = await db().select().from(providers).where(eq(providers.id, providerId));
    expect(second.lastSyncMessage).toBe('0 new, 0 price changes, 0 withdrawn');
    // The list shows it with its last sync (a timestamp the answer's schema must take).
    const list1 = await call('POST', 'product/Providers/Search', distributor, { pageSize: 20 });
    expect(list1.statusCode, list1.body).toBe(200);
    const listed = list1.json().data.items.find((p: { id: string }) => p.id === providerId);
    expect(listed).toMatchObject({ lastSyncStatus: 'Succeeded', balanceCurrency: 'USD' });
    expect(new Date(listed.lastSyncAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const options = await call(
      'GET',
      `product/ProviderPackages/GetSelectList?providerId=${providerId}`,
      distributor,
    );
    const list = options.json().data as { label: string; value: string }[];
    expect(list).toHaveLength(7);
    packageId = list.find((o) => o.label.includes('change-7days-1gb'))!.value;
  });

  it('a plan mapped to the package is bought from Airalo on payment: one provider order', async () => {
    const mapped = await call('PUT', `product/PlanSupply/${fx.v1}`, distributor, {
      mode: 'provider',
      providerPackageId: packageId,
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(mapped.json().message).toBe('Supply updated');
    const before = fake.ordersPlaced;
    const po = await buy(fx.v1, 1);
    expect(po.status).toBe('Completed');
    expect(fake.ordersPlaced).toBe(before + 1);
    const [esim] = await db()
      .select()
      .from(wanderSerialNumbers)
      .where(
        and(
          eq(wanderSerialNumbers.variantId, fx.v1),
          eq(wanderSerialNumbers.providerId, providerId),
        ),
      );
    expect(esim.status).toBe('delivered');
    expect(esim.activationCode).toMatch(/^LPA:1\$/);
    // The job running again (a sweep, a second replica) buys nothing more.
    await t.app.services.jobs.send('orders.deliver-on-payment', { poId: po.id });
    await t.app.services.jobs.idle();
    expect(fake.ordersPlaced).toBe(before + 1);
  });

  it('a provider that refuses (insufficient credit) fails the line: order refunded, distributor told', async () => {
    fake.insufficientBalance = true;
    const start = await walletBalance();
    const before = fake.ordersPlaced;
    const po = await buy(fx.v1, 1);
    fake.insufficientBalance = false;
    expect(po.status).toBe('Cancelled');
    expect(po.deliveryOnPayment).toBe('Failed');
    expect(await walletBalance()).toBeCloseTo(start, 2);
    expect(fake.ordersPlaced).toBe(before);
    const mails = await db()
      .select()
      .from(emailLogs)
      .where(eq(emailLogs.template, 'supply-failed'));
    expect(mails.some((m) => m.subject.includes(po.documentNo))).toBe(true);
  });

  const airaloEsim = async () =>
    (
      await db()
        .select()
        .from(wanderSerialNumbers)
        .where(
          and(
            eq(wanderSerialNumbers.providerId, providerId),
            eq(wanderSerialNumbers.status, 'delivered'),
          ),
        )
    )[0];
  const usedToday = async (serialId: string) =>
    (
      await db()
        .select({ mb: esimUsages.usedMb })
        .from(esimUsages)
        .where(eq(esimUsages.serialId, serialId))
    ).reduce((sum, r) => sum + Number(r.mb), 0);
  const webhook = (body: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/product/Providers/Webhook/airalo',
      headers: { 'content-type': 'application/json', 'airalo-signature': signature },
      payload: body,
    });

  it('a signed usage webhook fills the usage report once; a repeated one changes nothing', async () => {
    const esim = await airaloEsim();
    // A notice is a hint: what is written is what the usage endpoint answers (here the same).
    fake.setUsage(esim.iccid, { remaining: 700, total: 1024 });
    const body = JSON.stringify({
      data: { iccid: esim.iccid, remaining: 700, total: 1024, status: 'ACTIVE' },
    });
    const signature = createHmac('sha512', fake.clientSecret).update(body).digest('hex');
    const first = await webhook(body, signature);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, applied: 1 });
    expect(await usedToday(esim.id)).toBe(324);
    // Data used (and ACTIVE) is the supplier's word that the eSIM is installed (issue 29).
    const [serial] = await db()
      .select({ installedAt: wanderSerialNumbers.installedAt })
      .from(wanderSerialNumbers)
      .where(eq(wanderSerialNumbers.id, esim.id));
    expect(serial.installedAt).not.toBeNull();
    const again = await webhook(body, signature);
    expect(again.json()).toEqual({ received: true, applied: 0 });
    expect(await usedToday(esim.id)).toBe(324);
  });

  it("the periodic poll reads each provider eSIM's usage and the balance", async () => {
    const esim = await airaloEsim();
    fake.setUsage(esim.iccid, { remaining: 500, total: 1024 });
    const summary = await pollProviders(db(), t.app.services.secrets, t.app.services.mail);
    expect(summary.failed).toBe(0);
    expect(await usedToday(esim.id)).toBe(524);
    const [row] = await db().select().from(providers).where(eq(providers.id, providerId));
    expect(row.balanceCheckedAt).not.toBeNull();
  });

  it('an unsigned webhook is refused and changes nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/Providers/Webhook/airalo',
      headers: { 'content-type': 'application/json', 'airalo-signature': 'forged' },
      payload: JSON.stringify({ request_id: 'x', data: {} }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid signature');
    // A form body (parsed into an object without a prototype) is refused the same way, here and
    // at the card provider's webhook (both answered 500).
    for (const url of ['product/Providers/Webhook/airalo', 'payment/Payment/Webhook/sandbox']) {
      const form = await t.app.inject({
        method: 'POST',
        url: `/api/${url}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'a=1',
      });
      expect(form.statusCode, url).toBe(400);
    }
  });
});

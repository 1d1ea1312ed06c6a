import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import {
  startFakeEsimAccess,
  type FakeEsimAccess,
} from '../../test-support/fake-providers/fake-esim-access.js';
import {
  providers,
  purchaseOrderLines,
  purchaseOrders,
  wanderSerialNumbers,
} from '../../db/schema/index.js';
import { orderFixtures } from '../../test-support/kits/orders.fixtures.js';
import { supplyKit } from '../../test-support/kits/supply-test-kit.js';

type Kit = Awaited<ReturnType<typeof supplyKit>>;

/**
 * An eSIM Access account end to end, against the local fake: its orders are asynchronous (the
 * profiles come after an ORDER_STATUS notice), so a paid line waits, and the unsigned notice from
 * a documented sender address, received over HTTP by the listening app at the account's own URL,
 * lets the delivery finish. A repeated notice changes nothing; one from another address is refused.
 */
let t: TestApp;
let fake: FakeEsimAccess;
let customer: Record<string, string>;
let distributor: Record<string, string>;
let call: Kit['call'];
let fx: Awaited<ReturnType<typeof orderFixtures>>;
let providerId: string;
let address: string;

beforeAll(async () => {
  // One proxy in front (TRUST_PROXY=1): the fake's notices carry the sender address it appended.
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  fake = await startFakeEsimAccess();
  fx = await orderFixtures(t.database.db, { serials: 0, tag: 'ESA' });
  ({ customer, distributor, call } = await supplyKit(t));
  // The replica lane's app already listens (behind its proxy): the webhook goes to it directly.
  const listening = t.app.server.address();
  address =
    listening && typeof listening === 'object'
      ? `http://127.0.0.1:${listening.port}`
      : await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const db = () => t.database.db;
const orderOf = async (id: string) =>
  (await db().select().from(purchaseOrders).where(eq(purchaseOrders.id, id)))[0];
async function until(check: () => Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('timed out');
}

describe('an eSIM Access account (against the local fake)', () => {
  it('syncs its packages and maps a plan to one', async () => {
    const res = await call('POST', 'product/Providers', distributor, {
      providerName: 'eSIM Access (test)',
      kind: 'esim-access',
      clientId: fake.accessCode,
      clientSecret: fake.secretKey,
      lowBalance: 0,
      isActive: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    providerId = res.json().data.id;
    await db()
      .update(providers)
      .set({ apiBaseUrl: fake.baseUrl })
      .where(eq(providers.id, providerId));
    // The account's own webhook URL, as its form shows it, is where eSIM Access sends notices.
    const url = await call('GET', `product/Providers/WebhookUrl/${providerId}`, distributor);
    fake.webhookUrl = `${address}${new URL(url.json().data.webhookUrl as string).pathname}`;
    expect(
      (await call('POST', `product/Providers/Sync/${providerId}`, distributor)).statusCode,
    ).toBe(200);
    await t.app.services.jobs.idle();
    const [row] = await db().select().from(providers).where(eq(providers.id, providerId));
    expect(row.lastSyncStatus).toBe('Succeeded');
    const options = (
      await call(
        'GET',
        `product/ProviderPackages/GetSelectList?providerId=${providerId}`,
        distributor,
      )
    ).json().data as { label: string; value: string }[];
    const japan = options.find((o) => o.label.includes('(CKH491)'))!;
    const mapped = await call('PUT', `product/PlanSupply/${fx.v1}`, distributor, {
      mode: 'provider',
      providerPackageId: japan.value,
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
  });

  it('a paid line waits for the profiles, and the ORDER_STATUS notice delivers it once', async () => {
    const res = await call('POST', 'payment/Payment/WanderCheckout', customer, {
      dataPlanModel: { distributorEntityCode: 'DIST001', lines: [{ variantId: fx.v1, qty: 2 }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const poId = res.json().data.poHeaderId as string;
    await t.app.services.jobs.idle();
    expect((await orderOf(poId)).status).toBe('Paid');
    expect(fake.ordersPlaced).toBe(1);
    // The provider order's reference (eSIM Access transactionId) is the line's id.
    const [line] = await db()
      .select({ id: purchaseOrderLines.id })
      .from(purchaseOrderLines)
      .where(eq(purchaseOrderLines.poId, poId));
    const orderNo = fake.orderNoOf(line.id)!;
    expect(orderNo).toBeTruthy();
    fake.allocate(orderNo);
    await fake.deliverOrderWebhook(orderNo, { twice: true });
    await until(async () => (await orderOf(poId)).status === 'Completed');
    const esims = await db()
      .select()
      .from(wanderSerialNumbers)
      .where(
        and(
          eq(wanderSerialNumbers.providerId, providerId),
          eq(wanderSerialNumbers.variantId, fx.v1),
        ),
      );
    expect(esims).toHaveLength(2);
    expect(esims.every((e) => e.status === 'delivered')).toBe(true);
    expect(esims.every((e) => e.installedAt === null)).toBe(true);
    expect(fake.ordersPlaced).toBe(1);

    // Issue 29: the supplier reports one installed (ESIM_STATUS IN_USE): only that one is.
    await fake.deliverEsimStatusWebhook(esims[0].iccid, 'IN_USE');
    const installed = async () =>
      (
        await db()
          .select({ iccid: wanderSerialNumbers.iccid, at: wanderSerialNumbers.installedAt })
          .from(wanderSerialNumbers)
          .where(eq(wanderSerialNumbers.providerId, providerId))
      ).filter((e) => e.at !== null);
    await until(async () => (await installed()).length > 0);
    expect((await installed()).map((e) => e.iccid)).toEqual([esims[0].iccid]);
  });

  it('a notice from an address that is not eSIM Access’s changes nothing', async () => {
    const before = fake.ordersPlaced;
    const res = await t.app.inject({
      method: 'POST',
      url: new URL(fake.webhookUrl!).pathname,
      headers: {
        'content-type': 'application/json',
        // Forged at the left; the proxy appended the caller's real address.
        'x-forwarded-for': '3.1.131.226, 203.0.113.7',
      },
      payload: JSON.stringify({ notifyType: 'ORDER_STATUS', notifyId: 'n1', content: {} }),
    });
    expect(res.statusCode).toBe(400);
    expect(fake.ordersPlaced).toBe(before);
  });
});

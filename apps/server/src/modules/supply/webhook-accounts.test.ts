import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import {
  startFakeEsimAccess,
  type FakeEsimAccess,
} from '../../test-support/fake-providers/fake-esim-access.js';
import { esimUsages, providers, wanderSerialNumbers } from '../../db/schema/index.js';
import { orderFixtures } from '../../test-support/kits/orders.fixtures.js';
import { createEsimAccessAdapter } from './adapters/esim-access.js';
import { applyWebhookEvent } from './apply-webhook.js';
import { adapterOf } from './provider.queries.js';
import { supplyKit } from '../../test-support/kits/supply-test-kit.js';

/**
 * Two eSIM Access accounts of one distributor, each with an eSIM bought from it. Each account has
 * its own unguessable webhook URL, and a notice is applied to the account whose URL it came to,
 * never to every eSIM Access account; an event id is remembered per account.
 */
let t: TestApp;
let call: Awaited<ReturnType<typeof supplyKit>>['call'];
let distributor: Record<string, string>;
let address: string;
interface Account {
  fake: FakeEsimAccess;
  id: string;
  /** eSIMs bought from it: for the event-id check, the URL check and the hint check. */
  iccids: [string, string, string];
  webhookUrl: string;
}
const accounts: Account[] = [];

async function openAccount(name: string, productId: string, variantId: string) {
  const fake = await startFakeEsimAccess({ accessCode: `code-${name}`, secretKey: `key-${name}` });
  const res = await call('POST', 'product/Providers', distributor, {
    providerName: `eSIM Access ${name}`,
    kind: 'esim-access',

    clientId: fake.accessCode,
    clientSecret: fake.secretKey,
    lowBalance: 0,
    isActive: true,
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().data.id as string;
  await t.database.db
    .update(providers)
    .set({ apiBaseUrl: fake.baseUrl })
    .where(eq(providers.id, id));
  // An eSIM bought from this account, as a paid order would have stored it.
  const adapter = createEsimAccessAdapter({
    credentials: { clientId: fake.accessCode, clientSecret: fake.secretKey },
    baseUrl: fake.baseUrl,
  });
  const placed = await adapter.order({
    packageCode: 'CKH491',
    quantity: 3,
    reference: `wh-${name}`,
  });
  fake.allocate(placed.orderRef!);
  const order = await adapter.getOrder(placed.orderRef!);
  if (order.state !== 'completed') throw new Error('not allocated');
  await t.database.db.insert(wanderSerialNumbers).values(
    order.esims.map((esim) => ({
      entityCode: 'DIST001',
      productId,
      variantId,
      iccid: esim.iccid,
      activationCode: esim.activationCode,
      providerId: id,
    })),
  );
  const iccids = order.esims.map((e) => e.iccid) as [string, string, string];
  return { fake, id, iccids, webhookUrl: '' };
}

/** The account's URL as the provider form shows it; the fake posts to the listening app there. */
async function readWebhookUrl(account: Account) {
  const url = await call('GET', `product/Providers/WebhookUrl/${account.id}`, distributor);
  expect(url.statusCode, url.body).toBe(200);
  account.webhookUrl = url.json().data.webhookUrl as string;
  account.fake.webhookUrl = `${address}${new URL(account.webhookUrl).pathname}`;
}

const installedOf = async (iccid: string) =>
  (
    await t.database.db
      .select({ iccid: wanderSerialNumbers.iccid })
      .from(wanderSerialNumbers)
      .where(and(eq(wanderSerialNumbers.iccid, iccid), isNotNull(wanderSerialNumbers.installedAt)))
  ).length > 0;

beforeAll(async () => {
  // One proxy in front: the fake's X-Forwarded-For is the sender address that proxy appended.
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  ({ distributor, call } = await supplyKit(t));
  const listening = t.app.server.address();
  address =
    listening && typeof listening === 'object'
      ? `http://127.0.0.1:${listening.port}`
      : await t.app.listen({ port: 0, host: '127.0.0.1' });
  const fx = await orderFixtures(t.database.db, { serials: 0, tag: 'WHA' });
  accounts.push(await openAccount('A', fx.productId, fx.v1));
  accounts.push(await openAccount('B', fx.productId, fx.v1));
});
afterAll(async () => {
  await t.close();
  for (const a of accounts) await a.fake.close();
});

describe('a notice id is remembered per account', () => {
  it('the same event id at a second account is applied there too', async () => {
    const rows = await t.database.db
      .select()
      .from(providers)
      .where(eq(providers.entityCode, 'DIST001'));
    const rowOf = (id: string) => rows.find((r) => r.id === id)!;
    for (const a of accounts) a.fake.setStatus(a.iccids[0], 'IN_USE', 'ENABLED');
    expect(await installedOf(accounts[0].iccids[0])).toBe(false);
    // One provider's notice id, at two accounts (another account, or another company's).
    for (const a of [...accounts].reverse()) {
      const row = rowOf(a.id);
      const applied = await applyWebhookEvent(
        t.database.db,
        t.app.services.jobs,
        row,
        {
          kind: 'esim-status',
          eventKey: 'esim-access:same-notify-id',
          iccid: a.iccids[0],
          status: 'IN_USE',
        },
        adapterOf(t.app.services.secrets, row, t.database.db),
      );
      expect(applied, a.id).toBe(true);
      // Again at the same account: seen, nothing more.
      expect(
        await applyWebhookEvent(
          t.database.db,
          t.app.services.jobs,
          row,
          {
            kind: 'esim-status',
            eventKey: 'esim-access:same-notify-id',
            iccid: a.iccids[0],
            status: 'IN_USE',
          },
          adapterOf(t.app.services.secrets, row, t.database.db),
        ),
      ).toBe(false);
    }
    expect(await installedOf(accounts[0].iccids[0])).toBe(true);
    expect(await installedOf(accounts[1].iccids[0])).toBe(true);
  });
});

describe('each provider account has its own webhook URL', () => {
  it('is an unguessable address under the portal’s public address, one per account', async () => {
    for (const account of accounts) await readWebhookUrl(account);
    const [a, b] = accounts;
    const prefix = 'http://portal.test/api/product/Providers/Webhook/esim-access/';
    for (const { webhookUrl, id } of accounts) {
      expect(webhookUrl.startsWith(prefix), webhookUrl).toBe(true);
      const token = webhookUrl.slice(prefix.length);
      expect(token).toMatch(/^[0-9a-f]{64}$/);
      expect(webhookUrl).not.toContain(id);
    }
    expect(a.webhookUrl).not.toBe(b.webhookUrl);
  });

  it('applies a notice to the account whose URL it came to, and to no other', async () => {
    const [a, b] = accounts;
    // B's eSIM is in use; the notice reaches A's URL: A has no such eSIM, nothing changes.
    b.fake.webhookUrl = a.fake.webhookUrl;
    await b.fake.deliverEsimStatusWebhook(b.iccids[1], 'IN_USE');
    expect(b.fake.deliveries.at(-1)?.status).toBe(200);
    expect(await installedOf(b.iccids[1])).toBe(false);
    // At B's own URL it is B's.
    b.fake.webhookUrl = `${address}${new URL(b.webhookUrl).pathname}`;
    await b.fake.deliverEsimStatusWebhook(b.iccids[1], 'IN_USE');
    expect(await installedOf(b.iccids[1])).toBe(true);
    expect(await installedOf(a.iccids[1])).toBe(false);
  });

  it('refuses an unknown token and the old shared eSIM Access path', async () => {
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': '3.1.131.226' };
    const payload = JSON.stringify({ notifyType: 'CHECK_HEALTH', content: {} });
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/product/Providers/Webhook/esim-access/${'0'.repeat(64)}`,
      headers,
      payload,
    });
    expect(unknown.statusCode).toBe(404);
    const shared = await t.app.inject({
      method: 'POST',
      url: '/api/product/Providers/Webhook/esim-access',
      headers,
      payload,
    });
    expect(shared.statusCode).toBe(404);
  });
});

describe('every notice is a hint: the API says what is written', () => {
  const MB = 1024 * 1024;
  const post = (account: Account, notifyType: string, content: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: new URL(account.webhookUrl).pathname,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '3.1.131.226' },
      payload: JSON.stringify({ notifyType, notifyId: `${notifyType}-${Date.now()}`, content }),
    });
  const usedMbOf = async (iccid: string) => {
    const [serial] = await t.database.db
      .select({ id: wanderSerialNumbers.id })
      .from(wanderSerialNumbers)
      .where(eq(wanderSerialNumbers.iccid, iccid));
    const rows = await t.database.db
      .select({ usedMb: esimUsages.usedMb })
      .from(esimUsages)
      .where(eq(esimUsages.serialId, serial.id));
    return rows.reduce((sum, r) => sum + Number(r.usedMb), 0);
  };

  it('a DATA_USAGE notice writes the usage the API answers, not the figures it claims', async () => {
    const a = accounts[0];
    const iccid = a.iccids[2];
    a.fake.setUsage(iccid, 100 * MB);
    // Sent from a documented address to the right URL, but the figures are made up.
    const res = await post(a, 'DATA_USAGE', {
      iccid,
      totalVolume: 3 * 1024 * MB,
      orderUsage: 5 * 1024 * MB,
      remain: 0,
      remainThreshold: 0.1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await usedMbOf(iccid)).toBe(100);
  });

  it('an ESIM_STATUS IN_USE notice marks nothing installed while the API says unused', async () => {
    const b = accounts[1];
    const iccid = b.iccids[2];
    b.fake.setStatus(iccid, 'GOT_RESOURCE', 'RELEASED');
    const res = await post(b, 'ESIM_STATUS', {
      iccid,
      esimStatus: 'IN_USE',
      smdpStatus: 'ENABLED',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await installedOf(iccid)).toBe(false);
    // Once the API reports it in use, the same kind of notice marks it.
    b.fake.setStatus(iccid, 'IN_USE', 'ENABLED');
    await post(b, 'ESIM_STATUS', { iccid, esimStatus: 'IN_USE', smdpStatus: 'ENABLED' });
    expect(await installedOf(iccid)).toBe(true);
  });

  it('a notice the API cannot confirm now answers 503 and is applied when sent again', async () => {
    const a = accounts[0];
    const iccid = a.iccids[2];
    a.fake.setUsage(iccid, 300 * MB);
    const content = { iccid, totalVolume: 3 * 1024 * MB, orderUsage: 300 * MB, remain: 0 };
    a.fake.failNext(503);
    const body = { notifyType: 'DATA_USAGE', notifyId: 'retried-notice', content };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: new URL(a.webhookUrl).pathname,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '54.254.74.88' },
        payload: JSON.stringify(body),
      });
    expect((await send()).statusCode).toBe(503);
    expect(await usedMbOf(iccid)).toBe(100);
    const again = await send();
    expect(again.json()).toEqual({ received: true, applied: 1 });
    expect(await usedMbOf(iccid)).toBe(300);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';
import { customerGroups, notificationBatches, notifications } from '../../db/schema/index.js';

/**
 * Send Message for a distributor (issue 26): a distributor messages its own customers' users and
 * its own consumers, never another company's; the platform admin messages anyone.
 */
let t: TestApp;
let admin: Record<string, string>;
let dist1: Record<string, string>;
let dist2: Record<string, string>;
let retailId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await signIn(t.app, 'admin@wander.demo'), 'WANDER');
  dist1 = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  dist2 = bearer(await signIn(t.app, 'newdistributor@wander.demo'), 'DIST002');
  const [retail] = await t.database.db
    .select({ id: customerGroups.id })
    .from(customerGroups)
    .where(and(eq(customerGroups.entityCode, 'DIST001'), eq(customerGroups.name, 'Retail')));
  retailId = retail.id;
});
afterAll(() => t.close());

type Option = { label: string; value: string };
const get = (url: string, headers: Record<string, string>) =>
  t.app.inject({ url: `/api/${url}`, headers });
const post = (url: string, payload: object | undefined, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, headers, payload });
const send = (payload: object, headers: Record<string, string>) =>
  post('scheduler/Notification/Send', payload, headers);
const options = async (path: string, headers: Record<string, string>) => {
  const res = await get(`admin/Notifications/${path}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Option[];
};
const batchCount = async () => (await t.database.db.select().from(notificationBatches)).length;
const recipientsOf = (batchId: string) =>
  t.database.db
    .select({
      kind: notifications.recipientKind,
      entityCode: notifications.recipientEntityCode,
    })
    .from(notifications)
    .where(eq(notifications.batchId, batchId));

describe('Send To options of a distributor', () => {
  it("offers DIST001 its own customers and groups, DIST002 none of DIST001's", async () => {
    const own = await options('GetCustomers', dist1);
    expect(own).toHaveLength(8);
    expect(own).toContainEqual({ label: 'Skyway Travel Agency', value: 'CUST001' });
    expect(await options('GetCustomers', dist2)).toEqual([]);

    const groups = await options('GetCustomerGroups', dist1);
    expect(groups.map((g) => g.label).sort()).toEqual(['Corporate', 'Retail', 'Travel Agents']);
    expect(await options('GetCustomerGroups', dist2)).toEqual([]);
    expect((await options('GetPlatforms', dist1)).length).toBeGreaterThan(0);
  });

  it('the platform admin is offered every company', async () => {
    expect(await options('GetCustomers', admin)).toContainEqual({
      label: 'Skyway Travel Agency',
      value: 'CUST001',
    });
    expect(await options('GetCustomerGroups', admin)).toContainEqual({
      label: 'Retail (Globetrek Distribution Sdn Bhd)',
      value: retailId,
    });
  });
});

describe('scheduler/Notification/Send by a distributor', () => {
  it("DIST001 sends to everyone of its own: its customers' users and its consumers", async () => {
    const res = await send({ title: 'DIST001 hello', message: 'Hi all', target: 'all' }, dist1);
    expect(res.statusCode, res.body).toBe(200);
    await t.app.services.jobs.idle();
    const rows = await recipientsOf(res.json().data.id);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(['user', 'consumer']));
    // Customers' users carry the customer, consumers their distributor: all of DIST001's network.
    for (const r of rows) expect(['CUST001', 'DIST001']).toContain(r.entityCode);
  });

  it('DIST001 sends to its Retail group and to chosen customers of its own', async () => {
    const group = await send(
      { title: 'Retail news', message: 'x', target: 'customerGroup', customerGroupId: retailId },
      dist1,
    );
    expect(group.statusCode, group.body).toBe(200);
    const chosen = await send(
      { title: 'For two', message: 'x', target: 'customers', customers: ['CUST001', 'CUST002'] },
      dist1,
    );
    expect(chosen.statusCode, chosen.body).toBe(200);
  });

  it("refuses DIST002 another company's customers and group: 400, nothing stored or sent", async () => {
    const n = await batchCount();
    const foreign = await send(
      { title: 'x', message: 'x', target: 'customers', customers: ['CUST001'] },
      dist2,
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toEqual({ customers: ['Customers is not a valid option'] });
    const mixed = await send(
      { title: 'x', message: 'x', target: 'customers', customers: ['CUST001', 'CUST002'] },
      dist2,
    );
    expect(mixed.statusCode).toBe(400);
    const group = await send(
      { title: 'x', message: 'x', target: 'customerGroup', customerGroupId: retailId },
      dist2,
    );
    expect(group.statusCode).toBe(400);
    expect(group.json().errors).toEqual({
      customerGroupId: ['Customer Group is not a valid option'],
    });
    expect(await batchCount()).toBe(n);
  });

  it("DIST002's Everyone and platform's consumers reach none of DIST001's devices", async () => {
    const all = await send({ title: 'DIST002 all', message: 'x', target: 'all' }, dist2);
    expect(all.statusCode, all.body).toBe(200);
    const platformId = (await options('GetPlatforms', dist2))[0].value;
    const platform = await send(
      { title: 'DIST002 platform', message: 'x', target: 'platform', platformId },
      dist2,
    );
    expect(platform.statusCode, platform.body).toBe(200);
    await t.app.services.jobs.idle();
    expect(await recipientsOf(all.json().data.id)).toEqual([]);
    expect(await recipientsOf(platform.json().data.id)).toEqual([]);
  });

  it('the platform admin still messages any company', async () => {
    const res = await send(
      { title: 'Platform to CUST001', message: 'x', target: 'customers', customers: ['CUST001'] },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    await t.app.services.jobs.idle();
    const rows = await recipientsOf(res.json().data.id);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.entityCode === 'CUST001')).toBe(true);
  });
});

describe("a distributor's messages", () => {
  const list = async (headers: Record<string, string>) => {
    const res = await post('scheduler/Notification/Search', { pageSize: 100 }, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.items as { title: string; jobId: string | null; status: string }[];
  };

  it('lists its own messages only; the platform admin sees every one', async () => {
    const scheduled = await send(
      {
        title: 'DIST001 later',
        message: 'x',
        target: 'all',
        sendAt: new Date(Date.now() + 3600_000).toISOString(),
      },
      dist1,
    );
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const own = (await list(dist1)).map((b) => b.title);
    expect(own).toContain('DIST001 later');
    expect(own).not.toContain('Weekend flash sale: Japan 20% off');
    expect(own).not.toContain('DIST002 all');
    expect((await list(dist2)).map((b) => b.title)).not.toContain('DIST001 later');
    expect((await list(admin)).map((b) => b.title)).toEqual(
      expect.arrayContaining(['DIST001 later', 'DIST002 all', 'Weekend flash sale: Japan 20% off']),
    );
  });

  it("cannot cancel another company's message (404) but cancels its own", async () => {
    const [later] = (await list(dist1)).filter((b) => b.title === 'DIST001 later');
    const cancel = (headers: Record<string, string>) =>
      post(
        `scheduler/Notification/CancelScheduledJob?jobId=${encodeURIComponent(later.jobId!)}`,
        undefined,
        headers,
      );
    const foreign = await cancel(dist2);
    expect(foreign.statusCode).toBe(404);
    expect((await list(dist1)).find((b) => b.title === 'DIST001 later')?.status).toBe('Scheduled');
    const own = await cancel(dist1);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.status).toBe('Cancelled');
  });

  it("keeps the platform lists and the SMS import the platform staff's", async () => {
    expect((await post('network/Notification/Search', {}, dist1)).statusCode).toBe(403);
    expect((await post('admin/NotificationBatchLog/Search', {}, dist1)).statusCode).toBe(403);
    const sms = await t.app.inject({
      method: 'POST',
      url: '/api/scheduler/Notification/SparkPushNotification',
      headers: { ...dist1, 'content-type': 'multipart/form-data; boundary=x' },
      payload:
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nphoneNumber,message\n60123456789,Hi\n\r\n--x--\r\n',
    });
    expect(sms.statusCode).toBe(403);
  });
});

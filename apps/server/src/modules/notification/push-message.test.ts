import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';
import { customerGroups, notificationBatches, userDevices } from '../../db/schema/index.js';

let t: TestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;
let distributor: Record<string, string>;
let retailId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await signIn(t.app, 'admin@wander.demo'), 'WANDER');
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  const [retail] = await t.database.db
    .select({ id: customerGroups.id })
    .from(customerGroups)
    .where(and(eq(customerGroups.entityCode, 'DIST001'), eq(customerGroups.name, 'Retail')));
  retailId = retail.id;
});
afterAll(() => t.close());

const post = (url: string, payload?: object, headers = admin) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, headers, payload });
const send = (payload: object, headers = admin) =>
  post('scheduler/Notification/Send', payload, headers);
const cancel = (jobId: string) =>
  post(`scheduler/Notification/CancelScheduledJob?jobId=${encodeURIComponent(jobId)}`);
const recipientsOf = async (batchId: string) => {
  const res = await post('network/Notification/Search', {
    pageSize: 100,
    filterColumns: [{ columnName: 'batchId', filterValue: batchId, operator: 'eq' }],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.items as {
    recipientName: string;
    recipientKind: string;
    status: string;
    outcome: string | null;
  }[];
};
const inAnHour = () => new Date(Date.now() + 3600_000).toISOString();

describe('scheduler/Notification/Send without a push provider', () => {
  it('sends at once to the customer group: every device is logged "not sent: no push provider"', async () => {
    // The demo customer's user registers one more device (a customer's users are its recipients).
    const device = await post(
      'admin/UserDevices',
      { platform: 'android', token: 'portal-token-1', name: 'Work phone' },
      customer,
    );
    expect(device.statusCode, device.body).toBe(200);
    expect(device.json().data).not.toHaveProperty('token');

    const res = await send({
      title: 'Retail price update',
      message: 'New prices from Monday.',
      deepLink: 'wander://catalog',
      target: 'customerGroup',
      customerGroupId: retailId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const batch = res.json().data;
    expect(batch.targetLabel).toBe('Customer Group: Retail');
    // Sent at once: the job is queued before the answer is read, so a worker (another replica's
    // too) may already have started it; the answer says where it is, never Cancelled or Failed.
    expect(['Scheduled', 'Sending', 'Sent']).toContain(batch.status);
    expect(batch.jobId).toEqual(expect.any(String));
    await t.app.services.jobs.idle();

    const rows = await recipientsOf(batch.id);
    // customer@wander.demo (CUST001, Retail): its two demo devices and the one just registered.
    expect(rows).toHaveLength(3);
    for (const r of rows) {
      expect(r).toMatchObject({
        recipientKind: 'user',
        status: 'Logged',
        outcome: 'not sent: no push provider',
      });
      expect(r.recipientName).toContain('Skyway Travel Agency');
    }
    const [done] = await t.database.db
      .select()
      .from(notificationBatches)
      .where(eq(notificationBatches.id, batch.id));
    expect(done).toMatchObject({ status: 'Sent', recipients: 3, sentCount: 3, failedCount: 0 });
  });

  it('a scheduled message waits, is cancelled once, and then says it was', async () => {
    const res = await send({
      title: 'Later',
      message: 'Tomorrow',
      target: 'customers',
      customers: ['CUST001', 'CUST002'],
      sendAt: inAnHour(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { jobId, id } = res.json().data;
    expect(res.json().message).toBe('Message scheduled');
    expect(res.json().data.targetLabel).toBe('Borneo Trails Tours Sdn Bhd, Skyway Travel Agency');

    const cancelled = await cancel(jobId);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      message: 'Scheduled message cancelled',
      data: { id, status: 'Cancelled' },
    });
    expect(await recipientsOf(id)).toEqual([]);
    const again = await cancel(jobId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The message was already cancelled');
    const unknown = await cancel('no-such-job');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('The scheduled message was not found');
  });

  it('a message that has started cannot be cancelled: a clear error', async () => {
    const res = await send({ title: 'Now', message: 'At once', target: 'all' });
    await t.app.services.jobs.idle();
    const late = await cancel(res.json().data.jobId);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'The message has already started sending; it can no longer be cancelled',
    );
    // Everyone: the demo customer's devices and the demo consumers' phones.
    const kinds = new Set((await recipientsOf(res.json().data.id)).map((r) => r.recipientKind));
    expect(kinds).toEqual(new Set(['user', 'consumer']));
  });

  it('refuses bad input in the spec words and stores nothing', async () => {
    const cases: [object, Record<string, string[]>][] = [
      [{ message: 'x', target: 'all' }, { title: ['Title is required'] }],
      [{ title: 'x', message: 'x', target: 'customers' }, { customers: ['Customers is required'] }],
      [
        { title: 'x', message: 'x', target: 'customers', customers: ['DIST001'] },
        { customers: ['Customers is not a valid option'] },
      ],
      [
        { title: 'x', message: 'x', target: 'customerGroup' },
        { customerGroupId: ['Customer Group is required'] },
      ],
      [
        {
          title: 'x',
          message: 'x',
          target: 'all',
          sendAt: new Date(Date.now() - 60_000).toISOString(),
        },
        { sendAt: ['Send At must be in the future'] },
      ],
      [
        { title: 'x', message: 'x', target: 'all', imageUrl: 'javascript:alert(1)' },
        { imageUrl: ['Image URL must be an http(s) address'] },
      ],
    ];
    const count = async () => (await t.database.db.select().from(notificationBatches)).length;
    const n = await count();
    for (const [payload, errors] of cases) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors).toMatchObject(errors);
    }
    expect(await count()).toBe(n);
  });

  it('a company admin sends (its own network, push-distributor.test.ts) but reads no platform recipients', async () => {
    // Cancel of a job that is not its own: the same 404 as an unknown one.
    expect(
      (await post('scheduler/Notification/CancelScheduledJob?jobId=x', undefined, distributor))
        .statusCode,
    ).toBe(404);
    expect((await post('network/Notification/Search', {}, distributor)).statusCode).toBe(403);
    expect((await post('network/Notification/Search', {}, customer)).statusCode).toBe(403);
    expect((await send({ title: 'x', message: 'x', target: 'all' }, customer)).statusCode).toBe(
      403,
    );
  });
});

describe('network/Notification/ExportNotificationCsv', () => {
  it('exports the filtered recipients with formula-safe cells', async () => {
    const res = await send({ title: '=HYPERLINK("x")', message: 'Formula title', target: 'all' });
    await t.app.services.jobs.idle();
    const file = await post('network/Notification/ExportNotificationCsv', {
      filterColumns: [{ columnName: 'batchId', filterValue: res.json().data.id, operator: 'eq' }],
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Title,Recipient,Kind,Company,Status,Outcome,Sent At');
    expect(lines.length).toBeGreaterThan(2);
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""x""\)",/);
    expect(lines[1]).toContain(',Logged,not sent: no push provider,');
  });
});

describe('the demo world', () => {
  it('has a sent message with per-recipient outcomes and one scheduled in the future', async () => {
    const list = await post('admin/NotificationBatchLog/Search', { pageSize: 50 });
    const items = list.json().data.items as {
      id: string;
      title: string;
      status: string;
      scheduledAt: string | null;
    }[];
    const sale = items.find((b) => b.title === 'Weekend flash sale: Japan 20% off')!;
    expect(sale.status).toBe('Sent');
    const outcomes = (await recipientsOf(sale.id)).map((r) => r.status);
    expect(outcomes).toContain('Sent');
    expect(outcomes).toContain('InvalidToken');
    const later = items.find((b) => b.title === 'New Asia plans next month')!;
    expect(later.status).toBe('Scheduled');
    expect(new Date(later.scheduledAt!).getTime()).toBeGreaterThan(Date.now());
    const devices = await t.database.db.select().from(userDevices);
    expect(devices.length).toBeGreaterThanOrEqual(2);
  });
});

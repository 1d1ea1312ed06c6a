import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';
import { uploadCsv } from '../../test-support/multipart.js';
import { smsImportHistories, smsLogs } from '../../db/schema/index.js';

let t: TestApp;
let admin: Record<string, string>;
let operator: Record<string, string>;
let distributor: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await signIn(t.app, 'admin@wander.demo'), 'WANDER');
  operator = bearer(await signIn(t.app, 'operator@wander.demo'), 'WANDER');
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
});
afterAll(() => t.close());

const upload = (csv: string, headers = admin, fileName = 'promo.csv') =>
  uploadCsv(t.app, '/api/scheduler/Notification/SparkPushNotification', csv, headers, fileName);
const counts = async () => {
  const [logs] = await t.database.db.select({ n: count() }).from(smsLogs);
  const [imports] = await t.database.db.select({ n: count() }).from(smsImportHistories);
  return { logs: logs.n, imports: imports.n };
};
const search = (path: string, payload: object = {}, headers = admin) =>
  t.app.inject({ method: 'POST', url: `/api/${path}`, headers, payload });

describe('scheduler/Notification/SparkPushNotification (SMS import)', () => {
  it('queues every row of a good file and records one import', async () => {
    const before = await counts();
    const res = await upload(
      'phoneNumber,message\r\n60123456789,"Hello, traveller!"\r\n6591234567,Your plan is ready\r\n\r\n',
      operator,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('2 SMS queued');
    expect(res.json().data).toMatchObject({
      fileName: 'promo.csv',
      totalRows: 2,
      successRows: 2,
      failedRows: 0,
    });
    expect(await counts()).toEqual({ logs: before.logs + 2, imports: before.imports + 1 });

    // The sender takes them at once; without SMS_URL each is logged, not sent.
    await t.app.services.jobs.idle();
    const queued = await search('network/SparkNotificationLog/Search', {
      filterColumns: [{ columnName: 'status', filterValue: 'Logged', operator: 'eq' }],
      sortColumns: [{ columnName: 'phoneNumber', sortOrder: 'asc' }],
    });
    const rows = queued.json().data.items as {
      phoneNumber: string;
      message: string;
      sentAt: string | null;
    }[];
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          phoneNumber: '60123456789',
          message: 'Hello, traveller!',
          outcome: 'not sent: no SMS provider',
          sentAt: null,
        }),
        expect.objectContaining({ phoneNumber: '6591234567', message: 'Your plan is ready' }),
      ]),
    );
    const history = await search('network/SparkNotificationLog/SearchImportHistory');
    expect(history.json().data.items[0]).toMatchObject({
      fileName: 'promo.csv',
      totalRows: 2,
      successRows: 2,
      failedRows: 0,
      importedBy: 'operator@wander.demo',
    });
  });

  it('refuses a file with a bad row, naming its line and what is wrong, and stores nothing of it', async () => {
    const before = await counts();
    const res = await upload(
      'phoneNumber,message\n60123456789,Fine\n+60 12-345,Not a number\n60123456789012345,Too long\n60111111111,\n',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('3 row(s) of the file are invalid; nothing was imported');
    // Each bad cell by its row (the file's line, as a spreadsheet numbers it) and its column.
    expect(res.json().errors.file).toEqual([
      'Row 3, column phoneNumber: Phone Number should have only digits',
      'Row 4, column phoneNumber: Phone Number should have maximum of 13 characters',
      'Row 5, column message: Message is required',
    ]);
    expect(await counts()).toEqual(before);
  });

  it('names the row and the column of every bad cell, two in one row counted as one row (issue 26)', async () => {
    const before = await counts();
    const res = await upload('phoneNumber,message\n60123456789,Fine\n60-12,\n');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('1 row(s) of the file are invalid; nothing was imported');
    expect(res.json().errors.file).toEqual([
      'Row 3, column phoneNumber: Phone Number should have only digits',
      'Row 3, column message: Message is required',
    ]);
    expect(await counts()).toEqual(before);
  });

  it('refuses a file without the header, an empty file and a request without a file', async () => {
    const before = await counts();
    const noHeader = await upload('60123456789,Hello\n');
    expect(noHeader.json().errors.file).toEqual([
      'The first line must be the header phoneNumber,message',
    ]);
    expect((await upload('phoneNumber,message\n')).json().errors.file).toEqual([
      'The file has no SMS rows',
    ]);
    const columns = await upload('phoneNumber,message\n60123456789,Hi,extra\n');
    expect(columns.json().errors.file).toEqual(['Row 2: expected 2 columns, found 3']);
    const broken = await upload('phoneNumber,message\n60123456789,"unclosed\n');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('The file is not a valid CSV file');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/scheduler/Notification/SparkPushNotification',
      headers: admin,
      payload: { phoneNumber: '60123456789' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors).toEqual({ file: ['File is required'] });
    expect(await counts()).toEqual(before);
  });

  it('says whether an SMS provider is configured, before anything is imported (issue 26)', async () => {
    const res = await t.app.inject({
      url: '/api/network/SparkNotificationLog/GetSmsProvider',
      headers: operator,
    });
    expect(res.statusCode, res.body).toBe(200);
    // The test app has no SMS_URL: imported SMS are logged, not sent.
    expect(res.json().data).toEqual({
      configured: false,
      notice: 'No SMS provider is configured: imported SMS will be logged, not sent.',
    });
    const other = await t.app.inject({
      url: '/api/network/SparkNotificationLog/GetSmsProvider',
      headers: distributor,
    });
    expect(other.statusCode).toBe(403);
  });

  it('is refused to a company admin', async () => {
    expect((await upload('phoneNumber,message\n60123456789,Hi\n', distributor)).statusCode).toBe(
      403,
    );
  });
});

describe('notification lists', () => {
  it('the SMS log filters by status and sorts by sending time', async () => {
    const res = await search('network/SparkNotificationLog/Search', {
      filterColumns: [{ columnName: 'status', filterValue: 'Sent', operator: 'eq' }],
      sortColumns: [
        { columnName: 'sentAt', sortOrder: 'desc' },
        { columnName: 'phoneNumber', sortOrder: 'asc' },
      ],
    });
    const items = res.json().data.items as { phoneNumber: string; sentAt: string }[];
    expect(items.map((i) => i.phoneNumber)).toEqual(['60122223333', '60123456789', '60198765432']);
    expect(new Date(items[0].sentAt).toISOString()).toBe('2026-04-02T09:30:00.000Z');
    const bad = await search('network/SparkNotificationLog/Search', {
      sortColumns: [{ columnName: 'message', sortOrder: 'asc' }],
    });
    expect(bad.statusCode).toBe(400);
  });

  it('opens one SMS read-only: recipient, text, status, provider answer, times (issue 26)', async () => {
    const list = (
      await search('network/SparkNotificationLog/Search', { pageIndex: 1, pageSize: 1 })
    ).json().data.items;
    expect(list).toHaveLength(1);
    const url = `/api/network/SparkNotificationLog/GetDetail/${list[0].id}`;
    const res = await t.app.inject({ url, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual(list[0]);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await t.app.inject({
      url: `/api/network/SparkNotificationLog/GetDetail/${unknown}`,
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject({ url, headers: distributor })).statusCode).toBe(403);
  });

  it('notification batches, a batch by title with its recipients, and notifications', async () => {
    const batches = await search('admin/NotificationBatchLog/Search', {}, operator);
    expect(batches.json().data.items.map((b: { title: string }) => b.title)).toEqual([
      'New Asia plans next month',
      'Weekend flash sale: Japan 20% off',
      // The demo distributor's own message (issue 26): the platform staff see every sender's.
      'Holiday support hours',
      'Scheduled maintenance',
      'Year-end travel deals',
    ]);
    const detail = await t.app.inject({
      url: `/api/admin/NotificationBatchLog/GetByTitle?title=${encodeURIComponent('Year-end travel deals')}`,
      headers: operator,
    });
    expect(detail.json().data).toMatchObject({
      title: 'Year-end travel deals',
      status: 'Sent',
      recipients: 1,
      notifications: [
        { recipientEntityCode: 'CUST001', recipientName: 'Skyway Travel Agency', status: 'Sent' },
      ],
    });
    const missing = await t.app.inject({
      url: '/api/admin/NotificationBatchLog/GetByTitle?title=Nope',
      headers: operator,
    });
    expect(missing.statusCode).toBe(404);
    const list = await search('admin/Notifications/Search', {
      filterColumns: [
        { columnName: 'recipientEntityCode', filterValue: 'CUST001', operator: 'eq' },
      ],
    });
    // The platform's sent one and the distributor's two devices (the cancelled one never
    // reached anybody).
    expect(list.json().data.totalCount).toBe(3);
  });

  it('GetCustomers offers the business customer companies', async () => {
    const res = await t.app.inject({
      url: '/api/admin/Notifications/GetCustomers',
      headers: operator,
    });
    const data = res.json().data as { label: string; value: string }[];
    // The demo distributor's eight business customers (seed-customers.ts), by name.
    expect(data).toHaveLength(8);
    expect(data).toContainEqual({ label: 'Skyway Travel Agency', value: 'CUST001' });
    expect(data).toContainEqual({ label: 'Borneo Trails Tours Sdn Bhd', value: 'CUST002' });
  });

  it('are platform lists: a company admin gets 403', async () => {
    expect((await search('network/SparkNotificationLog/Search', {}, distributor)).statusCode).toBe(
      403,
    );
    expect((await search('admin/NotificationBatchLog/Search', {}, distributor)).statusCode).toBe(
      403,
    );
    // Send To's customers are the working company's own (push-distributor.test.ts).
    const own = await t.app.inject({
      url: '/api/admin/Notifications/GetCustomers',
      headers: distributor,
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('the SMS log is read-only (issue 37, item 11)', () => {
  it('has no route that creates, changes or deletes an entry, and the admin cannot change one', async () => {
    const logRoutes = t.app.routeRegistry.filter((r) =>
      r.url.startsWith('/api/network/SparkNotificationLog'),
    );
    // Its search and detail; the import's history and provider (POST .../Search* only reads).
    expect(logRoutes.filter((r) => ['PUT', 'PATCH', 'DELETE'].includes(r.method))).toEqual([]);
    expect(
      logRoutes
        .filter((r) => r.method === 'POST')
        .map((r) => r.url)
        .every((url) => /\/Search\w*$/.test(url)),
    ).toBe(true);
    const [entry] = await t.database.db.select().from(smsLogs).limit(1);
    expect(entry).toBeTruthy();
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/network/SparkNotificationLog/${entry.id}`,
        headers: admin,
        ...(method === 'PUT' && { payload: { status: 'sent', sentAt: '2026-01-01T00:00:00Z' } }),
      });
      expect(res.statusCode, `${method} ${res.body}`).toBe(404);
    }
    const [after] = await t.database.db.select().from(smsLogs).where(eq(smsLogs.id, entry.id));
    expect(after).toEqual(entry);
  });
});

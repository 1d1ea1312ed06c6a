import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';
import { uploadCsv } from '../../test-support/multipart.js';
import { startFakeFcm, type FakeFcm } from '../../test-support/fake-fcm.js';
import {
  consumerDevices,
  notificationBatches,
  smsLogs,
  wanderPlatforms,
} from '../../db/schema/index.js';
import { createPushBatch } from './send-push-message.js';
import { deliverPushBatch } from './deliver-push-batch.js';
import { createPushProvider } from './push-provider.js';

let fake: FakeFcm;
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  fake = await startFakeFcm();
  t = await createTestApp({
    env: {
      FIREBASE_CREDENTIALS: fake.credentials,
      FCM_BASE_URL: fake.baseUrl,
      FCM_TOKEN_URL: `${fake.baseUrl}/token`,
      SMS_URL: `${fake.baseUrl}/sms`,
      NOTIFICATION_BATCH_SIZE: '4',
    },
  });
  admin = bearer(await signIn(t.app, 'admin@wander.demo'), 'WANDER');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const platformId = async (code: string) => {
  const [p] = await t.database.db
    .select({ id: wanderPlatforms.id })
    .from(wanderPlatforms)
    .where(eq(wanderPlatforms.platformCode, code));
  return p.id;
};

/** Gives `n` new consumers of the platform a device each: tokens `${prefix}${i}`. */
async function consumersWithDevices(platform: string, prefix: string, n: number) {
  await t.database.db.execute(sql`
    insert into consumers (entity_code, platform_id, email, name, country, referral_code)
    select 'DIST001', ${platform}::uuid, ${prefix} || g || '@bulk.test', 'Bulk ' || g, 'MY',
           upper(left(md5(${prefix} || g), 12))
    from generate_series(1, ${n}) g`);
  await t.database.db.execute(sql`
    insert into consumer_devices (consumer_id, platform, token)
    select id, 'android', split_part(email, '@', 1) from consumers
    where email like ${`${prefix}%@bulk.test`}`);
}

describe('push messages through FCM HTTP v1 (a local fake)', () => {
  it('takes an OAuth token, sends in batches, and removes the dead tokens', async () => {
    const kiosk = await platformId('KIOSK-KUL');
    await consumersWithDevices(kiosk, 'live-', 9);
    await consumersWithDevices(kiosk, 'dead-', 2);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/scheduler/Notification/Send',
      headers: admin,
      payload: {
        title: 'Kiosk offer',
        message: 'Pick up a free SIM pin',
        deepLink: 'wander://offers',
        target: 'platform',
        platformId: kiosk,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.services.jobs.idle();

    expect(fake.tokenRequests).toBe(1);
    expect(fake.unauthorized).toBe(0);
    expect(fake.sends).toHaveLength(11);
    expect(new Set(fake.sends.map((s) => s.token)).size).toBe(11);
    expect(fake.sends[0]).toMatchObject({
      title: 'Kiosk offer',
      body: 'Pick up a free SIM pin',
      deepLink: 'wander://offers',
    });
    const [batch] = await t.database.db
      .select()
      .from(notificationBatches)
      .where(eq(notificationBatches.id, res.json().data.id));
    expect(batch).toMatchObject({ status: 'Sent', recipients: 11, sentCount: 9, failedCount: 2 });
    const rows = await t.app.inject({
      method: 'POST',
      url: '/api/network/Notification/Search',
      headers: admin,
      payload: {
        pageSize: 50,
        filterColumns: [
          { columnName: 'batchId', filterValue: batch.id, operator: 'eq' },
          { columnName: 'status', filterValue: 'InvalidToken', operator: 'eq' },
        ],
      },
    });
    expect(rows.json().data.items).toHaveLength(2);
    expect(rows.json().data.items[0].outcome).toBe('invalid token: UNREGISTERED; device removed');
    const left = await t.database.db
      .select({ token: consumerDevices.token })
      .from(consumerDevices)
      .where(sql`${consumerDevices.token} like 'dead-%' or ${consumerDevices.token} like 'live-%'`);
    expect(left.map((d) => d.token).sort()).toEqual(
      Array.from({ length: 9 }, (_, i) => `live-${i + 1}`).sort(),
    );

    // The cached token serves the next message: no second OAuth exchange.
    await t.app.inject({
      method: 'POST',
      url: '/api/scheduler/Notification/Send',
      headers: admin,
      payload: { title: 'Again', message: 'Second', target: 'platform', platformId: kiosk },
    });
    await t.app.services.jobs.idle();
    expect(fake.sends).toHaveLength(20);
    expect(fake.tokenRequests).toBe(1);
  });

  it('sends the imported SMS through the HTTP SMS provider', async () => {
    // The import screen is told before importing that a provider is there (issue 26).
    const provider = await t.app.inject({
      url: '/api/network/SparkNotificationLog/GetSmsProvider',
      headers: admin,
    });
    expect(provider.json().data).toEqual({ configured: true, notice: null });
    const res = await uploadCsv(
      t.app,
      '/api/scheduler/Notification/SparkPushNotification',
      'phoneNumber,message\n60111000001,Hello one\n60111000002,Hello two\n',
      admin,
      'sms.csv',
    );
    expect(res.statusCode, res.body).toBe(200);
    await t.app.services.jobs.idle();
    expect(fake.sms).toEqual(
      expect.arrayContaining([
        { to: '60111000001', message: 'Hello one' },
        { to: '60111000002', message: 'Hello two' },
      ]),
    );
    const sent = await t.database.db
      .select({ status: smsLogs.status, outcome: smsLogs.outcome })
      .from(smsLogs)
      .where(sql`${smsLogs.phoneNumber} like '6011100000%'`);
    expect(sent).toEqual([
      { status: 'Sent', outcome: 'sent: HTTP 200' },
      { status: 'Sent', outcome: 'sent: HTTP 200' },
    ]);
  });

  it('10,000 recipients in batches: a run stopped midway resumes, and each device gets exactly one message', async () => {
    const app = await platformId('WEB-HK');
    // Only the new consumers are reached: move WEB-HK's demo consumers to another platform.
    await t.database.db.execute(
      sql`update consumers set platform_id = ${await platformId('WEB-MY')} where platform_id = ${app}::uuid`,
    );
    await consumersWithDevices(app, 'bulk-', 10_000);
    const batchId = await createPushBatch(
      t.database.db,
      {
        title: 'Big news',
        message: 'For everyone on the web',
        target: 'platform',
        platformId: app,
      },
      { createdBy: 'admin@wander.demo', sender: null },
    );
    const provider = createPushProvider(t.config.messaging);
    const before = fake.sends.length;
    let batches = 0;
    const crash = deliverPushBatch(t.database.db, provider, batchId, {
      batchSize: 1000,
      afterBatch: () => {
        if (++batches === 4) throw new Error('the worker died');
      },
    });
    await expect(crash).rejects.toThrow('the worker died');
    const [midway] = await t.database.db
      .select()
      .from(notificationBatches)
      .where(eq(notificationBatches.id, batchId));
    expect(midway).toMatchObject({ status: 'Sending', recipients: 10_000, sentCount: 4000 });
    expect(fake.sends.length - before).toBe(4000);

    // The job's retry: the same batch, resumed where it stopped.
    await deliverPushBatch(t.database.db, provider, batchId, { batchSize: 1000 });
    const sends = fake.sends.slice(before);
    expect(sends).toHaveLength(10_000);
    const perToken = new Map<string, number>();
    for (const s of sends) perToken.set(s.token, (perToken.get(s.token) ?? 0) + 1);
    expect(perToken.size).toBe(10_000);
    expect([...perToken.values()].every((n) => n === 1)).toBe(true);
    const [done] = await t.database.db
      .select()
      .from(notificationBatches)
      .where(eq(notificationBatches.id, batchId));
    expect(done).toMatchObject({ status: 'Sent', sentCount: 10_000, failedCount: 0 });
    // A third run (a duplicate job) sends nothing.
    await deliverPushBatch(t.database.db, provider, batchId, { batchSize: 1000 });
    expect(fake.sends.length - before).toBe(10_000);
  }, 180_000);
});

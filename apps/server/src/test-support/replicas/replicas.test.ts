// What several server processes behind a load balancer must share (issue 17): two replicas of
// the app, each with its own pool, caches and job queue, on one PostgreSQL database behind
// Debian's haproxy. Each test does something on one replica and checks it on the other
// (`X-Replica-Pin`), which per-process state would fail. PostgreSQL only: one process owns the
// embedded database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { productPrices, products, users } from '../../db/schema/index.js';
import { USAGE_ALERTS_JOB } from '../../modules/usage/usage-alert-jobs.js';
import { passwordForm } from '../demo-otp.js';
import {
  bearer,
  createTestApp,
  DEMO_PASSWORD,
  eventually,
  formPost,
  type TestApp,
} from '../test-app.js';

const onPostgres = !!process.env.DATABASE_URL;
let t: TestApp;

/** A request to one replica (r1 or r2) through the proxy. */
const on = (replica: 'r1' | 'r2', options: InjectOptions) =>
  t.app.inject({ ...options, headers: { ...options.headers, 'x-replica-pin': replica } });

const token = (replica: 'r1' | 'r2', form: Record<string, string>, ip = '10.9.0.1') =>
  on(replica, formPost('/api/token', { client_id: 'wander-web', ...form }, { ip }));
// The demo operator has a second factor: passwordForm adds its current code.
const password = async (replica: 'r1' | 'r2', username: string, pass: string, ip?: string) =>
  token(replica, await passwordForm(username, pass), ip);

describe.skipIf(!onPostgres)('two replicas behind haproxy', () => {
  beforeAll(async () => {
    t = await createTestApp({
      replicas: 2,
      realJobs: true,
      // Long enough that only a shared invalidation explains a change seen at once.
      env: { AUTH_CONTEXT_CACHE_SECONDS: '120', CATALOG_CACHE_SECONDS: '120' },
    });
  }, 120_000);
  afterAll(() => t?.close());

  it('sends requests to both replicas in turn', async () => {
    const served = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      served.push(res.headers['x-replica']);
    }
    expect(new Set(served)).toEqual(new Set(['r1', 'r2']));
    expect(served[0]).not.toBe(served[1]);
  });

  it('counts failed sign-ins on every replica together', async () => {
    // 5 failures per account in a window: 3 on one replica, 2 on the other.
    for (const replica of ['r1', 'r2', 'r1', 'r2', 'r1'] as const) {
      const res = await password(replica, 'agent@wander.demo', 'Wrong#pass1');
      expect(res.json().error).toBe('invalid_grant');
    }
    for (const replica of ['r1', 'r2'] as const) {
      const blocked = await password(replica, 'agent@wander.demo', DEMO_PASSWORD);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('ends a session on every replica: a reused refresh token, a deactivated user', async () => {
    const signedIn = await password('r1', 'customer@wander.demo', DEMO_PASSWORD, '10.9.0.2');
    expect(signedIn.statusCode).toBe(200);
    const first = signedIn.json();
    // r2 accepts r1's token and caches the user's access for two minutes.
    const me = () => ({ method: 'POST', url: '/api/identity/account/Reload' }) as const;
    const meOn = (replica: 'r1' | 'r2', access: string) =>
      on(replica, { ...me(), headers: bearer(access) });
    expect((await meOn('r2', first.access_token)).statusCode).toBe(200);
    expect((await meOn('r1', first.access_token)).statusCode).toBe(200);

    // Rotated on r2; the old refresh token presented again on r1 revokes the family...
    const rotated = await token('r2', {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    });
    expect(rotated.statusCode).toBe(200);
    const reuse = await token('r1', {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
    });
    expect(reuse.statusCode).toBe(400);
    // ...so the token r2 issued is dead on r2 as well.
    const after = await token('r2', {
      grant_type: 'refresh_token',
      refresh_token: rotated.json().refresh_token,
    });
    expect(after.statusCode).toBe(400);

    // A deactivation written anywhere ends the access on both replicas at once, not after the
    // two minutes either of them cached it for.
    await t.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.email, 'customer@wander.demo'));
    for (const replica of ['r1', 'r2'] as const) {
      expect(
        await eventually(async () => (await meOn(replica, first.access_token)).statusCode === 401),
      ).toBe(true);
    }
    await t.database.db
      .update(users)
      .set({ isActive: true })
      .where(eq(users.email, 'customer@wander.demo'));
  });

  it('ends a signed-out session on the other replica at once, though it cached the access', async () => {
    const signedIn = await password('r1', 'operator@wander.demo', DEMO_PASSWORD, '10.9.0.3');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const session = signedIn.json();
    const reload = (replica: 'r1' | 'r2') =>
      on(replica, {
        method: 'POST',
        url: '/api/identity/account/Reload',
        headers: bearer(session.access_token),
      });
    // r2 caches the operator's access for two minutes.
    expect((await reload('r2')).statusCode).toBe(200);
    const revoked = await on('r1', formPost('/api/token/revoke', { token: session.refresh_token }));
    expect(revoked.statusCode).toBe(200);
    expect((await reload('r1')).statusCode).toBe(401);
    expect(await eventually(async () => (await reload('r2')).statusCode === 401)).toBe(true);
  });

  it("drops both replicas' cached catalogue pages when a price changes", async () => {
    const signedIn = await password('r2', 'customer@wander.demo', DEMO_PASSWORD, '10.9.0.3');
    expect(signedIn.statusCode).toBe(200);
    const customer = bearer(signedIn.json().access_token, 'CUST001');
    const search = (replica: 'r1' | 'r2') =>
      on(replica, {
        method: 'POST',
        url: '/api/product/Product/SearchByDistributor',
        headers: customer,
        payload: {
          distributorEntityCode: 'DIST001',
          countryCode: ['JP'],
          textSearch: 'Japan eSIM',
        },
      });
    const priceOn = async (replica: 'r1' | 'r2') => {
      const res = await search(replica);
      expect(res.statusCode).toBe(200);
      return res.json().data.items[0].productVariants[0].unitPrice as number;
    };
    const before = await priceOn('r1');
    expect(await priceOn('r2')).toBe(before); // both replicas now hold the page
    const [jp] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.productName, 'Japan eSIM'));
    await t.database.db
      .update(productPrices)
      .set({ unitPriceMinor: sql`${productPrices.unitPriceMinor} + 500` })
      .where(and(eq(productPrices.entityCode, 'DIST001'), eq(productPrices.productId, jp.id)));
    for (const replica of ['r1', 'r2'] as const) {
      expect(await eventually(async () => (await priceOn(replica)) !== before)).toBe(true);
      expect(await priceOn(replica)).toBeCloseTo(before + 5, 2);
    }
  });

  it('runs a scheduled job once however many replicas keep its timer', async () => {
    // Both replicas started the usage-alert timer; its start-up run was queued once.
    const rows = (await t.database.db.execute(
      sql`select count(*)::int as "n" from pgboss.job where name = ${USAGE_ALERTS_JOB}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0].n).toBe(1);
    const policy = (await t.database.db.execute(
      sql`select policy from pgboss.queue where name = ${USAGE_ALERTS_JOB}`,
    )) as unknown as { rows: { policy: string }[] };
    expect(policy.rows[0].policy).toBe('stately');
    // A timer's run in the same period from the other replica queues nothing, even once the
    // first run has finished (the stately policy alone would let a second one in then).
    const HOUR = 3_600_000;
    const left = HOUR - (Date.now() % HOUR);
    if (left < 30_000) await new Promise((r) => setTimeout(r, left + 1_000));
    const [r1, r2] = t.replicated!.replicas;
    // A key of its own, so the start-up run (its slot, its stately place) plays no part.
    const tick = { singletonKey: 'replicas-test', singletonSeconds: 3600 };
    const id = await r1.services.jobs.send(USAGE_ALERTS_JOB, {}, tick);
    expect(id).not.toBeNull();
    const finished = await eventually(async () => {
      const state = (await t.database.db.execute(
        sql`select state from pgboss.job where id = ${id}`,
      )) as unknown as { rows: { state: string }[] };
      return state.rows[0]?.state === 'completed';
    }, 15_000);
    expect(finished).toBe(true);
    expect(await r2.services.jobs.send(USAGE_ALERTS_JOB, {}, tick)).toBeNull();
  });

  it('serves a file uploaded through one replica from the other', async () => {
    const signedIn = await password('r1', 'distributor@wander.demo', DEMO_PASSWORD, '10.9.0.4');
    const dist = bearer(signedIn.json().access_token, 'DIST001');
    const image = await sharp({
      create: { width: 400, height: 250, channels: 3, background: '#13a8a8' },
    })
      .png()
      .toBuffer();
    const boundary = '----wander-replicas';
    const uploaded = await on('r1', {
      method: 'POST',
      url: '/api/product/Product/files',
      headers: { ...dist, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="beach.png"\r\n` +
            'Content-Type: image/png\r\n\r\n',
        ),
        image,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(uploaded.statusCode).toBe(200);
    const id = uploaded.json().data.id as string;
    const first = await on('r1', { method: 'GET', url: `/api/files/${id}`, headers: dist });
    const second = await on('r2', { method: 'GET', url: `/api/files/${id}`, headers: dist });
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-replica']).toBe('r2');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });
});

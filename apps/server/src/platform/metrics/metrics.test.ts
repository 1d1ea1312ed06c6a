import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { freePort } from '../../stack/free-port.js';
import { samplesOf, valueOf } from '../../test-support/prometheus-text.js';
import { apiLogs, providers } from '../../db/schema/index.js';

/**
 * GET /api/metrics as an operator reads it: refused without the scrape token or the API log's
 * permission, then every figure docs/operations.md ("Metrics and alerts") lists, each moved
 * by what it measures.
 */
const TOKEN = 'metrics-token-for-the-test-0123456789';
let t: TestApp;
let admin: Record<string, string>;
let distributor: Record<string, string>;

beforeAll(async () => {
  // Metrics are per process: one replica, so every call below lands where the scrape reads.
  t = await createTestApp({ replicas: 1, env: { METRICS_TOKEN: TOKEN } });
  admin = bearer(await signIn(t.app, 'admin@wander.demo'));
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
});
afterAll(() => t?.close());

const scrape = async () => {
  const res = await t.app.inject({ url: '/api/metrics', headers: bearer(TOKEN) });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.body;
};

describe('GET /api/metrics', () => {
  it('answers 401 without credentials and 403 with wrong ones, in the error envelope', async () => {
    const none = await t.app.inject({ url: '/api/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
    const customer = bearer(await signIn(t.app, 'customer@wander.demo'));
    for (const headers of [
      bearer('not-the-metrics-token-at-all-0123'),
      bearer(`${TOKEN}x`),
      customer,
      { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
    ]) {
      const res = await t.app.inject({ url: '/api/metrics', headers });
      expect(res.statusCode, headers.authorization).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('answers the scrape token and a user allowed to read the API log, in the text format', async () => {
    for (const headers of [bearer(TOKEN), admin]) {
      const res = await t.app.inject({ url: '/api/metrics', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
    }
  });

  it('counts a request under its route pattern, never the URL asked for', async () => {
    const before = await scrape();
    const health = { method: 'GET', route: '/api/health', status_code: '200' };
    for (let i = 0; i < 3; i++) await t.app.inject({ url: '/api/health' });
    const id = randomUUID();
    const log = await t.app.inject({ url: `/api/admin/ApiLogs/${id}`, headers: admin });
    expect(log.statusCode).toBe(404);
    await t.app.inject({ url: `/api/no-such-route/${id}` });
    const after = await scrape();
    const count = (text: string, labels: Record<string, string>) =>
      valueOf(text, 'http_request_duration_seconds_count', labels);
    expect(count(after, health) - count(before, health)).toBe(3);
    expect(count(after, { route: '/api/admin/ApiLogs/:id', status_code: '404' })).toBe(1);
    expect(count(after, { route: 'unmatched', status_code: '404' })).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain(id);
    // A histogram: the +Inf bucket holds every request, the sum their seconds.
    expect(valueOf(after, 'http_request_duration_seconds_bucket', { ...health, le: '+Inf' })).toBe(
      count(after, health),
    );
  });

  it('reports the event-loop delay, the process and the database pool', async () => {
    // The delay is measured between scrapes (each resets it): let the monitor take samples.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const text = await scrape();
    for (const name of [
      'nodejs_eventloop_lag_p50_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_eventloop_lag_max_seconds',
    ]) {
      const [sample] = samplesOf(text, name);
      expect(sample, name).toBeDefined();
      expect(sample.value).toBeGreaterThan(0);
      expect(sample.value).toBeLessThan(10);
    }
    expect(valueOf(text, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(valueOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    expect(valueOf(text, 'db_info', { kind: t.database.kind })).toBe(1);
    const pool = t.database.pool();
    expect(valueOf(text, 'db_pool_connections', { state: 'max' })).toBe(pool.max);
    expect(valueOf(text, 'db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    if (t.database.kind === 'postgres') {
      expect(samplesOf(text, 'db_pool_connections', { state: 'idle' })).toHaveLength(1);
    }
  });

  it("counts a job's failed attempts per job, the last one as final", async () => {
    const jobs = t.app.services.jobs;
    jobs.define(
      'test.metrics-failing',
      async () => {
        throw new Error('fails every time');
      },
      { retryLimit: 1, retryDelaySeconds: 0, retryBackoff: false },
    );
    jobs.define('test.metrics-fine', async () => {}, {
      retryLimit: 1,
      retryDelaySeconds: 0,
      retryBackoff: false,
    });
    await jobs.send('test.metrics-failing', {});
    await jobs.send('test.metrics-fine', {});
    await jobs.idle();
    const text = await scrape();
    const failing = { job_name: 'test.metrics-failing' };
    expect(valueOf(text, 'jobs_failed_total', { ...failing, final: 'false' })).toBe(1);
    expect(valueOf(text, 'jobs_failed_total', { ...failing, final: 'true' })).toBe(1);
    expect(samplesOf(text, 'jobs_failed_total', { job_name: 'test.metrics-fine' })).toEqual([]);
    // Every defined job has its depth, 0 when nothing waits.
    expect(samplesOf(text, 'jobs_queue_depth', failing)).toMatchObject([{ value: 0 }]);
    expect(samplesOf(text, 'jobs_queue_depth', { job_name: 'mail.send' })).toHaveLength(1);
  });

  it('times every provider call and counts the failed ones per provider', async () => {
    const nobody = `http://127.0.0.1:${await freePort()}/v2`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/product/Providers',
      headers: distributor,
      payload: {
        providerName: 'Airalo (nobody answers)',
        kind: 'airalo',
        clientId: 'client',
        clientSecret: 'secret',
        apiBaseUrl: nobody,
        lowBalance: 0,
        isActive: true,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const [airalo] = await t.database.db
      .select({ id: providers.id })
      .from(providers)
      .where(eq(providers.providerName, 'Airalo (nobody answers)'));
    const [demo] = await t.database.db
      .select({ id: providers.id })
      .from(providers)
      .where(and(eq(providers.kind, 'demo'), eq(providers.entityCode, 'DIST001')));
    const test = (id: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/product/Providers/TestConnection/${id}`,
        headers: distributor,
      });
    expect((await test(airalo.id)).json().data.ok).toBe(false);
    expect((await test(airalo.id)).json().data.ok).toBe(false);
    expect((await test(demo.id)).json().data.ok).toBe(true);
    const text = await scrape();
    const call = (provider: string) => ({ provider, operation: 'testConnection' });
    expect(valueOf(text, 'provider_call_errors_total', call('airalo'))).toBe(2);
    expect(valueOf(text, 'provider_call_duration_seconds_count', call('airalo'))).toBe(2);
    expect(valueOf(text, 'provider_call_duration_seconds_count', call('demo'))).toBe(1);
    expect(samplesOf(text, 'provider_call_errors_total', call('demo'))).toEqual([]);
  });

  it('reports the worker pools through the functions the pool calls', async () => {
    const { metrics } = t.app.services;
    const stop = metrics.setPoolQueueSource(() => ({ name: 'pdf', queueSize: 3, threads: 2 }));
    await scrape(); // the utilisation's window starts at a scrape
    metrics.recordPoolTask('pdf', 0.02, 0.005);
    metrics.recordPoolTask('pdf', 0.5, 0.015);
    const text = await scrape();
    const pdf = { pool: 'pdf' };
    expect(valueOf(text, 'worker_pool_queue_size', pdf)).toBe(3);
    expect(valueOf(text, 'worker_pool_threads', pdf)).toBe(2);
    expect(valueOf(text, 'worker_pool_run_seconds_count', pdf)).toBe(2);
    expect(valueOf(text, 'worker_pool_wait_seconds_bucket', { ...pdf, le: '0.1' })).toBe(1);
    expect(valueOf(text, 'worker_pool_busy_seconds_total', pdf)).toBeCloseTo(0.02);
    const utilisation = valueOf(text, 'worker_pool_utilisation', pdf);
    expect(utilisation).toBeGreaterThan(0);
    expect(utilisation).toBeLessThanOrEqual(1);
    stop();
    expect(samplesOf(await scrape(), 'worker_pool_queue_size', pdf)).toEqual([]);
  });

  it('sends the text compressed when asked, and keeps only refused calls in the API log', async () => {
    const res = await t.app.inject({
      url: '/api/metrics',
      headers: { ...bearer(TOKEN), 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('# TYPE jobs_failed_total counter');
    await t.app.apiLog.flush();
    const logged = await t.database.db
      .select({ statusCode: apiLogs.statusCode })
      .from(apiLogs)
      .where(eq(apiLogs.path, '/api/metrics'));
    expect(new Set(logged.map((row) => row.statusCode))).toEqual(new Set([401, 403]));
  });

  it('is in the OpenAPI document with its text answer and both ways in', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const operation = doc.paths['/api/metrics'].get;
    expect(Object.keys(operation.responses['200'].content)).toEqual(['text/plain']);
    expect(operation.security).toEqual([{ bearer: [] }, { metricsToken: [] }]);
    expect(operation['x-permission']).toBe('admin/ApiLogs View');
    expect(doc.components.securitySchemes.metricsToken).toMatchObject({ scheme: 'bearer' });
  });
});

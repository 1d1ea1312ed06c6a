import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { freePort } from '../../stack/free-port.js';

/**
 * Debian's Prometheus scrapes a running server as an operator would configure it: a scrape job on
 * /api/metrics with METRICS_TOKEN as the bearer, the documented alerting rules loaded. The
 * configuration follows Prometheus's documentation (prometheus/prometheus
 * docs/configuration/configuration.md: `scrape_config`, `authorization: {type, credentials}`,
 * `rule_files`); its HTTP API (docs/querying/api.md) says whether the target is up, what a query
 * answers and how the rules evaluate. CI installs the package (.ci/run); a machine without it
 * skips this file, saying so.
 */
const PROMETHEUS = process.env.PROMETHEUS_PATH ?? '/usr/bin/prometheus';
const PROMTOOL = path.join(path.dirname(PROMETHEUS), 'promtool');
const RULES = path.resolve(import.meta.dirname, '../../../../../docs/prometheus-alerts.yml');
const installed = fs.existsSync(PROMETHEUS);
if (!installed && !process.env.CI) {
  console.warn(
    `Skipping the Prometheus scrape test: ${PROMETHEUS} is missing (apt-get install prometheus)`,
  );
}
const TOKEN = 'prometheus-scrape-test-token-0123456789';

describe.skipIf(!installed && !process.env.CI)('Prometheus scraping /api/metrics', () => {
  let t: TestApp;
  let dir: string;
  let prometheus: ChildProcess | undefined;
  let output = '';
  let api = '';

  /** A GET of Prometheus's HTTP API, its `data` when the status is success. */
  const ask = async <T>(pathAndQuery: string): Promise<T> => {
    const res = await fetch(`${api}${pathAndQuery}`);
    const body = (await res.json()) as { status: string; data: T; error?: string };
    if (body.status !== 'success') throw new Error(`${pathAndQuery}: ${body.error}`);
    return body.data;
  };
  /** Polls until `check` answers something, up to 60 s (Prometheus scrapes every second). */
  const until = async <T>(what: string, check: () => Promise<T | undefined>): Promise<T> => {
    let last: unknown;
    for (let i = 0; i < 240; i++) {
      try {
        const found = await check();
        if (found !== undefined) return found;
      } catch (error) {
        last = error;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(
      `${what} did not happen (${String(last)}); Prometheus said:\n${output.slice(-3000)}`,
    );
  };

  beforeAll(async () => {
    if (!installed)
      throw new Error(`CI must have Prometheus at ${PROMETHEUS} (.ci/run installs it)`);
    t = await createTestApp({ replicas: 1, env: { METRICS_TOKEN: TOKEN } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wander-prometheus-'));
    const config = [
      'global:',
      '  scrape_interval: 1s',
      '  evaluation_interval: 1s',
      'rule_files:',
      `  - ${JSON.stringify(RULES)}`,
      'scrape_configs:',
      '  - job_name: wander',
      '    metrics_path: /api/metrics',
      '    authorization:',
      '      type: Bearer',
      `      credentials: ${JSON.stringify(TOKEN)}`,
      '    static_configs:',
      `      - targets: ["127.0.0.1:${port}"]`,
    ].join('\n');
    fs.writeFileSync(path.join(dir, 'prometheus.yml'), `${config}\n`);
    const listen = `127.0.0.1:${await freePort()}`;
    api = `http://${listen}/api/v1`;
    prometheus = spawn(
      PROMETHEUS,
      [
        `--config.file=${path.join(dir, 'prometheus.yml')}`,
        `--storage.tsdb.path=${path.join(dir, 'data')}`,
        `--web.listen-address=${listen}`,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    prometheus.stdout!.on('data', (chunk) => (output += chunk));
    prometheus.stderr!.on('data', (chunk) => (output += chunk));
  }, 120_000);

  afterAll(async () => {
    if (prometheus && prometheus.exitCode === null) {
      const exited = new Promise((resolve) => prometheus!.once('exit', resolve));
      prometheus.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (prometheus.exitCode === null) prometheus.kill('SIGKILL');
    }
    await t?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('finds the server up and stores its request durations', async () => {
    interface Target {
      health: string;
      lastError: string;
      scrapeUrl: string;
    }
    const target = await until('the target up', async () => {
      const { activeTargets } = await ask<{ activeTargets: Target[] }>('/targets');
      return activeTargets.find((candidate) => candidate.health === 'up');
    });
    expect(target.scrapeUrl).toMatch(/\/api\/metrics$/);
    interface Series {
      metric: Record<string, string>;
      value: [number, string];
    }
    const query = (expr: string) =>
      ask<{ result: Series[] }>(`/query?query=${encodeURIComponent(expr)}`);
    // The scrapes themselves are requests: the next scrape reports the previous ones.
    const series = await until('a request duration series', async () => {
      const { result } = await query('http_request_duration_seconds_count');
      return result.find((s) => s.metric.route === '/api/metrics') ? result : undefined;
    });
    expect(series[0].metric).toMatchObject({ job: 'wander', method: 'GET', status_code: '200' });
    const { result: up } = await query('up{job="wander"}');
    expect(up.map((s) => s.value[1])).toEqual(['1']);
  }, 90_000);

  it('loads the documented alerting rules, and every one of them evaluates', async () => {
    if (fs.existsSync(PROMTOOL)) execFileSync(PROMTOOL, ['check', 'rules', RULES]);
    interface Rule {
      name: string;
      health: string;
      lastError?: string;
    }
    const rules = await until('every rule evaluated', async () => {
      const { groups } = await ask<{ groups: { rules: Rule[] }[] }>('/rules?type=alert');
      const all = groups.flatMap((group) => group.rules);
      return all.length > 0 && all.every((rule) => rule.health !== 'unknown') ? all : undefined;
    });
    expect(rules.length).toBeGreaterThanOrEqual(10);
    expect(rules.filter((rule) => rule.health !== 'ok')).toEqual([]);
  }, 90_000);
});

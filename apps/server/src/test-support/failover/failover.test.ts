import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  Api,
  OPERATIONS,
  operate,
  seeded,
  type Operation,
  type Outcome,
} from '../crash/crash-driver.js';
import { invariantsAlways, invariantsAtRest, runSummary } from '../crash/crash-invariants.js';
import { logTail, spawnServer, type ServerProcess } from '../crash/server-process.js';
import { freePort } from '../../stack/free-port.js';
import { startHaproxy, type Proxy } from '../../stack/haproxy.js';
import { startHaCluster, type HaCluster } from '../../stack/pg-ha-cluster.js';
import { copyDatabase, lostPurchases, planIds } from './failover-data.js';

const url = process.env.DATABASE_URL;
const enabled = !!url && !!process.env.TEST_PG_HA;
const SEED = Number(process.env.FAILOVER_SEED ?? 20261128);
const FAILOVERS = Number(process.env.FAILOVER_COUNT ?? 5);
const CONCURRENCY = 3;
/** The service must answer a write again within this after the primary is killed. */
const ANSWER_WITHIN_MS = 30_000;
/**
 * Operations let run per failover (the work pauses after them until the next one): the kill
 * falls after at least half of them have completed, with calls in flight.
 */
const OPS_PER_FAILOVER = 20;
/**
 * How long the work left may take to finish: a delivery whose job was cut by a failover is sent
 * again by the once-a-minute sweep of orders paid over a minute ago (up to two minutes).
 */
const SETTLE_MS = 150_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/**
 * The database fails over (issue 31): two server processes behind haproxy on a pg_auto_failover
 * cluster (a primary and its synchronous standby, haproxy in front sending connections to the
 * writable primary); callers run wallet purchases with idempotency keys, top-ups and fulfilments
 * while the primary's node (keeper and PostgreSQL) is SIGKILLed, five times, each time to the
 * other node, the old primary rejoining as standby before the next. After each: the service
 * answers a write again within 30 s, every purchase answered as paid is still paid with its one
 * debit, and the invariants of the kill -9 test hold; at the end, the work left is finished.
 */
describe.skipIf(!enabled)('PostgreSQL failover during purchases (pg_auto_failover)', () => {
  let cluster: HaCluster | undefined;
  let proxy: Proxy | undefined;
  const servers: ServerProcess[] = [];
  let dataDir = '';
  let logFile = '';
  let databaseUrl = '';

  beforeAll(async () => {
    const template = inject('seededTemplate');
    if (template.kind !== 'postgres') throw new Error('the PostgreSQL lane seeds a template');
    const [monitor, node1, node2, pgProxy] = [
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    cluster = await startHaCluster({ monitor, nodes: [node1, node2], proxy: pgProxy });
    const source = new URL(url!);
    source.pathname = `/${template.name}`;
    databaseUrl = await copyDatabase(source.toString(), cluster.url, 'wander_failover');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wander-failover-'));
    logFile = path.join(dataDir, 'servers.log');
    // One after the other: the first writes the signing key both read from the shared DATA_DIR.
    for (let i = 0; i < 2; i++) {
      const server = await spawnServer(databaseUrl, dataDir, logFile);
      servers.push(server);
      await server.ready.catch((e: Error) => {
        throw new Error(`${e.message}\n${logTail(logFile)}`);
      });
    }
    const ports = servers.map((s) => Number(new URL(s.api).port));
    proxy = await startHaproxy(ports, { healthChecks: false });
  }, 240_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.kill()));
    await proxy?.close();
    await cluster?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it(`keeps every paid purchase through ${FAILOVERS} failovers`, { timeout: 480_000 }, async () => {
    const ha = cluster!;
    const rng = seeded(SEED);
    const api = new Api(() => `${proxy!.baseUrl}api/`);
    const paid: string[] = [];
    const world = {
      api,
      customer: await api.signIn('customer@wander.demo', 'CUST001'),
      distributor: await api.signIn('distributor@wander.demo', 'DIST001'),
      ...(await planIds(databaseUrl)),
      databaseUrl,
      onPaid: (p: { poHeaderId: string }) => void paid.push(p.poHeaderId),
    };
    const calls: { op: Operation; outcome: Outcome; start: number; end: number }[] = [];
    let next = 0;
    let inFlight = 0;
    let budget = 0;
    let working = true;
    const worker = async () => {
      while (working) {
        if (next >= budget) {
          await sleep(20);
          continue;
        }
        const n = next++;
        const start = Date.now();
        inFlight++;
        const [op, outcome] = await operate(world, seeded(SEED * 1000 + n), n);
        inFlight--;
        calls.push({ op, outcome, start, end: Date.now() });
        // A failed call is retried by the next one after a pause, as a caller would.
        if (outcome !== 'done') await sleep(200);
      }
    };
    const done = () => calls.filter((c) => c.outcome === 'done').length;

    const failovers: {
      from: string;
      to: string;
      killed: number;
      answered: number;
      inFlight: number;
    }[] = [];
    const broken: { failover: number; found: unknown }[] = [];
    const lost: { failover: number; orders: unknown[] }[] = [];
    const killer = async () => {
      for (let k = 1; k <= FAILOVERS; k++) {
        const before = await ha.waitFor('the primary and its standby', () => ha.steady());
        const from = done();
        budget += OPS_PER_FAILOVER;
        while (done() < from + OPS_PER_FAILOVER / 2) await sleep(20);
        await sleep(rng.int(0, 300));
        const atKill = inFlight;
        await ha.kill(before.primary);
        const killed = Date.now();
        // The service answers again: a write (a top-up page is opened) through the proxy.
        await ha.waitFor(
          'the service to answer a write',
          async () =>
            (await api
              .call(world.customer, 'POST', 'payment/Payment/GetStripeReloadUrl', {
                data: null,
                amount: 10,
              })
              .then(
                (a) => a.status === 200,
                () => false,
              )) || undefined,
          ANSWER_WITHIN_MS + 30_000,
        );
        failovers.push({
          from: before.primary.name,
          to: '',
          killed,
          answered: Date.now(),
          inFlight: atKill,
        });
        // The old primary comes back: it rewinds and follows the new one as its standby.
        ha.rejoin(before.primary);
        const after = await ha.waitFor('the old primary to rejoin as standby', async () => {
          const s = await ha.steady();
          return s && s.standby === before.primary ? s : undefined;
        });
        failovers[k - 1].to = after.primary.name;
        const found = await invariantsAlways(databaseUrl);
        if (Object.keys(found).length > 0) broken.push({ failover: k, found });
        const missing = await lostPurchases(databaseUrl, paid);
        if (missing.length > 0) lost.push({ failover: k, orders: missing });
      }
      // The work goes on a while on the last primary, then stops.
      budget += OPS_PER_FAILOVER;
      while (next < budget) await sleep(20);
      working = false;
    };
    await Promise.all([
      killer().catch((e: Error) => {
        working = false;
        throw new Error(`${e.message}\n${logTail(logFile, 60)}`);
      }),
      ...Array.from({ length: CONCURRENCY }, worker),
    ]);

    // The work left (deliveries queued around a failover) finishes on the last primary.
    const stopped = Date.now();
    let rest = await invariantsAtRest(databaseUrl);
    while (Object.keys(rest).length > 0 && Date.now() - stopped < SETTLE_MS) {
      await sleep(500);
      rest = await invariantsAtRest(databaseUrl);
    }
    const tally = Object.fromEntries(
      OPERATIONS.map((op) => [
        op,
        Object.fromEntries(
          (['done', 'refused', 'interrupted'] as const).map((o) => [
            o,
            calls.filter((c) => c.op === op && c.outcome === o).length,
          ]),
        ),
      ]),
    );
    const times = failovers.map((f) => f.answered - f.killed);
    // The purchases the outage met: refused or interrupted, ended after a kill, begun before
    // the service answered again.
    const refused = failovers.map(
      (f) =>
        calls.filter(
          (c) =>
            c.op === 'purchase' &&
            c.outcome !== 'done' &&
            c.end >= f.killed &&
            c.start <= f.answered,
        ).length,
    );
    console.log(`[failover] ${JSON.stringify(failovers)}`);
    console.log(`[failover] state ${JSON.stringify(await runSummary(databaseUrl))}`);
    console.log(
      `[failover] answered again after ${times.map((t) => (t / 1000).toFixed(1)).join(', ')} s ` +
        `(median ${(median(times) / 1000).toFixed(1)} s, worst ${(Math.max(...times) / 1000).toFixed(1)} s); ` +
        `purchases refused during the failovers: ${refused.join(', ')}; ` +
        `calls in flight at the kills: ${failovers.map((f) => f.inFlight).join(', ')}; ` +
        `${paid.length} purchases answered as paid; outcomes ${JSON.stringify(tally)}`,
    );
    expect(failovers.length).toBe(FAILOVERS);
    // Each failover goes to the other node.
    for (const f of failovers) expect(f.to).not.toBe(f.from);
    // Most kills fall in the middle of the work, not on idle servers.
    expect(failovers.filter((f) => f.inFlight > 0).length).toBeGreaterThanOrEqual(FAILOVERS / 2);
    expect(Math.max(...times)).toBeLessThan(ANSWER_WITHIN_MS);
    expect(lost).toEqual([]);
    expect(broken).toEqual([]);
    expect(rest).toEqual({});
    expect(await lostPurchases(databaseUrl, paid)).toEqual([]);
    expect(paid.length).toBeGreaterThan(0);
    for (const op of OPERATIONS) expect(tally[op].done).toBeGreaterThan(0);
    // No server process exited while its database was away.
    for (const server of servers) expect(server.child.exitCode).toBeNull();
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminQuery } from '../global-setup.js';
import { Api, OPERATIONS, operate, seeded, type Operation, type Outcome } from './crash-driver.js';
import { invariantsAlways, invariantsAtRest, runSummary } from './crash-invariants.js';
import { planIds } from './plan-ids.js';
import { logTail, spawnServer, type ServerProcess } from './server-process.js';

const url = process.env.DATABASE_URL;
const SEED = Number(process.env.KILL9_SEED ?? 20261126);
const OPS = Number(process.env.KILL9_OPS ?? 200);
const KILLS = Number(process.env.KILL9_KILLS ?? 20);
const CONCURRENCY = 3;
/** A kill falls at most this many calls after its point. */
const AFTER = 5;
/**
 * How long the work left at the end may take to finish (deliveries queued before a kill): a
 * provider order claimed by a killed process waits for its claim to lapse (20 s with the servers'
 * SUPPLY_TIMEOUT_MS of 5 s) before the new process takes it.
 */
const SETTLE_MS = 60_000;

/**
 * Crash safety (issue 17): real server processes on their own PostgreSQL database, 200
 * purchases, top-ups and fulfilments over HTTP, and the serving process SIGKILLed at least 20
 * times at random points. The next process is started before the kill (a second instance on the
 * same database, as scaled out), so the run is not start-up bound; after each kill the invariants
 * are checked in SQL in one snapshot, and once more after the work has been let finish.
 */
describe.skipIf(!url)('kill -9 during purchases, top-ups and fulfilments (PostgreSQL)', () => {
  let databaseUrl = '';
  let dbName = '';
  let dataDir = '';
  let logFile = '';
  let current: ServerProcess | undefined;
  let standby: ServerProcess | undefined;

  beforeAll(async () => {
    const template = inject('seededTemplate');
    if (template.kind !== 'postgres') throw new Error('the PostgreSQL lane seeds a template');
    dbName = `wander_kill9_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    await adminQuery(url!, `create database ${dbName} template ${template.name}`);
    const u = new URL(url!);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wander-kill9-'));
    logFile = path.join(dataDir, 'servers.log');
  }, 60_000);

  afterAll(async () => {
    await Promise.all([current?.kill(), standby?.kill()]);
    if (dbName) await adminQuery(url!, `drop database if exists ${dbName} with (force)`);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps money, stock and jobs whole through 21 SIGKILLs', { timeout: 900_000 }, async () => {
    const started = Date.now();
    const rng = seeded(SEED);
    console.log(`[kill9] seed ${SEED} (KILL9_SEED), ${OPS} operations, ${KILLS} kills`);
    const variants = await planIds(databaseUrl);
    current = await spawnServer(databaseUrl, dataDir, logFile);
    await current.ready.catch((e: Error) => {
      throw new Error(`${e.message}\n${logTail(logFile)}`);
    });
    const api = new Api(() => current!.api);
    const world = {
      api,
      customer: await api.signIn('customer@wander.demo', 'CUST001'),
      distributor: await api.signIn('distributor@wander.demo', 'DIST001'),
      ...variants,
      databaseUrl,
    };

    // Kill i falls at a random point of its share of the operations, 1 to 5 calls after it.
    const killAt = Array.from({ length: KILLS }, (_, i) =>
      Math.floor(((i + 0.5 + rng.next()) * OPS) / (KILLS + 1)),
    );
    let kills = 0;
    let next = 0;
    let inFlight = 0;
    let standbyReady = false;
    const inFlightAtKill: number[] = [];
    const tally = Object.fromEntries(
      OPERATIONS.map((op) => [op, { done: 0, refused: 0, interrupted: 0 }]),
    ) as Record<Operation, Record<Outcome, number>>;
    const broken: { afterKill: number; found: unknown }[] = [];

    const worker = async () => {
      while (next < OPS) {
        // Never run ahead of the kills: wait at the next kill's share until its successor is up.
        const gate = () => killAt[kills] + (standbyReady ? AFTER + CONCURRENCY : 0);
        while (kills < KILLS && next >= gate()) await sleep(10);
        if (next >= OPS) break;
        const n = next++;
        inFlight++;
        const [op, outcome] = await operate(world, seeded(SEED * 1000 + n), n);
        inFlight--;
        tally[op][outcome]++;
      }
    };
    const killer = async () => {
      while (kills < KILLS) {
        standby = await spawnServer(databaseUrl, dataDir, logFile);
        await standby.ready.catch((e: Error) => {
          throw new Error(`${e.message}\n${logTail(logFile)}`);
        });
        while (next < killAt[kills]) await sleep(10);
        // The work flows again: kill in the middle of it, a few calls on.
        standbyReady = true;
        const at = Math.min(OPS, killAt[kills] + rng.int(1, AFTER));
        while (next < at) await sleep(2);
        await sleep(rng.int(0, 60));
        inFlightAtKill.push(inFlight);
        // New calls go to the successor; the calls the killed process holds die with it.
        const killed = current!;
        [current, standby] = [standby, undefined];
        standbyReady = false;
        await killed.kill();
        kills++;
        const found = await invariantsAlways(databaseUrl);
        if (Object.keys(found).length > 0) broken.push({ afterKill: kills, found });
      }
    };
    await Promise.all([killer(), ...Array.from({ length: CONCURRENCY }, worker)]);
    const driven = Date.now();

    // Let the work finish: a last kill, then a plain restart (nobody else serving meanwhile),
    // which must deliver whatever the kills left queued or half-run.
    await sleep(rng.int(0, 300));
    await current!.kill();
    kills++;
    const found = await invariantsAlways(databaseUrl);
    if (Object.keys(found).length > 0) broken.push({ afterKill: kills, found });
    current = await spawnServer(databaseUrl, dataDir, logFile);
    await current.ready;
    const restarted = Date.now();
    let rest = await invariantsAtRest(databaseUrl);
    while (Object.keys(rest).length > 0 && Date.now() - restarted < SETTLE_MS) {
      await sleep(500);
      rest = await invariantsAtRest(databaseUrl);
    }
    console.log('[kill9] outcomes', JSON.stringify(tally));
    console.log('[kill9] state', JSON.stringify(await runSummary(databaseUrl)));
    console.log(
      `[kill9] ${kills} kills (operations in flight at each: ${inFlightAtKill.join(' ')}); ` +
        `driven in ${((driven - started) / 1000).toFixed(1)} s, ` +
        `restarted and settled in ${((Date.now() - driven) / 1000).toFixed(1)} s`,
    );
    expect(kills).toBeGreaterThanOrEqual(20);
    // Most kills land in the middle of the work, not on an idle process.
    expect(inFlightAtKill.filter((n) => n > 0).length).toBeGreaterThanOrEqual(KILLS / 2);
    expect(next).toBe(OPS);
    expect(broken).toEqual([]);
    expect(rest).toEqual({});
    const done = OPERATIONS.map((op) => tally[op].done);
    expect(Math.min(...done)).toBeGreaterThan(0);
  });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

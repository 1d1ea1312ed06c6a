import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { lintRelease } from '../../db/migration-lint.js';
import { MIGRATIONS_FOLDER } from '../../platform/db/client.js';
import { runCli } from '../backup/run-cli.js';
import {
  Api,
  operate,
  seeded,
  type Answer,
  type Caller,
  type World,
} from '../crash/crash-driver.js';
import { invariantsAlways } from '../crash/crash-invariants.js';
import { logTail, spawnServer, type ServerProcess } from '../crash/server-process.js';
import { lostPurchases, planIds } from '../failover/failover-data.js';
import { adminQuery } from '../global-setup.js';

const url = process.env.DATABASE_URL;
const SEED = 20261130;
const TAG = '9000_rolling_upgrade_fixture';

/**
 * Release N+1's migrations folder: this release's (N) with one more, the expand fixture, as the
 * next release would ship it (its journal entry made now, so it is the newest).
 */
function nextReleaseFolder(dir: string): string {
  const folder = path.join(dir, 'migrations-next');
  fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  fs.copyFileSync(
    path.join(import.meta.dirname, 'expand-fixture.sql'),
    path.join(folder, `${TAG}.sql`),
  );
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as {
    entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
  };
  journal.entries.push({
    idx: journal.entries.length,
    version: '7',
    when: Date.now(),
    tag: TAG,
    breakpoints: true,
  });
  fs.writeFileSync(journalFile, JSON.stringify(journal, null, 2));
  return folder;
}

/** An Api that records every answer of 500 or more and every call that got no answer. */
class WatchedApi extends Api {
  readonly failures: { at: number; what: string }[] = [];
  calls = 0;

  override async call(
    who: Caller,
    method: string,
    p: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Answer> {
    this.calls++;
    try {
      const answer = await super.call(who, method, p, body, headers);
      if (answer.status >= 500)
        this.failures.push({ at: Date.now(), what: `${method} ${p}: ${answer.status}` });
      return answer;
    } catch (error) {
      this.failures.push({ at: Date.now(), what: `${method} ${p}: ${(error as Error).message}` });
      throw error;
    }
  }
}

/**
 * A rolling upgrade without downtime (issue 42): release N serves purchases, top-ups and
 * fulfilments while release N+1's migrations are applied (`npm run db:migrate` with N+1's folder:
 * this release's migrations and an expand fixture, the shape the migration lint allows), then
 * N+1 starts beside it (its start finds nothing to migrate), the callers go to both, N is taken
 * out of the rotation and stopped, and N+1 serves alone. No call may fail in between: no answer
 * of 500 or more, no call without an answer; and the kill -9 test's invariants hold.
 *
 * N+1 runs this release's code on N+1's schema: what the test proves is that N's code survives
 * N+1's migrations (the dangerous half of an upgrade), and that N+1's start takes the migrated
 * database without running anything again.
 */
describe.skipIf(!url)('rolling upgrade: N+1 migrates while N serves', () => {
  let root = '';
  let dbName = '';
  let databaseUrl = '';
  let folder = '';
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    const template = inject('seededTemplate');
    if (template.kind !== 'postgres') throw new Error('the PostgreSQL lane seeds a template');
    dbName = `wander_upgrade_${randomBytes(4).toString('hex')}`;
    await adminQuery(url!, `create database ${dbName} template ${template.name}`);
    const target = new URL(url!);
    target.pathname = `/${dbName}`;
    databaseUrl = target.toString();
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'wander-upgrade-'));
    folder = nextReleaseFolder(root);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.kill()));
    if (dbName) await adminQuery(url!, `drop database if exists ${dbName} with (force)`);
    if (root) fs.rmSync(root, { recursive: true, force: true });
  }, 60_000);

  it('lets N answer throughout', { timeout: 300_000 }, async () => {
    // The fixture is an expand step: the lint lets it through against this release's schema.
    const journal = JSON.parse(
      fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: { idx: number }[];
    };
    const last = String(journal.entries.at(-1)!.idx).padStart(4, '0');
    const baseline = JSON.parse(
      fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', `${last}_snapshot.json`), 'utf8'),
    );
    expect(
      lintRelease(baseline, [
        { tag: TAG, sql: fs.readFileSync(path.join(folder, `${TAG}.sql`), 'utf8') },
      ]),
    ).toEqual([]);

    const logFile = path.join(root, 'servers.log');
    const start = async (env: NodeJS.ProcessEnv) => {
      const server = await spawnServer(databaseUrl, path.join(root, 'data'), logFile, env);
      await server.ready.catch((e: Error) => {
        throw new Error(`${e.message}\n${logTail(logFile)}`);
      });
      servers.push(server);
      return server;
    };
    const releaseN = await start({});
    let rotation: ServerProcess[] = [releaseN];
    let turn = 0;
    const api = new WatchedApi(() => rotation[turn++ % rotation.length].api);
    const paid: string[] = [];
    const world: World = {
      api,
      customer: await api.signIn('customer@wander.demo', 'CUST001'),
      distributor: await api.signIn('distributor@wander.demo', 'DIST001'),
      ...(await planIds(databaseUrl)),
      databaseUrl,
      onPaid: (p) => void paid.push(p.poHeaderId),
    };
    let next = 0;
    const work = async (until: Promise<unknown>) => {
      let going = true;
      void until.finally(() => (going = false));
      const caller = async () => {
        while (going) {
          const n = next++;
          await operate(world, seeded(SEED * 1000 + n), n);
        }
      };
      await Promise.all([caller(), caller()]);
    };
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

    await work(sleep(3_000));
    // N+1's migrations, applied while N answers.
    const callsBefore = api.calls;
    const migrate = runCli('migrate', [], { DATABASE_URL: databaseUrl, MIGRATIONS_DIR: folder });
    await work(migrate);
    const migrated = await migrate;
    expect(migrated.code, migrated.output).toBe(0);
    const duringMigration = api.calls - callsBefore;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.columns
       where table_name = 'purchase_orders' and column_name = 'sales_channel'`,
    );
    await client.end();
    expect(rows[0].n).toBe(1);

    // N+1 starts beside N (nothing left to migrate), both serve; then N leaves the rotation,
    // its calls finish, and it is stopped.
    const releaseNext = await start({ MIGRATIONS_DIR: folder });
    rotation = [releaseN, releaseNext];
    await work(sleep(4_000));
    rotation = [releaseNext];
    await work(sleep(1_000));
    await releaseN.stop();
    await work(sleep(3_000));

    console.log(
      `[upgrade] ${api.calls} calls, ${duringMigration} while N+1's migrations ran (${migrated.seconds.toFixed(1)} s), ` +
        `${paid.length} purchases paid; failures ${JSON.stringify(api.failures.slice(0, 5))}`,
    );
    expect(duringMigration).toBeGreaterThan(0);
    expect(api.failures).toEqual([]);
    expect(releaseNext.child.exitCode).toBeNull();
    expect(await lostPurchases(databaseUrl, paid)).toEqual([]);
    expect(await invariantsAlways(databaseUrl)).toEqual({});
    expect(paid.length).toBeGreaterThan(0);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../platform/config.js';
import { setupBackups } from '../../platform/backup/pgbackrest.js';
import { chownToPostgres } from '../../platform/backup/pg-tools.js';
import { Api, operate, seeded, type World } from '../crash/crash-driver.js';
import { invariantsAlways, runSummary } from '../crash/crash-invariants.js';
import { logTail, spawnServer, type ServerProcess } from '../crash/server-process.js';
import { copyDatabase, lostPurchases, planIds } from '../failover/failover-data.js';
import { freePort } from '../../stack/free-port.js';
import {
  createdAfter,
  databaseSize,
  esimsOf,
  execute,
  momentWithEsims,
  serialsInTwoOrders,
  tableExists,
} from './drill-checks.js';
import { runCli } from './run-cli.js';
import { stopCluster, TempCluster } from './temp-cluster.js';

const enabled = !!process.env.DATABASE_URL && !!process.env.TEST_PG_BACKUP;
const SEED = Number(process.env.DRILL_SEED ?? 20261129);
/** Operations per phase of the work (before the base backup, during it, after it, after T). */
const OPS = Number(process.env.DRILL_OPS ?? 16);
const CONCURRENCY = 2;

/**
 * The restore drill (issue 42): a PostgreSQL cluster of its own with pgBackRest set up by the
 * project's setup (`setupBackups`, what `npm run backup:setup` runs; a local repository), the
 * seeded demo world copied in, a server process on it. Callers run the kill -9 test's purchases,
 * top-ups and fulfilments; a base backup (`npm run backup -- --type full`) is taken in the middle
 * of the work, the work goes on, a moment T is noted, more work, then a table is dropped. The
 * cluster is restored to T into a fresh data directory (`npm run restore -- --to T --into DIR`),
 * and on it: the dropped table is back, every purchase answered as paid before T is there with
 * its one debit and the eSIMs it had at T, nothing created after T is, no serial is in two
 * orders, the kill -9 test's invariants hold, and a server started on it sells.
 */
describe.skipIf(!enabled)('restore drill (pgBackRest, point in time)', () => {
  let root = '';
  let source: TempCluster | undefined;
  let restoredDir = '';
  const servers: ServerProcess[] = [];
  let databaseUrl = '';
  let logFile = '';
  let dataDir = '';
  let env: NodeJS.ProcessEnv = {};

  beforeAll(async () => {
    const template = inject('seededTemplate');
    if (template.kind !== 'postgres') throw new Error('the PostgreSQL lane seeds a template');
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'wander-drill-'));
    chownToPostgres(root);
    source = new TempCluster(path.join(root, 'source'), await freePort());
    await source.init();
    await source.start();
    const from = new URL(process.env.DATABASE_URL!);
    from.pathname = `/${template.name}`;
    databaseUrl = await copyDatabase(from.toString(), source.url(), 'wander_drill');
    env = {
      DATABASE_URL: databaseUrl,
      BACKUP_PGBACKREST_CONFIG: path.join(root, 'pgbackrest.conf'),
      BACKUP_REPO_PATH: path.join(root, 'repo'),
      BACKUP_STANZA: 'drill',
    };
    for (const name of Object.keys(process.env)) if (/^(S3_|BACKUP_)/.test(name)) env[name] = '';
    const setup = await setupBackups({
      backup: loadConfig({ ...env, DATABASE_URL: databaseUrl }).backup,
      url: source.url(),
      paths: { logPath: path.join(root, 'log'), lockPath: path.join(root, 'lock') },
      restart: () => source!.restart().then(() => undefined),
      initialBackup: false,
    });
    expect(setup).toBe('done');
    dataDir = path.join(root, 'data');
    logFile = path.join(root, 'servers.log');
    servers.push(await spawnServer(databaseUrl, dataDir, logFile));
    await servers[0].ready.catch((e: Error) => {
      throw new Error(`${e.message}\n${logTail(logFile)}`);
    });
  }, 240_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.kill()));
    if (restoredDir) await stopCluster(restoredDir);
    await source?.stop();
    if (root) fs.rmSync(root, { recursive: true, force: true });
  }, 60_000);

  it('restores to a moment before a dropped table', { timeout: 600_000 }, async () => {
    const api = new Api(() => servers[0].api);
    const paid: { id: string; at: number }[] = [];
    const world: World = {
      api,
      customer: await api.signIn('customer@wander.demo', 'CUST001'),
      distributor: await api.signIn('distributor@wander.demo', 'DIST001'),
      ...(await planIds(databaseUrl)),
      databaseUrl,
      onPaid: (p) => void paid.push({ id: p.poHeaderId, at: Date.now() }),
    };
    let next = 0;
    const outcomes: Record<string, number> = {};
    /** Runs operations, `count` of them or until `until` settles. */
    const work = async (count: number, until?: Promise<unknown>) => {
      let going = true;
      void until?.finally(() => (going = false));
      const end = next + count;
      const caller = async () => {
        while (until ? going : next < end) {
          const n = next++;
          const [op, outcome] = await operate(world, seeded(SEED * 1000 + n), n);
          outcomes[`${op}/${outcome}`] = (outcomes[`${op}/${outcome}`] ?? 0) + 1;
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, caller));
    };

    await work(OPS);
    // The base backup, taken while the callers go on.
    const backup = runCli('backup', ['--type', 'full'], env);
    const beforeBackup = next;
    await work(0, backup);
    const duringBackup = next - beforeBackup;
    const backedUp = await backup;
    const backupEnded = Date.now();
    expect(backedUp.code, backedUp.output).toBe(0);
    await work(OPS);
    // pgBackRest keeps a backup's stop time in whole seconds and restores to T from a backup that
    // stopped before it: T in the backup's last second finds none ("unable to find backup set").
    const pause = backupEnded + 1_500 - Date.now();
    if (pause > 0) await new Promise((r) => setTimeout(r, pause));

    // T: every purchase answered by now is paid before T.
    const paidBeforeT = paid.map((p) => p.id);
    const { t, esims: esimsAtT } = await momentWithEsims(databaseUrl, paidBeforeT);
    await work(OPS);
    const createdLater = await createdAfter(databaseUrl, 'purchase_orders', t);
    // The mistake: the ledger is dropped.
    await execute(databaseUrl, 'drop table wallet_transactions cascade');
    await Promise.all(servers.map((s) => s.kill()));

    restoredDir = path.join(root, 'restored');
    const restorePort = await freePort();
    const restore = await runCli(
      'restore',
      ['--to', t, '--into', restoredDir, '--port', String(restorePort)],
      env,
    );
    expect(restore.code, restore.output).toBe(0);
    const seconds = Number(/in ([\d.]+) s/.exec(restore.output)?.[1]);
    const restored = new URL(databaseUrl);
    restored.port = String(restorePort);
    const url = restored.toString();

    expect(await tableExists(url, 'wallet_transactions')).toBe(true);
    expect(await lostPurchases(url, paidBeforeT)).toEqual([]);
    const esimsNow = await esimsOf(url, paidBeforeT);
    for (const [order, iccids] of Object.entries(esimsAtT)) {
      expect(esimsNow[order] ?? [], `eSIMs of ${order}`).toEqual(expect.arrayContaining(iccids));
    }
    expect(await serialsInTwoOrders(url)).toEqual([]);
    expect(await invariantsAlways(url)).toEqual({});
    // Nothing of after T: the orders placed since are not there (and there were some).
    expect(createdLater).toBeGreaterThan(0);
    expect(await createdAfter(url, 'purchase_orders', t)).toBe(0);
    expect(await createdAfter(url, 'wallet_transactions', t)).toBe(0);

    // The restored database serves: a server on it sells.
    servers.push(await spawnServer(url, path.join(root, 'data-restored'), logFile));
    await servers.at(-1)!.ready;
    const after = new Api(() => servers.at(-1)!.api);
    const customer = await after.signIn('customer@wander.demo', 'CUST001');
    const sold = await after.call(customer, 'POST', 'payment/Payment/WanderCheckout', {
      dataPlanModel: {
        distributorEntityCode: 'DIST001',
        remarks: 'after the restore',
        lines: [{ variantId: world.onPayment[0], qty: 1 }],
      },
    });
    expect(sold.status).toBe(200);

    console.log(
      `[drill] restore to T took ${seconds.toFixed(1)} s (pgBackRest copy, WAL replay to T, promotion; ` +
        `database ${await databaseSize(url)}; ` +
        `the command ${restore.seconds.toFixed(1)} s), base backup ${backedUp.seconds.toFixed(1)} s ` +
        `(${duringBackup} operations during it); ` +
        `${paidBeforeT.length} purchases paid before T, ${paid.length - paidBeforeT.length} after, ` +
        `${createdLater} orders placed after T not restored; outcomes ${JSON.stringify(outcomes)}; ` +
        `state ${JSON.stringify((await runSummary(url)).orders)}`,
    );
    expect(duringBackup).toBeGreaterThan(0);
    expect(paidBeforeT.length).toBeGreaterThan(0);
    expect(Object.keys(esimsAtT).length).toBeGreaterThan(0);
  });
});

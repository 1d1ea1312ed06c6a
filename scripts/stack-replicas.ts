// Wander as several machines would run it, on this one: two server processes on one PostgreSQL
// database behind Debian's haproxy, optionally through Debian's PgBouncer in transaction mode.
//
//   npm run stack:replicas                      # http://localhost:8080/, Ctrl-C stops it all
//   npm run stack:replicas -- --pgbouncer       # the pools go through PgBouncer
//   npm run stack:replicas -- --run "<command>" # runs the command against it (E2E_BASE_URL), then stops
//   node --import tsx scripts/stack-replicas.ts -- <command> [args...]  # the same without a shell
//
// Options: --port N (the proxy's, default 8080), --replicas N (default 2), --keep (reuse the
// database instead of starting it afresh). STACK_DATABASE_URL picks the database (default
// postgres://postgres@127.0.0.1:5432/wander_replicas). Build the web app first (npm run build).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sharedKeyEnv } from '../apps/server/src/stack/shared-key.js';
import { startHaproxy } from '../apps/server/src/stack/haproxy.js';
import { freePort } from '../apps/server/src/stack/free-port.js';
import { startPgbouncer } from './pgbouncer.mjs';

const root = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const argv = process.argv.slice(2);
// `--run "<command>"` runs it in a shell; anything after `--` runs as given.
const dashes = argv.indexOf('--');
const own = dashes >= 0 ? argv.slice(0, dashes) : argv;
const flag = (name: string) => own.includes(`--${name}`);
const option = (name: string) => {
  const at = own.indexOf(`--${name}`);
  return at >= 0 ? own[at + 1] : undefined;
};

const databaseUrl = new URL(
  process.env.STACK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/wander_replicas',
);
const dbName = databaseUrl.pathname.slice(1);
const replicaCount = Number(option('replicas') ?? 2);
/** The proxy's port; 0 picks a free one. */
let proxyPort = Number(option('port') ?? 8080);
const command = dashes >= 0 ? argv.slice(dashes + 1) : option('run');

async function admin(statement: string) {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function healthy(port: number, child: ChildProcess, log: string) {
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`a replica exited:\n${fs.readFileSync(log, 'utf8').slice(-3000)}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`replica on ${port} did not start; see ${log}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

const cleanups: (() => Promise<void>)[] = [];
async function stopAll() {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
}

async function main() {
  if (proxyPort === 0) proxyPort = await freePort();
  if (!flag('keep')) {
    await admin(`drop database if exists ${dbName} with (force)`);
    await admin(`create database ${dbName}`);
  }
  let poolUrl = databaseUrl.toString();
  if (flag('pgbouncer')) {
    const bouncer = await startPgbouncer(databaseUrl.toString(), { poolSize: 20 });
    cleanups.push(bouncer.stop);
    poolUrl = new URL(bouncer.url).toString();
    console.log(`[stack] ${bouncer.version} (transaction mode) at ${bouncer.url}`);
  }
  // What every process must share: one signing key, one file store, one database.
  const shared = fs.mkdtempSync(path.join(os.tmpdir(), 'wander-stack-'));
  cleanups.push(async () => fs.rmSync(shared, { recursive: true, force: true }));
  const keys = await sharedKeyEnv();
  const ports: number[] = [];
  const starts: Promise<void>[] = [];
  for (let i = 1; i <= replicaCount; i++) {
    const port = await freePort();
    ports.push(port);
    const log = path.join(shared, `replica-${i}.log`);
    const out = fs.openSync(log, 'w');
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      stdio: ['ignore', out, out],
      env: {
        ...process.env,
        ...keys,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: poolUrl,
        DATABASE_DIRECT_URL: databaseUrl.toString(),
        DATABASE_POOL_MODE: flag('pgbouncer') ? 'transaction' : 'session',
        // The processes start together: the start-up lock makes them migrate and seed in turn.
        SEED_DEMO: i === 1 ? '1' : '0',
        TRUST_PROXY: '1',
        // The demo stack pays by the sandbox card and buys from the Demo Supplier (both off by
        // default on PostgreSQL).
        PAYMENT_SANDBOX: process.env.PAYMENT_SANDBOX ?? 'true',
        SUPPLY_DEMO: process.env.SUPPLY_DEMO ?? 'true',
        DATA_DIR: path.join(shared, `replica-${i}`),
        FILES_DIR: path.join(shared, 'files'),
        PUBLIC_BASE_URL: `http://localhost:${proxyPort}/`,
      },
    });
    cleanups.push(async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    });
    starts.push(healthy(port, child, log));
  }
  await Promise.all(starts);
  const proxy = await startHaproxy(ports, { port: proxyPort });
  cleanups.push(proxy.close);
  console.log(
    `[stack] ${replicaCount} replicas (ports ${ports.join(', ')}) behind haproxy at http://localhost:${proxyPort}/ on ${dbName}`,
  );
  if (!command) {
    console.log('[stack] Ctrl-C stops everything');
    await new Promise<void>((resolve) => process.once('SIGINT', () => resolve()));
    return 0;
  }
  const [cmd, args, shell] =
    typeof command === 'string' ? [command, [], true] : [command[0], command.slice(1), false];
  const child = spawn(cmd, args, {
    cwd: root,
    shell,
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URL: proxy.baseUrl, STACK_URL: proxy.baseUrl },
  });
  return new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

main()
  .then(async (code) => {
    await stopAll();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(`[stack] ${error instanceof Error ? error.message : String(error)}`);
    await stopAll();
    process.exit(1);
  });

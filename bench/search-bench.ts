/**
 * The load side of a search benchmark: for each database kind, starts the bench server in its own
 * process, then drives the search over HTTP at 10 and 50 connections (autocannon) beside the same
 * SQL statements replayed straight through the driver at the same concurrency, and prints both.
 */
import os from 'node:os';
import readline from 'node:readline';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/server/src/platform/db/client.js';
import { directLoad, httpLoad, printRow } from './load.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Ready {
  address: string;
  token: string;
  statements: { sql: string; params: unknown[] }[];
  totalCount: number;
  seedSeconds: number;
  /** The server's connections to the database (DATABASE_POOL_SIZE). */
  poolSize: number;
}

export interface SearchBenchOptions {
  /** Names the rows in the output ('Search', 'catalogue'). */
  label: string;
  /** Heads the output with the payload (default: the label). */
  title?: string;
  /** The bench server script (bench/*-server.ts) and the env it needs besides the database. */
  serverScript: string;
  serverEnv: Record<string, string>;
  /** Database name prefix for the PostgreSQL run. */
  databasePrefix: string;
  /** Seeds an in-process PGlite the same way, for the direct-SQL path on PGlite. */
  seedLocal(database: Database): Promise<unknown>;
  /** One line saying what was seeded, from the server's answer. */
  describe(ready: Ready): string;
  apiPath: string;
  payload: unknown;
  /** The server runs the search as named prepared statements (Database.rows): so does the replay. */
  prepared?: boolean;
  /** Server configurations to load in turn (default: one, as configured). */
  modes?: { label: string; env: Record<string, string> }[];
  /**
   * The goal of HTTP against direct SQL at 50 connections on PostgreSQL, in percent, and the mode
   * it applies to (docs/architecture.md states it); the run says whether it was met.
   */
  target?: { percent: number; mode: string };
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(sql);
  await client.end();
}

function startServer(script: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise<Ready>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    readline
      .createInterface({ input: child.stdout })
      .once('line', (line) => resolve(JSON.parse(line) as Ready));
  });
  return { child, ready };
}

async function run(
  kind: 'pglite' | 'postgres',
  options: SearchBenchOptions,
  mode: { label: string; env: Record<string, string> },
) {
  const dbName = `${options.databasePrefix}_${randomBytes(4).toString('hex')}`;
  const url = new URL(PG_URL);
  url.pathname = `/${dbName}`;
  if (kind === 'postgres') await adminQuery(`create database ${dbName}`);
  const server = startServer(options.serverScript, {
    ...options.serverEnv,
    ...mode.env,
    BENCH_DATABASE_URL: kind === 'postgres' ? url.toString() : '',
  });
  const ready = await server.ready;
  const label = mode.label ? `${options.label} ${mode.label}` : options.label;
  console.log(
    `\n${kind}${mode.label ? ` (${mode.label})` : ''}: ${options.describe(ready)}; the server pools ${ready.poolSize} connections`,
  );

  // The direct path: the same statements, same parameters, through the same kind of driver.
  let replay: () => Promise<unknown>;
  let close: () => Promise<unknown>;
  if (kind === 'postgres') {
    // As many connections as the server pools, so both paths queue the load the same way.
    const pool = new pg.Pool({ connectionString: url.toString(), max: ready.poolSize });
    replay = () =>
      Promise.all(
        ready.statements.map((s, i) =>
          options.prepared
            ? pool.query({ name: `direct_${i}`, text: s.sql, values: s.params })
            : pool.query(s.sql, s.params),
        ),
      );
    close = () => pool.end();
  } else {
    const local = await openDatabase({});
    await options.seedLocal(local);
    const client = (
      local.db as unknown as {
        $client: { query(sql: string, params: unknown[]): Promise<unknown> };
      }
    ).$client;
    replay = async () => {
      for (const s of ready.statements) await client.query(s.sql, s.params);
    };
    close = () => local.close();
  }

  // The answer every request must get under load: the search's, read once before.
  const first = await fetch(`${ready.address}/api/${options.apiPath}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ready.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(options.payload),
  });
  if (first.status !== 200) throw new Error(`the search answered ${first.status}`);
  const expectedBody = await first.text();
  for (const connections of [10, 50]) {
    const http = await httpLoad({
      url: `${ready.address}/api/${options.apiPath}`,
      connections,
      seconds: SECONDS,
      method: 'POST',
      headers: { authorization: `Bearer ${ready.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(options.payload),
      expectedBody,
    });
    const direct = await directLoad(replay, connections, SECONDS);
    printRow(`${kind} HTTP ${label}, ${connections} conn`, http);
    printRow(`${kind} direct SQL, ${connections} conn`, direct);
    const share = (http.rps / direct.rps) * 100;
    const goal =
      options.target &&
      kind === 'postgres' &&
      connections === 50 &&
      mode.label === options.target.mode
        ? ` (target >= ${options.target.percent}%: ${share >= options.target.percent && http.errors === 0 ? 'met' : 'NOT met'})`
        : '';
    console.log(
      `${''.padEnd(34)} HTTP reaches ${share.toFixed(0)}% of direct-SQL throughput${goal}`,
    );
  }
  await close();
  server.child.kill('SIGTERM');
  await new Promise((r) => server.child.once('exit', r));
  if (kind === 'postgres') await adminQuery(`drop database if exists ${dbName} with (force)`);
}

/** Prints the machine, then runs the benchmark on each kind in BENCH_DATABASES. */
export async function runSearchBench(options: SearchBenchOptions): Promise<void> {
  const cpu = os.cpus();
  console.log(
    `Machine: ${cpu.length} x ${cpu[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Node ${process.version}`,
  );
  console.log(
    `${options.title ?? options.label}: ${JSON.stringify(options.payload)}; ${SECONDS} s per run; HTTP req/s counts only answers equal to the one read before the load`,
  );
  for (const kind of (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',') as (
    'pglite' | 'postgres'
  )[]) {
    for (const mode of options.modes ?? [{ label: '', env: {} }]) await run(kind, options, mode);
  }
}

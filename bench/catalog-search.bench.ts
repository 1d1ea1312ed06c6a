/**
 * Catalogue search under load (issue 5): 2,000 products x 20 variants over 150 countries, searched
 * by a country, days, GB and type as the demo customer, over HTTP at 10 and 50 connections against
 * a server in its own process, on PGlite and on PostgreSQL, beside the same SQL statements driven
 * straight through the driver at the same concurrency.
 * Run: npm run bench:catalog   (BENCH_SECONDS, BENCH_PRODUCTS, BENCH_DATABASES, BENCH_DATABASE_URL)
 * Targets on PostgreSQL: p95 under 50 ms at 50 connections, HTTP >= 70% of direct-SQL throughput.
 */
import os from 'node:os';
import readline from 'node:readline';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/platform/db/client.js';
import { directLoad, httpLoad, printRow } from './load.js';
import { CatalogPath } from '@wander/contract';
import { CATALOG_SEARCH, seedBenchCatalog } from './catalog-generate.js';
import { seedDemo } from '../apps/server/src/seed/seed-demo.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROWS = Number(process.env.BENCH_PRODUCTS ?? 2000);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Ready {
  address: string;
  token: string;
  statements: { sql: string; params: unknown[] }[];
  totalCount: number;
  seedSeconds: number;
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(sql);
  await client.end();
}

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/catalog-bench-server.ts'], {
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

async function run(kind: 'pglite' | 'postgres') {
  const dbName = `wander_catbench_${randomBytes(4).toString('hex')}`;
  const url = new URL(PG_URL);
  url.pathname = `/${dbName}`;
  if (kind === 'postgres') await adminQuery(`create database ${dbName}`);
  const server = startServer({
    BENCH_PRODUCTS: String(ROWS),
    BENCH_DATABASE_URL: kind === 'postgres' ? url.toString() : '',
  });
  const ready = await server.ready;
  console.log(
    `\n${kind}: ${ROWS} products x 20 variants seeded in ${ready.seedSeconds.toFixed(1)} s; the search matches ${ready.totalCount} products in ${ready.statements.length} statements`,
  );

  // The direct path: the same statements, same parameters, through the same kind of driver.
  let replay: () => Promise<unknown>;
  let close: () => Promise<unknown>;
  if (kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: url.toString(), max: 50 });
    replay = () => Promise.all(ready.statements.map((s) => pool.query(s.sql, s.params)));
    close = () => pool.end();
  } else {
    const local = await openDatabase({});
    await seedDemo(local.db);
    await seedBenchCatalog(local, ROWS);
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

  for (const connections of [10, 50]) {
    const http = await httpLoad({
      url: `${ready.address}/api/${CatalogPath.search}`,
      connections,
      seconds: SECONDS,
      method: 'POST',
      headers: { authorization: `Bearer ${ready.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(CATALOG_SEARCH),
    });
    const direct = await directLoad(replay, connections, SECONDS);
    printRow(`${kind} HTTP catalogue, ${connections} conn`, http);
    printRow(`${kind} direct SQL, ${connections} conn`, direct);
    console.log(
      `${''.padEnd(34)} HTTP reaches ${((http.rps / direct.rps) * 100).toFixed(0)}% of direct-SQL throughput`,
    );
  }
  await close();
  server.child.kill('SIGTERM');
  await new Promise((r) => server.child.once('exit', r));
  if (kind === 'postgres') await adminQuery(`drop database if exists ${dbName} with (force)`);
}

const cpu = os.cpus();
console.log(
  `Machine: ${cpu.length} x ${cpu[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Node ${process.version}`,
);
console.log(`Catalogue search: ${JSON.stringify(CATALOG_SEARCH)}; ${SECONDS} s per run`);
for (const kind of (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',') as (
  'pglite' | 'postgres'
)[]) {
  await run(kind);
}

/**
 * Wallet checkout under load (issue 5): POST payment/Payment/WanderCheckout placing and paying a
 * one-eSIM order from the wallet, at 20 connections spread over 20 buyers' wallets and at 20
 * connections on one shared wallet (every checkout queues on that wallet's row lock and the
 * buyer's document sequence), against a server in its own process, on PGlite and PostgreSQL.
 * Beside it, the same use case (the same SQL in one transaction) driven in-process through the
 * driver without HTTP, on PostgreSQL. Target: at least 50 orders/s on one wallet. Only answers
 * that say the order is Paid count as served (req/s, percentiles); the rest are errors.
 * Run: npm run bench:checkout   (BENCH_SECONDS, BENCH_DATABASES, BENCH_DATABASE_URL)
 */
import os from 'node:os';
import readline from 'node:readline';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import autocannon from 'autocannon';
import { openDatabase } from '../apps/server/src/platform/db/client.js';
import { companies, users } from '../apps/server/src/db/schema/index.js';
import { wanderCheckout } from '../apps/server/src/modules/payment/wander-checkout.js';
import { directLoad, figures, printRow, type Figures } from './load.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CONNECTIONS = 20;

interface Ready {
  address: string;
  tokens: string[];
  body: {
    dataPlanModel: { distributorEntityCode: string; lines: { variantId: string; qty: number }[] };
  };
}

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(sql);
  await client.end();
}

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/checkout-bench-server.ts'], {
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

/** autocannon where each request takes the next token of `tokens` (round robin). */
async function checkoutLoad(ready: Ready, tokens: string[]): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  let wrong = 0;
  let next = 0;
  const instance = autocannon({
    url: `${ready.address}/api/payment/Payment/WanderCheckout`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          headers: {
            authorization: `Bearer ${tokens[next++ % tokens.length]}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify(ready.body),
        }),
        // A correct answer is a paid order: anything else is not an order served.
        onResponse: (status: number, body: string) => {
          if (status === 200 && !/"status":"Paid"/.test(body)) wrong += 1;
        },
      },
    ],
  });
  instance.on('response', (_c: unknown, status: number, _b: number, time: number) => {
    if (status !== 200) errors += 1;
    else latencies.push(time);
  });
  const result = await instance;
  const f = figures(latencies, result.duration, errors + wrong + result.errors + result.timeouts);
  f.requests -= wrong;
  f.rps = f.requests / result.duration;
  return f;
}

async function run(kind: 'pglite' | 'postgres') {
  const dbName = `wander_bench_${randomBytes(4).toString('hex')}`;
  const url = new URL(PG_URL);
  url.pathname = `/${dbName}`;
  if (kind === 'postgres') await adminQuery(`create database ${dbName}`);
  const server = startServer({ BENCH_DATABASE_URL: kind === 'postgres' ? url.toString() : '' });
  const ready = await server.ready;
  console.log(`\n${kind}:`);
  const spread = await checkoutLoad(ready, ready.tokens);
  printRow(`${kind} HTTP, 20 wallets`, spread);
  const shared = await checkoutLoad(ready, ready.tokens.slice(0, 1));
  printRow(`${kind} HTTP, 1 shared wallet`, shared);
  console.log(
    `${''.padEnd(34)} one wallet: ${shared.rps.toFixed(0)} orders/s (target >= 50): ${shared.rps >= 50 ? 'met' : 'NOT met'}`,
  );
  server.child.kill('SIGTERM');
  await new Promise((r) => server.child.once('exit', r));

  if (kind === 'postgres') {
    // The same use case in-process (same SQL, same transaction) without HTTP, for comparison.
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 40 });
    const actorOf = async (code: string, i: number) => {
      const [c] = await database.db.select().from(companies).where(eq(companies.entityCode, code));
      const email = `bench${i}@wander.demo`;
      const [u] = await database.db.select().from(users).where(eq(users.email, email));
      return {
        userId: u.id,
        email,
        company: {
          id: c.id,
          entityCode: c.entityCode,
          companyName: c.companyName,
          customCode: c.customCode,
          companyType: c.companyType,
          isSetupFully: true,
        },
      };
    };
    const actors = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        actorOf(`BENCH${String(i + 1).padStart(3, '0')}`, i + 1),
      ),
    );
    let n = 0;
    const body = ready.body;
    const directSpread = await directLoad(
      () => wanderCheckout(database.db, actors[n++ % 20], body),
      CONNECTIONS,
      SECONDS,
    );
    printRow(`${kind} direct, 20 wallets`, directSpread);
    const directShared = await directLoad(
      () => wanderCheckout(database.db, actors[0], body),
      CONNECTIONS,
      SECONDS,
    );
    printRow(`${kind} direct, 1 shared wallet`, directShared);
    console.log(
      `${''.padEnd(34)} HTTP reaches ${((spread.rps / directSpread.rps) * 100).toFixed(0)}% (20 wallets) and ${((shared.rps / directShared.rps) * 100).toFixed(0)}% (1 wallet) of the in-process throughput`,
    );
    await database.close();
    await adminQuery(`drop database if exists ${dbName} with (force)`);
  }
}

const cpu = os.cpus();
console.log(
  `Machine: ${cpu.length} x ${cpu[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, Node ${process.version}`,
);
console.log(
  `WanderCheckout of a one-eSIM order (placed and paid in one transaction); ${SECONDS} s per run, ${CONNECTIONS} connections`,
);
for (const kind of (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',') as (
  'pglite' | 'postgres'
)[]) {
  await run(kind);
}

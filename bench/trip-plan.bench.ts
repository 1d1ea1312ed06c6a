/**
 * The trip planner (issue 29): POST catalog/TripPlan for a trip of 10 countries x 30 days (300
 * days, 1 GB a day) over the benchmark catalogue of 2,000 products x 20 variants (catalog-
 * generate.ts: single-country and 10-country regional plans, data plans and day passes), as the
 * demo customer, through the whole route in the server's process (auth, validation, the candidate
 * plans' query, prices, the search, the cart's pricing, the answer's schema). One request at a
 * time: the figure is the planner's own latency, not a queue's.
 * Run: npm run bench:trip   (BENCH_REQUESTS, default 200; BENCH_DATABASES, default
 * pglite,postgres: PGlite in memory, and a PostgreSQL database of its own created beside
 * BENCH_DATABASE_URL's and dropped after; BENCH_PRODUCTS, default 2000)
 * Two runs each: with the destinations' plans cached until the catalogue changes (as served) and
 * with that cache off (every request reads them). Target: p95 under 50 ms.
 */
import os from 'node:os';
import { forEachBenchDatabase } from './bench-databases.js';
import { TRIP_PLAN_PATH } from '@wander/contract';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { openDatabase, type Database } from '../apps/server/src/platform/db/client.js';
import { seedDemo } from '../apps/server/src/seed/seed-demo.js';
import { passwordForm } from '../apps/server/src/test-support/demo-otp.js';
import { benchCountries, seedBenchCatalog } from './catalog-generate.js';
import { latencyLine } from './paid-to-delivered.js';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 2000);
const TARGET_P95_MS = 50;

await forEachBenchDatabase('wander_tripbench', 'pglite,postgres', run);

async function run(databaseUrl: string | undefined) {
  const database = await openDatabase({ databaseUrl });
  try {
    await seedDemo(database.db);
    // Three eSIMs of each plan in stock (issue 37: the planner weighs only what can be delivered).
    const seeded = await seedBenchCatalog(database, PRODUCTS, 3);
    for (const cached of [true, false]) await measure(database, seeded, cached);
  } finally {
    await database.close();
  }
}

/**
 * The route as served: a destination's plans cached until the catalogue changes (the default), or
 * with the cache off (CATALOG_CACHE_SECONDS=0: every plan asks the database for them again).
 */
async function measure(database: Database, seeded: number, cached: boolean) {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent-bench',
    AUTH_CONTEXT_CACHE_SECONDS: '60',
    ...(cached ? {} : { CATALOG_CACHE_SECONDS: '0' }),
  });
  const app = await buildApp({ config, database, ephemeralKeys: true, logger: false });
  const token = (
    await app.inject({
      method: 'POST',
      url: '/api/token',
      headers: {
        'x-api-key': config.publicApiKey,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams(
        await passwordForm('customer@wander.demo', 'Wander#2026'),
      ).toString(),
    })
  ).json().access_token as string;
  // Ten countries of the bench catalogue that its regional plans join in different groups.
  const legs = benchCountries()
    .filter((_, i) => i % 15 === 0)
    .slice(0, 10)
    .map((countryCode) => ({ countryCode, days: 30 }));
  const payload = { distributorEntityCode: 'DIST001', legs, gbPerDay: 1 };
  const plan = () =>
    app.inject({
      method: 'POST',
      url: `/api/${TRIP_PLAN_PATH}`,
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
  const first = await plan();
  if (first.statusCode !== 200) throw new Error(`the trip plan failed: ${first.body}`);
  const answer = first.json().data as { lines: { quantity: number }[]; total: number };
  console.log(
    `Trip plan: ${legs.length} countries x 30 days at 1 GB a day over ${PRODUCTS} products x 20 variants (seeded in ${seeded.toFixed(0)} s), ${database.kind}, one request at a time, destinations' plans ${cached ? 'cached' : 'not cached'}`,
  );
  console.log(
    `Machine: ${os.cpus().length} x ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}`,
  );
  console.log(
    `answer: ${answer.lines.length} plans, ${answer.lines.reduce((n, l) => n + l.quantity, 0)} eSIMs, total ${answer.total}`,
  );
  for (let i = 0; i < 20; i++) await plan(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    const res = await plan();
    times.push(performance.now() - start);
    if (res.statusCode !== 200) throw new Error(`the trip plan failed: ${res.body}`);
  }
  const p95 = latencyLine('POST catalog/TripPlan (route, in process)', times);
  console.log(`target p95 < ${TARGET_P95_MS} ms: ${p95 < TARGET_P95_MS ? 'met' : 'NOT met'}`);
  await app.close();
}

/**
 * Resource-engine Search under load (issue 3): 100,000 Wander plans, a filter and a sort, driven over
 * HTTP at 10 and 50 connections against a server in its own process, on PGlite and on PostgreSQL,
 * beside the same SQL statements driven straight through the driver at the same concurrency.
 * Run: npm run bench:search   (BENCH_SECONDS, BENCH_ROWS, BENCH_DATABASES, BENCH_DATABASE_URL)
 */
import { SEARCH, seedPlans } from './generate.js';
import { runSearchBench } from './search-bench.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);

await runSearchBench({
  label: 'Search',
  serverScript: 'bench/bench-server.ts',
  serverEnv: { BENCH_ROWS: String(ROWS) },
  databasePrefix: 'wander_bench',
  seedLocal: (local) => seedPlans(local, ROWS),
  describe: (ready) =>
    `${ROWS} plans seeded in ${ready.seedSeconds.toFixed(1)} s; the Search matches ${ready.totalCount} rows in ${ready.statements.length} statements`,
  apiPath: 'product/WanderProductPlan/Search',
  payload: SEARCH,
});

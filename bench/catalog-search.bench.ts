/**
 * Catalogue search under load (issue 5): 2,000 products x 20 variants over 150 countries, searched
 * by a country, days, GB and type as the demo customer, over HTTP at 10 and 50 connections against
 * a server in its own process, on PGlite and on PostgreSQL, beside the same SQL statements driven
 * straight through the driver at the same concurrency.
 * Run: npm run bench:catalog   (BENCH_SECONDS, BENCH_PRODUCTS, BENCH_DATABASES, BENCH_DATABASE_URL,
 * DATABASE_POOL_SIZE: the server's pool, default 20 as deployed; the direct path uses as many)
 * Targets on PostgreSQL (docs/architecture.md, "Database"): uncached HTTP at 50 connections >= 80%
 * of the same SQL straight through the driver (issue 44), p95 under 60 ms. req/s counts only
 * answers equal to the search's answer read before the load.
 * Three server modes: "uncached-before" (CATALOG_CACHE_SECONDS=0 with the search statement as it
 * was before the ready cards, joining the catalogue on every search: today's figures), "uncached"
 * (CATALOG_CACHE_SECONDS=0: every search runs the card statement, the worst case of searches that
 * never repeat) and "cached" (the default: a repeated search is served from the page cache until
 * the catalogue changes). BENCH_MODES=uncached-before,uncached runs some of them.
 * Target of the cards (issue 17): uncached HTTP >= 1,300 req/s and p95 < 60 ms at 50 connections
 * on PostgreSQL, where uncached-before did 433 req/s, p95 167 ms. Last run in
 * docs/architecture.md ("Database"): 1,497 req/s, p95 48.6 ms (uncached-before 471, p95 155).
 */
import { CatalogPath } from '@wander/contract';
import { seedDemo } from '../apps/server/src/seed/seed-demo.js';
import { CATALOG_SEARCH, seedBenchCatalog } from './catalog-generate.js';
import { runSearchBench } from './search-bench.js';

const ROWS = Number(process.env.BENCH_PRODUCTS ?? 2000);

await runSearchBench({
  label: 'catalogue',
  title: 'Catalogue search',
  serverScript: 'bench/catalog-bench-server.ts',
  serverEnv: { BENCH_PRODUCTS: String(ROWS) },
  databasePrefix: 'wander_catbench',
  seedLocal: async (local) => {
    await seedDemo(local.db);
    await seedBenchCatalog(local, ROWS);
  },
  describe: (ready) =>
    `${ROWS} products x 20 variants seeded in ${ready.seedSeconds.toFixed(1)} s; the search matches ${ready.totalCount} products in ${ready.statements.length} statements, ${ready.statements.some((s) => s.sql.includes('catalog_cards')) ? 'on the ready cards' : 'joining the catalogue (before the cards)'}`,
  apiPath: CatalogPath.search,
  payload: CATALOG_SEARCH,
  prepared: true,
  target: { percent: 80, mode: 'uncached' },
  modes: [
    { label: 'uncached-before', env: { CATALOG_CACHE_SECONDS: '0', CATALOG_STATEMENT: 'before' } },
    { label: 'uncached', env: { CATALOG_CACHE_SECONDS: '0' } },
    { label: 'cached', env: {} },
  ].filter((m) => !process.env.BENCH_MODES || process.env.BENCH_MODES.split(',').includes(m.label)),
});

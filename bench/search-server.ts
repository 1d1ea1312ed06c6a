/**
 * The server side of a search benchmark, run in its own process so the load generator does not
 * share its event loop: seeds the demo world plus the bench rows into PGlite (in memory) or the
 * PostgreSQL database at BENCH_DATABASE_URL, listens on a free port and prints one JSON line:
 * address, a signed-in user's token and the SQL one search runs (for the direct-SQL path).
 */
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { openDatabase, type Database } from '../apps/server/src/platform/db/client.js';
import { seedDemo } from '../apps/server/src/seed/seed-demo.js';
import { passwordForm } from '../apps/server/src/test-support/demo-otp.js';

export interface SearchServerOptions {
  /** Seeds the bench rows; answers the seconds it took. */
  seed(database: Database): Promise<number>;
  /** The demo account whose token drives the load. */
  email: string;
  /** The API path searched, e.g. 'product/WanderProductPlan/Search'. */
  apiPath: string;
  payload: unknown;
  /** Which captured statements belong to the search (the API log's insert does not). */
  isSearchStatement(sql: string): boolean;
}

export async function serveSearchBench(options: SearchServerOptions): Promise<void> {
  const captured: { sql: string; params: unknown[] }[] = [];
  let capturing = false;
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent-bench',
    // The server's own pool size (DATABASE_POOL_SIZE, default 20), as a deployment runs it.
    DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE,
    AUTH_CONTEXT_CACHE_SECONDS: '30',
    ...(process.env.CATALOG_CACHE_SECONDS && {
      CATALOG_CACHE_SECONDS: process.env.CATALOG_CACHE_SECONDS,
    }),
  });
  const database = await openDatabase({
    databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
    poolSize: config.databasePoolSize,
    onQuery: (sql, params) => {
      if (capturing) captured.push({ sql, params });
    },
  });
  await seedDemo(database.db);
  const seconds = await options.seed(database);

  const app = await buildApp({ config, database, ephemeralKeys: true, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const token = (
    await app.inject({
      method: 'POST',
      url: '/api/token',
      headers: {
        'x-api-key': config.publicApiKey,
        'content-type': 'application/x-www-form-urlencoded',
      },
      // The demo admin has a second factor: passwordForm adds its current code.
      payload: new URLSearchParams(await passwordForm(options.email, 'Wander#2026')).toString(),
    })
  ).json().access_token as string;
  const search = () =>
    app.inject({
      method: 'POST',
      url: `/api/${options.apiPath}`,
      headers: { authorization: `Bearer ${token}` },
      payload: options.payload as object,
    });
  // The first search captures the statements (a cached second one may run none), the second
  // checks the answer once caches and prepared plans are warm.
  capturing = true;
  await search();
  capturing = false;
  const probe = await search();
  if (probe.statusCode !== 200) throw new Error(`the bench search failed: ${probe.body}`);
  const statements = captured.filter((q) => options.isSearchStatement(q.sql));
  console.log(
    JSON.stringify({
      address,
      token,
      statements,
      totalCount: probe.json().data.totalCount,
      seedSeconds: seconds,
      poolSize: config.databasePoolSize,
    }),
  );

  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

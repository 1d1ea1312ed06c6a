/**
 * The server under test, in its own process so the load generator does not share its event loop.
 * Seeds BENCH_ROWS plans into PGlite (in memory) or the PostgreSQL database at BENCH_DATABASE_URL,
 * listens on a free port and prints one JSON line: address, an admin token and the SQL one Search runs.
 */
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { openDatabase } from '../apps/server/src/platform/db/client.js';
import { seedDemo } from '../apps/server/src/seed/seed-demo.js';
import { seedPlans, SEARCH } from './generate.js';

const captured: { sql: string; params: unknown[] }[] = [];
let capturing = false;
const database = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
  poolSize: 50,
  onQuery: (sql, params) => {
    if (capturing) captured.push({ sql, params });
  },
});
await seedDemo(database.db);
const seconds = await seedPlans(database, Number(process.env.BENCH_ROWS ?? 100_000));

const config = loadConfig({
  LOG_LEVEL: 'silent',
  DATA_DIR: '/nonexistent-bench',
  AUTH_CONTEXT_CACHE_SECONDS: '30',
});
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
    payload:
      'grant_type=password&username=admin%40wander.demo&password=Wander%232026&client_id=wander-web',
  })
).json().access_token as string;
const headers = { authorization: `Bearer ${token}` };
await app.inject({
  method: 'POST',
  url: '/api/product/WanderProductPlan/Search',
  headers,
  payload: SEARCH,
});
capturing = true;
const probe = await app.inject({
  method: 'POST',
  url: '/api/product/WanderProductPlan/Search',
  headers,
  payload: SEARCH,
});
capturing = false;
const statements = captured.filter((q) => q.sql.includes('"wander_plans"'));
console.log(
  JSON.stringify({
    address,
    token,
    statements,
    totalCount: probe.json().data.totalCount,
    seedSeconds: seconds,
  }),
);

const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

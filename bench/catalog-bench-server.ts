/**
 * The server under test for the catalogue search benchmark, in its own process: seeds the demo
 * world plus BENCH_PRODUCTS bench products into PGlite or BENCH_DATABASE_URL, listens on a free
 * port and prints one JSON line: address, the demo customer's token and the SQL one search runs.
 */
import { CatalogPath } from '@wander/contract';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { openDatabase } from '../apps/server/src/platform/db/client.js';
import { seedDemo } from '../apps/server/src/seed/seed-demo.js';
import { CATALOG_SEARCH, seedBenchCatalog } from './catalog-generate.js';

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
const seconds = await seedBenchCatalog(database, Number(process.env.BENCH_PRODUCTS ?? 2000));

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
      'grant_type=password&username=customer%40wander.demo&password=Wander%232026&client_id=wander-web',
  })
).json().access_token as string;
const headers = { authorization: `Bearer ${token}` };
const url = `/api/${CatalogPath.search}`;
await app.inject({ method: 'POST', url, headers, payload: CATALOG_SEARCH });
capturing = true;
const probe = await app.inject({ method: 'POST', url, headers, payload: CATALOG_SEARCH });
capturing = false;
if (probe.statusCode !== 200) throw new Error(`catalogue search failed: ${probe.body}`);
const statements = captured.filter((q) => !q.sql.includes('api_logs'));
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

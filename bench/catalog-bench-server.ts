/** The catalogue search bench server (see search-server.ts): BENCH_PRODUCTS products, as the customer. */
import { CatalogPath } from '@wander/contract';
import { CATALOG_SEARCH, seedBenchCatalog } from './catalog-generate.js';
import { serveSearchBench } from './search-server.js';

await serveSearchBench({
  seed: (database) => seedBenchCatalog(database, Number(process.env.BENCH_PRODUCTS ?? 2000)),
  email: 'customer@wander.demo',
  apiPath: CatalogPath.search,
  payload: CATALOG_SEARCH,
  isSearchStatement: (sql) => sql.includes('with dist as'),
});

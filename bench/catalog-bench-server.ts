/**
 * The catalogue search bench server (see search-server.ts): BENCH_PRODUCTS products, as the
 * customer. CATALOG_STATEMENT=before serves the search with the statement it had before the
 * ready cards (catalog-before-hooks.mjs), for the bench's "before" figures.
 */
import { register } from 'node:module';

if (process.env.CATALOG_STATEMENT === 'before') {
  register('./catalog-before-hooks.mjs', import.meta.url);
}
// Imported after the hooks are in place, so the routes load the statement the mode asks for.
const { CatalogPath } = await import('@wander/contract');
const { CATALOG_SEARCH, seedBenchCatalog } = await import('./catalog-generate.js');
const { serveSearchBench } = await import('./search-server.js');

await serveSearchBench({
  seed: (database) => seedBenchCatalog(database, Number(process.env.BENCH_PRODUCTS ?? 2000)),
  email: 'customer@wander.demo',
  apiPath: CatalogPath.search,
  payload: CATALOG_SEARCH,
  isSearchStatement: (sql) => sql.includes('with dist as'),
});

/** The Wander plan Search bench server (see search-server.ts): BENCH_ROWS plans, as the admin. */
import { seedPlans, SEARCH } from './generate.js';
import { serveSearchBench } from './search-server.js';

await serveSearchBench({
  seed: (database) => seedPlans(database, Number(process.env.BENCH_ROWS ?? 100_000)),
  email: 'admin@wander.demo',
  apiPath: 'product/WanderProductPlan/Search',
  payload: SEARCH,
  isSearchStatement: (sql) => sql.includes('"wander_plans"'),
});

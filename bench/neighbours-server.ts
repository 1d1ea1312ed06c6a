/**
 * The server of bench:neighbours (neighbours.bench.ts), in its own process so the load does not
 * share its event loop: the demo world on PGlite (in memory) or on the PostgreSQL database at
 * BENCH_DATABASE_URL, the catalogue cache off (every search runs its statements), a 1,000-traveller
 * group whose travellers each have their own trip, and the distributor's invoices. Prints one
 * JSON line (address, tokens, the group, 20 invoice ids), then answers stdin: `reset` starts a
 * new event-loop delay histogram (monitorEventLoopDelay, 10 ms resolution), `report` prints it.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import readline from 'node:readline';
import { desc, eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { invoices } from '../apps/server/src/db/schema/index.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { openDatabase } from '../apps/server/src/platform/db/client.js';
import { seedDemo } from '../apps/server/src/seed/seed-demo.js';
import { passwordForm } from '../apps/server/src/test-support/demo-otp.js';
import { distinctTripTravellers } from '../apps/server/src/test-support/distinct-trips.js';

const config = loadConfig({
  LOG_LEVEL: 'silent',
  DATA_DIR: '/nonexistent-bench',
  DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE,
  AUTH_CONTEXT_CACHE_SECONDS: '30',
  CATALOG_CACHE_SECONDS: '0',
});
const database = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
  poolSize: config.databasePoolSize,
});
await seedDemo(database.db);
const app = await buildApp({ config, database, ephemeralKeys: true, logger: false });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

async function tokenOf(email: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/token',
    headers: {
      'x-api-key': config.publicApiKey,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams(await passwordForm(email, 'Wander#2026')).toString(),
  });
  return res.json().access_token as string;
}
const customer = await tokenOf('customer@wander.demo');
const distributor = await tokenOf('distributor@wander.demo');

const travellers = distinctTripTravellers(1000);
const tour = {
  groupName: 'Bench tour',
  startDate: '2026-10-01',
  endDate: '2026-10-31',
  distributorEntityCode: 'DIST001',
  gbPerDay: 0.5,
  legs: [{ countryCode: 'JP', days: 5 }],
  travellers,
};
const group = await app.inject({
  method: 'POST',
  url: '/api/network/GroupOrders',
  headers: { authorization: `Bearer ${customer}`, 'x-company-code': 'CUST001' },
  payload: tour,
});
if (group.statusCode !== 200) throw new Error(`the bench group failed: ${group.body}`);
// A second group for the roster imports (they replace its travellers).
const rosterGroup = await app.inject({
  method: 'POST',
  url: '/api/network/GroupOrders',
  headers: { authorization: `Bearer ${customer}`, 'x-company-code': 'CUST001' },
  payload: { ...tour, groupName: 'Bench roster', travellers: [] },
});
const invoiceIds = (
  await database.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.entityCode, 'DIST001'))
    .orderBy(desc(invoices.createdAt))
    .limit(20)
).map((r) => r.id);

console.log(
  JSON.stringify({
    address,
    customer,
    distributor,
    groupId: group.json().data.id,
    rosterGroupId: rosterGroup.json().data.id,
    invoiceIds,
  }),
);

let delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
const ms = (ns: number) => Math.round((ns / 1e6) * 10) / 10;
for await (const line of readline.createInterface({ input: process.stdin })) {
  if (line === 'reset') {
    delay.disable();
    delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    console.log(JSON.stringify({ reset: true }));
  } else if (line === 'report') {
    console.log(
      JSON.stringify({
        p50: ms(delay.percentile(50)),
        p99: ms(delay.percentile(99)),
        max: ms(delay.max),
      }),
    );
  } else if (line === 'quit') break;
}
await app.close();
await database.close();
process.exit(0);

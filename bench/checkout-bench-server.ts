/**
 * The server under test for the checkout benchmark, in its own process. Seeds the demo world,
 * then 20 buyer companies (each a Customer user of DIST001 with a large wallet), listens on a free
 * port and prints one JSON line: address, one token per buyer, and the checkout body.
 */
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { openDatabase } from '../apps/server/src/platform/db/client.js';
import { seedDemo } from '../apps/server/src/seed/seed-demo.js';
import { productPrices } from '../apps/server/src/db/schema/index.js';
import { seedBuyers } from './bench-buyers.js';
import { buyerTokens } from './paid-to-delivered.js';

const BUYERS = 20;
const database = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
  poolSize: 40,
});
await seedDemo(database.db);
const db = database.db;
await seedBuyers(database, BUYERS);
const [price] = await db
  .select({ productId: productPrices.productId, variantId: productPrices.variantId })
  .from(productPrices)
  .where(
    and(
      eq(productPrices.entityCode, 'DIST001'),
      eq(productPrices.currency, 'MYR'),
      eq(productPrices.isActive, true),
    ),
  )
  .limit(1);
// Stock for every checkout of the run (issue 37: a payment holds one eSIM of stock, and a plan
// with none left is refused): BENCH_STOCK eSIMs of the plan, made in one statement.
const stock = Number(process.env.BENCH_STOCK ?? 200_000);
await db.execute(sql`insert into wander_serial_numbers
    (entity_code, product_id, variant_id, iccid, activation_code)
  select 'DIST001', ${price.productId}::uuid, ${price.variantId}::uuid,
    '89888' || lpad(n::text, 14, '0'), 'LPA:1$smdp.wander.bench$' || n
  from generate_series(1, ${stock}) n`);

const config = loadConfig({
  LOG_LEVEL: 'silent',
  DATA_DIR: '/nonexistent-bench',
  AUTH_CONTEXT_CACHE_SECONDS: '60',
});
const app = await buildApp({ config, database, ephemeralKeys: true, logger: false });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const tokens = await buyerTokens(app, config.publicApiKey, BUYERS);
const body = {
  dataPlanModel: {
    distributorEntityCode: 'DIST001',
    lines: [{ variantId: price.variantId, qty: 1 }],
  },
};
console.log(JSON.stringify({ address, tokens, body, kind: database.kind }));
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});

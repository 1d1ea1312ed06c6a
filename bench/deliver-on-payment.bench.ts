/**
 * Delivery on payment under load (issue 13): 20 buyers check out at the same moment, each paying a
 * one-eSIM order from its wallet (POST payment/Payment/WanderCheckout over HTTP), with DIST001's
 * DeliverOnPayment setting on and the real pg-boss worker running in the server's process, on
 * PostgreSQL (a database of its own, created and dropped here). Per order it measures paid ->
 * delivered: from the checkout's answer (the payment has committed) to the moment the order is
 * seen Completed in the database (the delivery has committed), polled every 20 ms. Also the same
 * figure from the rows' own timestamps (paid_at -> completed_at, set inside the two transactions).
 * Target: p95 under 2 s.
 * Run: npm run bench:deliver   (BENCH_ROUNDS, default 3 rounds of 20; BENCH_DATABASE_URL)
 */
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { openDatabase, type Database } from '../apps/server/src/platform/db/client.js';
import { seedDemo } from '../apps/server/src/seed/seed-demo.js';
import {
  productPrices,
  purchaseOrders,
  settings,
  wanderSerialNumbers,
} from '../apps/server/src/db/schema/index.js';
import { buyerTokens, latencyLine, payAndWatch } from './paid-to-delivered.js';
import { seedBuyers } from './bench-buyers.js';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BUYERS = 20;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGET_P95_MS = 2000;

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(text);
  await client.end();
}

/** DIST001 delivers on payment; one of its priced variants gets enough eSIMs for every round. */
async function prepareDelivery(database: Database) {
  const db = database.db;
  await db
    .update(settings)
    .set({ settingValue: 'Yes' })
    .where(and(eq(settings.entityCode, 'DIST001'), eq(settings.settingName, 'DeliverOnPayment')));
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
    .orderBy(desc(productPrices.variantId))
    .limit(1);
  const rows = Array.from({ length: BUYERS * ROUNDS + 20 }, (_, i) => ({
    entityCode: 'DIST001',
    productId: price.productId,
    variantId: price.variantId,
    iccid: `89777${String(i + 1).padStart(14, '0')}`,
    activationCode: `LPA:1$smdp.wander.bench$${i + 1}`,
  }));
  await db.insert(wanderSerialNumbers).values(rows);
  return price.variantId;
}

async function main() {
  const cpu = os.cpus();
  console.log(
    `Machine: ${cpu.length} x ${cpu[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, load ${os.loadavg()[0].toFixed(1)}, Node ${process.version}`,
  );
  const dbName = `wander_bench_${randomBytes(4).toString('hex')}`;
  const url = new URL(PG_URL);
  url.pathname = `/${dbName}`;
  await adminQuery(`create database ${dbName}`);
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 40 });
  try {
    await seedDemo(database.db);
    await seedBuyers(database, BUYERS);
    const variantId = await prepareDelivery(database);
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: '/nonexistent-bench',
      AUTH_CONTEXT_CACHE_SECONDS: '60',
      DATABASE_URL: url.toString(),
    });
    const app = await buildApp({
      config,
      database,
      ephemeralKeys: true,
      logger: false,
      printMail: () => {},
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const tokens = await buyerTokens(app, config.publicApiKey, BUYERS);
    const body = JSON.stringify({
      dataPlanModel: { distributorEntityCode: 'DIST001', lines: [{ variantId, qty: 1 }] },
    });
    console.log(
      `Delivery on payment: ${ROUNDS} round(s) of ${BUYERS} concurrent wallet checkouts of a one-eSIM order, PostgreSQL, pg-boss worker in the server process`,
    );

    const observed: number[] = [];
    const stamped: number[] = [];
    const checkoutMs: number[] = [];
    let failures = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const round = await payAndWatch(database, address, tokens, body, 30_000);
      const { paidAt, deliveredAt } = round;
      observed.push(...round.observed);
      checkoutMs.push(...round.checkoutMs);
      failures += round.failures;
      const rows = await database.db
        .select({
          ms: sql<number>`extract(epoch from (${purchaseOrders.completedAt} - ${purchaseOrders.paidAt})) * 1000`,
          completed: sql<number>`extract(epoch from ${purchaseOrders.completedAt}) * 1000`,
        })
        .from(purchaseOrders)
        .where(inArray(purchaseOrders.id, [...paidAt.keys()]));
      for (const { ms } of rows) if (ms !== null) stamped.push(Number(ms));
      // Deliveries of one distributor queue on its invoice number sequence (gapless numbering):
      // the gap between consecutive completions is about one delivery transaction.
      const done = rows.map((r) => Number(r.completed)).sort((a, b) => a - b);
      const gap = done.length > 1 ? (done[done.length - 1] - done[0]) / (done.length - 1) : NaN;
      console.log(
        `  round ${round}: ${deliveredAt.size}/${paidAt.size} delivered, slowest ${Math.max(...[...paidAt].map(([id, p]) => (deliveredAt.get(id) ?? NaN) - p)).toFixed(0)} ms, ${gap.toFixed(0)} ms between consecutive deliveries`,
      );
    }
    latencyLine('checkout answer (HTTP, payment committed)', checkoutMs);
    const p95 = latencyLine('paid -> delivered (answer -> seen Completed)', observed);
    latencyLine('paid_at -> completed_at (row timestamps)', stamped);
    console.log(
      `failures: ${failures}; target p95 < ${TARGET_P95_MS} ms: ${p95 < TARGET_P95_MS && failures === 0 ? 'met' : 'NOT met'}`,
    );
    await app.close();
  } finally {
    await database.close();
    await adminQuery(`drop database if exists ${dbName} with (force)`);
  }
}

await main();

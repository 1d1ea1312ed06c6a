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
import { DEMO_PASSWORD, seedDemo } from '../apps/server/src/seed/seed-demo.js';
import {
  productPrices,
  purchaseOrders,
  settings,
  wanderSerialNumbers,
} from '../apps/server/src/db/schema/index.js';
import { percentile } from './load.js';
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
    const tokens: string[] = [];
    for (let i = 1; i <= BUYERS; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/token',
        headers: {
          'x-api-key': config.publicApiKey,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: `grant_type=password&username=bench${i}%40wander.demo&password=${encodeURIComponent(DEMO_PASSWORD)}&client_id=wander-web`,
      });
      tokens.push(res.json().access_token as string);
    }
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
      const paidAt = new Map<string, number>();
      const deliveredAt = new Map<string, number>();
      let polling = true;
      // The observer: which orders of this round have committed their delivery, every 20 ms.
      const observer = (async () => {
        while (polling || deliveredAt.size < paidAt.size) {
          const ids = [...paidAt.keys()].filter((id) => !deliveredAt.has(id));
          if (ids.length > 0) {
            const done = await database.db
              .select({ id: purchaseOrders.id })
              .from(purchaseOrders)
              .where(and(inArray(purchaseOrders.id, ids), eq(purchaseOrders.status, 'Completed')));
            const now = performance.now();
            for (const { id } of done) deliveredAt.set(id, now);
          }
          if (!polling && performance.now() - Math.max(...paidAt.values()) > 30_000) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      await Promise.all(
        tokens.map(async (token) => {
          const start = performance.now();
          const res = await fetch(`${address}/api/payment/Payment/WanderCheckout`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body,
          });
          const answered = performance.now();
          const json = (await res.json()) as { data?: { poHeaderId: string; status: string } };
          if (res.status !== 200 || json.data?.status !== 'Paid') {
            failures += 1;
            return;
          }
          checkoutMs.push(answered - start);
          paidAt.set(json.data.poHeaderId, answered);
        }),
      );
      polling = false;
      await observer;
      for (const [id, paid] of paidAt) {
        const delivered = deliveredAt.get(id);
        if (delivered === undefined) failures += 1;
        else observed.push(delivered - paid);
      }
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
    const line = (label: string, values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      console.log(
        `${label.padEnd(44)} n=${String(sorted.length).padStart(3)}  p50 ${percentile(sorted, 50).toFixed(0).padStart(5)} ms  p95 ${percentile(sorted, 95).toFixed(0).padStart(5)} ms  max ${sorted[sorted.length - 1].toFixed(0).padStart(5)} ms`,
      );
      return percentile(sorted, 95);
    };
    line('checkout answer (HTTP, payment committed)', checkoutMs);
    const p95 = line('paid -> delivered (answer -> seen Completed)', observed);
    line('paid_at -> completed_at (row timestamps)', stamped);
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

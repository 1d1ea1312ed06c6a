/**
 * eSIMs bought from a provider on payment (issue 27): 100 buyers each pay a one-eSIM order of a
 * provider-supplied plan at the same moment (POST payment/Payment/WanderCheckout over HTTP), on
 * PostgreSQL (a database of its own), with the real pg-boss workers in the server's process and
 * the local fake Airalo answering every call after 300 ms. Per order: from the payment's commit
 * (its `paid_at`, stamped in the payment's transaction) to the eSIM seen delivered (Completed in
 * the database, polled every 20 ms), and the buyer's wait from the Pay request leaving to the
 * same moment. Checks that every order was delivered and exactly 100 provider orders were placed.
 * Target: p95 from the payment's commit under 3 s.
 * Run: npm run bench:supply   (BENCH_LINES, default 100; BENCH_LATENCY_MS, default 300)
 */
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/platform/config.js';
import { openDatabase, type Database } from '../apps/server/src/platform/db/client.js';
import { seedDemo } from '../apps/server/src/seed/seed-demo.js';
import {
  planSupplies,
  productPrices,
  providerOrders,
  providers,
} from '../apps/server/src/db/schema/index.js';
import { sealCredentials } from '../apps/server/src/modules/supply/credentials.js';
import { createAiraloAdapter } from '../apps/server/src/modules/supply/adapters/airalo.js';
import { syncProviderPackages } from '../apps/server/src/modules/supply/sync-provider-packages.js';
import { startFakeAiralo } from '../apps/server/src/test-support/fake-providers/fake-airalo.js';
import { buyerTokens, latencyLine, payAndWatch } from './paid-to-delivered.js';
import { seedBuyers } from './bench-buyers.js';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const LINES = Number(process.env.BENCH_LINES ?? 100);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 300);
const TARGET_P95_MS = 3000;

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(text);
  await client.end();
}

/** DIST001's Airalo account on the fake, synced; one MYR plan supplied by one of its packages. */
async function prepareSupply(
  database: Database,
  app: Awaited<ReturnType<typeof buildApp>>,
  fake: Awaited<ReturnType<typeof startFakeAiralo>>,
) {
  const db = database.db;
  const credentials = { clientId: fake.clientId, clientSecret: fake.clientSecret };
  const [row] = await db
    .insert(providers)
    .values({
      entityCode: 'DIST001',
      providerName: 'Airalo (bench)',
      kind: 'airalo',
      credentialsEnc: sealCredentials(app.services.secrets, credentials),
      apiBaseUrl: fake.baseUrl,
    })
    .returning();
  const adapter = createAiraloAdapter({
    credentials,
    baseUrl: fake.baseUrl,
  });
  await syncProviderPackages(db, row, await adapter.listPackages());
  const [pkg] = await db
    .execute<{ id: string }>(
      sql`select id from provider_packages where provider_id = ${row.id} and package_code = 'change-7days-1gb'`,
    )
    .then((r) => (r as unknown as { rows: { id: string }[] }).rows);
  const [price] = await db
    .select({ variantId: productPrices.variantId })
    .from(productPrices)
    .where(and(eq(productPrices.entityCode, 'DIST001'), eq(productPrices.currency, 'MYR')))
    .orderBy(productPrices.variantId)
    .limit(1);
  await db.insert(planSupplies).values({
    entityCode: 'DIST001',
    variantId: price.variantId,
    mode: 'provider',
    providerPackageId: pkg.id,
  });
  return { variantId: price.variantId, providerId: row.id };
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
  const fake = await startFakeAiralo();
  try {
    await seedDemo(database.db);
    await seedBuyers(database, LINES);
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
    const { variantId, providerId } = await prepareSupply(database, app, fake);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const tokens = await buyerTokens(app, config.publicApiKey, LINES);
    fake.latencyMs = LATENCY_MS;
    const ordersBefore = fake.ordersPlaced;
    const body = JSON.stringify({
      dataPlanModel: { distributorEntityCode: 'DIST001', lines: [{ variantId, qty: 1 }] },
    });
    console.log(
      `Provider supply: ${LINES} concurrent wallet checkouts of a provider-supplied one-eSIM plan, fake Airalo at ${LATENCY_MS} ms per call, PostgreSQL, pg-boss workers in the server process`,
    );
    const { paidAt, deliveredAt, checkoutMs, fromCommit, buyerWait, failures } = await payAndWatch(
      database,
      address,
      tokens,
      body,
      60_000,
    );
    const [{ n: providerOrderRows }] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(providerOrders)
      .where(eq(providerOrders.providerId, providerId));
    latencyLine('checkout answer (HTTP, payment committed)', checkoutMs);
    const p95 = latencyLine("payment's commit -> eSIM delivered", fromCommit);
    latencyLine("buyer's wait: Pay -> eSIM delivered", buyerWait);
    const placed = fake.ordersPlaced - ordersBefore;
    console.log(
      `delivered ${deliveredAt.size}/${paidAt.size}; provider orders placed ${placed} (rows ${providerOrderRows}); failures ${failures}`,
    );
    const met =
      p95 < TARGET_P95_MS && failures === 0 && placed === LINES && deliveredAt.size === LINES;
    console.log(
      `target (all delivered, exactly ${LINES} provider orders, p95 < ${TARGET_P95_MS} ms): ${met ? 'met' : 'NOT met'}`,
    );
    await app.close();
    if (!met) process.exitCode = 1;
  } finally {
    await fake.close();
    await database.close();
    await adminQuery(`drop database if exists ${dbName} with (force)`);
  }
}

await main();

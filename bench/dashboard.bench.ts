/**
 * The dashboard's SQL (issue 16) on the 2,000-product bench catalogue with a year of DIST001's
 * orders (bench/dashboard-generate.ts): each widget group (Platform, Company for DIST001, Agent
 * for the top of its agent tree, Customer for CUST001) is computed BENCH_ROUNDS times (default 40)
 * for each period, one call at a time, after a warm-up (the first read fills the roll-up of closed
 * days, timed on its own); the Platform and Company groups convert every day's sales and margin to
 * the reporting currency at that day's rate (issue 40); the p50 / p95 / max of one group's whole
 * computation (all its queries) per group, over all periods and per period. Target: p95 < 100 ms.
 * On PostgreSQL (a database of its own, created and dropped here) unless BENCH_DATABASES=pglite.
 * Run: npm run bench:dashboard   (BENCH_ROUNDS, BENCH_ORDERS_PER_DAY, BENCH_PRODUCTS,
 * BENCH_DATABASES=postgres|pglite, BENCH_DATABASE_URL; BENCH_KEEP=1 keeps the database to look at)
 */
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { DASHBOARD_PERIODS, type DashboardPeriod } from '@wander/contract';
import { openDatabase, type Database } from '../apps/server/src/platform/db/client.js';
import { seedDemo } from '../apps/server/src/seed/seed-demo.js';
import { companies, users } from '../apps/server/src/db/schema/index.js';
import { toAuthCompany } from '../apps/server/src/modules/identity/identity.queries.js';
import { dashboardRange } from '../apps/server/src/modules/dashboard/dashboard-period.js';
import { platformDashboard } from '../apps/server/src/modules/dashboard/platform-dashboard.js';
import { companyDashboard } from '../apps/server/src/modules/dashboard/company-dashboard.js';
import { agentDashboard } from '../apps/server/src/modules/dashboard/agent-dashboard.js';
import { customerDashboard } from '../apps/server/src/modules/dashboard/customer-dashboard.js';
import { seedBenchCatalog } from './catalog-generate.js';
import { seedYearOfOrders } from './dashboard-generate.js';
import { percentile } from './load.js';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const KIND = process.env.BENCH_DATABASES ?? 'postgres';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const PER_DAY = Number(process.env.BENCH_ORDERS_PER_DAY ?? 200);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 2000);
const TARGET_P95_MS = 100;

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(text);
  await client.end();
}

async function groups(database: Database) {
  const [customer] = await database.db
    .select()
    .from(companies)
    .where(eq(companies.entityCode, 'CUST001'));
  const [agent] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'agent@wander.demo'));
  const buyer = { ...toAuthCompany(customer), isSetupFully: true };
  return {
    Platform: (p: DashboardPeriod) => platformDashboard(database, dashboardRange(p)),
    Company: (p: DashboardPeriod) => companyDashboard(database, 'DIST001', dashboardRange(p)),
    Agent: (p: DashboardPeriod) => agentDashboard(database, agent.id, 'DIST001', dashboardRange(p)),
    Customer: (p: DashboardPeriod) => customerDashboard(database, buyer, dashboardRange(p)),
  };
}

const ms = (n: number) => n.toFixed(1).padStart(7);

async function measure(database: Database) {
  const all = await groups(database);
  let failed = false;
  console.log('group      period      p50 ms  p95 ms  max ms');
  for (const [name, run] of Object.entries(all)) {
    const overall: number[] = [];
    for (const period of DASHBOARD_PERIODS) {
      for (let i = 0; i < 3; i++) await run(period);
      const times: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const started = performance.now();
        await run(period);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      overall.push(...times);
      console.log(
        `${name.padEnd(10)} ${period.padEnd(10)} ${ms(percentile(times, 50))} ${ms(percentile(times, 95))} ${ms(times[times.length - 1])}`,
      );
    }
    overall.sort((a, b) => a - b);
    const p95 = percentile(overall, 95);
    if (p95 >= TARGET_P95_MS) failed = true;
    console.log(
      `${name.padEnd(10)} ${'all'.padEnd(10)} ${ms(percentile(overall, 50))} ${ms(p95)} ${ms(overall[overall.length - 1])}  ${p95 < TARGET_P95_MS ? 'ok' : 'OVER'}`,
    );
  }
  return failed;
}

async function main() {
  const cpu = os.cpus();
  console.log(
    `Machine: ${cpu.length} x ${cpu[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, load ${os.loadavg()[0].toFixed(1)}, Node ${process.version}; ${KIND}`,
  );
  let url: URL | null = null;
  if (KIND === 'postgres') {
    url = new URL(PG_URL);
    url.pathname = `/wander_bench_${randomBytes(4).toString('hex')}`;
    await adminQuery(`create database ${url.pathname.slice(1)}`);
  }
  const database = await openDatabase(url ? { databaseUrl: url.toString() } : {});
  let failed = false;
  try {
    await seedDemo(database.db);
    const catalog = await seedBenchCatalog(database, PRODUCTS);
    const orders = await seedYearOfOrders(database, PER_DAY);
    const [{ n }] = (
      (await database.db.execute('select count(*)::int as n from purchase_orders')) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    console.log(
      `Catalogue: ${PRODUCTS} products in ${catalog.toFixed(1)} s; a year of orders (${PER_DAY} a day, ${n} orders in all, MYR, HKD and SGD) in ${orders.seconds.toFixed(1)} s, of which recording ${orders.costedLines} lines' costs (half from USD, at each sale day's rate) ${orders.costSeconds.toFixed(1)} s; ${ROUNDS} rounds per group and period`,
    );
    // The first read of a period fills the roll-up of its closed days (here 60 days at once);
    // afterwards a day is filled once, on the first read after it has closed.
    const cold = performance.now();
    await platformDashboard(database, dashboardRange('30d'));
    console.log(
      `First Platform 30d read (fills 60 closed days of the roll-up): ${(performance.now() - cold).toFixed(0)} ms`,
    );
    failed = await measure(database);
  } finally {
    await database.close();
    if (url && process.env.BENCH_KEEP === '1') console.log(`kept ${url.toString()}`);
    else if (url) await adminQuery(`drop database ${url.pathname.slice(1)}`);
  }
  if (failed) {
    console.error(`dashboard bench: a group's p95 is ${TARGET_P95_MS} ms or more`);
    process.exitCode = 1;
  }
}

await main();

/**
 * Group eSIMs (issue 29): a 500-traveller roster imported (validated), planned and ordered, then
 * paid and delivered, with every traveller's e-mail sent through the job queue. On the demo world,
 * through the routes in the server's process as the travel agency (CUST001) and its distributor:
 *   1. POST network/GroupOrders/Import/{id} (a CSV of 500 rows: five trips, three languages)
 *   2. POST network/GroupOrders/Plan/{id}    3. POST network/GroupOrders/Order/{id}
 *   (target: 1-3 under 10 s), then payment from the wallet (timed), the distributor's Fulfil and
 *   Complete (the completion queues the 500 e-mails with their QR codes in its transaction), and
 *   the time until the job queue has handed every one of them to the mail transport (no SMTP:
 *   Logged). The run fails unless every traveller was planned and every e-mail handed over.
 * Run: npm run bench:group   (BENCH_TRAVELLERS, default 500; BENCH_DATABASES, default
 * postgres,pglite: a PostgreSQL database of its own beside BENCH_DATABASE_URL's, and PGlite)
 */
import os from 'node:os';
import { forEachBenchDatabase } from './bench-databases.js';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../apps/server/src/platform/config.js';
import { openDatabase, type Database } from '../apps/server/src/platform/db/client.js';
import { seedDemo } from '../apps/server/src/seed/seed-demo.js';
import { passwordForm } from '../apps/server/src/test-support/demo-otp.js';
import { uploadCsv } from '../apps/server/src/test-support/multipart.js';
import { companies, emailLogs } from '../apps/server/src/db/schema/index.js';
import { creditWallet } from '../apps/server/src/modules/payment/wallet-ledger.js';
import { TripStock } from '../apps/server/src/modules/catalog/trip-stock.js';
import { ownGroup } from '../apps/server/src/modules/group/group.queries.js';
import { planGroup } from '../apps/server/src/modules/group/plan-group.js';
import { distributorOptionOf } from '../apps/server/src/modules/catalog/catalog-access.js';

const TRAVELLERS = Number(process.env.BENCH_TRAVELLERS ?? 500);
const TARGET_MS = 10_000;
const TRIPS = ['', 'KR:4', 'JP:3', 'JP:5;KR:4;TW:3', 'TH:7'];
const LANGUAGES = ['en', 'ms', 'zh'];

/** The roster file: name, e-mail, phone, language, legs (a fifth on each trip), data a day. */
const rosterCsv = () =>
  [
    'name,email,phone,language,legs,gbPerDay',
    ...Array.from({ length: TRAVELLERS }, (_, i) =>
      [
        `Traveller ${i + 1}`,
        `traveller${i + 1}@tour.example.com`,
        `+6012${String(1000000 + i).padStart(7, '0')}`,
        LANGUAGES[i % 3],
        TRIPS[i % TRIPS.length],
        i % 7 === 0 ? '2' : '',
      ].join(','),
    ),
  ].join('\n');

async function run(databaseUrl: string | undefined) {
  const database = await openDatabase({ databaseUrl });
  try {
    await seedDemo(database.db);
    await measure(database);
  } finally {
    await database.close();
  }
}

async function measure(database: Database) {
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent-bench' });
  const app = await buildApp({
    config,
    database,
    ephemeralKeys: true,
    logger: false,
    printMail: () => {},
  });
  await app.ready();
  try {
    await roundTrip(app, config, database);
  } finally {
    await app.close();
  }
}

async function roundTrip(app: FastifyInstance, config: Config, database: Database) {
  const tokenOf = async (email: string, company: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/token',
      headers: {
        'x-api-key': config.publicApiKey,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams(await passwordForm(email, 'Wander#2026')).toString(),
    });
    return { authorization: `Bearer ${res.json().access_token}`, 'x-company-code': company };
  };
  const agency = await tokenOf('customer@wander.demo', 'CUST001');
  const seller = await tokenOf('distributor@wander.demo', 'DIST001');
  const call = async (
    method: 'POST' | 'PUT' | 'GET',
    url: string,
    headers = agency,
    body?: object,
  ) => {
    const res = await app.inject({ method, url: `/api/${url}`, headers, payload: body });
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
    const start = performance.now();
    const result = await work();
    return [result, performance.now() - start];
  };

  const group = await call('POST', 'network/GroupOrders', agency, {
    groupName: `Bench tour ${randomBytes(3).toString('hex')}`,
    startDate: '2026-12-01',
    endDate: '2026-12-12',
    distributorEntityCode: 'DIST001',
    gbPerDay: 1,
    legs: [
      { countryCode: 'JP', days: 5 },
      { countryCode: 'KR', days: 4 },
    ],
    travellers: [],
  });
  const [imported, importMs] = await timed(async () => {
    const res = await uploadCsv(
      app,
      `/api/network/GroupOrders/Import/${group.id}`,
      rosterCsv(),
      agency,
    );
    return res.json().data as { status: string; importedRows: number };
  });
  if (imported.status !== 'Completed') throw new Error(`import: ${JSON.stringify(imported)}`);
  // The distributor stocks the tour's eSIMs first (issue 37: the planner proposes only what can
  // be delivered, and the demo's stock is a few a plan): the plan as if every plan were in stock.
  await stockTheTour(database, group.id);
  const [plan, planMs] = await timed(() => call('POST', `network/GroupOrders/Plan/${group.id}`));
  const [placed, orderMs] = await timed(() =>
    call('POST', `network/GroupOrders/Order/${group.id}`),
  );

  // Money for the delivery: the agency's wallet credited.
  const [agencyRow] = await database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.entityCode, 'CUST001'));
  await database.db.transaction((tx) =>
    creditWallet(tx, {
      companyId: agencyRow.id,
      amountMinor: Math.round(placed.total * 100) + 100,
      currency: placed.currency,
      kind: 'adjustment',
      reference: 'Group bench',
    }),
  );
  const [payRes, payMs] = await timed(() =>
    app.inject({
      method: 'POST',
      url: '/api/payment/Payment/WanderCheckout',
      headers: { ...agency, 'idempotency-key': `group-bench-${placed.poId}` },
      payload: { poHeaderId: placed.poId },
    }),
  );
  if (payRes.statusCode !== 200) throw new Error(`pay: ${payRes.body}`);
  const [po, fulfilMs] = await timed(() =>
    call('PUT', `network/PurchaseOrders/Fulfil/${placed.poId}`, seller),
  );
  const [, completeMs] = await timed(() =>
    call('PUT', `payment/Invoices/Complete/${po.invoice.id}`, seller),
  );
  const emails = Array.from({ length: TRAVELLERS }, (_, i) => `traveller${i + 1}@tour.example.com`);
  const [, sendMs] = await timed(async () => {
    for (;;) {
      const [{ queued }] = await database.db
        .select({
          queued: sql<number>`count(*) filter (where ${emailLogs.status} not in ('Logged', 'Sent'))::int`,
        })
        .from(emailLogs)
        .where(
          and(eq(emailLogs.template, 'group-traveller-esim'), inArray(emailLogs.toEmail, emails)),
        );
      if (Number(queued) === 0) return;
      await new Promise((r) => setTimeout(r, 50));
    }
  });
  const [{ mailed }] = await database.db
    .select({ mailed: sql<number>`count(*)::int` })
    .from(emailLogs)
    .where(and(eq(emailLogs.template, 'group-traveller-esim'), inArray(emailLogs.toEmail, emails)));

  // The run counts only when it did the whole job: every traveller planned (a plan with lines) and
  // every traveller's e-mail handed to the transport.
  const planned = (plan as { travellers: { plan: { lines: unknown[] } }[] }).travellers.filter(
    (x) => x.plan.lines.length > 0,
  ).length;
  const complete = planned === TRAVELLERS && Number(mailed) === TRAVELLERS;
  const total = importMs + planMs + orderMs;
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`Group eSIMs: ${TRAVELLERS} travellers on ${database.kind}, the routes in process`);
  console.log(
    `Machine: ${os.cpus().length} x ${os.cpus()[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}`,
  );
  console.log(
    `import (validate) ${s(importMs)}, plan ${s(planMs)}, order ${s(orderMs)}: ${s(total)} (${planned} of ${TRAVELLERS} travellers planned, total ${plan.currency} ${plan.total})`,
  );
  console.log(
    `payment (wallet) ${s(payMs)}; delivery: fulfil ${s(fulfilMs)}, complete (queues ${mailed} traveller e-mails with QR codes) ${s(completeMs)}; all handed to the transport (no SMTP: logged) by the job queue ${s(sendMs)} later`,
  );
  const met = complete && total < TARGET_MS;
  console.log(
    `target (every traveller planned and mailed, import + plan + order < ${TARGET_MS / 1000} s): ${met ? 'met' : 'NOT met'}`,
  );
  if (!met) process.exitCode = 1;
}

/** The eSIMs of the group's plan in DIST001's stock, planned as if every plan were in stock. */
async function stockTheTour(database: Database, groupId: string) {
  const distributor = (await distributorOptionOf(database.db, 'DIST001'))!;
  await database.db.transaction(async (tx) => {
    const group = await ownGroup(tx, 'CUST001', groupId);
    const wanted = await planGroup(tx, group, distributor, new TripStock(true));
    const lines = wanted.travellers.flatMap((x) => x.plan.lines);
    await tx.execute(sql`insert into wander_serial_numbers
        (entity_code, product_id, variant_id, iccid, activation_code)
      select 'DIST001', l.product_id::uuid, l.variant_id::uuid,
        '89609' || lpad((row_number() over (order by l.line_no, n))::text, 14, '0'),
        'LPA:1$smdp.example$' || upper(substr(md5(l.line_no || '-' || n), 1, 20))
      from jsonb_to_recordset(${JSON.stringify(
        lines.map((l, i) => ({
          line_no: i + 1,
          product_id: l.productId,
          variant_id: l.variantId,
          qty: l.quantity,
        })),
      )}::jsonb) as l(line_no int, product_id text, variant_id text, qty int)
      cross join lateral generate_series(1, l.qty) n`);
  });
}

await forEachBenchDatabase('wander_groupbench', 'postgres,pglite', run);

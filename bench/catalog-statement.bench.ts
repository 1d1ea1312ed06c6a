/**
 * The catalogue search statement alone, before the ready cards and on them, interleaved so both
 * see the same machine load (the HTTP bench runs its modes minutes apart): the bench catalogue on
 * PostgreSQL, the bench search as the demo customer, both statements prepared with the same
 * parameters, alternating in rounds of BENCH_ROUND_MS at 1 and 50 connections; prints each one's
 * statements per second (median and best round) and the median of the rounds' ratios. The
 * answers are checked equal first. The client shares the machine, as in the HTTP bench.
 * Run: node --import tsx bench/catalog-statement.bench.ts   (BENCH_ROUNDS, BENCH_ROUND_MS, BENCH_PRODUCTS)
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { openDatabase } from '../apps/server/src/platform/db/client.js';
import { seedDemo } from '../apps/server/src/seed/seed-demo.js';
import {
  catalogSearchSql,
  type CatalogFilter,
} from '../apps/server/src/modules/catalog/catalog-search.queries.js';
import * as before from '../apps/server/src/test-support/catalog-search-before.js';
import { CATALOG_SEARCH, seedBenchCatalog } from './catalog-generate.js';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const ROUND_MS = Number(process.env.BENCH_ROUND_MS ?? 1500);

const admin = async (text: string) => {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(text);
  await client.end();
};
const name = `wander_catstmt_${randomBytes(4).toString('hex')}`;
const url = new URL(PG_URL);
url.pathname = `/${name}`;
await admin(`create database ${name}`);
try {
  const database = await openDatabase({ databaseUrl: url.toString() });
  await seedDemo(database.db);
  await seedBenchCatalog(database, Number(process.env.BENCH_PRODUCTS ?? 2000));
  await database.close();

  // The bench search as the demo customer (CUST001 buys from DIST001).
  const filter: CatalogFilter = {
    distributor: CATALOG_SEARCH.distributorEntityCode,
    countryCodes: CATALOG_SEARCH.countryCode,
    days: CATALOG_SEARCH.days,
    dataGb: CATALOG_SEARCH.data,
    types: [false],
    pageIndex: CATALOG_SEARCH.pageIndex,
    pageSize: CATALOG_SEARCH.pageSize,
    connected: sql`d.entity_code = (select c.parent_entity_code from companies c
      where c.entity_code = ${'CUST001'})`,
  };
  const dialect = new PgDialect();
  const statements = [
    { label: 'before the cards', query: dialect.sqlToQuery(before.catalogSearchSql(filter)) },
    { label: 'on the ready cards', query: dialect.sqlToQuery(catalogSearchSql(filter)) },
  ];
  const pool = new pg.Pool({ connectionString: url.toString(), max: 50 });
  const run = (i: number) =>
    pool.query({
      name: `s${i}`,
      text: statements[i]!.query.sql,
      values: statements[i]!.query.params,
    });
  const [a, b] = [(await run(0)).rows[0], (await run(1)).rows[0]];
  if (JSON.stringify(a) !== JSON.stringify(b))
    throw new Error('the two statements answer differently');

  /** Mean ms per statement over one round of `connections` loops. */
  const round = async (i: number, connections: number) => {
    let done = 0;
    const started = performance.now();
    const end = started + ROUND_MS;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < end) {
          await run(i);
          done += 1;
        }
      }),
    );
    return {
      msPer: (performance.now() - started) / done,
      rps: (done * 1000) / (performance.now() - started),
    };
  };
  const cpu = os.cpus();
  console.log(
    `Machine: ${cpu.length} x ${cpu[0]?.model ?? 'cpu'}, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `Statement: ${JSON.stringify(CATALOG_SEARCH)}; ${ROUNDS} rounds of ${ROUND_MS} ms each, alternating`,
  );
  for (const connections of [1, 50]) {
    for (let i = 0; i < 2; i++) for (let w = 0; w < 20; w++) await run(i); // warm every connection
    const rates: number[][] = [[], []];
    for (let r = 0; r < ROUNDS; r++) {
      for (let i = 0; i < 2; i++) rates[i]!.push((await round(i, connections)).rps);
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    for (let i = 0; i < 2; i++) {
      const xs = rates[i]!;
      console.log(
        `${connections} conn, ${statements[i]!.label.padEnd(18)} ${median(xs).toFixed(0).padStart(6)} statements/s median round, best ${Math.max(...xs).toFixed(0)}`,
      );
    }
    const ratios = rates[1]!.map((x, r) => x / rates[0]![r]!);
    console.log(
      `${connections} conn: the card statement does ${median(ratios).toFixed(1)}x as many (median of the rounds' ratios)`,
    );
  }
  console.log(
    `load after: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  await pool.end();
} finally {
  await admin(`drop database if exists ${name} with (force)`);
}

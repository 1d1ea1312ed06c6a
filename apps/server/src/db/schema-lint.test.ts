import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client.js';
import { openTestDatabase } from '../test-support/test-app.js';
import { schemaLintLists } from './schema-lint-lists.js';
import { lintSchema, readCatalog, type CatalogTable } from './schema-lint.js';

// Issue 17, "Schema lint": every tenant table carries the company code and leads its primary and
// unique keys with it (Citus: the distribution column is part of every unique key). The catalogue
// read is the migrated database's own (hand-written SQL migrations included), not the Drizzle
// declarations.

let database: Database;
let catalog: CatalogTable[];
beforeAll(async () => {
  // The run's migrated template (a copy is quick; migrating from nothing can outlast the hook).
  database = await openTestDatabase(undefined, true);
  catalog = await readCatalog(database);
});
afterAll(() => database?.close());

const describeViolations = (result: ReturnType<typeof lintSchema>) => [
  ...result.unexpected.map((v) => `${v.table}: ${v.message}`),
  ...result.stale,
];

describe('schema lint: tenant tables are keyed by company', () => {
  it('finds every table of the migrated schema with its keys', () => {
    // The reader itself: a wrong catalogue query would make the lint pass on nothing.
    expect(catalog.length).toBeGreaterThan(100);
    const byName = new Map(catalog.map((t) => [t.name, t]));
    expect(byName.get('dashboard_day_sales')?.keys.map((k) => k.label)).toEqual([
      'PK(entity_code,day,currency)',
    ]);
    expect(byName.get('invoices')?.keys.map((k) => k.label)).toEqual(
      expect.arrayContaining(['PK(id)', 'U(entity_code,document_no)', 'U(po_id)']),
    );
    expect(byName.get('wallet_transactions')?.keys.map((k) => k.label)).toContain(
      'U*(purchase_order_id)',
    );
  });

  it('has no violation outside the listed exceptions, and no exception that no longer applies', () => {
    const result = lintSchema(catalog, schemaLintLists);
    expect(describeViolations(result)).toEqual([]);
    // docs/architecture.md ("Several machines") states this count: keep them in step.
    expect(result.knownCount).toBe(OPEN_EXCEPTIONS);
  });

  it('fails on a new tenant table without the company code, or whose keys do not lead with it', async () => {
    await database.db.execute(sql`
      create table lint_probe_without (id uuid primary key, name text not null)`);
    await database.db.execute(sql`
      create table lint_probe_keys (
        id uuid primary key,
        entity_code varchar(32) not null,
        code varchar(32) not null,
        unique (code, entity_code))`);
    await database.db.execute(sql`
      create table lint_probe_good (
        entity_code varchar(32) not null,
        id uuid not null,
        code varchar(32) not null,
        primary key (entity_code, id),
        unique (entity_code, code))`);
    await database.db.execute(sql`
      create unique index lint_probe_good_lower on lint_probe_good (lower(code))`);
    try {
      const result = lintSchema(await readCatalog(database), schemaLintLists);
      expect(result.unexpected.map((v) => `${v.table} ${v.what}`)).toEqual([
        'lint_probe_good U(lower(code::text))',
        'lint_probe_keys PK(id)',
        'lint_probe_keys U(code,entity_code)',
        'lint_probe_without column',
      ]);
      expect(result.stale).toEqual([]);
    } finally {
      await database.db.execute(
        sql`drop table lint_probe_without, lint_probe_keys, lint_probe_good`,
      );
    }
  });

  it('fails on a listed exception that was fixed, and on a global table that is gone', () => {
    const lists = {
      ...schemaLintLists,
      globalTables: { ...schemaLintLists.globalTables, no_such_table: 'gone' },
      exceptions: {
        ...schemaLintLists.exceptions,
        dashboard_day_sales: { 'PK(entity_code,day,currency)': 'was never a violation' },
      },
    };
    expect(lintSchema(catalog, lists).stale).toEqual([
      'exception dashboard_day_sales PK(entity_code,day,currency) no longer applies: remove it',
      'global table no_such_table does not exist: remove it',
    ]);
  });
});

/** The violations known when the lint came (issue 17); docs/architecture.md says the same. */
const OPEN_EXCEPTIONS = 129;

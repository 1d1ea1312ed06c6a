import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client.js';

/**
 * The schema lint of issue 17 (docs/architecture.md, "Several machines"): every tenant table
 * carries its company's code, and every primary or unique key of it leads with that code, so the
 * table could be distributed by company (Citus: the distribution column must be part of every
 * primary key and unique constraint; leading, the key's index also serves a company's lookups).
 */

/** The company code of a tenant row (db/schema/columns.ts `entityCode()`). */
export const COMPANY_COLUMN = 'entity_code';

export interface UniqueKey {
  /** `PK(a,b)`, `U(a,b)`, `U*(a,b)` for a partial unique index; expressions as written. */
  label: string;
  columns: string[];
}

export interface CatalogTable {
  name: string;
  columns: string[];
  keys: UniqueKey[];
}

/** What the lint knows of a table that is not a plain tenant table. */
export interface LintLists {
  /** Tables that belong to no one company (reference data, users, platform-wide): name -> why. */
  globalTables: Record<string, string>;
  /** Tenant tables whose company code column has another name: name -> column. */
  companyColumnOf: Record<string, string>;
  /**
   * Known violations, table -> (`column` or a key's label -> why): the open work before the
   * schema can be distributed. A violation not listed fails the lint, and so does a listed one
   * that is gone (the list stays true).
   */
  exceptions: Record<string, Record<string, string>>;
}

export interface Violation {
  table: string;
  /** `column` (no company code column) or the offending key's label. */
  what: string;
  message: string;
}

/**
 * An index expression as PGlite and PostgreSQL both print it: PostgreSQL writes `lower((code)::text)`
 * where PGlite writes `lower(code::text)`; the parentheses around a lone name go.
 */
const plainExpression = (column: string) => {
  let previous;
  let text = column;
  do {
    previous = text;
    text = text.replace(/(?<![\w)])\((\w+)\)/g, '$1');
  } while (text !== previous);
  return text;
};

/** The tables of the public schema with their columns and unique keys (primary key included). */
export async function readCatalog(database: Database): Promise<CatalogTable[]> {
  const tables = await database.rows<{ name: string; columns: string[] }>(sql`
    select c.relname as name,
           array(select a.attname::text from pg_attribute a
                 where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                 order by a.attnum) as columns
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
    order by c.relname`);
  const keys = await database.rows<{
    table: string;
    primary: boolean;
    partial: boolean;
    columns: string[];
  }>(sql`
    select t.relname as "table", i.indisprimary as "primary", i.indpred is not null as "partial",
           array(select pg_get_indexdef(i.indexrelid, k, true)
                 from generate_series(1, i.indnkeyatts) as k order by k) as columns
    from pg_index i
    join pg_class t on t.oid = i.indrelid
    join pg_namespace n on n.oid = t.relnamespace
    where n.nspname = 'public' and i.indisunique
    order by t.relname, i.indisprimary desc, columns`);
  return tables.map((table) => ({
    name: table.name,
    columns: table.columns,
    keys: keys
      .filter((key) => key.table === table.name)
      .map((key) => ({
        label: `${key.primary ? 'PK' : key.partial ? 'U*' : 'U'}(${key.columns.map(plainExpression).join(',')})`,
        columns: key.columns,
      })),
  }));
}

/** Every violation of the rule in `catalog`, known ones included (see `lintSchema`). */
export function findViolations(catalog: CatalogTable[], lists: LintLists): Violation[] {
  const violations: Violation[] = [];
  for (const table of catalog) {
    if (table.name in lists.globalTables) continue;
    const column = lists.companyColumnOf[table.name] ?? COMPANY_COLUMN;
    if (!table.columns.includes(column)) {
      violations.push({
        table: table.name,
        what: 'column',
        message: `has no ${column} column (a tenant table carries its company's code; a table of no one company goes in the global list with its reason)`,
      });
      continue;
    }
    for (const key of table.keys) {
      if (key.columns[0] === column) continue;
      violations.push({
        table: table.name,
        what: key.label,
        message: `${key.label} does not lead with ${column} (${key.columns.includes(column) ? 'put it first' : 'a distributed table needs it in every primary and unique key'})`,
      });
    }
  }
  return violations;
}

/** The lint's answer: violations not in the exceptions, and exceptions that no longer apply. */
export function lintSchema(
  catalog: CatalogTable[],
  lists: LintLists,
): { unexpected: Violation[]; stale: string[]; knownCount: number } {
  const violations = findViolations(catalog, lists);
  const unexpected = violations.filter((v) => !lists.exceptions[v.table]?.[v.what]);
  const found = new Set(violations.map((v) => `${v.table} ${v.what}`));
  const names = new Set(catalog.map((t) => t.name));
  const stale = [
    ...Object.entries(lists.exceptions).flatMap(([table, entries]) =>
      Object.keys(entries)
        .filter((what) => !found.has(`${table} ${what}`))
        .map((what) => `exception ${table} ${what} no longer applies: remove it`),
    ),
    ...Object.keys(lists.globalTables)
      .filter((table) => !names.has(table))
      .map((table) => `global table ${table} does not exist: remove it`),
  ];
  return { unexpected, stale, knownCount: violations.length - unexpected.length };
}

import fs from 'node:fs';
import path from 'node:path';

/**
 * The schema lint of rolling upgrades (docs/operations.md, "Upgrades"): while release N+1's
 * migrations run and its processes start, release N's processes still serve, reading and writing
 * the schema N knows. So a release only expands: a column or table N uses is not dropped or
 * renamed in N+1 (its replacement, if any, comes in the same release as its last use, the drop in
 * the next one), and no column N's inserts leave out becomes required.
 *
 * The releases are listed in `releases.json` (each with its last migration); the migrations after
 * the last one listed are the coming release, checked against the schema the last release had
 * (drizzle-kit's snapshot of its last migration).
 */
export interface Release {
  version: string;
  lastMigration: string;
}

export interface Finding {
  migration: string;
  statement: string;
  problem: string;
}

interface Snapshot {
  tables: Record<string, { name: string; schema: string; columns: Record<string, unknown> }>;
}

export interface Migration {
  tag: string;
  sql: string;
}

const IDENT = String.raw`(?:"?(\w+)"?\.)?"?(\w+)"?`;

/** The statements of a migration file, without comments. */
export function statementsOf(sql: string): string[] {
  const plain = sql.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/--[^\n]*/g, ' ');
  return plain
    .split(';')
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** `a, b (c, d), e` split at the commas outside parentheses. */
function topLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of list) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += char;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

const unquote = (name: string) => name.replace(/^"|"$/g, '');

/** What one statement does that the running release would not survive, given its schema. */
function problemsOf(statement: string, known: (table: string, column?: string) => boolean) {
  const problems: string[] = [];
  const dropTable = new RegExp(
    String.raw`^DROP TABLE (?:IF EXISTS )?(.+?)(?: CASCADE| RESTRICT)?$`,
    'i',
  ).exec(statement);
  if (dropTable) {
    for (const item of topLevel(dropTable[1])) {
      const table = unquote(item.split('.').pop()!.trim());
      if (known(table)) problems.push(`drops table ${table}, which the running release uses`);
    }
    return problems;
  }
  const alter = new RegExp(
    String.raw`^ALTER TABLE (?:IF EXISTS )?(?:ONLY )?${IDENT} (.+)$`,
    'i',
  ).exec(statement);
  if (!alter) return problems;
  const table = alter[2];
  if (!known(table)) return problems; // a table of this release: free to change
  for (const action of topLevel(alter[3])) {
    const renameTable = /^RENAME TO "?(\w+)"?$/i.exec(action);
    if (renameTable) {
      problems.push(
        `renames table ${table} to ${renameTable[1]}, which the running release uses by its name`,
      );
      continue;
    }
    const rename = /^RENAME (?:COLUMN )?"?(\w+)"? TO "?(\w+)"?$/i.exec(action);
    if (rename && rename[1].toUpperCase() !== 'CONSTRAINT' && known(table, rename[1])) {
      problems.push(
        `renames column ${table}.${rename[1]} to ${rename[2]} in the same release as its replacement: add ${rename[2]}, write both, and drop ${rename[1]} in the next release`,
      );
      continue;
    }
    const drop = /^DROP (?:COLUMN )?(?:IF EXISTS )?"?(\w+)"?(?: CASCADE| RESTRICT)?$/i.exec(action);
    if (
      drop &&
      !/^(CONSTRAINT|DEFAULT|NOT|EXPRESSION|IDENTITY)$/i.test(drop[1]) &&
      known(table, drop[1])
    ) {
      problems.push(
        `drops column ${table}.${drop[1]}, which the running release still reads and writes: take it out of the schema in this release (delete the generated DROP) and drop it in the next one`,
      );
      continue;
    }
    const add = /^ADD (?:COLUMN )?(?:IF NOT EXISTS )?"?(\w+)"? (.+)$/i.exec(action);
    if (add && !/^(CONSTRAINT|PRIMARY|UNIQUE|FOREIGN|CHECK|EXCLUDE)$/i.test(add[1])) {
      const definition = add[2];
      const required = /\bNOT NULL\b/i.test(definition) || /\bPRIMARY KEY\b/i.test(definition);
      const filled = /\b(DEFAULT|GENERATED|SERIAL|BIGSERIAL|SMALLSERIAL)\b/i.test(definition);
      if (required && !filled) {
        problems.push(
          `adds ${table}.${add[1]} NOT NULL without a default: the running release's inserts leave it out`,
        );
      }
    }
  }
  return problems;
}

/** The findings of the coming release's migrations against the last release's schema. */
export function lintRelease(baseline: Snapshot, migrations: Migration[]): Finding[] {
  const tables = new Map<string, Set<string>>();
  for (const table of Object.values(baseline.tables)) {
    tables.set(table.name, new Set(Object.keys(table.columns)));
  }
  const known = (table: string, column?: string) =>
    column === undefined ? tables.has(table) : !!tables.get(table)?.has(column);
  const findings: Finding[] = [];
  for (const migration of migrations) {
    for (const statement of statementsOf(migration.sql)) {
      for (const problem of problemsOf(statement, known)) {
        findings.push({ migration: migration.tag, statement, problem });
      }
    }
  }
  return findings;
}

/** Lints a drizzle-kit migrations folder against the releases listed. */
export function lintMigrationsFolder(folder: string, releases: Release[]): Finding[] {
  const journal = JSON.parse(
    fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: { idx: number; tag: string }[];
  };
  const last = releases.at(-1);
  if (!last) return [];
  const at = journal.entries.findIndex((e) => e.tag === last.lastMigration);
  if (at < 0)
    throw new Error(
      `release ${last.version}'s last migration ${last.lastMigration} is not in the journal`,
    );
  const snapshotFile = path.join(
    folder,
    'meta',
    `${String(journal.entries[at].idx).padStart(4, '0')}_snapshot.json`,
  );
  const baseline = JSON.parse(fs.readFileSync(snapshotFile, 'utf8')) as Snapshot;
  const coming = journal.entries.slice(at + 1).map((e) => ({
    tag: e.tag,
    sql: fs.readFileSync(path.join(folder, `${e.tag}.sql`), 'utf8'),
  }));
  return lintRelease(baseline, coming);
}

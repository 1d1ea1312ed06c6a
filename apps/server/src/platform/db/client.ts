import { hash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from '../../db/schema/index.js';
import { PgListener } from './pg-listener.js';

export type Schema = typeof schema;
/** The one database type the code sees, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A database or a transaction: use cases take this so they can join a caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded database itself (the job queue reaches it through a local socket). */
  pglite?: PGlite;
  /** PostgreSQL's connection URL (the job queue opens its own connections with it). */
  url?: string;
  /**
   * A hot read-only statement's rows. On PostgreSQL it runs as a named prepared statement, so
   * each pooled connection plans a statement shape once instead of on every call; PGlite runs
   * it as any other statement.
   */
  rows<T>(query: SQL): Promise<T[]>;
  /**
   * Calls `onChange` for every NOTIFY on `channel` (delivered at commit), and once more whenever
   * notifications may have been missed (a dropped listening connection). Answers the unsubscribe.
   */
  listen(channel: string, onChange: () => void): Promise<() => Promise<void>>;
  /** Runs raw SQL (used by the health check and tests). */
  ping(): Promise<void>;
  /** The connection pool's use now (the metrics read it at each scrape). */
  pool(): PoolUsage;
  close(): Promise<void>;
}

/**
 * Connections of the pool: open (`total`, at most `max`), `idle` among them, and the queries
 * `waiting` for one. The embedded database is one session, with no pool: it answers only
 * `total` and `max` (1), as what waits inside PGlite is not known.
 */
export interface PoolUsage {
  max: number;
  total: number;
  idle?: number;
  waiting?: number;
}

/** This release's migrations (drizzle-kit's folder: SQL files and meta/_journal.json). */
export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../db/migrations');

/** The newest migration's time in a migrations folder (its journal's last `when`). */
export function lastMigrationIn(folder = MIGRATIONS_FOLDER): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

export interface OpenOptions {
  databaseUrl?: string;
  /** Directory for the embedded database; undefined keeps it in memory (tests). */
  pgliteDir?: string;
  poolSize?: number;
  /** A dumped embedded database to start from (tests start from one seeded template). */
  pgliteDump?: Blob;
  /** Called with every SQL statement the app runs (tests count statements with it). */
  onQuery?: (sql: string, params: unknown[]) => void;
  /**
   * PostgreSQL itself when `databaseUrl` is a pooler (PgBouncer): LISTEN, the job queue and the
   * start-up lock use it, as they need a session of their own. Default: `databaseUrl`.
   */
  directUrl?: string;
  /** 'transaction' behind a transaction-mode pooler: statements are never prepared by name. */
  poolMode?: 'session' | 'transaction';
  /**
   * Runs after the migrations, still under the start-up lock (seeding): processes that start
   * together on one PostgreSQL database migrate and seed one after the other.
   */
  startup?: (db: Db) => Promise<void>;
  /** The migrations to apply (MIGRATIONS_DIR); default: this release's own. */
  migrationsFolder?: string;
}

/** The session advisory lock processes take to migrate and seed one at a time. */
const STARTUP_LOCK = 20261126;

/** Opens PostgreSQL when a URL is given, else embedded PGlite, and applies migrations. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  const logger = options.onQuery
    ? { logQuery: (query: string, params: unknown[]) => options.onQuery!(query, params) }
    : undefined;
  if (options.databaseUrl) {
    const directUrl = options.directUrl ?? options.databaseUrl;
    const max = options.poolSize ?? 20;
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max });
    // An idle connection dropped by the server (restart, admin kill, failover) must not crash
    // the process; the pool replaces it on the next query.
    pool.on('error', (err) => console.error(`database connection lost: ${err.message}`));
    // Neither may a checked-out one (a transaction between two statements when its server dies):
    // the pool listens only while a connection is idle. Its statement fails, the request answers
    // an error, and the broken connection is dropped from the pool when released.
    pool.on('connect', (client) => client.on('error', () => undefined));
    // bigint columns are declared with mode 'number'; keep numeric results as numbers too.
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    await underStartupLock(directUrl, async (session) => {
      await migratePg(drizzlePg(session), { migrationsFolder });
      await options.startup?.(db);
    });
    const dialect = new PgDialect();
    const named = options.poolMode !== 'transaction';
    const listener = new PgListener(directUrl);
    return {
      db,
      kind: 'postgres',
      url: directUrl,
      rows: async <T>(query: SQL) => {
        const { sql: text, params } = dialect.sqlToQuery(query);
        options.onQuery?.(text, params);
        // The name is the text's hash: one prepared statement per distinct statement shape. A
        // transaction-mode pooler hands each statement to any server connection, where a
        // statement prepared on another one does not exist: there it runs unnamed.
        const name = named ? `q_${hash('sha1', text).slice(0, 24)}` : undefined;
        const result = await pool.query<T & pg.QueryResultRow>({ name, text, values: params });
        return result.rows as T[];
      },
      listen: (channel, onChange) => listener.listen(channel, onChange),
      ping: async () => {
        await pool.query('select 1');
      },
      pool: () => ({
        max,
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: () => pool.end(),
    };
  }
  if (options.pgliteDir) fs.mkdirSync(options.pgliteDir, { recursive: true });
  // pg_trgm backs the trigram indexes that make `contains` filters index-friendly.
  const client = new PGlite({
    dataDir: options.pgliteDir,
    loadDataDir: options.pgliteDump,
    extensions: { pg_trgm },
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  await options.startup?.(db);
  return {
    db,
    kind: 'pglite',
    pglite: client,
    rows: async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows,
    listen: async (channel, onChange) => client.listen(channel, () => onChange()),
    ping: async () => {
      await client.query('select 1');
    },
    pool: () => ({ max: 1, total: 1 }),
    close: () => client.close(),
  };
}

/** Runs `work` holding the start-up advisory lock on a session of its own. */
async function underStartupLock(url: string, work: (session: pg.Client) => Promise<void>) {
  const session = new pg.Client({ connectionString: url });
  await session.connect();
  try {
    await session.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    await work(session);
  } finally {
    await session.end().catch(() => undefined);
  }
}

import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from '../../db/schema/index.js';

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
  /** Runs raw SQL (used by the health check and tests). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../db/migrations');

export interface OpenOptions {
  databaseUrl?: string;
  /** Directory for the embedded database; undefined keeps it in memory (tests). */
  pgliteDir?: string;
  poolSize?: number;
  /** Called with every SQL statement the app runs (tests count statements with it). */
  onQuery?: (sql: string, params: unknown[]) => void;
}

/** Opens PostgreSQL when a URL is given, else embedded PGlite, and applies migrations. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const logger = options.onQuery
    ? { logQuery: (query: string, params: unknown[]) => options.onQuery!(query, params) }
    : undefined;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 20,
    });
    // An idle connection dropped by the server (restart, admin kill) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (err) => console.error(`database connection lost: ${err.message}`));
    // bigint columns are declared with mode 'number'; keep numeric results as numbers too.
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    await migratePg(drizzlePg(pool), { migrationsFolder });
    return {
      db,
      kind: 'postgres',
      url: options.databaseUrl,
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  if (options.pgliteDir) fs.mkdirSync(options.pgliteDir, { recursive: true });
  // pg_trgm backs the trigram indexes that make `contains` filters index-friendly.
  const client = new PGlite({ dataDir: options.pgliteDir, extensions: { pg_trgm } });
  await client.waitReady;
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    pglite: client,
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

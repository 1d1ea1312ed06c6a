import { randomBytes } from 'node:crypto';
import pg from 'pg';

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(text);
  await client.end();
}

/**
 * Runs a bench on each database of BENCH_DATABASES (default `fallback`): `pglite` in memory
 * (undefined URL), `postgres` a database of its own created beside BENCH_DATABASE_URL's and
 * dropped after.
 */
export async function forEachBenchDatabase(
  prefix: string,
  fallback: string,
  run: (databaseUrl: string | undefined) => Promise<void>,
) {
  for (const kind of (process.env.BENCH_DATABASES ?? fallback).split(',')) {
    if (kind !== 'postgres') {
      await run(undefined);
      continue;
    }
    const name = `${prefix}_${randomBytes(4).toString('hex')}`;
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    await adminQuery(`create database ${name}`);
    try {
      await run(url.toString());
    } finally {
      await adminQuery(`drop database if exists ${name} with (force)`);
    }
  }
}

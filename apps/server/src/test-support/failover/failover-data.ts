import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { PG_BINDIR } from '../../stack/pg-ha-cluster.js';

export { planIds } from '../crash/plan-ids.js';

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  // A connection cut by a failover must fail its query, not the test run.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Copies the seeded demo database `sourceUrl` to a new database `name` on the server of
 * `targetUrl` (pg_dump piped into pg_restore) and answers the new database's URL.
 */
export async function copyDatabase(sourceUrl: string, targetUrl: string, name: string) {
  await admin(targetUrl, `create database ${name}`);
  const target = new URL(targetUrl);
  target.pathname = `/${name}`;
  const dump = spawn(path.join(PG_BINDIR, 'pg_dump'), ['-Fc', '-d', sourceUrl], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const restore = spawn(
    path.join(PG_BINDIR, 'pg_restore'),
    ['--no-owner', '--exit-on-error', '-d', target.toString()],
    { stdio: ['pipe', 'ignore', 'pipe'] },
  );
  dump.stdout.pipe(restore.stdin);
  let errors = '';
  for (const child of [dump, restore]) {
    child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-3000)));
  }
  const codes = await Promise.all(
    [dump, restore].map((child) => new Promise<number | null>((r) => child.once('exit', r))),
  );
  if (codes.some((code) => code !== 0)) throw new Error(`copying the demo database: ${errors}`);
  return target.toString();
}

/**
 * The purchases answered as paid that the database no longer holds as paid with exactly one
 * debit of their total: none may be, whatever node is primary now.
 */
export async function lostPurchases(url: string, ids: string[]) {
  if (ids.length === 0) return [];
  const client = new pg.Client({ connectionString: url });
  // A connection cut by a failover must fail its query, not the test run.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `select po.id from purchase_orders po
       where po.id = any($1::uuid[]) and po.status in ('Paid', 'Fulfilled', 'Completed')
         and (select count(*) from wallet_transactions t
              where t.purchase_order_id = po.id and t.kind = 'purchase'
                and t.amount_minor = -po.total_minor) = 1`,
      [ids],
    );
    const kept = new Set(rows.map((r) => r.id));
    return [...new Set(ids)].filter((id) => !kept.has(id));
  } finally {
    await client.end();
  }
}

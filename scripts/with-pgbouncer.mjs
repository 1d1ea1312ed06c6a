#!/usr/bin/env node
// Runs a command with PgBouncer (transaction mode) in front of the test PostgreSQL server:
// DATABASE_URL is PostgreSQL itself (tests create their databases there) and TEST_PGBOUNCER_URL
// is PgBouncer, which the test apps' pools go through. TEST_REPLICAS=2 is set too: the lane runs
// every API test against two replicas behind haproxy, their pools through PgBouncer.
// Usage: node scripts/with-pgbouncer.mjs vitest run --project server [args...]
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_PG_URL } from './pg-url.mjs';
import { startPgbouncer } from './pgbouncer.mjs';

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) {
  console.error('usage: node scripts/with-pgbouncer.mjs <command> [args...]');
  process.exit(2);
}
const root = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const bin = path.join(root, 'node_modules', '.bin');
const bouncer = await startPgbouncer(TEST_PG_URL, { poolSize: 20 });
console.log(`with-pgbouncer: ${bouncer.version} in transaction mode at ${bouncer.url}`);
const child = spawn(cmd, args, {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: TEST_PG_URL,
    TEST_PGBOUNCER_URL: bouncer.url,
    TEST_REPLICAS: process.env.TEST_REPLICAS || '2',
    PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
  },
});
const finish = async (code) => {
  await bouncer.stop();
  process.exit(code);
};
process.on('SIGINT', () => child.kill('SIGINT'));
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('error', (error) => {
  console.error(`with-pgbouncer: cannot run ${cmd}: ${error.message}`);
  void finish(127);
});
child.on('exit', (code, signal) => void finish(code ?? (signal ? 1 : 0)));

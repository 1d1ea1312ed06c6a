#!/usr/bin/env node
// Runs a command with DATABASE_URL pointing at the test PostgreSQL database
// (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test).
// Usage: node scripts/with-pg.mjs vitest run [args...]
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_PG_URL } from './pg-url.mjs';

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) {
  console.error('usage: node scripts/with-pg.mjs <command> [args...]');
  process.exit(2);
}
const root = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const bin = path.join(root, 'node_modules', '.bin');
const child = spawn(cmd, args, {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: TEST_PG_URL,
    PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
  },
});
child.on('error', (error) => {
  console.error(`with-pg: cannot run ${cmd}: ${error.message}`);
  process.exit(127);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

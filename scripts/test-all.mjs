#!/usr/bin/env node
// The quality gate (`npm test`): lint, format, typecheck, unit/API tests on PGlite and on
// PostgreSQL, web build + bundle budget + Lighthouse, end-to-end tests. Every step runs (so one
// report shows everything), output is streamed, and the very last line is the summary `N passed, N failed`.
// Test counts come from vitest's JSON reporter; a failing non-test step counts as one failure.
import './supported-node.mjs';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_PG_URL, pgListening } from './pg-url.mjs';

const root = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const bin = path.join(root, 'node_modules', '.bin');
const isCI = !!process.env.CI && !['0', 'false'].includes(process.env.CI.toLowerCase());
const STEP_TIMEOUT_MS = Number(process.env.TEST_STEP_TIMEOUT_MS || 25 * 60_000);
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wander-test-'));

const baseEnv = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` };
delete baseEnv.DATABASE_URL;

/** @type {{name: string, kind?: 'gate'|'tests', status: 'pass'|'fail'|'skip', seconds: number, note: string, passed: number, failed: number, skipped: number}[]} */
const results = [];
let current;

process.on('SIGINT', () => {
  if (current?.pid) {
    try {
      process.kill(-current.pid, 'SIGINT');
    } catch {
      /* already gone */
    }
  }
  process.exit(130);
});

/** The last lines a step printed (stdout and stderr), for the summary of a failed gate. */
const TAIL_LINES = 4;

/** A line of a step's output without its colours, trimmed. */
// eslint-disable-next-line no-control-regex
const plain = (line) => line.replace(/\u001b\[[0-9;]*m/g, '').trim();

function run(cmd, args, env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      env,
      stdio: ['inherit', 'pipe', 'pipe'],
      detached: true,
    });
    current = child;
    const tail = [];
    const keep = (chunk, out) => {
      out.write(chunk);
      for (const raw of String(chunk).split('\n')) {
        const line = plain(raw);
        if (!line) continue;
        tail.push(line.slice(0, 400));
        if (tail.length > TAIL_LINES) tail.shift();
      }
    };
    child.stdout.on('data', (chunk) => keep(chunk, process.stdout));
    child.stderr.on('data', (chunk) => keep(chunk, process.stderr));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(
        `\n!!! ${cmd} ${args.join(' ')} exceeded ${STEP_TIMEOUT_MS / 1000}s; stopping it`,
      );
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }, STEP_TIMEOUT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      console.error(`cannot run ${cmd}: ${error.message}`);
      resolve({ code: 127, timedOut, tail });
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      current = undefined;
      resolve({ code: code ?? (signal ? 1 : 0), timedOut, tail });
    });
  });
}

function banner(name, cmd) {
  const n = results.length + 1;
  console.log(`\n======== [${n}] ${name}: ${cmd} ========\n`);
}

/** A step that is a gate (no test count): one failure when it fails. */
async function gate(name, cmd, args, env = baseEnv) {
  banner(name, [cmd, ...args].join(' '));
  const started = Date.now();
  const { code, timedOut, tail } = await run(cmd, args, env);
  const ok = code === 0;
  // A failed gate's last lines name what failed (a route over budget, a page under its score), so
  // the summary says it even when the log is cut.
  const why = [timedOut ? 'timed out' : `exit ${code}`, ...tail].join('\n');
  results.push({
    name,
    kind: 'gate',
    status: ok ? 'pass' : 'fail',
    seconds: (Date.now() - started) / 1000,
    note: ok ? '' : why,
    passed: 0,
    failed: ok ? 0 : 1,
    skipped: 0,
  });
  return ok;
}

/**
 * The gist of a Playwright action's "Call log" (what the action waited for, e.g. "<div ...>
 * intercepts pointer events"): its distinct lines, the last few, so a timeout says why.
 */
function callLogOf(message) {
  const log = message.split(/\nCall log:\n/)[1];
  if (!log) return [];
  const lines = [];
  for (const raw of log.split('\n')) {
    const line = plain(raw);
    if (!line.startsWith('-') && !/^\d+ ×/.test(line)) break; // the stack trace starts
    const text = line.replace(/^\d+ × /, '');
    // The retry pauses repeat on every attempt and say nothing about the cause.
    if (/^- (retrying .* action|waiting \d+ms)$/.test(text)) continue;
    if (!lines.includes(text)) lines.push(text);
  }
  return lines.slice(-6).map((line) => `  call log: ${line.slice(0, 200)}`);
}

/**
 * A failure's message after its first line, up to the stack or a Playwright call log: what a
 * command printed when a test asserts its exit code with its output (the restore drill's
 * pgBackRest and PostgreSQL errors), so the summary says why, not only that it failed.
 */
function detailOf(message) {
  const lines = [];
  for (const raw of message.split('\n').slice(1)) {
    const line = plain(raw);
    if (/^at /.test(line) || line === 'Call log:' || /^[-+] (Expected|Received)/.test(line)) {
      break;
    }
    if (line.trim()) lines.push(`  | ${line.slice(0, 200)}`);
  }
  return lines.slice(-12);
}

/** Reads vitest's JSON report into counts; failures outside tests count once each. */
function countsFrom(file, exitCode) {
  let report;
  try {
    report = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return {
      passed: 0,
      failed: 1,
      skipped: 0,
      note: 'no JSON report (vitest crashed or setup failed)',
    };
  }
  const passed = report.numPassedTests ?? 0;
  let failed = report.numFailedTests ?? 0;
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  const notes = [];
  // A file that failed without a failing test (import error, failing hook) is one failure.
  for (const file of report.testResults ?? []) {
    const failing = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    const failingTests = failing.length;
    // Named in the summary, so a truncated log still says what failed and why.
    for (const test of failing) {
      const message = String(test.failureMessages?.[0] ?? '');
      const why = message.split('\n')[0].slice(0, 200);
      notes.push(`${path.relative(root, file.name)} > ${test.fullName}: ${why}`);
      notes.push(...callLogOf(message), ...detailOf(message));
    }
    if (file.status === 'failed' && failingTests === 0) {
      failed += 1;
      notes.push(`${path.relative(root, file.name)} failed to run`);
    }
  }
  if (exitCode !== 0 && failed === 0) {
    failed = 1;
    notes.push(`exit ${exitCode} with no failing test (no tests found, unhandled error or crash)`);
  }
  if (passed + failed + skipped === 0) notes.push('no tests');
  return { passed, failed, skipped, note: notes.join('\n') };
}

/** `prefix` runs vitest under a wrapper (a command that ends by running its arguments). */
async function vitest(name, configArgs, env, prefix = []) {
  const out = path.join(reportDir, `${name.replace(/\W+/g, '-')}.json`);
  const args = [
    'run',
    ...configArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${out}`,
  ];
  const [cmd, ...cmdArgs] = [...prefix, 'vitest', ...args];
  banner(name, `${cmd} ${cmdArgs.join(' ')}`);
  const started = Date.now();
  const { code, timedOut } = await run(cmd, cmdArgs, env);
  const counts = countsFrom(out, code);
  if (timedOut) counts.note = `timed out\n${counts.note}`;
  results.push({
    name,
    kind: 'tests',
    status: counts.failed > 0 ? 'fail' : 'pass',
    seconds: (Date.now() - started) / 1000,
    ...counts,
  });
}

const warnings = [];

/** The replica stack's database, beside the test database on the same server. */
function stackDatabaseUrl() {
  const url = new URL(TEST_PG_URL);
  url.pathname = '/wander_replicas';
  return url.toString();
}

await gate('lint', 'eslint', ['.', '--max-warnings=0']);
// The server's import rules (.dependency-cruiser.cjs): generic layers import no area, no file circle.
await gate('dependencies', 'depcruise', [
  'apps/server/src',
  'scripts/stack-ha.ts',
  'scripts/stack-replicas.ts',
  '--config',
  '.dependency-cruiser.cjs',
  '--output-type',
  'err',
]);
await gate('format', 'prettier', ['--check', '.']);
await gate('typecheck', 'npm', ['run', '--silent', 'typecheck']);
await vitest('unit (PGlite)', [], baseEnv);

const onPg = isCI || (await pgListening(TEST_PG_URL));
if (onPg) {
  // Only the server's tests touch a database: the contract and web projects ran above already.
  await vitest('unit (PostgreSQL)', ['--project', 'server'], {
    ...baseEnv,
    DATABASE_URL: TEST_PG_URL,
  });
  // The same API tests as several machines run Wander: every test app is two replicas behind
  // haproxy, their pools through PgBouncer in transaction mode (scripts/with-pgbouncer.mjs).
  // Files stay in the direct lanes: the kill -9 and rolling-upgrade tests run server processes of
  // their own, and the fuzz sends requests in-process that no proxy would pass on as they are.
  await vitest(
    'API (2 replicas, PgBouncer)',
    [
      '--project',
      'server',
      '--exclude',
      '**/crash/kill9.test.ts',
      '--exclude',
      '**/fuzz/api-fuzz.test.ts',
      '--exclude',
      '**/failover/failover.test.ts',
      '--exclude',
      '**/backup/restore-drill*.test.ts',
      '--exclude',
      '**/upgrade/rolling-upgrade.test.ts',
    ],
    baseEnv,
    ['node', 'scripts/with-pgbouncer.mjs'],
  );
  // The database fails over (issue 31): two server processes on a pg_auto_failover primary and
  // its synchronous standby (Debian's, run as the postgres user on ports of their own, beside the
  // test server), the primary's node SIGKILLed five times during purchases, top-ups and
  // fulfilments; nothing answered as done may be lost.
  if (fs.existsSync('/usr/bin/pg_autoctl') || isCI) {
    await vitest(
      'failover (pg_auto_failover)',
      ['--project', 'server', 'src/test-support/failover/failover.test.ts'],
      { ...baseEnv, DATABASE_URL: TEST_PG_URL, TEST_PG_HA: '1' },
    );
  } else {
    const msg =
      'failover lane SKIPPED: pg_auto_failover is not installed (postgresql-15-auto-failover, pg-auto-failover-cli; .ci/run installs them)';
    console.warn(`\n!!! ${msg}\n`);
    warnings.push(msg);
    results.push({
      name: 'failover (pg_auto_failover)',
      status: 'skip',
      seconds: 0,
      note: 'not installed',
      passed: 0,
      failed: 0,
      skipped: 0,
    });
  }
  // The restore drill (issue 42): pgBackRest on a cluster of its own (Debian's, beside the test
  // server), a base backup in the middle of purchases, top-ups and fulfilments, a table dropped
  // after a moment T, the cluster restored to T and checked; it reports how long the restore took.
  if (fs.existsSync('/usr/bin/pgbackrest') || isCI) {
    await vitest(
      'restore drill (pgBackRest)',
      ['--project', 'server', 'src/test-support/backup/restore-drill'],
      { ...baseEnv, DATABASE_URL: TEST_PG_URL, TEST_PG_BACKUP: '1' },
    );
  } else {
    const msg =
      'restore drill SKIPPED: pgBackRest is not installed (pgbackrest; .ci/run installs it)';
    console.warn(`\n!!! ${msg}\n`);
    warnings.push(msg);
    results.push({
      name: 'restore drill (pgBackRest)',
      status: 'skip',
      seconds: 0,
      note: 'not installed',
      passed: 0,
      failed: 0,
      skipped: 0,
    });
  }
} else {
  const where = new URL(TEST_PG_URL);
  const msg = `PostgreSQL tests SKIPPED: nothing listens on ${where.hostname}:${where.port || 5432} (set TEST_DATABASE_URL or start PostgreSQL; mandatory in CI)`;
  console.warn(`\n${'!'.repeat(100)}\n!!! ${msg}\n${'!'.repeat(100)}\n`);
  warnings.push(msg);
  for (const name of [
    'unit (PostgreSQL)',
    'API (2 replicas, PgBouncer)',
    'failover (pg_auto_failover)',
    'restore drill (pgBackRest)',
  ]) {
    results.push({
      name,
      status: 'skip',
      seconds: 0,
      note: 'not reachable',
      passed: 0,
      failed: 0,
      skipped: 0,
    });
  }
}

// The budget, Lighthouse and e2e servers start from copies of one demo database seeded once in
// this run (e2e/support/server.ts): seeding takes about 40 s on 2 cores, starting a copy 7-12 s.
const seededEnv = { ...baseEnv, E2E_SEEDED_TEMPLATE: path.join(reportDir, 'seeded-demo') };

const built = await gate('build (web)', 'npm', ['run', '--silent', 'build']);
if (built) {
  await gate('bundle budget', 'npm', ['run', '--silent', 'budget'], seededEnv);
  // Issue 30: the eight pages customers and agents use (sign-in, catalogue, new order, order
  // detail, order list, wallet, invoice list, dashboard) with the mobile preset (simulated slow
  // 4G, 4x slower CPU): performance >= 90 and accessibility 100, one run each (a score under the
  // bar gets two more, the median decides). The desktop preset, gated on four of them before, is
  // milder on every count and stays `npm run lighthouse`'s figure (docs/architecture.md).
  await gate('lighthouse', 'npm', ['run', '--silent', 'lighthouse'], {
    ...seededEnv,
    LIGHTHOUSE_PRESETS: 'mobile',
    LIGHTHOUSE_GATE: 'mobile',
    LIGHTHOUSE_ONLY:
      '^(sign-in|catalogue|new-order|order-detail|order-list|wallet|invoice-list|dashboard)$',
  });
  // The React store (issue 28): home, destination, checkout and My eSIMs with the mobile preset,
  // performance >= 95 and accessibility 100 (a score under the bar gets two more runs).
  await gate('lighthouse (store, mobile)', 'npm', ['run', '--silent', 'lighthouse'], {
    ...seededEnv,
    LIGHTHOUSE_PRESETS: 'mobile',
    LIGHTHOUSE_GATE: 'mobile',
    LIGHTHOUSE_ONLY: '^store-',
  });
} else {
  for (const name of ['bundle budget', 'lighthouse', 'lighthouse (store, mobile)']) {
    results.push({
      name,
      status: 'skip',
      seconds: 0,
      note: 'build failed',
      passed: 0,
      failed: 0,
      skipped: 0,
    });
  }
}

// Two files at a time, each worker on a server of its own (about 340 s instead of 560).
await vitest('e2e', ['--config', 'e2e/vitest.config.ts'], { ...seededEnv, E2E_WORKERS: '2' });
// Issue 37: a real deployment from a blank database (SEED_DEMO=0): the first admin from the printed
// setup link, a distributor that signs up, a customer it invites. A server of its own, no demo world.
await vitest('e2e (blank start)', ['--config', 'e2e/vitest.blank.config.ts'], baseEnv);
if (built && onPg) {
  // The buying flow in Chromium through haproxy in front of two replicas on PostgreSQL, their
  // pools through PgBouncer (npm run stack:replicas).
  await vitest(
    'e2e (2 replicas)',
    ['--config', 'e2e/vitest.config.ts', 'e2e/tests/buying.e2e.ts'],
    { ...baseEnv, STACK_DATABASE_URL: stackDatabaseUrl() },
    ['node', '--import', 'tsx', 'scripts/stack-replicas.ts', '--pgbouncer', '--port', '0', '--'],
  );
}

fs.rmSync(reportDir, { recursive: true, force: true });

const total = results.reduce(
  (acc, r) => ({
    passed: acc.passed + r.passed,
    failed: acc.failed + r.failed,
    skipped: acc.skipped + r.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);

console.log('\n======== summary ========');
for (const r of results) {
  const counts =
    r.kind === 'tests' ? `${r.passed} passed, ${r.failed} failed, ${r.skipped} skipped` : '';
  console.log(
    `${r.status.toUpperCase().padEnd(5)} ${r.name.padEnd(18)} ${`${r.seconds.toFixed(1)}s`.padStart(7)}  ${counts}`,
  );
  for (const note of r.note ? r.note.split('\n').filter(Boolean) : [])
    console.log(`        - ${note}`);
}
for (const w of warnings) console.log(`WARNING: ${w}`);
console.log(
  `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exitCode = total.failed > 0 ? 1 : 0;

// Wander on a highly available PostgreSQL, on this one machine (issue 31): pg_auto_failover from
// Debian (a monitor, a primary and a synchronous standby, each on a local port, run as the
// `postgres` user in a temporary directory), haproxy in front of them sending connections to the
// writable primary, and the replica stack of scripts/stack-replicas.ts on top.
//
//   npm run stack:ha                          # http://localhost:8080/, Ctrl-C stops it all
//   npm run stack:ha -- --pgbouncer           # any stack:replicas option is passed on
//   npm run stack:ha -- --db-only             # only the database cluster (prints its URL)
//   npm run stack:ha -- --run "<command>"     # runs the command against the stack, then stops
//
// Ports: PG_HA_PORTS="monitor,node1,node2,proxy" (default 55440,55441,55442,55450). The cluster
// never touches the machine's own PostgreSQL. `pg_autoctl show state --pgdata <dir>/monitor`
// (as postgres, with the XDG_* variables the script prints) shows who is primary.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pgAutoFailoverInstalled, startHaCluster } from '../apps/server/src/stack/pg-ha-cluster.js';

const root = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const argv = process.argv.slice(2);
const dbOnly = argv.includes('--db-only');
const passed = argv.filter((a) => a !== '--db-only');
const [monitor, node1, node2, proxy] = (process.env.PG_HA_PORTS ?? '55440,55441,55442,55450')
  .split(',')
  .map(Number);

if (!pgAutoFailoverInstalled()) {
  console.error(
    '[stack:ha] pg_auto_failover is not installed (apt-get install postgresql-15-auto-failover pg-auto-failover-cli)',
  );
  process.exit(1);
}

console.log('[stack:ha] starting the pg_auto_failover monitor, primary and standby ...');
const started = Date.now();
const cluster = await startHaCluster({ monitor, nodes: [node1, node2], proxy });
const state = await cluster.steady();
console.log(
  `[stack:ha] ${state?.primary.name} primary, ${state?.standby.name} synchronous standby, in ${((Date.now() - started) / 1000).toFixed(0)} s; ` +
    `the primary through haproxy: ${cluster.url} (monitor ${cluster.monitorUrl}, files in ${cluster.dir})`,
);

let stopping = false;
const stop = async (code: number) => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  process.exit(code);
};

if (dbOnly) {
  console.log('[stack:ha] Ctrl-C stops it');
  process.once('SIGINT', () => void stop(0));
  process.once('SIGTERM', () => void stop(0));
} else {
  const url = new URL(cluster.url);
  url.pathname = '/wander_ha';
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts/stack-replicas.ts'), ...passed],
    { cwd: root, stdio: 'inherit', env: { ...process.env, STACK_DATABASE_URL: url.toString() } },
  );
  // Ctrl-C reaches the replica stack too (one process group); it stops, then the cluster does.
  process.on('SIGINT', () => undefined);
  process.once('SIGTERM', () => child.kill('SIGINT'));
  child.on('exit', (code) => void stop(code ?? 1));
}

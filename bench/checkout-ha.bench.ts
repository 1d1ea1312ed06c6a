/**
 * What synchronous replication costs a write (issue 31): the wallet checkout bench
 * (bench/checkout.bench.ts, PostgreSQL only) on a pg_auto_failover cluster through haproxy, first
 * with its synchronous standby (every commit waits for the standby to have the WAL), then, in the
 * same run on the same primary, with the standby stopped (the primary alone: commits wait for
 * nobody). Needs Debian's postgresql-15-auto-failover and pg-auto-failover-cli.
 * Run: npm run bench:checkout-ha   (BENCH_SECONDS, PG_HA_PORTS="monitor,node1,node2,proxy")
 */
import { spawn } from 'node:child_process';
import pg from 'pg';
import { freePort } from '../apps/server/src/stack/free-port.js';
import { pgAutoFailoverInstalled, startHaCluster } from '../apps/server/src/stack/pg-ha-cluster.js';

if (!pgAutoFailoverInstalled()) {
  console.error(
    'pg_auto_failover is not installed (postgresql-15-auto-failover, pg-auto-failover-cli)',
  );
  process.exit(1);
}
const ports = process.env.PG_HA_PORTS
  ? process.env.PG_HA_PORTS.split(',').map(Number)
  : [await freePort(), await freePort(), await freePort(), await freePort()];
const cluster = await startHaCluster({
  monitor: ports[0],
  nodes: [ports[1], ports[2]],
  proxy: ports[3],
});

async function setting(name: string) {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    return (await client.query<{ v: string }>(`select current_setting('${name}') as v`)).rows[0].v;
  } finally {
    await client.end();
  }
}

function bench(label: string) {
  console.log(`\n==== ${label} ====`);
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/checkout.bench.ts'], {
      stdio: 'inherit',
      env: {
        ...process.env,
        BENCH_DATABASES: 'postgres',
        BENCH_DATABASE_URL: cluster.url,
        BENCH_SECONDS: process.env.BENCH_SECONDS ?? '8',
      },
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`bench exit ${code}`))));
  });
}

try {
  const steady = await cluster.steady();
  if (!steady) throw new Error('the cluster is not steady');
  await bench(
    `with the synchronous standby (${steady.primary.name} primary, synchronous_standby_names = ${await setting('synchronous_standby_names')})`,
  );
  await cluster.stopNode(steady.standby);
  // The monitor sees the standby gone and lets the primary commit alone (wait_primary).
  await cluster.waitFor('the primary alone', async () =>
    (await setting('synchronous_standby_names').catch(() => 'unknown')) === '' ? true : undefined,
  );
  await bench(`without the standby (${steady.primary.name} alone, synchronous_standby_names = '')`);
} finally {
  await cluster.stop();
}

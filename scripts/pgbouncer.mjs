// Debian's PgBouncer in transaction mode in front of a PostgreSQL server, for the PgBouncer lane
// of the tests and for `npm run stack:replicas -- --pgbouncer`. Every database name is passed
// through (`* = ...`), so each test file's own database is reachable through it.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const PGBOUNCER = process.env.PGBOUNCER_PATH || '/usr/sbin/pgbouncer';

export function pgbouncerInstalled() {
  return fs.existsSync(PGBOUNCER);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function listening(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts PgBouncer in front of `serverUrl` (postgres://user@host:port/...) and answers its URL
 * (the same user, PgBouncer's port) and `stop()`. Pool size per database and user: `poolSize`.
 */
export async function startPgbouncer(serverUrl, { poolSize = 20, port } = {}) {
  const server = new URL(serverUrl);
  const user = decodeURIComponent(server.username || 'postgres');
  const listen = port ?? (await freePort());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wander-pgbouncer-'));
  fs.chmodSync(dir, 0o755);
  const userlist = path.join(dir, 'userlist.txt');
  fs.writeFileSync(userlist, `"${user}" ""\n`);
  const config = path.join(dir, 'pgbouncer.ini');
  fs.writeFileSync(
    config,
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${listen}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${userlist}`,
      'pool_mode = transaction',
      'max_client_conn = 5000',
      `default_pool_size = ${poolSize}`,
      'max_db_connections = 0',
      // node-postgres sends no extra startup parameters; other clients may.
      'ignore_startup_parameters = extra_float_digits,options,application_name',
      'server_check_delay = 0',
      'log_connections = 0',
      'log_disconnections = 0',
      '',
    ].join('\n'),
  );
  for (const file of [userlist, config]) fs.chmodSync(file, 0o644);
  // PgBouncer refuses to run as root; -u drops to the PostgreSQL user as the Debian service does.
  const asRoot = process.getuid?.() === 0;
  const args = [...(asRoot ? ['-u', 'postgres'] : []), config];
  const child = spawn(PGBOUNCER, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors = (errors + chunk.toString()).slice(-4000)));
  const deadline = Date.now() + 10_000;
  while (!(await listening(listen))) {
    if (child.exitCode !== null) throw new Error(`pgbouncer exited: ${errors}`);
    if (Date.now() > deadline) throw new Error(`pgbouncer did not listen: ${errors}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const url = new URL(serverUrl);
  url.port = String(listen);
  return {
    url: url.toString(),
    version: spawnSync(PGBOUNCER, ['--version'], { encoding: 'utf8' }).stdout.split('\n')[0],
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGINT');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { HAPROXY } from './haproxy.js';

/**
 * The PostgreSQL wire messages of haproxy's health check: a startup packet (protocol 3.0, as
 * `user`, on database `postgres`, trust authentication), then a simple query asking whether the
 * node is a writable primary, then Terminate.
 */
function startupPacket(user: string): Buffer {
  const body = Buffer.concat([
    Buffer.from([0, 3, 0, 0]),
    Buffer.from(`user\0${user}\0database\0postgres\0\0`),
  ]);
  const length = Buffer.alloc(4);
  length.writeInt32BE(body.length + 4);
  return Buffer.concat([length, body]);
}

function queryPacket(sql: string): Buffer {
  const text = Buffer.from(`${sql}\0`);
  const head = Buffer.alloc(5);
  head.write('Q');
  head.writeInt32BE(text.length + 4, 1);
  return Buffer.concat([head, text]);
}

/**
 * 'f' when the node takes writes: not in recovery, and not held read-only by pg_auto_failover
 * (a promoted standby stays read-only until the old primary is known to be demoted).
 */
const WRITABLE_SQL =
  "select pg_is_in_recovery() or current_setting('default_transaction_read_only')::bool";
/** AuthenticationOk: 'R', length 8, code 0. */
const AUTH_OK = '520000000800000000';
/** The one-column DataRow 'D' whose value is the single byte 'f'. */
const ROW_FALSE = '440000000b00010000000166';

export interface PrimaryProxy {
  port: number;
  close(): Promise<void>;
}

function listening(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/**
 * Debian's haproxy in TCP mode in front of the nodes: it asks each node every 500 ms whether it
 * is the writable primary (the check above) and sends every new connection to the one that
 * answers yes; when a node fails its check its open sessions are cut (`on-marked-down
 * shutdown-sessions`), so the servers' pools drop them and reconnect to the new primary.
 */
export async function startPrimaryProxy(
  nodePorts: number[],
  options: { port: number; dir: string; user: string },
): Promise<PrimaryProxy> {
  const file = path.join(options.dir, 'haproxy-pg.cfg');
  fs.writeFileSync(
    file,
    [
      'global',
      '  maxconn 4096',
      'defaults',
      '  mode tcp',
      '  timeout connect 2s',
      '  timeout client 1h',
      '  timeout server 1h',
      '  timeout check 1s',
      'listen postgres',
      `  bind 127.0.0.1:${options.port}`,
      '  option tcp-check',
      '  tcp-check connect',
      `  tcp-check send-binary ${startupPacket(options.user).toString('hex')}`,
      `  tcp-check expect binary ${AUTH_OK}`,
      `  tcp-check send-binary ${queryPacket(WRITABLE_SQL).toString('hex')}`,
      `  tcp-check expect binary ${ROW_FALSE}`,
      '  tcp-check send-binary 5800000004',
      // Down at the first failed check, up after two good ones (a node coming back as primary
      // for a moment before it learns it was demoted is not trusted at once).
      '  default-server inter 500ms fall 1 rise 2 on-marked-down shutdown-sessions',
      ...nodePorts.map((port, i) => `  server node${i + 1} 127.0.0.1:${port} check`),
      '',
    ].join('\n'),
  );
  const checked = spawnSync(HAPROXY, ['-c', '-q', '-f', file], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`haproxy rejects its configuration: ${checked.stderr}`);
  const child = spawn(HAPROXY, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  const deadline = Date.now() + 10_000;
  while (!(await listening(options.port))) {
    if (child.exitCode !== null) throw new Error(`haproxy exited: ${errors}`);
    if (Date.now() > deadline) throw new Error(`haproxy did not listen: ${errors}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    port: options.port,
    close: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

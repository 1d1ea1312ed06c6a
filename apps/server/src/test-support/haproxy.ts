import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.js';

export const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';

export interface Proxy {
  /** http://127.0.0.1:port/ */
  baseUrl: string;
  close(): Promise<void>;
}

/** Whether Debian's haproxy is installed (.ci/run installs it). */
export function haproxyInstalled(): boolean {
  return fs.existsSync(HAPROXY);
}

/**
 * Debian's haproxy in front of the given local ports, as a load balancer in front of replicas
 * would be: each request goes to the next replica (round robin; checked on /api/health unless
 * `healthChecks` is false, as in tests, where a loaded machine must not take a replica out), the
 * client's address is passed in X-Forwarded-For, and the answer says which replica made it
 * (`X-Replica: r1`, `r2`, ...). A request with `X-Replica-Pin: r2` goes to that replica.
 */
export async function startHaproxy(
  ports: number[],
  options: { port?: number; healthChecks?: boolean } = {},
): Promise<Proxy> {
  const { port, healthChecks = true } = options;
  const listen = port ?? (await freePort());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wander-haproxy-'));
  const names = ports.map((_, i) => `r${i + 1}`);
  const config = [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 5s',
    '  timeout client 300s',
    '  timeout server 300s',
    '  option forwardfor',
    'frontend web',
    `  bind 127.0.0.1:${listen}`,
    '  default_backend replicas',
    'backend replicas',
    '  balance roundrobin',
    ...(healthChecks ? ['  option httpchk GET /api/health'] : []),
    '  http-response set-header X-Replica %s',
    ...names.map((name) => `  use-server ${name} if { req.hdr(x-replica-pin) -m str ${name} }`),
    ...names.map(
      (name, i) => `  server ${name} 127.0.0.1:${ports[i]}${healthChecks ? ' check inter 2s' : ''}`,
    ),
    '',
  ].join('\n');
  const file = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(file, config);
  const checked = spawnSync(HAPROXY, ['-c', '-q', '-f', file], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`haproxy rejects its configuration: ${checked.stderr}`);
  // -db: stay in the foreground (a child of this process), -W: master-worker.
  const child = spawn(HAPROXY, ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
  const baseUrl = `http://127.0.0.1:${listen}/`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited: ${errors}`);
    const up = await fetch(`${baseUrl}api/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.status < 500,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`haproxy did not answer: ${errors}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    baseUrl,
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

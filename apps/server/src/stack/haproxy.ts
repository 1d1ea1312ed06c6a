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

/** The production example of docs/operations.md, which every proxy of the tests runs. */
export const HAPROXY_EXAMPLE = path.resolve(
  import.meta.dirname,
  '../../../../docs/deploy/haproxy.cfg',
);

export interface ProxyLayout {
  /** The plain http port. */
  port: number;
  /** The https port and the PEM (certificate and key) it serves; none: no TLS frontend. */
  tls?: { port: number; pem: string };
  /** The server processes' local ports. */
  servers: number[];
  healthChecks: boolean;
}

/**
 * docs/deploy/haproxy.cfg as the tests run it: its binds on local ports (the TLS one only when
 * `tls` is given, and with it the redirect of plain http), its servers the tests' processes, no
 * privilege drop or syslog (a test's haproxy runs as its caller), the health checks only when
 * asked, and two test-only lines: which replica answered (`X-Replica`) and a pin to one.
 */
export function renderHaproxyConfig(example: string, layout: ProxyLayout): string {
  const out: string[] = [];
  let section = '';
  for (const line of example.split('\n')) {
    const text = line.trim();
    if (line && !/^\s/.test(line)) section = line.split(/\s+/)[0];
    if (section === 'global' && /^(user|group|log)\b/.test(text)) continue;
    if (section === 'frontend') {
      if (/^bind :80$/.test(text)) {
        out.push(`  bind 127.0.0.1:${layout.port}`);
        continue;
      }
      const tls = /^bind :443 ssl crt \S+(.*)$/.exec(text);
      if (tls) {
        if (layout.tls)
          out.push(`  bind 127.0.0.1:${layout.tls.port} ssl crt ${layout.tls.pem}${tls[1]}`);
        continue;
      }
      if (/^http-request redirect scheme https/.test(text) && !layout.tls) continue;
    }
    if (section === 'backend') {
      if (/^server /.test(text)) continue;
      if (
        !layout.healthChecks &&
        /^(option httpchk|http-check|default-server .*\bcheck\b)/.test(text)
      ) {
        continue;
      }
    }
    out.push(line);
  }
  while (out.at(-1) === '') out.pop();
  const names = layout.servers.map((_, i) => `r${i + 1}`);
  out.push(
    '  # Test-only: which replica answered, and a pin to one (X-Replica-Pin: r2).',
    '  http-response set-header X-Replica %s',
    ...names.map((name) => `  use-server ${name} if { req.hdr(x-replica-pin) -m str ${name} }`),
    ...names.map((name, i) => `  server ${name} 127.0.0.1:${layout.servers[i]}`),
    '',
  );
  return out.join('\n');
}

/**
 * Debian's haproxy in front of the given local ports with the production example's
 * configuration (docs/deploy/haproxy.cfg), as a load balancer in front of replicas would be:
 * each request goes to the next replica (round robin; checked on /api/health unless
 * `healthChecks` is false, as in tests, where a loaded machine must not take a replica out), the
 * client's address is passed in X-Forwarded-For, and the answer says which replica made it
 * (`X-Replica: r1`, `r2`, ...). A request with `X-Replica-Pin: r2` goes to that replica. With
 * `tls`, its https frontend too (plain http then only redirects).
 */
export async function startHaproxy(
  ports: number[],
  options: { port?: number; healthChecks?: boolean; tls?: { port: number; pem: string } } = {},
): Promise<Proxy> {
  const { port, healthChecks = true } = options;
  const listen = port ?? (await freePort());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wander-haproxy-'));
  const config = renderHaproxyConfig(fs.readFileSync(HAPROXY_EXAMPLE, 'utf8'), {
    port: listen,
    tls: options.tls,
    servers: ports,
    healthChecks,
  });
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
    const up = await fetch(`${baseUrl}api/health`, {
      signal: AbortSignal.timeout(2_000),
      redirect: 'manual',
    }).then(
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

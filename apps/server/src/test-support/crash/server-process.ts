import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../../stack/free-port.js';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
const START_TIMEOUT_MS = 60_000;

/** One real server process (`node --import tsx apps/server/src/main.ts`) on a free port. */
export interface ServerProcess {
  /** `http://127.0.0.1:<port>/api/` */
  api: string;
  child: ChildProcess;
  /** Resolves when GET api/health answers 200; rejects when the process dies first. */
  ready: Promise<void>;
  /** SIGKILL: no shutdown hook, no pool drain, no job hand-back. Resolves once it has exited. */
  kill(): Promise<void>;
  /** SIGTERM: the server's own shutdown (SIGKILL after 15 s). Resolves once it has exited. */
  stop(): Promise<void>;
}

/**
 * Starts the server the way `npm run serve` does, on the given database (undefined: the embedded
 * one in `dataDir`) with the sandbox payment provider; its log is appended to `logFile` (shared
 * by every process of the run). `extraEnv` comes last.
 */
export async function spawnServer(
  databaseUrl: string | undefined,
  dataDir: string,
  logFile: string,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // The Demo Supplier answers at once; a short provider timeout keeps the claims short too.
    SUPPLY_TIMEOUT_MS: '5000',
    SEED_DEMO: '0',
    PAYMENT_SANDBOX: 'true',
    // The run buys Demo Supplier plans, on PostgreSQL (where it is off by default).
    SUPPLY_DEMO: 'true',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
  };
  for (const name of Object.keys(env)) {
    if (
      /^(STRIPE_|PAYDOLLAR_|SMTP_URL|S3_|BASE_PATH|PUBLIC_BASE_URL|MIGRATIONS_DIR|FILES_DIR)/.test(
        name,
      )
    )
      delete env[name];
  }
  if (!databaseUrl) delete env.DATABASE_URL;
  Object.assign(env, extraEnv);
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', log, log],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => fs.closeSync(log));
  const api = `http://127.0.0.1:${port}/api/`;
  const ready = (async () => {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) break;
      try {
        const res = await fetch(`${api}health`, { signal: AbortSignal.timeout(2_000) });
        if (res.status === 200) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server on port ${port} did not become healthy; see ${logFile}`);
  })();
  ready.catch(() => undefined);
  return {
    api,
    child,
    ready,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export function logTail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../apps/server/src/stack/free-port.js';

const repoRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
export const artifactsDir = path.join(repoRoot, 'e2e/artifacts');
const webDist = path.join(repoRoot, 'apps/web/dist/index.html');
const SERVER_START_TIMEOUT_MS = 150_000;

async function waitForHealth(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited (${child.exitCode ?? child.signalCode}) before it was healthy.\n${tail(logFile)}`,
      );
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (res.status === 200) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`GET ${url} did not answer 200 in time (last: ${last}).\n${tail(logFile)}`);
}

function tail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

export function ensureWebBuilt(): void {
  if (fs.existsSync(webDist)) return;
  console.log('[e2e] apps/web/dist is missing; building the web app first');
  const res = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (res.status !== 0) throw new Error('npm run build -w apps/web failed');
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** How many test files run at once, each worker on a server of its own (E2E_WORKERS, default 1). */
export function e2eWorkers(): number {
  return Math.max(1, Number(process.env.E2E_WORKERS || 1));
}

export interface RunningApp {
  /** Origin plus base path, ending with '/'. */
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts the server the way `npm start` does (after the build): embedded PGlite in a fresh
 * DATA_DIR, demo data seeded, on a free port; `logName` names its log in e2e/artifacts/.
 *
 * With E2E_SEEDED_TEMPLATE (a directory; the gate sets one per run) the fresh DATA_DIR is a copy
 * of a data directory seeded once: the first server of the run seeds it (about 40 s on 2 cores),
 * is stopped, and every server after starts from a copy (7-12 s). Each copy is its own
 * database, so no run or step sees another's changes.
 */
export async function startServer(
  logName = 'server.log',
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<RunningApp> {
  const template = process.env.E2E_SEEDED_TEMPLATE;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wander-e2e-'));
  if (template) {
    await ensureSeededTemplate(template);
    fs.cpSync(template, dataDir, { recursive: true });
  }
  return launch(dataDir, logName, extraEnv, true);
}

/**
 * A real deployment's first start (issue 37): embedded PGlite in a fresh DATA_DIR without the demo
 * world (SEED_DEMO=0), so nothing but the migrations, the roles and the reference data is there.
 * Its log (the setup link, the e-mails: no SMTP) is `logFile`.
 */
export async function startBlankServer(
  logName = 'blank-server.log',
): Promise<RunningApp & { logFile: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wander-blank-'));
  const app = await launch(dataDir, logName, { SEED_DEMO: '0' }, true);
  return { ...app, logFile: path.join(artifactsDir, logName) };
}

/**
 * Seeds `template` once per process: servers started together (the e2e workers') wait for the same
 * seeding; a later step of the run finds the `.seeded` mark the first one left.
 */
let seeding: Promise<void> | undefined;
function ensureSeededTemplate(template: string): Promise<void> {
  seeding ??= (async () => {
    const ready = path.join(template, '.seeded');
    if (fs.existsSync(ready)) return;
    fs.rmSync(template, { recursive: true, force: true });
    fs.mkdirSync(template, { recursive: true });
    const seeded = await launch(template, 'template-server.log', {}, false);
    await seeded.stop();
    fs.writeFileSync(ready, new Date().toISOString());
  })();
  return seeding;
}

async function launch(
  dataDir: string,
  logName: string,
  extraEnv: NodeJS.ProcessEnv,
  removeDataOnStop: boolean,
): Promise<RunningApp> {
  fs.mkdirSync(artifactsDir, { recursive: true });
  ensureWebBuilt();
  const port = await freePort();
  const logFile = path.join(artifactsDir, logName);
  const log = fs.openSync(logFile, 'w');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // The suites sign the demo admin and operator in many times a minute (their published
    // TOTP secrets): a code may sign in twice here, and only here.
    TWO_FACTOR_REPLAY_GUARD: 'false',
  };
  delete env.DATABASE_URL;
  delete env.SEED_DEMO;
  delete env.BASE_PATH;
  delete env.WEB_DIST_DIR;
  Object.assign(env, extraEnv);

  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', log, log],
  });
  const baseUrl = `http://127.0.0.1:${port}/`;
  const cleanUp = async () => {
    await stop(child);
    fs.closeSync(log);
    if (removeDataOnStop) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`${baseUrl}api/health`, child, logFile);
  } catch (error) {
    await cleanUp();
    throw error;
  }
  console.log(`[e2e] server ready at ${baseUrl} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  return { baseUrl, stop: cleanUp };
}

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../platform/config.js';
import { openDatabase, type Database } from '../platform/db/client.js';
import { DEMO_PASSWORD, seedDemo } from '../seed/seed-demo.js';
import { adminQuery } from './global-setup.js';
import { passwordForm } from './demo-otp.js';
import { replicaCount, replicate, sharedKeyEnv, type Replicated } from './replicated-app.js';
import { TEST_FILES_DIR } from './test-files.js';

export { DEMO_PASSWORD };
export const API_KEY = 'wander-public-web-key';

/**
 * A fresh database for one test file: in-memory PGlite, or, when DATABASE_URL is set, a new
 * PostgreSQL database created for this file and dropped afterwards. `seeded` starts it as a copy
 * of the run's seeded template (see global-setup.ts) when there is one; it answers whether it did.
 */
export async function openTestDatabase(
  onQuery?: (sql: string) => void,
  seeded = false,
): Promise<Database & { seeded: boolean }> {
  const template = seeded ? inject('seededTemplate') : undefined;
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dump =
      template?.kind === 'pglite' ? new Blob([fs.readFileSync(template.dumpFile)]) : undefined;
    return { ...(await openDatabase({ onQuery, pgliteDump: dump })), seeded: !!dump };
  }
  const name = `wander_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const fromTemplate = template?.kind === 'postgres' ? template.name : undefined;
  await adminQuery(
    url,
    `create database ${name}${fromTemplate ? ` template ${fromTemplate}` : ''}`,
  );
  const database = await openTestPool(url, name, onQuery);
  return {
    ...database,
    seeded: !!fromTemplate,
    close: async () => {
      await database.close();
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * A pool on test database `name`: straight to PostgreSQL, or, when TEST_PGBOUNCER_URL is set
 * (the PgBouncer lane), through PgBouncer in transaction mode with PostgreSQL itself as the
 * direct connection (LISTEN, the job queue), as a deployment behind PgBouncer is configured.
 */
export function openTestPool(url: string, name: string, onQuery?: (sql: string) => void) {
  const direct = new URL(url);
  direct.pathname = `/${name}`;
  const bouncer = process.env.TEST_PGBOUNCER_URL;
  const pooled = bouncer ? new URL(bouncer) : direct;
  pooled.pathname = `/${name}`;
  return openDatabase({
    databaseUrl: pooled.toString(),
    directUrl: direct.toString(),
    poolMode: bouncer ? 'transaction' : 'session',
    poolSize: 30,
    onQuery,
  });
}

/**
 * Headers that keep a test's calls on one replica when the app runs as several (the proxy
 * honours `X-Replica-Pin`), for tests that count what one process does: its cache hits, its
 * statements. Without replicas nothing reads the header.
 */
export const ONE_REPLICA = { 'x-replica-pin': 'r1' } as const;

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Set when the app runs as several replicas behind haproxy (TEST_REPLICAS, or `replicas`). */
  replicated?: Replicated;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    onQuery?: (sql: string) => void;
    /** Run jobs through the real pg-boss queue (default: in-process, at once). */
    realJobs?: boolean;
    printMail?: (line: string) => void;
    /** Replicas behind haproxy on PostgreSQL (default: TEST_REPLICAS, else 1). */
    replicas?: number;
  } = {},
): Promise<TestApp> {
  const seed = options.seed !== false;
  const database = await openTestDatabase(options.onQuery, seed);
  if (seed && !database.seeded) await seedDemo(database.db);
  const replicas = replicaCount(database, options.replicas);
  const config = loadConfig({
    DATA_DIR: '/nonexistent-test-data',
    FILES_DIR: TEST_FILES_DIR,
    LOG_LEVEL: 'silent',
    PUBLIC_BASE_URL: 'http://portal.test/',
    // The tests pay by the sandbox card and buy from the Demo Supplier on PostgreSQL too (off
    // there by default), except a test of another NODE_ENV, which gets that environment's default.
    ...(!options.env?.NODE_ENV && { PAYMENT_SANDBOX: 'true', SUPPLY_DEMO: 'true' }),
    // The tests sign the demo admin in many times a minute with its published secret.
    TWO_FACTOR_REPLAY_GUARD: 'false',
    ...(database.url && { DATABASE_URL: database.url }),
    ...(replicas > 1 && (await sharedKeyEnv())),
    ...options.env,
    // Behind haproxy, a request crosses two more hops than in process: the harness's (it writes
    // the test's caller address, http-inject.ts) and haproxy's. The replicas trust both, and the
    // hops the test's own TRUST_PROXY names, so they read the client the in-process app reads.
    ...(replicas > 1 && { TRUST_PROXY: String(Number(options.env?.TRUST_PROXY ?? 0) + 2) }),
  });
  const build = async (db: Database) => {
    const app = await buildApp({
      config,
      database: db,
      ephemeralKeys: true,
      logger: false,
      jobs: options.realJobs ? 'pg-boss' : 'inline',
      printMail: options.printMail ?? (() => {}),
    });
    await app.ready();
    return app;
  };
  const app = await build(database);
  const replicated =
    replicas > 1
      ? await replicate(app, replicas, async () => {
          const url = new URL(database.url!);
          const name = url.pathname.slice(1);
          url.pathname = '/';
          const db = await openTestPool(url.toString(), name, options.onQuery);
          return { app: await build(db), database: db };
        })
      : undefined;
  return {
    app,
    database,
    config,
    replicated,
    close: async () => {
      await replicated?.close();
      await app.close();
      await database.close();
    },
  };
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

/** A form-encoded POST with the public API key, as the web sends the token calls. */
export function formPost(
  url: string,
  form: Record<string, string>,
  { ip = '127.0.0.1', apiKey = API_KEY }: { ip?: string; apiKey?: string } = {},
): InjectOptions {
  return {
    method: 'POST',
    url,
    headers: { 'x-api-key': apiKey, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
    remoteAddress: ip,
  };
}

export function tokenRequest(app: FastifyInstance, form: Record<string, string>, ip = '127.0.0.1') {
  return app.inject(formPost('/api/token', form, { ip }));
}

/** Polls `check` every 50 ms for up to `withinMs` (a NOTIFY reaches another process in ms). */
export async function eventually(check: () => Promise<boolean>, withinMs = 3_000) {
  for (let i = 0; i < withinMs / 50; i++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
): Promise<Tokens> {
  // The demo admin and operator have a second factor: their code is computed from the seed's secret.
  const res = await tokenRequest(app, await passwordForm(email, password));
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.body}`);
  return res.json<Tokens>();
}

/** Headers of a signed-in call, optionally in a working company. */
export function bearer(
  tokens: { access_token: string } | string,
  companyCode?: string,
): Record<string, string> {
  const token = typeof tokens === 'string' ? tokens : tokens.access_token;
  return {
    authorization: `Bearer ${token}`,
    ...(companyCode ? { 'x-company-code': companyCode } : {}),
  };
}

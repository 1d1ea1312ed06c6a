import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../platform/config.js';
import { openDatabase, type Database } from '../platform/db/client.js';
import { DEMO_PASSWORD, seedDemo } from '../seed/seed-demo.js';

export { DEMO_PASSWORD };
export const API_KEY = 'wander-public-web-key';

/**
 * A fresh database for one test file: in-memory PGlite, or, when DATABASE_URL is set, a new
 * PostgreSQL database created for this file and dropped afterwards.
 */
export async function openTestDatabase(onQuery?: (sql: string) => void): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({ onQuery });
  const name = `wander_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: testUrl.toString(), poolSize: 30, onQuery });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
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
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(options.onQuery);
  if (options.seed !== false) await seedDemo(database.db);
  const config = loadConfig({
    DATA_DIR: '/nonexistent-test-data',
    LOG_LEVEL: 'silent',
    PUBLIC_BASE_URL: 'http://portal.test/',
    ...(database.url && { DATABASE_URL: database.url }),
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    ephemeralKeys: true,
    logger: false,
    jobs: options.realJobs ? 'pg-boss' : 'inline',
    printMail: options.printMail ?? (() => {}),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

export function tokenRequest(app: FastifyInstance, form: Record<string, string>, ip = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/token',
    headers: { 'x-api-key': API_KEY, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
    remoteAddress: ip,
  });
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
): Promise<Tokens> {
  const res = await tokenRequest(app, {
    grant_type: 'password',
    username: email,
    password,
    client_id: 'wander-web',
  });
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

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providers } from '../../db/schema/index.js';
import type { Database } from '../../platform/db/client.js';
import { openTestDatabase, openTestPool } from '../../test-support/test-app.js';
import { createAdapter } from './adapters/index.js';
import { PacingError, providerPacer, type PacerOptions } from './pacing.js';

/**
 * Provider calls are paced by a token bucket per account and endpoint class in the database, so
 * two server processes together keep within a provider's limit, and a 429's Retry-After pauses
 * the class for both. Each "process" here has its own connection (PostgreSQL) or shares the one
 * embedded database.
 */
let first: Database;
let second: Database;
let account: { entityCode: string; id: string; kind: string };

beforeAll(async () => {
  first = await openTestDatabase(undefined, true);
  const url = process.env.DATABASE_URL;
  second = url ? await openTestPool(url, new URL(first.url!).pathname.slice(1)) : first;
  account = await newAccount('airalo');
});
afterAll(async () => {
  if (second !== first) await second.close();
  await first.close();
});

async function newAccount(kind: 'airalo' | 'esim-access', apiBaseUrl?: string) {
  const [row] = await first.db
    .insert(providers)
    .values({
      entityCode: 'DIST001',
      providerName: `Pacing ${kind} ${Math.random().toString(36).slice(2, 8)}`,
      kind,

      credentialsEnc: 'not-used',
      apiBaseUrl,
    })
    .returning();
  return row;
}

const pacers = (options: PacerOptions, who = account) =>
  [providerPacer(first.db, who, options), providerPacer(second.db, who, options)] as const;
const PACKAGES = 'https://partners-api.airalo.com/v2/packages?page=1';
const usageOf = (iccid: string) => `https://partners-api.airalo.com/v2/sims/${iccid}/usage`;
const tooMany = (retryAfter?: string) =>
  new Response('{"data":[],"meta":{"message":"Too Many Attempts."}}', {
    status: 429,
    headers: retryAfter ? { 'retry-after': retryAfter } : {},
  });

describe('the token bucket shared through the database', () => {
  it('two processes calling at once never exceed the limit in any window', async () => {
    // 3 package requests a second (a small copy of Airalo's 80 a minute), 12 calls from two.
    const limits = { airalo: { packages: { limit: 3, windowSeconds: 1 } } };
    const [a, b] = pacers({ limits });
    const started: number[] = [];
    const caller = async (pacer: typeof a) => {
      for (let i = 0; i < 3; i++) {
        await pacer.turn(PACKAGES);
        started.push(Date.now());
      }
    };
    const t0 = Date.now();
    await Promise.all([caller(a), caller(a), caller(b), caller(b)]);
    started.sort((x, y) => x - y);
    expect(started).toHaveLength(12);
    for (const t of started) {
      expect(started.filter((s) => s >= t && s <= t + 1000).length).toBeLessThanOrEqual(3);
    }
    // Paced, not merely lucky: 12 calls at 3 a second take more than 5 seconds.
    expect(started[11] - t0).toBeGreaterThanOrEqual(5000);
  }, 30_000);

  it('a 429 with Retry-After in seconds pauses the class for the other process too', async () => {
    const who = await newAccount('airalo');
    const [a, b] = pacers({}, who);
    await a.turn(PACKAGES);
    await a.answered(PACKAGES, tooMany('2'));
    const t0 = Date.now();
    await b.turn(PACKAGES);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(1800);
    // Other classes of the account go on.
    const t1 = Date.now();
    await b.turn('https://partners-api.airalo.com/v2/balance');
    expect(Date.now() - t1).toBeLessThan(1000);
  });

  it('a Retry-After given as an HTTP date pauses the class until then; a call that would wait longer is not made', async () => {
    const who = await newAccount('airalo');
    const [a] = pacers({}, who);
    const [, impatient] = pacers({ maxWaitSeconds: 1 }, who);
    await a.answered(PACKAGES, tooMany(new Date(Date.now() + 4000).toUTCString()));
    const refused = await impatient.turn(PACKAGES).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PacingError);
    expect((refused as PacingError).retryable).toBe(true);
    expect((refused as PacingError).retryAfterSeconds).toBeGreaterThanOrEqual(2);
    expect((refused as PacingError).retryAfterSeconds).toBeLessThanOrEqual(5);
  });

  it('an Airalo usage 429 pauses that eSIM for its Retry-After, the other eSIMs only for a moment', async () => {
    const who = await newAccount('airalo');
    const [a, b] = pacers({}, who);
    await a.turn(usageOf('8944000000000000001'));
    await a.answered(usageOf('8944000000000000001'), tooMany('600'));
    const t0 = Date.now();
    await b.turn(usageOf('8944000000000000002'));
    expect(Date.now() - t0).toBeLessThan(2000);
    const refused = await b.turn(usageOf('8944000000000000001')).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PacingError);
    expect((refused as PacingError).bucket).toBe('usage-iccid:8944000000000000001');
    expect((refused as PacingError).retryAfterSeconds).toBeGreaterThan(500);
  });
});

describe("the adapters' HTTP calls go through the pacer", () => {
  // Every request answers 429 with Retry-After, as both providers may (Airalo: error-handling
  // page; eSIM Access answers 429 like any HTTP API); the server counts what reaches it.
  let server: http.Server;
  let base: string;
  let reached = 0;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      reached++;
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '120' });
      res.end('{"data":[],"meta":{"message":"Too Many Attempts."}}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each([
    ['airalo', '/v2'],
    ['esim-access', ''],
  ] as const)('%s: after a 429 the other process waits instead of calling', async (kind, path) => {
    const who = await newAccount(kind, `${base}${path}`);
    const adapter = (db: Database) =>
      createAdapter(kind, {
        credentials: { clientId: 'id', clientSecret: 'secret' },
        baseUrl: `${base}${path}`,
        pacer: providerPacer(db.db, who),
      });
    const before = reached;
    const answered = await adapter(first)
      .balance()
      .catch((e: unknown) => e);
    expect(answered).toMatchObject({ retryable: true, status: 429 });
    expect(reached).toBe(before + 1);
    const held = await adapter(second)
      .balance()
      .catch((e: unknown) => e);
    expect(held).toBeInstanceOf(PacingError);
    expect(reached).toBe(before + 1);
  });
});

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../apps/server/src/platform/db/client.js';
import { DEMO_PASSWORD } from '../apps/server/src/seed/seed-demo.js';
import { purchaseOrders } from '../apps/server/src/db/schema/index.js';
import { percentile } from './load.js';

/** Access tokens of the bench buyers bench1..benchN@wander.demo (seeded by bench-buyers.ts). */
export async function buyerTokens(
  app: FastifyInstance,
  publicApiKey: string,
  count: number,
): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 1; i <= count; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/token',
      headers: { 'x-api-key': publicApiKey, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=password&username=bench${i}%40wander.demo&password=${encodeURIComponent(DEMO_PASSWORD)}&client_id=wander-web`,
    });
    tokens.push(res.json().access_token as string);
  }
  return tokens;
}

export interface Round {
  /** Per order: its checkout's answer (the payment committed), performance.now(). */
  paidAt: Map<string, number>;
  /** Per order: when it was first seen Completed (its delivery committed). */
  deliveredAt: Map<string, number>;
  checkoutMs: number[];
  /** paid -> delivered of each delivered order, from the checkout's answer, ms. */
  observed: number[];
  /**
   * From the payment's commit to the eSIM seen delivered, ms, on the wall clock the database
   * shares: the order's `paid_at` (stamped in the payment's transaction, so no later than its
   * commit) to the moment the observer saw it Completed.
   */
  fromCommit: number[];
  /** The buyer's wait: from the Pay request leaving to the eSIM seen delivered, ms. */
  buyerWait: number[];
  /** Checkouts that were not answered Paid, and paid orders never seen delivered. */
  failures: number;
}

/**
 * Every token checks out `body` over HTTP at the same moment (POST payment/Payment/WanderCheckout)
 * while an observer polls, every 20 ms, which paid orders the database shows Completed: paid ->
 * delivered per order, from the checkout's answer to the delivery's commit. Orders not delivered
 * `giveUpMs` after the last payment count as failures.
 */
export async function payAndWatch(
  database: Database,
  address: string,
  tokens: string[],
  body: string,
  giveUpMs: number,
): Promise<Round> {
  const round: Round = {
    paidAt: new Map(),
    deliveredAt: new Map(),
    checkoutMs: [],
    observed: [],
    fromCommit: [],
    buyerWait: [],
    failures: 0,
  };
  const { paidAt, deliveredAt } = round;
  const requestedWall = new Map<string, number>();
  const deliveredWall = new Map<string, number>();
  let polling = true;
  const observer = (async () => {
    while (polling || deliveredAt.size < paidAt.size) {
      const ids = [...paidAt.keys()].filter((id) => !deliveredAt.has(id));
      if (ids.length > 0) {
        const done = await database.db
          .select({ id: purchaseOrders.id })
          .from(purchaseOrders)
          .where(and(inArray(purchaseOrders.id, ids), eq(purchaseOrders.status, 'Completed')));
        const now = performance.now();
        const wall = Date.now();
        for (const { id } of done) {
          deliveredAt.set(id, now);
          deliveredWall.set(id, wall);
        }
      }
      if (!polling && performance.now() - Math.max(...paidAt.values()) > giveUpMs) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  await Promise.all(
    tokens.map(async (token) => {
      const start = performance.now();
      const startWall = Date.now();
      const res = await fetch(`${address}/api/payment/Payment/WanderCheckout`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body,
      });
      const answered = performance.now();
      const json = (await res.json()) as { data?: { poHeaderId: string; status: string } };
      if (res.status !== 200 || json.data?.status !== 'Paid') {
        round.failures += 1;
        return;
      }
      round.checkoutMs.push(answered - start);
      requestedWall.set(json.data.poHeaderId, startWall);
      paidAt.set(json.data.poHeaderId, answered);
    }),
  );
  polling = false;
  await observer;
  const stamps = paidAt.size
    ? await database.db
        .select({
          id: purchaseOrders.id,
          paidMs: sql<number>`extract(epoch from ${purchaseOrders.paidAt}) * 1000`,
        })
        .from(purchaseOrders)
        .where(inArray(purchaseOrders.id, [...paidAt.keys()]))
    : [];
  const committed = new Map(stamps.map((r) => [r.id, Number(r.paidMs)]));
  for (const [id, paid] of paidAt) {
    const delivered = deliveredAt.get(id);
    if (delivered === undefined) {
      round.failures += 1;
      continue;
    }
    round.observed.push(delivered - paid);
    const wall = deliveredWall.get(id)!;
    round.fromCommit.push(wall - committed.get(id)!);
    round.buyerWait.push(wall - requestedWall.get(id)!);
  }
  return round;
}

/** Prints one latency line (n, p50, p95, max) and answers the p95. */
export function latencyLine(label: string, values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const ms = (v: number | undefined) => `${(v ?? NaN).toFixed(0).padStart(5)} ms`;
  console.log(
    `${label.padEnd(44)} n=${String(sorted.length).padStart(3)}  p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  max ${ms(sorted[sorted.length - 1])}`,
  );
  return percentile(sorted, 95);
}

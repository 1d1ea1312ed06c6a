import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupOrders } from '../../db/schema/index.js';
import { seedActor } from '../../seed/seed-orders.js';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { ownGroup } from './group.queries.js';
import { CHANGED_MESSAGE, orderGroup, planGroupOrder } from './order-group.js';
import { distributorOptionOf } from '../catalog/catalog-access.js';
import { distinctTripTravellers } from '../../test-support/distinct-trips.js';

/**
 * Issue 39: planning a group of 1,000 travellers, each on a trip of their own, held the event
 * loop (and the one embedded connection) for 43 s: /api/health and every other caller waited.
 * The trips are now read once and searched on a worker thread.
 */
const SCRAPE_TOKEN = 'bench-scrape-token-0123456789';
let t: TestApp;
let customer: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: SCRAPE_TOKEN } });
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
});
afterAll(() => t.close());

const travellers = distinctTripTravellers(1000);

describe('a 1,000-traveller group plan', () => {
  it('is planned while /api/health keeps answering at once', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/network/GroupOrders',
      headers: customer,
      payload: {
        groupName: 'Hostile tour',
        startDate: '2026-10-01',
        endDate: '2026-10-31',
        distributorEntityCode: 'DIST001',
        gbPerDay: 0.5,
        legs: [{ countryCode: 'JP', days: 5 }],
        travellers,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as string;

    let planning = true;
    const waits: number[] = [];
    const health = (async () => {
      while (planning) {
        const started = performance.now();
        const res = await t.app.inject({ method: 'GET', url: '/api/health' });
        expect(res.statusCode).toBe(200);
        waits.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const started = performance.now();
    const plan = await t.app.inject({
      method: 'POST',
      url: `/api/network/GroupOrders/Plan/${id}`,
      headers: customer,
    });
    const planMs = performance.now() - started;
    planning = false;
    await health;

    console.log(
      `plan of 1,000 trips: ${Math.round(planMs)} ms (HTTP ${plan.statusCode}); /api/health ${waits.length} calls, slowest ${Math.round(Math.max(...waits))} ms`,
    );
    expect(plan.statusCode, plan.body.slice(0, 300)).toBe(200);
    expect(plan.json().data.travellers).toHaveLength(1000);
    // Health answered throughout, each within a fraction of the plan's time.
    expect(waits.length).toBeGreaterThan(3);
    expect(Math.max(...waits)).toBeLessThan(Math.max(250, planMs / 4));
    // The operator sees the planner's task in the worker pool's figures.
    const metrics = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${SCRAPE_TOKEN}` },
    });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toMatch(/worker_pool_run_seconds_count\{pool="cpu"\} [1-9]/);
  }, 180_000);
});

describe('an order of a group planned outside its transaction', () => {
  it('is refused when the roster changed after the plan, and nothing is ordered', async () => {
    const db = t.database.db;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/network/GroupOrders',
      headers: customer,
      payload: {
        groupName: 'Changed tour',
        startDate: '2026-10-01',
        endDate: '2026-10-05',
        distributorEntityCode: 'DIST001',
        gbPerDay: 0.5,
        legs: [{ countryCode: 'JP', days: 3 }],
        travellers: travellers.slice(0, 2).map(({ legs: _legs, ...t }) => t),
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as string;
    const distributor = (await distributorOptionOf(db, 'DIST001'))!;
    const buyer = (await seedActor(db, 'customer@wander.demo', 'CUST001'))!;
    const planned = await planGroupOrder(db, await ownGroup(db, 'CUST001', id), distributor);
    // Meanwhile a traveller is taken off the roster.
    const group = await ownGroup(db, 'CUST001', id);
    await db
      .update(groupOrders)
      .set({ travellers: group.travellers.slice(0, 1) })
      .where(eq(groupOrders.id, id));
    await expect(db.transaction((tx) => orderGroup(tx, buyer, id, planned))).rejects.toThrow(
      CHANGED_MESSAGE,
    );
    expect((await ownGroup(db, 'CUST001', id)).poId).toBeNull();
    // Planned again from the roster as it is, it is ordered.
    const again = await planGroupOrder(db, await ownGroup(db, 'CUST001', id), distributor);
    const placed = await db.transaction((tx) => orderGroup(tx, buyer, id, again));
    expect(placed.documentNo).toBeTruthy();
  });
});

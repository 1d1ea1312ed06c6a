import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { wanderSerialNumbers } from '../../db/schema/index.js';

/** Issue 29: POST catalog/TripPlan on the demo world (Skyway Travel Agency buying from Globetrek). */
let t: TestApp;
let customer: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
});
afterAll(() => t.close());

const call = (url: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${url}`,
    headers: customer,
    payload: payload as never,
  });
const plan = (body: object) =>
  call('catalog/TripPlan', { distributorEntityCode: 'DIST001', gbPerDay: 1, ...body });

interface Line {
  variantId: string;
  productId: string;
  planName: string;
  countries: string[];
  days: number;
  dataGb: number;
  isDayPass: boolean;
  quantity: number;
  unitPrice: number;
  reason: string;
}

/**
 * The days the answer's reasons say each line covers ("for 9 days", "for 2 days each",
 * "for 3 + 2 days"), checked against what the plan's data carries at `gbPerDay`; their sum.
 */
function coveredDays(lines: Line[], gbPerDay: number): number {
  let covered = 0;
  for (const line of lines) {
    expect(line.reason).toMatch(/^(one .+ plan covers|\d+ .+ plans cover) .+ for .+/);
    const counts = line.reason.match(/ for (.+)$/)![1];
    const spans = counts.endsWith('each')
      ? Array<number>(line.quantity).fill(Number.parseInt(counts, 10))
      : counts.split(' + ').map((n) => Number.parseInt(n, 10));
    expect(spans).toHaveLength(line.quantity);
    for (const days of spans) {
      expect(days).toBeLessThanOrEqual(line.days);
      if (line.isDayPass) expect(line.dataGb).toBeGreaterThanOrEqual(gbPerDay);
      else expect(line.dataGb).toBeGreaterThanOrEqual(days * gbPerDay - 1e-9);
      covered += days;
    }
  }
  return covered;
}

describe('POST catalog/TripPlan', () => {
  it('answers a mix that covers Japan and Korea, priced as the order will be', async () => {
    const res = await plan({
      legs: [
        { countryCode: 'JP', days: 5 },
        { countryCode: 'kr', days: 4 },
      ],
      gbPerDay: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().data as { lines: Line[]; total: number; currency: string };
    expect(answer.currency).toBe('MYR');
    expect(answer.lines.length).toBeGreaterThan(0);
    for (const country of ['JP', 'KR']) {
      expect(answer.lines.some((l) => l.countries.includes(country))).toBe(true);
    }
    // Each plan can carry what the days it covers need, and the reasons add up to the 9 days.
    expect(coveredDays(answer.lines, 1)).toBe(9);
    // The cart's order of the same lines costs exactly the plan's total.
    const order = await call('network/PurchaseOrders', {
      distributorEntityCode: 'DIST001',
      lines: answer.lines.map((l) => ({ variantId: l.variantId, qty: l.quantity })),
    });
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json().data.totalAmount).toBeCloseTo(answer.total, 2);
    // Each unit price is the buyer's own, as the catalogue quotes it for that quantity.
    for (const line of answer.lines) {
      const quote = await call(`product/ProductPrice/GetPrice/${line.productId}`, {
        distributorEntityCode: 'DIST001',
        variantId: line.variantId,
        quantity: line.quantity,
      });
      expect(quote.statusCode, quote.body).toBe(200);
      expect(line.unitPrice).toBeCloseTo(quote.json().data.unitPrice, 2);
    }
  });

  it('covers a high daily need: each plan only for as many days as its data carries', async () => {
    const res = await plan({ legs: [{ countryCode: 'JP', days: 2 }], gbPerDay: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(coveredDays(res.json().data.lines as Line[], 3)).toBe(2);
  });

  it('refuses bad input with field errors', async () => {
    const cases: [object, string, string][] = [
      [{ legs: [] }, 'legs', 'Add at least one destination'],
      [{ legs: [{ countryCode: 'XX', days: 3 }] }, 'legs.0.countryCode', 'Country XX not found'],
      [
        { legs: [{ countryCode: 'JP', days: 0 }] },
        'legs.0.days',
        'Days should have minimum value of 1',
      ],
      [
        { legs: [{ countryCode: 'JP', days: 366 }] },
        'legs.0.days',
        'Days should have maximum value of 365',
      ],
      [
        { legs: [{ countryCode: 'JP', days: 3 }], gbPerDay: -1 },
        'gbPerDay',
        'Data per day (GB) should have minimum value of 0',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await plan(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[field]).toEqual([message]);
    }
  });

  it('says which country nothing covers, and refuses a distributor the buyer is not connected to', async () => {
    const res = await plan({ legs: [{ countryCode: 'AQ', days: 3 }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'No plan of this distributor covers Antarctica on day 1 of the trip with 1 GB a day',
    );
    const foreign = await call('catalog/TripPlan', {
      distributorEntityCode: 'DIST002',
      legs: [{ countryCode: 'JP', days: 3 }],
      gbPerDay: 1,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('proposes only plans the distributor can deliver, to one traveller or a group (issue 37)', async () => {
    const trip = { legs: [{ countryCode: 'VN', days: 5 }], gbPerDay: 1 };
    const first = await plan(trip);
    expect(first.statusCode, first.body).toBe(200);
    const [chosen] = first.json().data.lines as Line[];
    // The distributor's stock of that plan is gone (issued to a partner, say).
    const stockOf = and(
      eq(wanderSerialNumbers.entityCode, 'DIST001'),
      eq(wanderSerialNumbers.variantId, chosen.variantId),
      eq(wanderSerialNumbers.status, 'available'),
    );
    const stock = await t.database.db.select().from(wanderSerialNumbers).where(stockOf);
    expect(stock.length).toBeGreaterThan(0);
    await t.database.db.update(wanderSerialNumbers).set({ status: 'issued' }).where(stockOf);
    const again = await plan(trip);
    expect(again.statusCode, again.body).toBe(200);
    const variants = (again.json().data.lines as Line[]).map((l) => l.variantId);
    expect(variants).not.toContain(chosen.variantId);
    // One eSIM back in stock: one traveller may have it, not two travelling together.
    await t.database.db
      .update(wanderSerialNumbers)
      .set({ status: 'available' })
      .where(eq(wanderSerialNumbers.id, stock[0].id));
    expect((await plan(trip)).json().data.lines.map((l: Line) => l.variantId)).toContain(
      chosen.variantId,
    );
    const group = await call('network/GroupOrders', {
      groupName: 'Hanoi pair',
      startDate: '2026-10-01',
      endDate: '2026-10-05',
      distributorEntityCode: 'DIST001',
      gbPerDay: 1,
      legs: trip.legs,
      travellers: [
        { name: 'One', email: 'one@example.com', language: 'en' },
        { name: 'Two', email: 'two@example.com', language: 'en' },
      ],
    });
    expect(group.statusCode, group.body).toBe(200);
    const planned = await call(`network/GroupOrders/Plan/${group.json().data.id}`, {});
    expect(planned.statusCode, planned.body).toBe(200);
    const quantities = planned
      .json()
      .data.travellers.flatMap((x: { plan: { lines: Line[] } }) => x.plan.lines)
      .filter((l: Line) => l.variantId === chosen.variantId)
      .reduce((sum: number, l: Line) => sum + l.quantity, 0);
    expect(quantities).toBeLessThanOrEqual(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { saleOrders, wanderSerialNumbers } from '../../db/schema/index.js';
import { addSerials, orderFixtures } from '../../test-support/kits/orders.fixtures.js';
import {
  addDays,
  booking,
  caller,
  mondayAhead,
  TEST_CONFIG,
} from '../../test-support/kits/appointment.fixtures.js';

let t: TestApp;
let dist: Record<string, string>;
let other: Record<string, string>;
let call: ReturnType<typeof caller>;
let fx: Awaited<ReturnType<typeof orderFixtures>>;
const monday = mondayAhead();
const AP = 'service/Appointments';

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  fx = await orderFixtures(t.database.db, { serials: 0 });
  dist = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  other = bearer(await signIn(t.app, 'newdistributor@wander.demo'), 'DIST002');
  const saved = await call('PUT', `${AP}/UpdateConfig`, dist, TEST_CONFIG);
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t.close());

const book = async (date: string, time: string, name?: string) =>
  call('POST', AP, dist, booking(date, time, name));
const periodsOf = async (date: string, headers = dist) =>
  (await call('POST', `${AP}/GetTimePeriodByDate`, headers, { date })).json().data;
const available = async (variantId: string) => {
  const [{ n }] = await t.database.db
    .select({ n: count() })
    .from(wanderSerialNumbers)
    .where(
      and(
        eq(wanderSerialNumbers.variantId, variantId),
        eq(wanderSerialNumbers.entityCode, 'DIST001'),
        eq(wanderSerialNumbers.status, 'available'),
      ),
    );
  return n;
};

describe('status transitions, adjust and complete', () => {
  it('moves only along the table and says why not', async () => {
    const a = (await book(addDays(monday, 3), '09:00', 'Flow')).json().data;
    expect(a.actions).toEqual(['Edit', 'Confirm', 'Adjust', 'Cancel', 'Delete']);
    const early = await call('PUT', `${AP}/Complete/${a.id}`, dist);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('A Pending appointment cannot be Completed');
    const confirmed = await call('PUT', `${AP}/Confirm/${a.id}`, dist);
    expect(confirmed.json()).toMatchObject({
      message: 'Appointment confirmed',
      data: { status: 'Confirmed' },
    });
    expect((await call('PUT', `${AP}/Confirm/${a.id}`, dist)).json().message).toBe(
      'A Confirmed appointment cannot be Confirmed',
    );
    const noReason = await call('PUT', `${AP}/Cancel/${a.id}`, dist, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toEqual(['Reason is required']);
    expect((await call('DELETE', `${AP}/${a.id}`, dist)).json().message).toBe(
      'A Confirmed appointment cannot be deleted',
    );
    await call('PUT', `${AP}/Cancel/${a.id}`, dist, { reason: 'No show' });
    expect((await call('PUT', `${AP}/Confirm/${a.id}`, dist)).json().message).toBe(
      'A Cancelled appointment cannot be Confirmed',
    );
    expect((await call('DELETE', `${AP}/${a.id}`, dist)).statusCode).toBe(200);
    expect((await call('GET', `${AP}/GetDetail/${a.id}`, dist)).statusCode).toBe(404);
  });

  it('completes into a sale that takes the products from stock, in one transaction', async () => {
    await addSerials(t.database.db, fx.productId, fx.v1, 3, 41);
    const a = (await book(addDays(monday, 3), '10:00', 'Buyer')).json().data;
    const noProducts = await call('PUT', `${AP}/Confirm/${a.id}`, dist).then(() =>
      call('PUT', `${AP}/Complete/${a.id}`, dist),
    );
    expect(noProducts.json().message).toBe(
      'Adjust the products used before completing the appointment',
    );
    const notSold = await call('PUT', `${AP}/Adjust/${a.id}`, dist, {
      products: [{ variantId: fx.v3, qty: 1 }],
    });
    expect(notSold.json().errors['products.0.variantId']).toEqual([
      'This plan is not sold by the selected distributor',
    ]);
    const adjusted = await call('PUT', `${AP}/Adjust/${a.id}`, dist, {
      products: [{ variantId: fx.v1, qty: 2 }],
    });
    expect(adjusted.json().data.products).toEqual([
      expect.objectContaining({ variantId: fx.v1, qty: 2, inStock: 3 }),
    ]);
    const done = await call('PUT', `${AP}/Complete/${a.id}`, dist);
    expect(done.statusCode, done.body).toBe(200);
    const detail = done.json().data;
    expect(detail).toMatchObject({ status: 'Completed', actions: [] });
    expect(detail.saleOrder).toMatchObject({ status: 'Confirmed', documentNo: expect.any(String) });
    expect(detail.saleOrder.invoiceNo).toMatch(/^INV-/);
    expect(detail.products[0].inStock).toBe(1);
    expect(await available(fx.v1)).toBe(1);
    expect(
      (
        await call('PUT', `${AP}/Adjust/${a.id}`, dist, {
          products: [{ variantId: fx.v1, qty: 1 }],
        })
      ).statusCode,
    ).toBe(409);
  });

  it('fails wholly when the stock is short: no sale, no eSIM taken, still Confirmed', async () => {
    const a = (await book(addDays(monday, 3), '11:00', 'Short')).json().data;
    await call('PUT', `${AP}/Confirm/${a.id}`, dist);
    await call('PUT', `${AP}/Adjust/${a.id}`, dist, {
      products: [
        { variantId: fx.v1, qty: 1 },
        { variantId: fx.v2, qty: 1 },
      ],
    });
    const [{ n: salesBefore }] = await t.database.db.select({ n: count() }).from(saleOrders);
    const refused = await call('PUT', `${AP}/Complete/${a.id}`, dist);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/^Insufficient Stock/);
    const after = (await call('GET', `${AP}/GetDetail/${a.id}`, dist)).json().data;
    expect(after).toMatchObject({ status: 'Confirmed', saleOrder: null });
    expect(await available(fx.v1)).toBe(1);
    const [{ n: salesAfter }] = await t.database.db.select({ n: count() }).from(saleOrders);
    expect(salesAfter).toBe(salesBefore);
  });
});

describe('tenancy', () => {
  it('keeps one distributor’s appointments, timeslots and holidays from another (404)', async () => {
    const made = await book(addDays(monday, 4), '09:00', 'Private');
    expect(made.statusCode, made.body).toBe(200);
    const a = made.json().data;
    for (const [method, url, body] of [
      ['GET', `${AP}/GetDetail/${a.id}`, undefined],
      ['PUT', `${AP}/Confirm/${a.id}`, undefined],
      ['PUT', `${AP}/Cancel/${a.id}`, { reason: 'x' }],
      ['PUT', `${AP}/Complete/${a.id}`, undefined],
      ['PUT', `${AP}/Adjust/${a.id}`, { products: [{ variantId: fx.v1, qty: 1 }] }],
      ['PUT', `${AP}/${a.id}`, booking(addDays(monday, 4), '10:00')],
      ['DELETE', `${AP}/${a.id}`, undefined],
    ] as const) {
      expect((await call(method, url, other, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('GET', `${AP}/GetDetail/${a.id}`, dist)).json().data.status).toBe('Pending');
    const options = (await call('GET', `${AP}/GetSelectList`, dist)).json().data;
    expect(options).toContainEqual({ label: `${a.appointmentDate} 09:00 Private`, value: a.id });
    expect((await call('GET', `${AP}/GetSelectList`, other)).json().data).toEqual([]);
    const search = (await call('POST', `${AP}/Search`, other, {})).json().data;
    expect(search.items).toEqual([]);
    // DIST002 has no timeslots: its days have no periods, and DIST001's list is not its own.
    expect((await periodsOf(monday, other)).periods).toEqual([]);
    const slots = (await call('POST', 'service/Timeslots/Search', dist, {})).json().data.items;
    expect(slots.length).toBe(7);
    expect(
      (
        await call('PUT', `service/Timeslots/${slots[0].id}`, other, {
          weekday: 'Monday',
          startTime: '08:00',
          endTime: '09:00',
          isActive: true,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses a timeslot that ends before it starts or overlaps another of its weekday', async () => {
    const backwards = await call('POST', 'service/Timeslots', dist, {
      weekday: 'Monday',
      startTime: '20:00',
      endTime: '19:00',
      isActive: true,
    });
    expect(backwards.json().errors.endTime).toEqual(['End Time should be after Start Time']);
    const overlap = await call('POST', 'service/Timeslots', dist, {
      weekday: 'Monday',
      startTime: '17:30',
      endTime: '19:00',
      isActive: true,
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toBe('This timeslot overlaps the Monday timeslot 09:00-18:00');
    const evening = await call('POST', 'service/Timeslots', dist, {
      weekday: 'Monday',
      startTime: '18:00',
      endTime: '20:00',
      location: 'Night desk',
      isActive: true,
    });
    expect(evening.statusCode, evening.body).toBe(200);
    const day = await periodsOf(monday);
    expect(day.periods.at(-1)).toMatchObject({ startTime: '19:00', location: 'Night desk' });
  });
});

describe('demo world', () => {
  it('gives DIST001 a counter with bookings in every open status, the confirmed ones with products in stock', async () => {
    const rows = (await call('POST', `${AP}/Search`, dist, { pageIndex: 1, pageSize: 100 })).json()
      .data.items as { id: string; customerName: string; status: string }[];
    const demo = rows.filter(
      (r) => r.customerName === 'Aiko Tanaka' || r.customerName === 'Daniel Lim',
    );
    expect(demo).toHaveLength(2);
    for (const status of ['Pending', 'Confirmed', 'Cancelled']) {
      expect(
        rows.some((r) => r.status === status && r.customerName !== 'Short'),
        status,
      ).toBe(true);
    }
    const confirmed = rows.filter((r) => r.status === 'Confirmed' && r.customerName !== 'Short');
    expect(confirmed.length).toBeGreaterThan(0);
    for (const row of confirmed) {
      const detail = (await call('GET', `${AP}/GetDetail/${row.id}`, dist)).json().data;
      expect(detail.products.length, row.customerName).toBe(1);
      expect(detail.products[0].inStock).toBeGreaterThanOrEqual(detail.products[0].qty);
    }
  });
});

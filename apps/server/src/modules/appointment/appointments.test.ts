import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { saleOrders, wanderSerialNumbers } from '../../db/schema/index.js';
import { addSerials, orderFixtures } from '../orders/orders.fixtures.js';
import {
  addDays,
  booking,
  caller,
  mondayAhead,
  TEST_CONFIG,
  todayUtc,
} from './appointment.fixtures.js';

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

describe('GetTimePeriodByDate', () => {
  it('cuts the day’s timeslots into periods of the slot length with the places left', async () => {
    expect((await call('GET', `${AP}/GetConfig`, dist)).json().data).toEqual(TEST_CONFIG);
    const day = await periodsOf(monday);
    expect(day).toMatchObject({ date: monday, weekday: 'Monday', closedReason: null });
    expect(day.periods.map((p: { startTime: string }) => p.startTime)).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
    expect(day.periods[0]).toEqual({
      startTime: '09:00',
      endTime: '10:00',
      location: 'KLIA Terminal 1, arrival hall desk',
      capacity: 2,
      booked: 0,
      remaining: 2,
      available: true,
    });
    const made = await book(monday, '10:00');
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data).toMatchObject({ status: 'Pending', endTime: '11:00' });
    const after = await periodsOf(monday);
    expect(after.periods[1]).toMatchObject({
      startTime: '10:00',
      booked: 1,
      remaining: 1,
      available: true,
    });
    expect(after.periods[0].remaining).toBe(2);
    // A 90-minute slot: 09:00, 10:30, 12:00, 13:30, 15:00, 16:30 (a last 30 minutes is left out).
    await call('PUT', `${AP}/UpdateConfig`, dist, { ...TEST_CONFIG, slotMinutes: 90 });
    const longer = await periodsOf(monday);
    expect(longer.periods.map((p: { endTime: string }) => p.endTime)).toEqual([
      '10:30',
      '12:00',
      '13:30',
      '15:00',
      '16:30',
      '18:00',
    ]);
    await call('PUT', `${AP}/UpdateConfig`, dist, TEST_CONFIG);
  });

  it('closes a holiday, a past day and a day beyond the days ahead', async () => {
    const tuesday = addDays(monday, 1);
    const holiday = await call('POST', 'service/Holidays', dist, {
      holidayDate: tuesday,
      description: 'Counter refit',
    });
    expect(holiday.statusCode, holiday.body).toBe(200);
    const closed = await periodsOf(tuesday);
    expect(closed.closedReason).toBe(`The counter is closed on ${tuesday} (Counter refit)`);
    expect(closed.periods.every((p: { available: boolean }) => !p.available)).toBe(true);
    expect((await periodsOf(addDays(todayUtc(), -1))).closedReason).toBe(
      'This day has already passed',
    );
    const noSuchDay = await call('POST', `${AP}/GetTimePeriodByDate`, dist, { date: '2027-02-30' });
    expect(noSuchDay.statusCode).toBe(400);
    expect(noSuchDay.json().errors.date).toEqual(['Date is not a valid date']);
    const badHoliday = await call('POST', 'service/Holidays', dist, {
      holidayDate: '0000-01-01',
      description: 'Year zero',
    });
    expect(badHoliday.json().errors.holidayDate).toEqual(['Holiday Date is not a valid date']);
    expect((await periodsOf(addDays(todayUtc(), 61))).closedReason).toBe(
      'Appointments can be booked at most 60 days ahead',
    );
  });
});

describe('booking', () => {
  it('refuses a holiday, a past day, the lead time, a closed hour and a full period, with the reason', async () => {
    const tuesday = addDays(monday, 1);
    const onHoliday = await book(tuesday, '10:00');
    expect(onHoliday.statusCode).toBe(422);
    expect(onHoliday.json().message).toBe(`The counter is closed on ${tuesday} (Counter refit)`);
    expect(onHoliday.json().errors.appointmentDate).toHaveLength(1);

    const past = await book(addDays(todayUtc(), -2), '10:00');
    expect(past.json().message).toBe('This day has already passed');

    await call('PUT', `${AP}/UpdateConfig`, dist, { ...TEST_CONFIG, leadTimeHours: 720 });
    let soon = addDays(todayUtc(), 10);
    while ((await periodsOf(soon)).closedReason) soon = addDays(soon, 1);
    const tooSoon = await book(soon, '12:00');
    expect(tooSoon.statusCode).toBe(422);
    expect(tooSoon.json().message).toBe('Appointments must be booked at least 720 hours ahead');
    await call('PUT', `${AP}/UpdateConfig`, dist, TEST_CONFIG);

    const closedHour = await book(monday, '18:00');
    expect(closedHour.json().message).toBe(`No timeslot is open on Monday ${monday} at 18:00`);
    const offGrid = await book(monday, '09:30');
    expect(offGrid.statusCode).toBe(422);

    expect((await book(monday, '11:00', 'First')).statusCode).toBe(200);
    const second = (await book(monday, '11:00', 'Second')).json().data;
    const full = await book(monday, '11:00', 'Third');
    expect(full.statusCode).toBe(422);
    expect(full.json().message).toBe('The period 11:00-12:00 is fully booked');
    // Cancelling frees the place.
    const cancelled = await call('PUT', `${AP}/Cancel/${second.id}`, dist, {
      reason: 'Flight moved',
    });
    expect(cancelled.json().data).toMatchObject({
      status: 'Cancelled',
      cancelReason: 'Flight moved',
    });
    expect((await book(monday, '11:00', 'Third')).statusCode).toBe(200);
    const search = await call('POST', `${AP}/Search`, dist, {
      pageIndex: 1,
      pageSize: 10,
      filterColumns: [{ columnName: 'appointmentDate', operator: 'eq', filterValue: monday }],
      sortColumns: [{ columnName: 'customerName', sortOrder: 'asc' }],
    });
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json().data.items.map((r: { customerName: string }) => r.customerName)).toEqual([
      'First',
      'Second',
      'Test Traveller',
      'Third',
    ]);
  });

  it('moves a booking only to a free period, its own place not counted', async () => {
    const wed = addDays(monday, 2);
    const a = (await book(wed, '09:00', 'Mover')).json().data;
    await book(wed, '10:00', 'X');
    await book(wed, '10:00', 'Y');
    const toFull = await call('PUT', `${AP}/${a.id}`, dist, booking(wed, '10:00', 'Mover'));
    expect(toFull.json().message).toBe('The period 10:00-11:00 is fully booked');
    const renamed = await call(
      'PUT',
      `${AP}/${a.id}`,
      dist,
      booking(wed, '09:00', 'Mover Renamed'),
    );
    expect(renamed.json().data).toMatchObject({
      customerName: 'Mover Renamed',
      startTime: '09:00',
    });
    const moved = await call('PUT', `${AP}/${a.id}`, dist, booking(wed, '12:00', 'Mover Renamed'));
    expect(moved.json().data).toMatchObject({ startTime: '12:00', endTime: '13:00' });
  });
});

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
    expect(new Set(rows.map((r) => r.status))).toEqual(
      new Set(['Pending', 'Confirmed', 'Cancelled', 'Completed']),
    );
    const confirmed = rows.filter((r) => r.status === 'Confirmed' && r.customerName !== 'Short');
    expect(confirmed.length).toBeGreaterThan(0);
    for (const row of confirmed) {
      const detail = (await call('GET', `${AP}/GetDetail/${row.id}`, dist)).json().data;
      expect(detail.products.length, row.customerName).toBe(1);
      expect(detail.products[0].inStock).toBeGreaterThanOrEqual(detail.products[0].qty);
    }
  });
});

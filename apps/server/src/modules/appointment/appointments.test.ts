import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import {
  addDays,
  booking,
  caller,
  mondayAhead,
  TEST_CONFIG,
  todayUtc,
} from '../../test-support/kits/appointment.fixtures.js';

let t: TestApp;
let dist: Record<string, string>;
let call: ReturnType<typeof caller>;
const monday = mondayAhead();
const AP = 'service/Appointments';

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  dist = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  const saved = await call('PUT', `${AP}/UpdateConfig`, dist, TEST_CONFIG);
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t.close());

const book = async (date: string, time: string, name?: string) =>
  call('POST', AP, dist, booking(date, time, name));
const periodsOf = async (date: string, headers = dist) =>
  (await call('POST', `${AP}/GetTimePeriodByDate`, headers, { date })).json().data;
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

  it('refuses the same customer twice in one period, in the database too', async () => {
    const thu = addDays(monday, 3);
    expect((await book(thu, '15:00', 'Aisha Rahman')).statusCode).toBe(200);
    const again = await book(thu, '15:00', '  aisha rahman ');
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().message).toBe(`aisha rahman already has an appointment on ${thu} at 15:00`);
    expect(again.json().errors.customerName).toHaveLength(1);
    expect((await periodsOf(thu)).periods[6]).toMatchObject({ startTime: '15:00', booked: 1 });
    // Another period of the day is still hers to book.
    const other = (await book(thu, '16:00', 'Aisha Rahman')).json().data;
    // Moving her other booking into the period is refused the same way, and changes nothing.
    const move = await call(
      'PUT',
      `${AP}/${other.id}`,
      dist,
      booking(thu, '15:00', 'Aisha Rahman'),
    );
    expect(move.statusCode).toBe(409);
    expect((await call('GET', `${AP}/GetDetail/${other.id}`, dist)).json().data.startTime).toBe(
      '16:00',
    );
    // Another customer in the period is still fine.
    expect((await book(thu, '15:00', 'Ben Tan')).statusCode).toBe(200);
    // The constraint holds without the use case: a straight insert of the same booking fails.
    const insert = t.database.db.execute(sql`
      insert into appointments (entity_code, customer_name, purpose, appointment_date, start_time, end_time)
      values ('DIST001', 'AISHA RAHMAN', 'Install', ${thu}, '15:00', '16:00')`);
    await expect(insert).rejects.toThrow();
    // A cancelled booking does not hold the period: she may book it again.
    const first = (
      await call('POST', `${AP}/Search`, dist, {
        pageIndex: 1,
        pageSize: 10,
        filterColumns: [
          { columnName: 'customerName', operator: 'eq', filterValue: 'Aisha Rahman' },
        ],
      })
    )
      .json()
      .data.items.find((r: { startTime: string }) => r.startTime === '15:00');
    await call('PUT', `${AP}/Cancel/${first.id}`, dist, { reason: 'Booked twice by phone' });
    expect((await book(thu, '15:00', 'Aisha Rahman')).statusCode).toBe(200);
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

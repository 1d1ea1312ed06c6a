import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, ne } from 'drizzle-orm';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { appointments } from '../../db/schema/index.js';
import {
  booking,
  caller,
  mondayAhead,
  TEST_CONFIG,
} from '../../test-support/kits/appointment.fixtures.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * 50 bookings of one period of capacity 3 at the same time, on PostgreSQL (PGlite is one session:
 * nothing could race there). The company's config row, locked while a booking counts and inserts,
 * lets exactly 3 through; the others are refused as full.
 */
describe.skipIf(!onPostgres)('concurrent bookings of one period on PostgreSQL', () => {
  let t: TestApp;
  let dist: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    dist = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  }, 120_000);
  afterAll(() => t.close());

  it('lets exactly 3 of 50 concurrent bookings into a period of capacity 3', async () => {
    const call = caller(t);
    const saved = await call('PUT', 'service/Appointments/UpdateConfig', dist, {
      ...TEST_CONFIG,
      capacityPerSlot: 3,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const date = mondayAhead();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call('POST', 'service/Appointments', dist, booking(date, '14:00', `Rush ${i}`)),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 422)).toHaveLength(47);
    expect(
      new Set(answers.filter((a) => a.statusCode === 422).map((a) => a.json().message)),
    ).toEqual(new Set(['The period 14:00-15:00 is fully booked']));
    const [{ n }] = await t.database.db
      .select({ n: count() })
      .from(appointments)
      .where(
        and(
          eq(appointments.appointmentDate, date),
          eq(appointments.startTime, '14:00'),
          ne(appointments.status, 'Cancelled'),
        ),
      );
    expect(n).toBe(3);
  }, 120_000);
});

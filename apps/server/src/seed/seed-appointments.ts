import { and, asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_APPOINTMENT_CONFIG, WEEKDAYS, weekdayOf, type Weekday } from '@wander/contract';
import type { Db } from '../platform/db/client.js';
import {
  appointmentConfigs,
  appointmentProducts,
  appointments,
  holidays,
  productPrices,
  products,
  timeslots,
  wanderSerialNumbers,
} from '../db/schema/index.js';
import { localMoment } from '../modules/appointment/time-periods.js';
import { stableId } from './stable-id.js';

const DIST = 'DIST001';
const AIRPORT = 'KLIA Terminal 1, arrival hall desk';
const MALL = 'Mid Valley Megamall kiosk, level 2';
const CONFIG = {
  ...DEFAULT_APPOINTMENT_CONFIG,
  slotMinutes: 30,
  capacityPerSlot: 3,
  daysAhead: 21,
};

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The airport desk opens Monday to Saturday 09:00-18:00, the mall kiosk Sunday 10:00-14:00. */
const SLOTS: { weekday: Weekday; startTime: string; endTime: string; location: string }[] = [
  ...WEEKDAYS.slice(0, 6).map((weekday) => ({
    weekday,
    startTime: '09:00',
    endTime: '18:00',
    location: AIRPORT,
  })),
  { weekday: 'Sunday', startTime: '10:00', endTime: '14:00', location: MALL },
];

const CUSTOMERS = [
  ['Aiko Tanaka', '60123456701', 'aiko.tanaka@example.com'],
  ['Daniel Lim', '60123456702', 'daniel.lim@example.com'],
  ['Priya Raman', '60123456703', null],
  ['Lucas Martin', '33612345678', 'lucas.martin@example.fr'],
  ['Nur Aisyah Rahman', '60123456705', null],
  ['Kenji Watanabe', '81901234567', 'kenji.w@example.jp'],
  ['Sophie Becker', '4915112345678', 'sophie.becker@example.de'],
  ['Wei Jie Tan', '6591234567', null],
  ['Hannah Cho', '821012345678', 'hannah.cho@example.kr'],
  ['Arjun Mehta', '919812345678', null],
  ['Emily Clarke', '447700900123', 'emily.clarke@example.co.uk'],
  ['Farid Hakim', '60123456712', null],
] as const;

/** Status and products of the demo bookings, in turn. */
const PLAN = ['Pending', 'Confirmed', 'Confirmed', 'Cancelled', 'Pending', 'Confirmed'] as const;

/**
 * The demo distributor's counter: opening hours, booking rules, two closed days and a dozen
 * appointments over the next two weeks (dates counted from the seed's day on the counter's clock).
 * Rows have stable ids, so a later run adds nothing; no demo appointment is Completed (completing
 * one issues a sale from stock, which the demo's stock counts do not include).
 */
export async function seedAppointments(db: Db) {
  await db
    .insert(appointmentConfigs)
    .values({ entityCode: DIST, ...CONFIG })
    .onConflictDoNothing();
  await db
    .insert(timeslots)
    .values(
      SLOTS.map((s) => ({
        id: stableId(`timeslot:${DIST}:${s.weekday}`),
        entityCode: DIST,
        dayNo: WEEKDAYS.indexOf(s.weekday) + 1,
        ...s,
      })),
    )
    .onConflictDoNothing();

  const today = localMoment(new Date(), CONFIG.timeZone).date;
  const year = Number(today.slice(0, 4));
  const closed = [
    { key: `christmas-${year}`, holidayDate: `${year}-12-25`, description: 'Christmas Day' },
    {
      key: `new-year-${year + 1}`,
      holidayDate: `${year + 1}-01-01`,
      description: "New Year's Day",
    },
    { key: 'staff-training', holidayDate: addDays(today, 9), description: 'Staff training day' },
  ];
  await db
    .insert(holidays)
    .values(
      closed.map(({ key, ...h }) => ({
        id: stableId(`holiday:${DIST}:${key}`),
        entityCode: DIST,
        ...h,
      })),
    )
    .onConflictDoNothing();
  const closedDays = new Set(
    (
      await db
        .select({ d: holidays.holidayDate })
        .from(holidays)
        .where(eq(holidays.entityCode, DIST))
    ).map((h) => h.d),
  );

  // Plans the desk sells and has eSIMs of, so a demo appointment can be completed.
  const plans = await db
    .select({ variantId: productPrices.variantId })
    .from(productPrices)
    .innerJoin(products, eq(products.id, productPrices.productId))
    .where(
      and(
        eq(productPrices.entityCode, DIST),
        sql`exists (select 1 from ${wanderSerialNumbers} s where s.variant_id = ${productPrices.variantId}
          and s.entity_code = ${DIST} and s.status = 'available')`,
      ),
    )
    .orderBy(asc(products.productName), asc(productPrices.unitPriceMinor))
    .limit(3);

  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(appointments)
    .where(eq(appointments.entityCode, DIST));
  if (n > 0) return;

  const rows: (typeof appointments.$inferInsert)[] = [];
  const lines: (typeof appointmentProducts.$inferInsert)[] = [];
  let day = 1;
  CUSTOMERS.forEach(([customerName, customerPhone, customerEmail], i) => {
    let date = addDays(today, day);
    while (closedDays.has(date)) date = addDays(today, ++day);
    const sunday = weekdayOf(date) === 'Sunday';
    const startTime = sunday
      ? ['10:30', '12:00'][i % 2]
      : ['09:30', '11:00', '14:30', '16:00'][i % 4];
    const [h, m] = startTime.split(':').map(Number);
    const end = h * 60 + m + CONFIG.slotMinutes;
    const status = PLAN[i % PLAN.length];
    const id = stableId(`appointment:${DIST}:${i}`);
    rows.push({
      id,
      entityCode: DIST,
      customerName,
      customerPhone,
      customerEmail,
      purpose: i % 3 === 0 ? 'Collect' : 'Install',
      appointmentDate: date,
      startTime,
      endTime: `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`,
      location: sunday ? MALL : AIRPORT,
      status,
      remarks: i % 4 === 1 ? 'Travelling with family, needs two phones set up' : null,
      cancelReason: status === 'Cancelled' ? 'Flight rescheduled by the airline' : null,
      confirmedAt: status === 'Confirmed' ? new Date() : null,
      cancelledAt: status === 'Cancelled' ? new Date() : null,
    });
    if (status === 'Confirmed' && plans.length > 0) {
      lines.push({
        appointmentId: id,
        lineNo: 1,
        variantId: plans[i % plans.length].variantId,
        qty: 1 + (i % 2),
      });
    }
    if (i % 2 === 1) day += 1;
  });
  await db.insert(appointments).values(rows).onConflictDoNothing();
  if (lines.length) await db.insert(appointmentProducts).values(lines).onConflictDoNothing();
}

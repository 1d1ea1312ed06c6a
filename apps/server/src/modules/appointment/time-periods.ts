import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import {
  APPOINTMENT_HOLDS_PLACE,
  minutesOf,
  timeOf,
  weekdayOf,
  type AppointmentConfig,
  type TimePeriods,
} from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { appointments, holidays, timeslots } from '../../db/schema/index.js';

/** A moment as date and time on the counter's clock: { date: 'YYYY-MM-DD', time: 'HH:MM' }. */
export function localMoment(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The periods of one day at the company's counter (POST service/Appointments/GetTimePeriodByDate):
 * each active timeslot of the day's weekday cut into periods of the config's slot length (a last
 * piece shorter than a slot is left out), with the places the period has, the places taken by
 * appointments that hold one (`excludeId`, the appointment being moved, left out) and what is left.
 * A period is available when a place is left and it starts no sooner than the lead time from now.
 * A holiday, a past day or a day beyond the days ahead is closed with its reason.
 */
export async function dayPeriods(
  db: Tx,
  entityCode: string,
  config: AppointmentConfig,
  date: string,
  options: { excludeId?: string | null; now?: Date } = {},
): Promise<TimePeriods> {
  const now = options.now ?? new Date();
  const today = localMoment(now, config.timeZone).date;
  const earliest = localMoment(
    new Date(now.getTime() + config.leadTimeHours * 3_600_000),
    config.timeZone,
  );
  const weekday = weekdayOf(date);
  const [holiday] = await db
    .select({ description: holidays.description })
    .from(holidays)
    .where(and(eq(holidays.entityCode, entityCode), eq(holidays.holidayDate, date)));
  const closedReason = holiday
    ? `The counter is closed on ${date} (${holiday.description})`
    : date < today
      ? 'This day has already passed'
      : date > addDays(today, config.daysAhead)
        ? `Appointments can be booked at most ${config.daysAhead} days ahead`
        : null;

  const slots = await db
    .select()
    .from(timeslots)
    .where(
      and(
        eq(timeslots.entityCode, entityCode),
        eq(timeslots.weekday, weekday),
        eq(timeslots.isActive, true),
      ),
    )
    .orderBy(asc(timeslots.startTime));
  const taken = await db
    .select({ startTime: appointments.startTime, n: count() })
    .from(appointments)
    .where(
      and(
        eq(appointments.entityCode, entityCode),
        eq(appointments.appointmentDate, date),
        inArray(appointments.status, [...APPOINTMENT_HOLDS_PLACE]),
        options.excludeId ? ne(appointments.id, options.excludeId) : undefined,
      ),
    )
    .groupBy(appointments.startTime);
  const bookedAt = new Map(taken.map((t) => [t.startTime, Number(t.n)]));

  const periods: TimePeriods['periods'] = [];
  for (const slot of slots) {
    const end = minutesOf(slot.endTime);
    for (
      let m = minutesOf(slot.startTime);
      m + config.slotMinutes <= end;
      m += config.slotMinutes
    ) {
      const startTime = timeOf(m);
      const booked = bookedAt.get(startTime) ?? 0;
      const remaining = Math.max(0, config.capacityPerSlot - booked);
      const afterLead = `${date} ${startTime}` >= `${earliest.date} ${earliest.time}`;
      periods.push({
        startTime,
        endTime: timeOf(m + config.slotMinutes),
        location: slot.location,
        capacity: config.capacityPerSlot,
        booked,
        remaining,
        available: !closedReason && afterLead && remaining > 0,
      });
    }
  }
  return { date, weekday, closedReason, periods };
}

/** Whether `date startTime` is before the lead time from now (or already past). */
export function insideLeadTime(
  config: AppointmentConfig,
  date: string,
  startTime: string,
  now = new Date(),
) {
  const current = localMoment(now, config.timeZone);
  const earliest = localMoment(
    new Date(now.getTime() + config.leadTimeHours * 3_600_000),
    config.timeZone,
  );
  const at = `${date} ${startTime}`;
  if (at < `${current.date} ${current.time}`) return 'past' as const;
  if (at < `${earliest.date} ${earliest.time}`) return 'lead' as const;
  return null;
}

import { and, eq, type SQL } from 'drizzle-orm';
import { APPOINTMENT_OPEN, type AppointmentInput, type AppointmentStatus } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { pgErrorOf } from '../../crud/db-errors.js';
import { appointments } from '../../db/schema/index.js';
import type { OrderActor } from '../orders/index.js';
import { lockConfig } from './appointment-config.js';
import { dayPeriods, insideLeadTime } from './time-periods.js';

export const mine = (actor: OrderActor): SQL =>
  eq(appointments.entityCode, actor.company.entityCode);

/** The company's appointment, locked FOR UPDATE; another company's is a 404. */
export async function lockAppointment(tx: Tx, actor: OrderActor, id: string) {
  if (!isUuid(id)) throw AppError.notFound('Appointment');
  const [row] = await tx
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), mine(actor)))
    .for('update');
  if (!row) throw AppError.notFound('Appointment');
  return row;
}

const refuse = (field: 'appointmentDate' | 'startTime', message: string) =>
  new AppError('BUSINESS_RULE', message, { [field]: [message] });

/**
 * Checks that `input` names a free period and returns it, with the company's config row locked
 * (see lockConfig): a holiday, a past day or period, one inside the lead time, beyond the days
 * ahead, outside every timeslot, or a full period is refused with its reason.
 */
async function takePeriod(tx: Tx, actor: OrderActor, input: AppointmentInput, excludeId?: string) {
  const config = await lockConfig(tx, actor.company.entityCode);
  const day = await dayPeriods(tx, actor.company.entityCode, config, input.appointmentDate, {
    excludeId,
  });
  if (day.closedReason) throw refuse('appointmentDate', day.closedReason);
  const period = day.periods.find((p) => p.startTime === input.startTime);
  if (!period) {
    throw refuse(
      'startTime',
      `No timeslot is open on ${day.weekday} ${input.appointmentDate} at ${input.startTime}`,
    );
  }
  const early = insideLeadTime(config, input.appointmentDate, input.startTime);
  if (early === 'past') throw refuse('startTime', 'This period has already passed');
  if (early === 'lead') {
    throw refuse(
      'startTime',
      `Appointments must be booked at least ${config.leadTimeHours} hours ahead`,
    );
  }
  if (period.remaining <= 0) {
    throw refuse('startTime', `The period ${period.startTime}-${period.endTime} is fully booked`);
  }
  return period;
}

/**
 * Runs a write of a booking; the database's one-booking-per-customer-and-period index
 * (appointments_customer_period_uq) refusing it becomes a 409 on the customer, in words.
 */
async function oncePerCustomer<T>(input: AppointmentInput, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const pg = pgErrorOf(error);
    if (pg?.code !== '23505' || pg.constraint !== 'appointments_customer_period_uq') throw error;
    const message = `${input.customerName} already has an appointment on ${input.appointmentDate} at ${input.startTime}`;
    throw new AppError('CONFLICT', message, { customerName: [message] }, 409);
  }
}

const bookingValues = (input: AppointmentInput) => ({
  customerName: input.customerName,
  customerEmail: input.customerEmail || null,
  customerPhone: input.customerPhone || null,
  purpose: input.purpose,
  appointmentDate: input.appointmentDate,
  startTime: input.startTime,
  remarks: input.remarks || null,
});

/** POST service/Appointments: books a free period (Pending). */
export async function bookAppointment(tx: Tx, actor: OrderActor, input: AppointmentInput) {
  const period = await takePeriod(tx, actor, input);
  const [row] = await oncePerCustomer(input, () =>
    tx
      .insert(appointments)
      .values({
        entityCode: actor.company.entityCode,
        createdBy: actor.userId,
        ...bookingValues(input),
        endTime: period.endTime,
        location: period.location,
      })
      .returning({ id: appointments.id }),
  );
  return row.id;
}

/**
 * PUT service/Appointments/{id}: changes the customer or moves the booking, while Pending or
 * Confirmed. A move needs a free period (its own place does not count); an unchanged date and
 * period are kept even if the rules changed since it was booked.
 */
export async function updateAppointment(
  tx: Tx,
  actor: OrderActor,
  id: string,
  input: AppointmentInput,
) {
  const current = await lockAppointment(tx, actor, id);
  if (!APPOINTMENT_OPEN.includes(current.status as AppointmentStatus)) {
    throw new AppError(
      'INVALID_STATUS',
      `A ${current.status} appointment cannot be edited`,
      undefined,
      409,
    );
  }
  const moved =
    current.appointmentDate !== input.appointmentDate || current.startTime !== input.startTime;
  const period = moved ? await takePeriod(tx, actor, input, id) : null;
  await oncePerCustomer(input, () =>
    tx
      .update(appointments)
      .set({
        ...bookingValues(input),
        ...(period ? { endTime: period.endTime, location: period.location } : {}),
      })
      .where(eq(appointments.id, id)),
  );
}

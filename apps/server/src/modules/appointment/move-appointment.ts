import { asc, eq } from 'drizzle-orm';
import {
  APPOINTMENT_TRANSITIONS,
  canTransition,
  transitionMessage,
  type AppointmentAdjustInput,
  type AppointmentStatus,
} from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { appointmentProducts, appointments } from '../../db/schema/index.js';
import { createSaleOrder, moveSaleOrder, priceLines, type OrderActor } from '../orders/index.js';
import { lockAppointment } from './book-appointment.js';

/** Every status move goes through the table: another move is a 409 in the orders' words. */
function assertMove(from: string, to: AppointmentStatus) {
  if (!canTransition(APPOINTMENT_TRANSITIONS, from as AppointmentStatus, to)) {
    throw new AppError(
      'INVALID_STATUS',
      transitionMessage('appointment', from, to),
      undefined,
      409,
    );
  }
}

/** PUT service/Appointments/Confirm/{id}: the counter accepts the booking. */
export async function confirmAppointment(tx: Tx, actor: OrderActor, id: string) {
  const row = await lockAppointment(tx, actor, id);
  assertMove(row.status, 'Confirmed');
  await tx
    .update(appointments)
    .set({ status: 'Confirmed', confirmedAt: new Date() })
    .where(eq(appointments.id, id));
}

/** PUT service/Appointments/Cancel/{id}: frees the period; the reason is kept. */
export async function cancelAppointment(tx: Tx, actor: OrderActor, id: string, reason: string) {
  const row = await lockAppointment(tx, actor, id);
  assertMove(row.status, 'Cancelled');
  await tx
    .update(appointments)
    .set({ status: 'Cancelled', cancelReason: reason, cancelledAt: new Date() })
    .where(eq(appointments.id, id));
}

/**
 * PUT service/Appointments/Adjust/{id}: the products used at the counter (replaces the list),
 * while Pending or Confirmed. Each must be a plan the distributor sells (checked as a sale order's
 * lines are).
 */
export async function adjustAppointment(
  tx: Tx,
  actor: OrderActor,
  id: string,
  input: AppointmentAdjustInput,
) {
  const row = await lockAppointment(tx, actor, id);
  if (row.status !== 'Pending' && row.status !== 'Confirmed') {
    throw new AppError(
      'INVALID_STATUS',
      `A ${row.status} appointment cannot be adjusted`,
      undefined,
      409,
    );
  }
  try {
    await priceLines(tx, actor.company.entityCode, input.products);
  } catch (error) {
    // The sale order's checks name its `lines`; here the list is `products`.
    if (error instanceof AppError && error.fieldErrors) {
      throw AppError.validation(
        Object.fromEntries(
          Object.entries(error.fieldErrors).map(([k, v]) => [
            k.replace(/^lines\./, 'products.'),
            v,
          ]),
        ),
      );
    }
    throw error;
  }
  await tx.delete(appointmentProducts).where(eq(appointmentProducts.appointmentId, id));
  await tx.insert(appointmentProducts).values(
    input.products.map((p, i) => ({
      appointmentId: id,
      lineNo: i + 1,
      variantId: p.variantId,
      qty: p.qty,
    })),
  );
}

/**
 * PUT service/Appointments/Complete/{id}: the customer came. In the caller's transaction, a sale
 * order of the products used is created and confirmed through the sale orders' own use cases (its
 * invoice takes one eSIM per product from the distributor's stock); if the stock is short,
 * 'Insufficient Stock' rolls everything back and the appointment stays Confirmed.
 */
export async function completeAppointment(tx: Tx, actor: OrderActor, id: string) {
  const row = await lockAppointment(tx, actor, id);
  assertMove(row.status, 'Completed');
  const products = await tx
    .select({ variantId: appointmentProducts.variantId, qty: appointmentProducts.qty })
    .from(appointmentProducts)
    .where(eq(appointmentProducts.appointmentId, id))
    .orderBy(asc(appointmentProducts.lineNo));
  if (products.length === 0) {
    throw new AppError(
      'BUSINESS_RULE',
      'Adjust the products used before completing the appointment',
    );
  }
  const so = await createSaleOrder(tx, actor, {
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    remarks: `Appointment on ${row.appointmentDate} at ${row.startTime}`,
    lines: products,
  });
  await moveSaleOrder(tx, actor, so.id, 'Confirmed');
  await tx
    .update(appointments)
    .set({ status: 'Completed', completedAt: new Date(), saleOrderId: so.id })
    .where(eq(appointments.id, id));
}

/** DELETE service/Appointments/{id}: a Pending or Cancelled appointment only (no sale behind it). */
export async function deleteAppointment(tx: Tx, actor: OrderActor, id: string) {
  const row = await lockAppointment(tx, actor, id);
  if (row.status !== 'Pending' && row.status !== 'Cancelled') {
    throw new AppError(
      'INVALID_STATUS',
      `A ${row.status} appointment cannot be deleted`,
      undefined,
      409,
    );
  }
  await tx.delete(appointments).where(eq(appointments.id, id));
}

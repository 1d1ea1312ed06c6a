import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppointmentDetail } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import {
  appointmentProducts,
  appointments,
  invoices,
  products,
  productVariants,
  saleOrders,
  wanderSerialNumbers,
} from '../../db/schema/index.js';
import type { OrderActor } from '../orders/index.js';
import { mine } from './book-appointment.js';

const ACTIONS: Record<string, string[]> = {
  Pending: ['Edit', 'Confirm', 'Adjust', 'Cancel', 'Delete'],
  Confirmed: ['Edit', 'Adjust', 'Complete', 'Cancel'],
  Completed: [],
  Cancelled: ['Delete'],
};

/** GET service/Appointments/GetDetail/{id}: the booking, its products, its sale and what is next. */
export async function getAppointment(
  db: Tx,
  actor: OrderActor,
  id: string,
): Promise<AppointmentDetail> {
  if (!isUuid(id)) throw AppError.notFound('Appointment');
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), mine(actor)));
  if (!row) throw AppError.notFound('Appointment');
  const [lines, [sale]] = await Promise.all([
    db
      .select({
        variantId: appointmentProducts.variantId,
        qty: appointmentProducts.qty,
        productName: products.productName,
        variantName: productVariants.variantName,
        inStock: sql<number>`(select count(*)::int from ${wanderSerialNumbers} s
          where s.variant_id = ${appointmentProducts.variantId}
            and s.entity_code = ${row.entityCode} and s.status = 'available')`,
      })
      .from(appointmentProducts)
      .innerJoin(productVariants, eq(productVariants.id, appointmentProducts.variantId))
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(appointmentProducts.appointmentId, id))
      .orderBy(asc(appointmentProducts.lineNo)),
    row.saleOrderId
      ? db
          .select({
            id: saleOrders.id,
            documentNo: saleOrders.documentNo,
            status: saleOrders.status,
            invoiceNo: invoices.documentNo,
          })
          .from(saleOrders)
          .leftJoin(invoices, eq(invoices.saleOrderId, saleOrders.id))
          .where(eq(saleOrders.id, row.saleOrderId))
      : Promise.resolve([]),
  ]);
  return {
    id: row.id,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    purpose: row.purpose,
    appointmentDate: row.appointmentDate,
    startTime: row.startTime,
    endTime: row.endTime,
    location: row.location,
    status: row.status,
    remarks: row.remarks,
    cancelReason: row.cancelReason,
    createdAt: row.createdAt.toISOString(),
    products: lines,
    saleOrder: sale ?? null,
    actions: ACTIONS[row.status] ?? [],
  };
}

import { eq } from 'drizzle-orm';
import { DEFAULT_APPOINTMENT_CONFIG, type AppointmentConfig } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { appointmentConfigs } from '../../db/schema/index.js';

const fields = {
  slotMinutes: appointmentConfigs.slotMinutes,
  capacityPerSlot: appointmentConfigs.capacityPerSlot,
  leadTimeHours: appointmentConfigs.leadTimeHours,
  daysAhead: appointmentConfigs.daysAhead,
  timeZone: appointmentConfigs.timeZone,
};

/** GET service/Appointments/GetConfig: the company's booking rules (the defaults until saved). */
export async function readConfig(db: Tx, entityCode: string): Promise<AppointmentConfig> {
  const [row] = await db
    .select(fields)
    .from(appointmentConfigs)
    .where(eq(appointmentConfigs.entityCode, entityCode));
  return row ?? DEFAULT_APPOINTMENT_CONFIG;
}

/**
 * The company's config row, locked FOR UPDATE until the transaction ends (made with the defaults
 * first if missing): a booking holds it while it counts a period's places and inserts, so
 * concurrent bookings of one company are counted one after the other.
 */
export async function lockConfig(tx: Tx, entityCode: string): Promise<AppointmentConfig> {
  await tx
    .insert(appointmentConfigs)
    .values({ entityCode, ...DEFAULT_APPOINTMENT_CONFIG })
    .onConflictDoNothing();
  const [row] = await tx
    .select(fields)
    .from(appointmentConfigs)
    .where(eq(appointmentConfigs.entityCode, entityCode))
    .for('update');
  return row;
}

/** PUT service/Appointments/UpdateConfig. Bookings already made stay as they are. */
export async function updateConfig(
  tx: Tx,
  entityCode: string,
  input: AppointmentConfig,
): Promise<AppointmentConfig> {
  await lockConfig(tx, entityCode);
  await tx
    .update(appointmentConfigs)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(appointmentConfigs.entityCode, entityCode));
  return readConfig(tx, entityCode);
}

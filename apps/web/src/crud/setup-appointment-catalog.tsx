import { appointmentResource, holidayResource, timeslotResource } from '@wander/contract';
import type { CrudConfig, CrudRoute } from './crud-types';
import { configIn } from './plain-config';

/**
 * Setup > Appointment's generic pages: the appointment list (its new, edit and detail pages are
 * the appointment module's), timeslots and holidays. A catalog of their own, so these screens load
 * only these declarations (see setup-resource-catalog).
 */
const APPOINTMENT_CATALOG = {} satisfies Record<string, CrudConfig>;

const APPOINTMENT_RESOURCES = [appointmentResource, timeslotResource, holidayResource];

export function crudConfigOf(route: CrudRoute): CrudConfig | undefined {
  return configIn(APPOINTMENT_CATALOG, APPOINTMENT_RESOURCES, route);
}

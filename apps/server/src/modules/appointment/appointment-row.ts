import type { TenantRow } from '../../platform/http/security.js';
import { appointments } from '../../db/schema/index.js';

/** An id of the path names one of the company's appointments (`body`: a valid one, for the suites). */
export const appointmentRow = (body?: Record<string, unknown>): TenantRow => ({
  table: appointments,
  owner: appointments.entityCode,
  ...(body ? { body } : {}),
});

import { defineResource } from '../crud/define-resource.js';
import {
  APPOINTMENT_PURPOSE_LABELS,
  APPOINTMENT_PURPOSES,
  APPOINTMENT_STATUSES,
  APPOINTMENTS_PATH,
  appointmentInputSchema,
  appointmentRowSchema,
} from './appointment.js';

/**
 * The appointment list's declaration (/setup/appointment-list). Its routes are written by hand in
 * the server's appointment module (a booking checks and takes its period in one transaction, and
 * the actions are a workflow), so it is not in the engine's registry; the web's generic list
 * page draws it, the new, edit and detail pages are the area's own.
 */
export const appointmentResource = defineResource({
  apiPath: APPOINTMENTS_PATH,
  labels: { singular: 'Appointment', plural: 'Appointments' },
  route: '/setup/appointment',
  row: appointmentRowSchema,
  create: appointmentInputSchema,
  update: appointmentInputSchema,
  id: 'id',
  rowClick: 'detail',
  columns: [
    { key: 'appointmentDate', title: 'Date', kind: 'date', width: 130 },
    { key: 'startTime', title: 'From', width: 90 },
    { key: 'endTime', title: 'To', width: 90 },
    { key: 'customerName', title: 'Customer' },
    { key: 'customerPhone', title: 'Phone', width: 150 },
    {
      key: 'purpose',
      title: 'Purpose',
      width: 150,
      options: APPOINTMENT_PURPOSES.map((p) => ({
        label: APPOINTMENT_PURPOSE_LABELS[p],
        value: p,
      })),
    },
    {
      key: 'status',
      title: 'Status',
      width: 130,
      options: APPOINTMENT_STATUSES.map((s) => ({ label: s, value: s })),
    },
  ],
  fields: [
    { key: 'customerName', label: 'Customer Name' },
    { key: 'customerEmail', label: 'Customer Email' },
    { key: 'customerPhone', label: 'Customer Phone' },
    { key: 'purpose', label: 'Purpose', input: 'select' },
    { key: 'appointmentDate', label: 'Appointment Date', input: 'date' },
    { key: 'startTime', label: 'Period' },
    { key: 'remarks', label: 'Remarks', input: 'textarea' },
  ],
  filters: {
    appointmentDate: ['eq', 'gte', 'lte', 'between'],
    customerName: ['contains', 'eq', 'startsWith'],
    customerPhone: ['contains', 'eq', 'startsWith'],
    purpose: ['eq'],
    status: ['eq', 'in'],
  },
  sorts: ['appointmentDate', 'startTime', 'customerName', 'status', 'createdAt'],
  defaultSort: { column: 'appointmentDate', order: 'asc', then: 'startTime' },
  selectList: { value: 'id', label: 'customerName' },
  scope: 'company',
  example: {
    create: {
      customerName: 'Aiko Tanaka',
      purpose: 'Install',
      appointmentDate: '2031-01-06',
      startTime: '10:00',
    },
    update: {
      customerName: 'Aiko Tanaka',
      purpose: 'Collect',
      appointmentDate: '2031-01-06',
      startTime: '10:30',
    },
  },
});

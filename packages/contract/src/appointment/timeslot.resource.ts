import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { messages, optionalText } from '../validation/validators.js';
import { timeOfDay, WEEKDAYS } from './time-of-day.js';

const fields = {
  weekday: z.enum(WEEKDAYS, { error: messages.required('Weekday') }),
  startTime: timeOfDay('Start Time'),
  endTime: timeOfDay('End Time'),
  location: optionalText('Location', { max: 128 }),
  isActive: z.boolean().default(true),
};

const WEEKDAY_OPTIONS = WEEKDAYS.map((d) => ({ label: d, value: d }));

/**
 * service/Timeslots: when the distributor's counter takes appointments, per weekday (spec section
 * 8). The day's periods are cut from these by the appointment config's slot length; two active
 * timeslots of one weekday never overlap.
 */
export const timeslotResource = defineResource({
  apiPath: 'service/Timeslots',
  labels: { singular: 'Timeslot', plural: 'Timeslots' },
  route: '/setup/timeslot',
  row: z.object({
    id: z.string(),
    weekday: z.string(),
    dayNo: z.number(),
    startTime: z.string(),
    endTime: z.string(),
    location: z.string().nullable(),
    isActive: z.boolean(),
  }),
  create: z.object(fields).strict(),
  update: z.object(fields).strict(),
  id: 'id',
  columns: [
    { key: 'weekday', title: 'Weekday', width: 140, options: WEEKDAY_OPTIONS },
    { key: 'startTime', title: 'Start Time', width: 120 },
    { key: 'endTime', title: 'End Time', width: 120 },
    { key: 'location', title: 'Location' },
    { key: 'isActive', title: 'Active', kind: 'boolean', width: 90 },
  ],
  fields: [
    { key: 'weekday', label: 'Weekday', input: 'select', options: WEEKDAY_OPTIONS },
    { key: 'startTime', label: 'Start Time', placeholder: '09:00' },
    { key: 'endTime', label: 'End Time', placeholder: '18:00' },
    { key: 'location', label: 'Location', placeholder: 'KLIA Terminal 1, arrival hall desk' },
    { key: 'isActive', label: 'Active', input: 'switch' },
  ],
  filters: {
    weekday: ['eq'],
    location: ['contains', 'eq', 'startsWith'],
    isActive: ['eq'],
  },
  sorts: ['dayNo', 'weekday', 'startTime', 'endTime', 'location'],
  defaultSort: { column: 'dayNo', order: 'asc' },
  selectList: { value: 'id', label: 'weekday' },
  scope: 'company',
  example: {
    create: {
      weekday: 'Sunday',
      startTime: '10:00',
      endTime: '12:00',
      location: 'Test desk',
      isActive: true,
    },
    update: {
      weekday: 'Sunday',
      startTime: '10:30',
      endTime: '12:30',
      location: null,
      isActive: false,
    },
  },
});

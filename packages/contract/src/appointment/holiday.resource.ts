import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { requiredText } from '../validation/validators.js';
import { calendarDate } from './time-of-day.js';

const fields = {
  holidayDate: calendarDate('Holiday Date'),
  description: requiredText('Description', { max: 128 }),
};

/**
 * service/Holidays: days the distributor's counter is closed (spec section 8); no appointment is
 * booked on one. One holiday per date.
 */
export const holidayResource = defineResource({
  apiPath: 'service/Holidays',
  labels: { singular: 'Holiday', plural: 'Holidays' },
  route: '/setup/holiday',
  row: z.object({ id: z.string(), holidayDate: z.string(), description: z.string() }),
  create: z.object(fields).strict(),
  update: z.object(fields).strict(),
  id: 'id',
  columns: [
    { key: 'holidayDate', title: 'Holiday Date', kind: 'date', width: 180 },
    { key: 'description', title: 'Description' },
  ],
  fields: [
    { key: 'holidayDate', label: 'Holiday Date', input: 'date' },
    { key: 'description', label: 'Description' },
  ],
  filters: {
    holidayDate: ['eq', 'gte', 'lte', 'between'],
    description: ['contains', 'eq', 'startsWith'],
  },
  sorts: ['holidayDate', 'description'],
  defaultSort: { column: 'holidayDate', order: 'asc' },
  selectList: { value: 'id', label: 'description' },
  scope: 'company',
  example: {
    create: { holidayDate: '2031-01-01', description: 'Test holiday' },
    update: { holidayDate: '2031-01-02', description: 'Test holiday moved' },
  },
});

import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { tripLegSchema } from '../catalog/trip-plan.js';
import { invalidDateMessage, isCalendarDay } from '../validation/date-time.js';
import { messages } from '../validation/messages.js';
import { optionalText, requiredAnyTldEmail, requiredText } from '../validation/validators.js';

export const GROUP_LANGUAGES = ['en', 'ms', 'zh'] as const;
export const GROUP_LANGUAGE_OPTIONS = [
  { value: 'en', label: 'English' },
  { value: 'ms', label: 'Bahasa Melayu' },
  { value: 'zh', label: '中文' },
] as const;
/**
 * The most travellers a group has, written in the form or imported from a file (the import's
 * row limit): a group is ordered as one purchase order, and 1,000 travellers taking up to ten
 * eSIMs of the same plan each stay within what one order line serves (MAX_LINE_QUANTITY).
 */
export const GROUP_MAX_TRAVELLERS = 1000;

/** A trip's day, 'YYYY-MM-DD', that exists (not 2026-02-30, not 0000-00-00). */
const isoDate = (label: string) =>
  z
    .string({ error: messages.required(label) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} should be a date (YYYY-MM-DD)`, abort: true })
    .refine((day) => isCalendarDay(day), { error: invalidDateMessage(label) });
const gbPerDay = z
  .number({ error: messages.required('Data per day (GB)') })
  .min(0, { error: messages.minValue('Data per day (GB)', 0) })
  .max(100, { error: messages.maxValue('Data per day (GB)', 100) });
const legs = z
  .array(tripLegSchema, { error: 'Add at least one destination' })
  .min(1, { error: 'Add at least one destination' })
  .max(30, { error: 'A trip has at most 30 destinations' });

/** A traveller as written: no id for a new one; an edit sends back the id it was given. */
export const groupTravellerInput = z
  .object({
    id: z.string().max(64).optional(),
    name: requiredText('Name', { max: 100 }),
    email: requiredAnyTldEmail('Email'),
    phone: optionalText('Phone', { max: 32 }),
    language: z.enum(GROUP_LANGUAGES, { error: 'Language should be en, ms or zh' }),
    /** The traveller's own trip, when it is not the group's. */
    legs: legs.nullable().optional(),
    gbPerDay: gbPerDay.nullable().optional(),
  })
  .strict();
export type GroupTravellerInput = z.infer<typeof groupTravellerInput>;

export const groupTravellerRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  language: z.string(),
  legs: z.array(z.object({ countryCode: z.string(), days: z.number() })).nullable(),
  gbPerDay: z.number().nullable(),
});
export type GroupTraveller = z.infer<typeof groupTravellerRow>;

const body = z
  .object({
    groupName: requiredText('Group Name', { max: 100 }),
    startDate: isoDate('Start Date'),
    endDate: isoDate('End Date'),
    distributorEntityCode: requiredText('Distributor', { max: 32 }),
    gbPerDay,
    legs,
    travellers: z
      .array(groupTravellerInput)
      .max(GROUP_MAX_TRAVELLERS, {
        error: `A group has at most ${GROUP_MAX_TRAVELLERS} travellers`,
      })
      .default([]),
  })
  .strict();
export type GroupOrderInput = z.infer<typeof body>;

/**
 * network/GroupOrders (issue 29): a business customer's tour group, its destinations and its
 * traveller roster, planned per traveller with the trip planner and ordered as one purchase order.
 */
export const groupOrderResource = defineResource({
  apiPath: 'network/GroupOrders',
  labels: { singular: 'Group Order', plural: 'Group Orders' },
  route: '/group-order',
  row: z.object({
    id: z.string(),
    groupName: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    distributorEntityCode: z.string(),
    gbPerDay: z.number(),
    legs: z.array(z.object({ countryCode: z.string(), days: z.number() })),
    travellers: z.array(groupTravellerRow),
    poId: z.string().nullable(),
    orderedAt: z.date().or(z.string()).nullable(),
  }),
  create: body,
  update: body,
  id: 'id',
  columns: [
    { key: 'groupName', title: 'Group Name' },
    { key: 'startDate', title: 'Start Date', kind: 'date', dateOnly: true, width: 130 },
    { key: 'endDate', title: 'End Date', kind: 'date', dateOnly: true, width: 130 },
    { key: 'distributorEntityCode', title: 'Distributor', width: 130 },
    { key: 'orderedAt', title: 'Ordered', kind: 'date', width: 130 },
  ],
  fields: [
    { key: 'groupName', label: 'Group Name' },
    { key: 'startDate', label: 'Start Date', input: 'date' },
    { key: 'endDate', label: 'End Date', input: 'date' },
    { key: 'distributorEntityCode', label: 'Distributor' },
    { key: 'gbPerDay', label: 'Data per day (GB)', input: 'number' },
  ],
  filters: {
    groupName: ['contains', 'eq', 'startsWith'],
    startDate: ['eq', 'gt', 'lt', 'between'],
    distributorEntityCode: ['eq'],
  },
  sorts: ['groupName', 'startDate', 'endDate'],
  defaultSort: { column: 'startDate', order: 'desc' },
  selectList: { value: 'id', label: 'groupName' },
  scope: 'company',
  rowClick: 'edit',
  example: {
    company: 'CUST001',
    create: {
      groupName: 'Test tour group',
      startDate: '2026-10-01',
      endDate: '2026-10-09',
      distributorEntityCode: 'DIST001',
      gbPerDay: 1,
      legs: [
        { countryCode: 'JP', days: 5 },
        { countryCode: 'KR', days: 4 },
      ],
      // The roster is checked by group-orders.test (ids are the server's, so not echoed as sent).
      travellers: [],
    },
    update: {
      groupName: 'Test tour group (renamed)',
      startDate: '2026-10-01',
      endDate: '2026-10-09',
      distributorEntityCode: 'DIST001',
      gbPerDay: 2,
      legs: [{ countryCode: 'JP', days: 9 }],
      travellers: [],
    },
  },
});

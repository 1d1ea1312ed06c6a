import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { optionalId, optionalText, requiredText } from '../validation/validators.js';

const editable = {
  description: optionalText('Description', { max: 256 }),
  locationUnitId: optionalId('Location Unit'),
  isActive: z.boolean({ error: 'Active is required' }),
};

/**
 * The working company's stock locations (spec section 7, product/Location). They are made by the
 * generator (POST product/Location, from the location setup), never one by one: the standard
 * calls list, show, change the description and the active flag, and delete.
 */
export const locationResource = defineResource({
  apiPath: 'product/Location',
  labels: { singular: 'Location', plural: 'Locations' },
  route: '/setup/location',
  row: z.object({
    id: z.string(),
    locationCode: z.string(),
    zone: z.string(),
    rack: z.number(),
    level: z.number(),
    bin: z.number(),
    description: z.string().nullable(),
    locationUnitId: z.string().nullable(),
    isActive: z.boolean(),
    createdAt: z.date().or(z.string()),
  }),
  // Never served (without create); it types the read-only code of the edit page.
  create: z
    .object({ locationCode: requiredText('Location Code', { max: 32 }), ...editable })
    .strict(),
  update: z.object(editable).strict(),
  id: 'id',
  // The code says zone, rack, level and bin; the list shows it rather than four more columns.
  columns: [
    { key: 'locationCode', title: 'Location Code', width: 200 },
    { key: 'description', title: 'Description' },
    { key: 'isActive', title: 'Active', kind: 'boolean', width: 90 },
    { key: 'createdAt', title: 'Created', kind: 'date', width: 180 },
  ],
  fields: [
    { key: 'locationCode', label: 'Location Code', readOnlyOnEdit: true },
    { key: 'description', label: 'Description' },
    {
      key: 'locationUnitId',
      label: 'Location Unit',
      input: 'select',
      options: { apiPath: 'product/LocationUnit/GetSelectList' },
    },
    { key: 'isActive', label: 'Active', input: 'switch' },
  ],
  filters: {
    locationCode: ['contains', 'startsWith', 'eq'],
    zone: ['eq'],
    description: ['contains'],
    isActive: ['eq'],
  },
  sorts: ['locationCode', 'createdAt'],
  defaultSort: { column: 'locationCode', order: 'asc' },
  selectList: { value: 'id', label: 'locationCode' },
  scope: 'company',
  without: ['create'],
  example: {
    create: {
      locationCode: 'WH-A-01-01-01',
      description: null,
      locationUnitId: null,
      isActive: true,
    },
    update: { description: 'Returns shelf', locationUnitId: null, isActive: false },
  },
});

import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { requiredId } from '../validation/validators.js';
import { activeFlag, setupCode, setupDescription, textFilter } from './setup-fields.js';

const fields = {
  sortingCode: setupCode('Sorting Code'),
  description: setupDescription(),
  /** The locations in the order stock is taken from them, first to last. */
  locationIds: z
    .array(requiredId('Location'), { error: 'Locations is required' })
    .min(1, { error: 'Locations is required' })
    .max(500, { error: 'Locations should have maximum of 500 items' })
    .refine((ids) => new Set(ids).size === ids.length, {
      error: 'A location can be listed only once',
    }),
  /** The company's sorting: the one stock is allocated by (one per company). */
  isDefault: z.boolean().default(false),
  isActive: activeFlag(),
};

/**
 * Location sorting (spec section 7, product/LocSortingHeader): an ordered list of the company's
 * locations under a code. The default sorting says which location stock is taken from first.
 */
export const locSortingHeaderResource = defineResource({
  apiPath: 'product/LocSortingHeader',
  labels: { singular: 'Location Sorting', plural: 'Location Sortings' },
  route: '/setup/location-sorting',
  row: z.object({
    id: z.string(),
    sortingCode: z.string(),
    description: z.string().nullable(),
    locationIds: z.array(z.string()),
    isDefault: z.boolean(),
    isActive: z.boolean(),
  }),
  create: z.object(fields).strict(),
  update: z.object(fields).strict(),
  id: 'id',
  columns: [
    { key: 'sortingCode', title: 'Sorting Code', width: 180 },
    { key: 'description', title: 'Description' },
    { key: 'isDefault', title: 'Default', kind: 'boolean', width: 90 },
    { key: 'isActive', title: 'Active', kind: 'boolean', width: 90 },
  ],
  fields: [
    { key: 'sortingCode', label: 'Sorting Code', readOnlyOnEdit: true },
    { key: 'description', label: 'Description' },
    {
      key: 'locationIds',
      label: 'Locations (first taken first)',
      input: 'select',
      options: { apiPath: 'product/Location/GetSelectList' },
    },
    { key: 'isDefault', label: 'Default', input: 'switch' },
    { key: 'isActive', label: 'Active', input: 'switch' },
  ],
  filters: { sortingCode: textFilter, description: ['contains'], isDefault: ['eq'] },
  sorts: ['sortingCode'],
  defaultSort: { column: 'sortingCode', order: 'asc' },
  selectList: { value: 'id', label: 'sortingCode' },
  scope: 'company',
  example: {
    create: {
      sortingCode: 'TEST-PICK',
      description: 'Front racks first',
      locationIds: ['00000000-0000-4000-8000-000000000000'],
      isDefault: false,
      isActive: true,
    },
    update: {
      sortingCode: 'TEST-PICK',
      description: null,
      locationIds: ['00000000-0000-4000-8000-000000000000'],
      isDefault: false,
      isActive: false,
    },
  },
});

import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { activeFlag, setupCode, setupDescription, setupName, textFilter } from './setup-fields.js';

const fields = {
  unitCode: setupCode('Unit Code'),
  unitName: setupName('Unit Name'),
  description: setupDescription(),
  isActive: activeFlag(),
};

/**
 * What a stock location holds its eSIMs in (spec section 7, product/LocationUnit): a physical card
 * tray, a QR voucher box, a virtual pool of downloadable profiles ... A location names one
 * (optional); a unit still named by a location is not deleted.
 */
export const locationUnitResource = defineResource({
  apiPath: 'product/LocationUnit',
  labels: { singular: 'Location Unit', plural: 'Location Units' },
  route: '/setup/location-unit',
  row: z.object({
    id: z.string(),
    unitCode: z.string(),
    unitName: z.string(),
    description: z.string().nullable(),
    isActive: z.boolean(),
  }),
  create: z.object(fields).strict(),
  update: z.object(fields).strict(),
  id: 'id',
  columns: [
    { key: 'unitCode', title: 'Unit Code', width: 200 },
    { key: 'unitName', title: 'Unit Name' },
    { key: 'description', title: 'Description' },
    { key: 'isActive', title: 'Active', kind: 'boolean', width: 90 },
  ],
  fields: [
    { key: 'unitCode', label: 'Unit Code', readOnlyOnEdit: true },
    { key: 'unitName', label: 'Unit Name' },
    { key: 'description', label: 'Description', input: 'textarea' },
    { key: 'isActive', label: 'Active', input: 'switch' },
  ],
  filters: {
    unitCode: textFilter,
    unitName: textFilter,
    isActive: ['eq'],
  },
  sorts: ['unitCode', 'unitName'],
  defaultSort: { column: 'unitName', order: 'asc' },
  selectList: { value: 'id', label: 'unitName' },
  scope: 'company',
  example: {
    create: {
      unitCode: 'TEST-ENVELOPE',
      unitName: 'Voucher envelope',
      description: 'Printed QR vouchers in envelopes',
      isActive: true,
    },
    update: {
      unitCode: 'TEST-ENVELOPE',
      unitName: 'Voucher envelope (sealed)',
      description: null,
      isActive: false,
    },
  },
});

import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { activeFlag, setupCode, setupDescription, setupName, textFilter } from './setup-fields.js';

const fields = {
  warrantyTypeCode: setupCode('Warranty Type Code'),
  warrantyTypeName: setupName('Warranty Type Name'),
  description: setupDescription(),
  isActive: activeFlag(),
};

/**
 * Kinds of after-sales terms (spec section 7, product/WarrantyType): refund, replacement, credit ...
 * A warranty names one; a type still named by a warranty is not deleted.
 */
export const warrantyTypeResource = defineResource({
  apiPath: 'product/WarrantyType',
  labels: { singular: 'Warranty Type', plural: 'Warranty Types' },
  route: '/setup/warranty-type',
  row: z.object({
    id: z.string(),
    warrantyTypeCode: z.string(),
    warrantyTypeName: z.string(),
    description: z.string().nullable(),
    isActive: z.boolean(),
  }),
  create: z.object(fields).strict(),
  update: z.object(fields).strict(),
  id: 'id',
  columns: [
    { key: 'warrantyTypeCode', title: 'Warranty Type Code', width: 200 },
    { key: 'warrantyTypeName', title: 'Warranty Type Name' },
    { key: 'description', title: 'Description' },
    { key: 'isActive', title: 'Active', kind: 'boolean', width: 90 },
  ],
  fields: [
    { key: 'warrantyTypeCode', label: 'Warranty Type Code', readOnlyOnEdit: true },
    { key: 'warrantyTypeName', label: 'Warranty Type Name' },
    { key: 'description', label: 'Description', input: 'textarea' },
    { key: 'isActive', label: 'Active', input: 'switch' },
  ],
  filters: {
    warrantyTypeCode: textFilter,
    warrantyTypeName: textFilter,
    isActive: ['eq'],
  },
  sorts: ['warrantyTypeCode', 'warrantyTypeName'],
  defaultSort: { column: 'warrantyTypeName', order: 'asc' },
  selectList: { value: 'id', label: 'warrantyTypeName' },
  scope: 'company',
  example: {
    create: {
      warrantyTypeCode: 'TEST-CREDIT',
      warrantyTypeName: 'Wallet credit',
      description: 'Refund as wallet credit',
      isActive: true,
    },
    update: {
      warrantyTypeCode: 'TEST-CREDIT',
      warrantyTypeName: 'Wallet credit (no cash)',
      description: null,
      isActive: false,
    },
  },
});

import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { activeFlag, setupCode, setupDescription, setupName, textFilter } from './setup-fields.js';

const fields = {
  costTypeCode: setupCode('Cost Type Code'),
  costTypeName: setupName('Cost Type Name'),
  description: setupDescription(),
  isActive: activeFlag(),
};

/**
 * The kinds of cost a variant carries (spec section 7, product/CostTypeSetup): wholesale eSIM cost,
 * provider fee, FX margin ... A cost setup names one; a type still named by a cost is not deleted.
 */
export const costTypeSetupResource = defineResource({
  apiPath: 'product/CostTypeSetup',
  labels: { singular: 'Cost Type', plural: 'Cost Types' },
  route: '/setup/cost-type-setup',
  row: z.object({
    id: z.string(),
    costTypeCode: z.string(),
    costTypeName: z.string(),
    description: z.string().nullable(),
    isActive: z.boolean(),
  }),
  create: z.object(fields).strict(),
  update: z.object(fields).strict(),
  id: 'id',
  columns: [
    { key: 'costTypeCode', title: 'Cost Type Code', width: 200 },
    { key: 'costTypeName', title: 'Cost Type Name' },
    { key: 'description', title: 'Description' },
    { key: 'isActive', title: 'Active', kind: 'boolean', width: 90 },
  ],
  fields: [
    { key: 'costTypeCode', label: 'Cost Type Code', readOnlyOnEdit: true },
    { key: 'costTypeName', label: 'Cost Type Name' },
    { key: 'description', label: 'Description', input: 'textarea' },
    { key: 'isActive', label: 'Active', input: 'switch' },
  ],
  filters: {
    costTypeCode: textFilter,
    costTypeName: textFilter,
    isActive: ['eq'],
  },
  sorts: ['costTypeCode', 'costTypeName'],
  defaultSort: { column: 'costTypeName', order: 'asc' },
  selectList: { value: 'id', label: 'costTypeName' },
  scope: 'company',
  example: {
    create: {
      costTypeCode: 'TEST-SMDP-FEE',
      costTypeName: 'SM-DP+ hosting fee',
      description: 'Per profile downloaded',
      isActive: true,
    },
    update: {
      costTypeCode: 'TEST-SMDP-FEE',
      costTypeName: 'SM-DP+ hosting fee (per download)',
      description: null,
      isActive: false,
    },
  },
});

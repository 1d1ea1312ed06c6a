import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { messages } from '../validation/validators.js';
import { activeFlag, setupCode, setupDescription, setupName, textFilter } from './setup-fields.js';

/** What a dimension groups products by (the list is fixed: reports group on it). */
export const DIMENSION_TYPES = ['Region', 'Network', 'Plan Family', 'Sales Channel'] as const;

const fields = {
  dimensionCode: setupCode('Dimension Code'),
  dimensionName: setupName('Dimension Name'),
  dimensionType: z.enum(DIMENSION_TYPES, { error: messages.required('Dimension Type') }),
  description: setupDescription(),
  isActive: activeFlag(),
};

/**
 * The dimensions a product can be analysed by (spec section 7, product/DimensionSetup): a value of
 * a type, e.g. Region "South-East Asia", Network "Docomo", Plan Family "Unlimited". A product names
 * one (optional); a dimension still named by a product is not deleted.
 */
export const dimensionSetupResource = defineResource({
  apiPath: 'product/DimensionSetup',
  labels: { singular: 'Dimension', plural: 'Dimensions' },
  route: '/setup/dimension-setup',
  row: z.object({
    id: z.string(),
    dimensionCode: z.string(),
    dimensionName: z.string(),
    dimensionType: z.string(),
    description: z.string().nullable(),
    isActive: z.boolean(),
  }),
  create: z.object(fields).strict(),
  update: z.object(fields).strict(),
  id: 'id',
  columns: [
    { key: 'dimensionCode', title: 'Dimension Code', width: 180 },
    { key: 'dimensionName', title: 'Dimension Name' },
    { key: 'dimensionType', title: 'Dimension Type', width: 160 },
    { key: 'isActive', title: 'Active', kind: 'boolean', width: 90 },
  ],
  fields: [
    { key: 'dimensionCode', label: 'Dimension Code', readOnlyOnEdit: true },
    { key: 'dimensionName', label: 'Dimension Name' },
    {
      key: 'dimensionType',
      label: 'Dimension Type',
      input: 'select',
      options: DIMENSION_TYPES.map((t) => ({ label: t, value: t })),
    },
    { key: 'description', label: 'Description', input: 'textarea' },
    { key: 'isActive', label: 'Active', input: 'switch' },
  ],
  filters: {
    dimensionCode: textFilter,
    dimensionName: textFilter,
    dimensionType: ['eq'],
    isActive: ['eq'],
  },
  sorts: ['dimensionCode', 'dimensionName', 'dimensionType'],
  defaultSort: { column: 'dimensionName', order: 'asc' },
  selectList: { value: 'id', label: 'dimensionName' },
  scope: 'company',
  example: {
    create: {
      dimensionCode: 'TEST-OCEANIA',
      dimensionName: 'Oceania',
      dimensionType: 'Region',
      description: 'Australia, New Zealand and the Pacific',
      isActive: true,
    },
    update: {
      dimensionCode: 'TEST-OCEANIA',
      dimensionName: 'Oceania and Pacific',
      dimensionType: 'Region',
      description: null,
      isActive: false,
    },
  },
});

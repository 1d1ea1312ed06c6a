import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { activeFlag, setupCode, setupDescription, setupName, textFilter } from './setup-fields.js';

const fields = {
  productTypeCode: setupCode('Product Type Code'),
  productTypeName: setupName('Product Type Name'),
  description: setupDescription(),
  isActive: activeFlag(),
};

/**
 * The kinds of plan a company sells (spec section 7, product/ProductType): Data only, Data + Voice,
 * Day Pass ... A product names one (optional); a type still named by a product is not deleted.
 */
export const productTypeResource = defineResource({
  apiPath: 'product/ProductType',
  labels: { singular: 'Product Type', plural: 'Product Types' },
  route: '/setup/product-type',
  row: z.object({
    id: z.string(),
    productTypeCode: z.string(),
    productTypeName: z.string(),
    description: z.string().nullable(),
    isActive: z.boolean(),
  }),
  create: z.object(fields).strict(),
  update: z.object(fields).strict(),
  id: 'id',
  columns: [
    { key: 'productTypeCode', title: 'Product Type Code', width: 200 },
    { key: 'productTypeName', title: 'Product Type Name' },
    { key: 'description', title: 'Description' },
    { key: 'isActive', title: 'Active', kind: 'boolean', width: 90 },
  ],
  fields: [
    { key: 'productTypeCode', label: 'Product Type Code', readOnlyOnEdit: true },
    { key: 'productTypeName', label: 'Product Type Name' },
    { key: 'description', label: 'Description', input: 'textarea' },
    { key: 'isActive', label: 'Active', input: 'switch' },
  ],
  filters: {
    productTypeCode: textFilter,
    productTypeName: textFilter,
    isActive: ['eq'],
  },
  sorts: ['productTypeCode', 'productTypeName'],
  defaultSort: { column: 'productTypeName', order: 'asc' },
  selectList: { value: 'id', label: 'productTypeName' },
  scope: 'company',
  example: {
    create: {
      productTypeCode: 'TEST-DATA-SMS',
      productTypeName: 'Data + SMS',
      description: 'Data with a local number for SMS',
      isActive: true,
    },
    update: {
      productTypeCode: 'TEST-DATA-SMS',
      productTypeName: 'Data + SMS (local number)',
      description: null,
      isActive: false,
    },
  },
});

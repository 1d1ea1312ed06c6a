import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { optionalText } from '../validation/validators.js';
import { activeFlag, setupCode, setupDescription, setupName, textFilter } from './setup-fields.js';

const fields = {
  brandCode: setupCode('Brand Code'),
  brandName: setupName('Brand Name'),
  website: optionalText('Website', { max: 256 }).refine((v) => !v || /^https?:\/\/\S+$/.test(v), {
    error: 'Website should be a URL',
  }),
  description: setupDescription(),
  isActive: activeFlag(),
};

/**
 * The upstream networks and eSIM providers a company's plans run on (spec section 7,
 * product/Brand): Docomo, Singtel, Airalo ... A product names one (optional); a brand still named
 * by a product is not deleted.
 */
export const brandResource = defineResource({
  apiPath: 'product/Brand',
  labels: { singular: 'Brand', plural: 'Brands' },
  route: '/setup/brand',
  row: z.object({
    id: z.string(),
    brandCode: z.string(),
    brandName: z.string(),
    website: z.string().nullable(),
    description: z.string().nullable(),
    isActive: z.boolean(),
  }),
  create: z.object(fields).strict(),
  update: z.object(fields).strict(),
  id: 'id',
  columns: [
    { key: 'brandCode', title: 'Brand Code', width: 180 },
    { key: 'brandName', title: 'Brand Name' },
    { key: 'website', title: 'Website' },
    { key: 'isActive', title: 'Active', kind: 'boolean', width: 90 },
  ],
  fields: [
    { key: 'brandCode', label: 'Brand Code', readOnlyOnEdit: true },
    { key: 'brandName', label: 'Brand Name' },
    { key: 'website', label: 'Website', placeholder: 'https://...' },
    { key: 'description', label: 'Description', input: 'textarea' },
    { key: 'isActive', label: 'Active', input: 'switch' },
  ],
  filters: { brandCode: textFilter, brandName: textFilter, isActive: ['eq'] },
  sorts: ['brandCode', 'brandName'],
  defaultSort: { column: 'brandName', order: 'asc' },
  selectList: { value: 'id', label: 'brandName' },
  scope: 'company',
  example: {
    create: {
      brandCode: 'TEST-KDDI',
      brandName: 'KDDI au',
      website: 'https://www.au.com',
      description: 'Japanese network',
      isActive: true,
    },
    update: {
      brandCode: 'TEST-KDDI',
      brandName: 'KDDI au (Japan)',
      website: null,
      description: null,
      isActive: false,
    },
  },
});

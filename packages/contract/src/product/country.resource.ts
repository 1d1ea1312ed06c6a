import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { requiredText } from '../validation/validators.js';
import { REGIONS } from './regions.js';

import { COUNTRY_CODE_PATTERN, PHONE_CODE_PATTERN } from './country-patterns.js';

export { COUNTRY_CODE_PATTERN, PHONE_CODE_PATTERN };

const editableFields = {
  countryName: requiredText('Country Name', { max: 100 }),
  iso3: requiredText('ISO3 Code', { max: 3 }).regex(/^[A-Z]{3}$/, {
    error: 'ISO3 Code should have 3 capital letters',
  }),
  phoneCode: requiredText('Phone Code', { max: 5 }).regex(PHONE_CODE_PATTERN, {
    error: 'Phone Code should be a + followed by 1 to 4 digits',
  }),
  region: z.enum(REGIONS, { error: 'Region is required' }),
  isActive: z.boolean().default(true),
};

/**
 * Countries (ISO 3166-1): list and edit only, the list comes from the ISO data set. The code is
 * the country's identity and cannot be changed; the rest can (a name, or switching one off).
 */
export const countryResource = defineResource({
  apiPath: 'product/Country',
  labels: { singular: 'Country', plural: 'Countries' },
  route: '/general/country',
  row: z.object({
    id: z.string(),
    countryCode: z.string(),
    countryName: z.string(),
    iso3: z.string(),
    phoneCode: z.string(),
    region: z.string(),
    isActive: z.boolean(),
  }),
  // Never served (without create); it types the read-only code field of the edit page.
  create: z
    .object({
      countryCode: requiredText('Country Code', { max: 2 }).regex(COUNTRY_CODE_PATTERN, {
        error: 'Country Code should have 2 capital letters',
      }),
      ...editableFields,
    })
    .strict(),
  update: z.object(editableFields).strict(),
  id: 'id',
  columns: [
    { key: 'countryCode', title: 'Code', width: 90 },
    { key: 'countryName', title: 'Name' },
    { key: 'iso3', title: 'ISO3', width: 90 },
    { key: 'phoneCode', title: 'Phone Code', width: 120 },
    { key: 'region', title: 'Region', width: 130 },
    { key: 'isActive', title: 'Active', kind: 'boolean', width: 100 },
  ],
  fields: [
    { key: 'countryCode', label: 'Country Code', readOnlyOnEdit: true },
    { key: 'countryName', label: 'Country Name' },
    { key: 'iso3', label: 'ISO3 Code' },
    { key: 'phoneCode', label: 'Phone Code', placeholder: '+60' },
    {
      key: 'region',
      label: 'Region',
      input: 'select',
      options: REGIONS.map((r) => ({ label: r, value: r })),
    },
    { key: 'isActive', label: 'Active', input: 'switch' },
  ],
  filters: {
    countryName: ['contains', 'startsWith', 'eq'],
    countryCode: ['eq', 'in', 'contains'],
    iso3: ['eq', 'contains'],
    phoneCode: ['eq', 'startsWith'],
    region: ['eq', 'in'],
    isActive: ['eq'],
  },
  sorts: ['countryName', 'countryCode', 'iso3', 'phoneCode', 'region'],
  defaultSort: { column: 'countryName', order: 'asc' },
  selectList: { value: 'countryCode', label: 'countryName' },
  scope: 'global',
  without: ['create', 'delete'],
  example: {
    create: {
      countryCode: 'XK',
      countryName: 'Kosovo',
      iso3: 'XKX',
      phoneCode: '+383',
      region: 'Europe',
    },
    update: {
      countryName: 'Renamed Country',
      iso3: 'RNC',
      phoneCode: '+999',
      region: 'Oceania',
      isActive: false,
    },
  },
});

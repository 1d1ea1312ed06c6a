import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { integerValue, optionalText, requiredText } from '../validation/validators.js';

const currencyFields = {
  currencyCode: requiredText('Currency Code', { max: 3 }).regex(/^[A-Z]{3}$/, {
    error: 'Currency Code should have 3 capital letters',
  }),
  currencyName: requiredText('Currency Name', { max: 100 }),
  symbol: optionalText('Symbol', { max: 8 }),
  decimalPlaces: integerValue('Decimal Places', { min: 0, max: 4 }),
  isActive: z.boolean().default(true),
};

export const currencyResource = defineResource({
  apiPath: 'network/Currency',
  labels: { singular: 'Currency', plural: 'Currencies' },
  route: '/general/currency',
  row: z.object({
    id: z.string(),
    currencyCode: z.string(),
    currencyName: z.string(),
    symbol: z.string().nullable(),
    decimalPlaces: z.number(),
    isActive: z.boolean(),
  }),
  create: z.object(currencyFields).strict(),
  update: z.object(currencyFields).strict(),
  id: 'id',
  columns: [
    { key: 'currencyCode', title: 'Code', width: 100 },
    { key: 'currencyName', title: 'Name' },
    { key: 'symbol', title: 'Symbol', width: 100 },
    { key: 'decimalPlaces', title: 'Decimals', kind: 'number', width: 110 },
    { key: 'isActive', title: 'Active', kind: 'boolean', width: 100 },
  ],
  fields: [
    { key: 'currencyCode', label: 'Currency Code', readOnlyOnEdit: true },
    { key: 'currencyName', label: 'Currency Name' },
    { key: 'symbol', label: 'Symbol' },
    { key: 'decimalPlaces', label: 'Decimal Places', input: 'number' },
    { key: 'isActive', label: 'Active', input: 'switch' },
  ],
  filters: {
    currencyCode: ['eq', 'contains', 'startsWith', 'in'],
    currencyName: ['contains', 'startsWith'],
    isActive: ['eq'],
    decimalPlaces: ['eq', 'gt', 'gte', 'lt', 'lte', 'between'],
  },
  sorts: ['currencyCode', 'currencyName', 'decimalPlaces'],
  defaultSort: { column: 'currencyCode', order: 'asc' },
  selectList: { value: 'currencyCode', label: 'currencyName' },
  scope: 'global',
  example: {
    create: {
      currencyCode: 'XTS',
      currencyName: 'Test Dollar',
      symbol: 'T$',
      decimalPlaces: 2,
      isActive: true,
    },
    update: {
      currencyCode: 'XTS',
      currencyName: 'Test Dollar (new)',
      symbol: 'T$',
      decimalPlaces: 2,
      isActive: false,
    },
  },
});

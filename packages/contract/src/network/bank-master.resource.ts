import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { optionalText, requiredText } from '../validation/validators.js';
import { COUNTRY_CODE_PATTERN } from '../product/country-patterns.js';

const bankFields = {
  bankCode: requiredText('Bank Code', { max: 20 }).regex(/^[A-Z0-9_-]+$/, {
    error: 'Bank Code should have only capital letters, digits, - and _',
  }),
  bankName: requiredText('Bank Name', { max: 100 }),
  swiftCode: optionalText('SWIFT Code', { max: 11 }).refine(
    (v) => !v || /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(v),
    { error: 'SWIFT Code should have 8 or 11 letters and digits' },
  ),
  countryCode: requiredText('Country', { max: 2 }).regex(COUNTRY_CODE_PATTERN, {
    error: 'Country is not a valid option',
  }),
  isActive: z.boolean().default(true),
};

/** Banks (platform-wide reference data for payment details). */
export const bankMasterResource = defineResource({
  apiPath: 'network/BankMaster',
  labels: { singular: 'Bank', plural: 'Banks' },
  route: '/general/bank',
  row: z.object({
    id: z.string(),
    bankCode: z.string(),
    bankName: z.string(),
    swiftCode: z.string().nullable(),
    countryCode: z.string(),
    isActive: z.boolean(),
  }),
  create: z.object(bankFields).strict(),
  update: z.object(bankFields).strict(),
  id: 'id',
  columns: [
    { key: 'bankCode', title: 'Code', width: 120 },
    { key: 'bankName', title: 'Name' },
    { key: 'swiftCode', title: 'SWIFT', width: 130 },
    { key: 'countryCode', title: 'Country', width: 100 },
    { key: 'isActive', title: 'Active', kind: 'boolean', width: 100 },
  ],
  fields: [
    { key: 'bankCode', label: 'Bank Code', readOnlyOnEdit: true },
    { key: 'bankName', label: 'Bank Name' },
    { key: 'swiftCode', label: 'SWIFT Code' },
    {
      key: 'countryCode',
      label: 'Country',
      input: 'select',
      options: { apiPath: 'product/Country/GetSelectList' },
    },
    { key: 'isActive', label: 'Active', input: 'switch' },
  ],
  filters: {
    bankName: ['contains', 'startsWith', 'eq'],
    bankCode: ['eq', 'contains', 'startsWith'],
    swiftCode: ['eq', 'startsWith'],
    countryCode: ['eq', 'in'],
    isActive: ['eq'],
  },
  sorts: ['bankName', 'bankCode', 'countryCode'],
  defaultSort: { column: 'bankName', order: 'asc' },
  selectList: { value: 'id', label: 'bankName' },
  scope: 'global',
  example: {
    create: {
      bankCode: 'TESTBANK',
      bankName: 'Test Bank Berhad',
      swiftCode: 'TESTMYKL',
      countryCode: 'MY',
      isActive: true,
    },
    update: {
      bankCode: 'TESTBANK',
      bankName: 'Test Bank Berhad (renamed)',
      swiftCode: 'TESTMYKLXXX',
      countryCode: 'SG',
      isActive: false,
    },
  },
});

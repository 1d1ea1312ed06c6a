import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import {
  EMAIL_PATTERN,
  digitsText,
  messages,
  optionalText,
  requiredEmail,
  requiredText,
} from '../validation/validators.js';
import { PLATFORM_CUSTOM_CODE } from '../identity/roles.js';
import { PHONE_CODE_PATTERN } from '../product/country-patterns.js';

export const COMPANY_TYPES = ['platform', 'distributor', 'customer', 'agent'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

/** What identifies a company and where it sits: only a platform admin may change these. */
export const COMPANY_PROTECTED_FIELDS = [
  'entityCode',
  'customCode',
  'companyType',
  'parentEntityCode',
] as const;

const identityFields = {
  entityCode: requiredText('Entity Code', { max: 32 }).regex(/^[A-Z0-9_-]+$/, {
    error: 'Entity Code should have only capital letters, digits, - and _',
  }),
  companyName: requiredText('Company Name', { max: 50 }),
  customCode: requiredText('Custom Code', { max: 32 }).default(PLATFORM_CUSTOM_CODE),
  companyType: z.enum(COMPANY_TYPES, { error: messages.required('Company Type') }),
  parentEntityCode: optionalText('Parent Company', { max: 32 }),
};

const phoneCode = (label: string) =>
  requiredText(label, { max: 5 }).regex(PHONE_CODE_PATTERN, {
    error: `${label} is not a valid option`,
  });
const currencyCode = (label: string) =>
  requiredText(label, { max: 3 }).regex(/^[A-Z]{3}$/, { error: `${label} is not a valid option` });

/** The setup wizard's step 0: every detail is required once the company is edited. */
const detailFields = {
  registerNumber: requiredText('Register Number', { max: 120 }),
  email: requiredEmail('Email'),
  countryCode: phoneCode('Country Code'),
  contactNumber: digitsText('Contact Number', { max: 13 }),
  address: requiredText('Address', { max: 512 }),
  defaultCurrency: currencyCode('Default Currency'),
};

/** A platform admin may create a company with its name only; its admin completes the rest. */
const optionalDetailFields = {
  registerNumber: optionalText('Register Number', { max: 120 }),
  email: optionalText('Email', { max: 256 }).refine((v) => !v || EMAIL_PATTERN.test(v), {
    error: messages.email,
  }),
  countryCode: phoneCode('Country Code').nullish(),
  contactNumber: digitsText('Contact Number', { max: 13 }).nullish(),
  address: optionalText('Address', { max: 512 }),
  defaultCurrency: currencyCode('Default Currency').nullish(),
};

/**
 * Companies (platform, distributors, business customers, agent companies). Platform admins create
 * and edit any; a company admin edits its own company's details (setup wizard step 0).
 */
export const companyProfileResource = defineResource({
  apiPath: 'network/CompanyProfiles',
  labels: { singular: 'Company', plural: 'Companies' },
  route: '/general/company',
  row: z.object({
    id: z.string(),
    entityCode: z.string(),
    companyName: z.string(),
    customCode: z.string(),
    companyType: z.string(),
    parentEntityCode: z.string().nullable(),
    registerNumber: z.string().nullable(),
    email: z.string().nullable(),
    countryCode: z.string().nullable(),
    contactNumber: z.string().nullable(),
    address: z.string().nullable(),
    defaultCurrency: z.string().nullable(),
  }),
  create: z.object({ ...identityFields, ...optionalDetailFields }).strict(),
  update: z.object({ ...identityFields, ...detailFields }).strict(),
  id: 'id',
  columns: [
    { key: 'entityCode', title: 'Entity Code', width: 130 },
    { key: 'companyName', title: 'Company Name' },
    { key: 'companyType', title: 'Type', width: 120 },
    { key: 'parentEntityCode', title: 'Parent', width: 120 },
    { key: 'email', title: 'Email' },
    { key: 'defaultCurrency', title: 'Currency', width: 100 },
  ],
  fields: [
    { key: 'entityCode', label: 'Entity Code', readOnlyOnEdit: true },
    { key: 'companyName', label: 'Company Name' },
    { key: 'customCode', label: 'Custom Code' },
    {
      key: 'companyType',
      label: 'Company Type',
      input: 'select',
      options: COMPANY_TYPES.map((t) => ({ label: t[0].toUpperCase() + t.slice(1), value: t })),
    },
    {
      key: 'parentEntityCode',
      label: 'Parent Company',
      input: 'select',
      options: { apiPath: 'network/CompanyProfiles/GetSelectList' },
    },
    { key: 'registerNumber', label: 'Register Number' },
    { key: 'email', label: 'Email' },
    {
      key: 'countryCode',
      label: 'Country Code',
      input: 'select',
      options: { apiPath: 'product/Country/GetPhoneCodeSelectList' },
    },
    { key: 'contactNumber', label: 'Contact Number' },
    { key: 'address', label: 'Address', input: 'textarea' },
    {
      key: 'defaultCurrency',
      label: 'Default Currency',
      input: 'select',
      options: { apiPath: 'network/Currency/GetSelectList' },
    },
  ],
  filters: {
    companyName: ['contains', 'startsWith', 'eq'],
    entityCode: ['eq', 'contains', 'in'],
    companyType: ['eq', 'in'],
    parentEntityCode: ['eq'],
    email: ['contains'],
  },
  sorts: ['companyName', 'entityCode', 'companyType'],
  defaultSort: { column: 'companyName', order: 'asc' },
  selectList: { value: 'entityCode', label: 'companyName' },
  scope: 'global',
  example: {
    create: {
      entityCode: 'TESTCO',
      companyName: 'Test Travel Sdn Bhd',
      companyType: 'customer',
      parentEntityCode: 'DIST001',
    },
    update: {
      entityCode: 'TESTCO',
      companyName: 'Test Travel Sdn Bhd',
      customCode: 'WANDER',
      companyType: 'customer',
      parentEntityCode: 'DIST001',
      registerNumber: '202501009999',
      email: 'hello@testtravel.demo',
      countryCode: '+60',
      contactNumber: '0123456789',
      address: '1 Jalan Test, Kuala Lumpur',
      defaultCurrency: 'MYR',
    },
  },
});

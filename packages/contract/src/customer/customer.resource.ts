import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { PHONE_CODES, phoneCode } from '../identity/registration.js';
import {
  digitsText,
  optionalDecimal,
  optionalId,
  requiredEmail,
  requiredText,
} from '../validation/validators.js';

/** The customer's own sign-up state: Invited until its admin registered through the e-mail. */
export const CUSTOMER_STATUSES = ['Invited', 'Registered'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];

const profileFields = {
  companyName: requiredText('Company Name', { max: 50 }),
  registerNumber: requiredText('Register Number', { max: 50 }),
  contactName: requiredText('Contact Name', { max: 100 }),
  countryCode: phoneCode('Country Code'),
  contactNumber: digitsText('Contact Number', { max: 13 }),
  taxGroupId: optionalId('Tax Group'),
  paymentTermId: optionalId('Payment Term'),
  creditLimit: optionalDecimal('Credit Limit', { min: 0, max: 999_999_999 }),
  salesmanId: optionalId('Salesman'),
  customerGroupId: optionalId('Customer Group'),
  membershipId: optionalId('Membership'),
  isActive: z.boolean().default(true),
};

/** New customer: the profile and the e-mail its admin is invited at. */
export const customerCreateSchema = z
  .object({ ...profileFields, email: requiredEmail('Email') })
  .strict();
export const customerUpdateSchema = z.object(profileFields).strict();
export type CustomerCreateInput = z.infer<typeof customerCreateSchema>;

export const customerRowSchema = z.object({
  id: z.string(),
  customerEntityCode: z.string(),
  companyName: z.string(),
  registerNumber: z.string().nullable(),
  contactName: z.string().nullable(),
  email: z.string(),
  countryCode: z.string().nullable(),
  contactNumber: z.string().nullable(),
  taxGroupId: z.string().nullable(),
  paymentTermId: z.string().nullable(),
  creditLimit: z.number().nullable(),
  salesmanId: z.string().nullable(),
  customerGroupId: z.string().nullable(),
  customerGroupName: z.string().nullable(),
  membershipId: z.string().nullable(),
  membershipName: z.string().nullable(),
  status: z.string(),
  isActive: z.boolean(),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;

const yesNo = [
  { label: 'Invited', value: 'Invited' },
  { label: 'Registered', value: 'Registered' },
] as const;

/**
 * customer/Customers: the working distributor's business customers (a customer company with
 * the distributor's terms for it). POST creates the customer company and invites its admin by
 * e-mail; an invitation accepted or registered gives the customer its record too.
 */
export const customerResource = defineResource({
  apiPath: 'customer/Customers',
  labels: { singular: 'Customer', plural: 'Customers' },
  route: '/setup/customer',
  row: customerRowSchema,
  create: customerCreateSchema,
  update: customerUpdateSchema,
  id: 'id',
  columns: [
    { key: 'companyName', title: 'Company Name', width: 220 },
    { key: 'registerNumber', title: 'Register Number', width: 150 },
    { key: 'contactName', title: 'Contact Name', width: 160 },
    { key: 'email', title: 'Email', width: 220 },
    { key: 'customerGroupName', title: 'Customer Group', width: 150 },
    { key: 'membershipName', title: 'Membership', width: 120 },
    { key: 'creditLimit', title: 'Credit Limit', kind: 'money', width: 130 },
    { key: 'status', title: 'Status', width: 110, options: yesNo },
    { key: 'isActive', title: 'Active', kind: 'boolean', width: 90 },
  ],
  fields: [
    { key: 'companyName', label: 'Company Name' },
    { key: 'registerNumber', label: 'Register Number' },
    { key: 'contactName', label: 'Contact Name' },
    { key: 'email', label: 'Email', readOnlyOnEdit: true },
    {
      key: 'countryCode',
      label: 'Country Code',
      input: 'select',
      options: PHONE_CODES.map((c) => ({ label: c, value: c })),
    },
    { key: 'contactNumber', label: 'Contact Number' },
    {
      key: 'taxGroupId',
      label: 'Tax Group',
      input: 'select',
      options: { apiPath: 'network/TaxGroups/GetSelectList' },
    },
    {
      key: 'paymentTermId',
      label: 'Payment Term',
      input: 'select',
      options: { apiPath: 'payment/PaymentTerms/GetSelectList' },
    },
    { key: 'creditLimit', label: 'Credit Limit', input: 'number' },
    {
      key: 'salesmanId',
      label: 'Salesman',
      input: 'select',
      options: { apiPath: 'admin/Users/GetSalesmanOptions' },
    },
    {
      key: 'customerGroupId',
      label: 'Customer Group',
      input: 'select',
      options: { apiPath: 'customer/CustomerGroups/GetSelectList' },
    },
    {
      key: 'membershipId',
      label: 'Membership',
      input: 'select',
      options: { apiPath: 'customer/Memberships/GetSelectList' },
    },
    { key: 'isActive', label: 'Active', input: 'switch' },
  ],
  filters: {
    companyName: ['contains', 'eq', 'startsWith'],
    registerNumber: ['contains', 'eq'],
    contactName: ['contains'],
    email: ['contains', 'eq'],
    customerGroupName: ['contains', 'eq'],
    membershipName: ['contains', 'eq'],
    status: ['eq'],
    isActive: ['eq'],
  },
  sorts: ['companyName', 'registerNumber', 'customerGroupName', 'membershipName', 'creditLimit'],
  defaultSort: { column: 'companyName', order: 'asc' },
  selectList: { value: 'id', label: 'companyName' },
  scope: 'company',
  example: {
    company: 'DIST001',
    create: {
      companyName: 'Harbour Lights Travel Sdn Bhd',
      registerNumber: '202501009901',
      contactName: 'Mei Ling Ho',
      email: 'ops@harbourlights-demo.my',
      countryCode: '+60',
      contactNumber: '0123456789',
      creditLimit: 5000,
      isActive: true,
    },
    update: {
      companyName: 'Harbour Lights Travel Sdn Bhd',
      registerNumber: '202501009901',
      contactName: 'Mei Ling Ho',
      countryCode: '+60',
      contactNumber: '0123456780',
      creditLimit: 7500,
      isActive: true,
    },
  },
});

/** GET customer/Customers/GetByEntity: the working company's records as a customer. */
export const customerOfEntitySchema = z.object({
  id: z.string(),
  distributorEntityCode: z.string(),
  companyName: z.string(),
  customerGroupName: z.string().nullable(),
  groupDiscountPercent: z.number().nullable(),
  membershipName: z.string().nullable(),
  membershipDiscountPercent: z.number().nullable(),
  freeTopUps: z.number().nullable(),
  creditLimit: z.number().nullable(),
  status: z.string(),
  isActive: z.boolean(),
});
export type CustomerOfEntity = z.infer<typeof customerOfEntitySchema>;

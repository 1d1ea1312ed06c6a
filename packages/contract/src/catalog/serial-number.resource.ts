import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { requiredId, requiredText } from '../validation/validators.js';

/** 19 or 20 digits starting 89 (ITU-T E.118), optionally a few more for long issuer numbers. */
export const ICCID_PATTERN = /^89\d{17,20}$/;
export const LPA_PATTERN = /^LPA:1\$[A-Za-z0-9.-]+\$[A-Za-z0-9-]+$/;
export const ICCID_MESSAGE = 'ICCID should be 19 to 22 digits starting with 89';
export const LPA_MESSAGE = 'Activation Code should look like LPA:1$smdp.example.com$CODE';

const createFields = {
  variantId: requiredId('Variant'),
  iccid: requiredText('ICCID', { max: 22 }).regex(ICCID_PATTERN, {
    error: ICCID_MESSAGE,
  }),
  activationCode: requiredText('Activation Code', { max: 256 }).regex(LPA_PATTERN, {
    error: LPA_MESSAGE,
  }),
};

/**
 * The working distributor's eSIM stock (spec section 7, product/{brand}SerialNumber): one row per
 * eSIM. Only an available eSIM may be edited or deleted; allocation and delivery happen through
 * orders and invoices, never through this form.
 */
export const serialNumberResource = defineResource({
  apiPath: 'product/WanderSerialNumber',
  labels: { singular: 'Wander Serial Number', plural: 'Wander Serial Numbers' },
  route: '/setup/wander-serial-number',
  row: z.object({
    id: z.string(),
    iccid: z.string(),
    activationCode: z.string(),
    status: z.string(),
    /** Where it is kept; null until a receipt journal puts it away (product/MovingJournal). */
    locationCode: z.string().nullable(),
    variantId: z.string(),
    productId: z.string(),
    createdAt: z.date().or(z.string()),
  }),
  create: z.object(createFields).strict(),
  update: z.object(createFields).strict(),
  id: 'id',
  columns: [
    { key: 'iccid', title: 'ICCID', width: 220 },
    { key: 'activationCode', title: 'Activation Code' },
    { key: 'status', title: 'Status', width: 120 },
    { key: 'locationCode', title: 'Location', width: 160 },
    { key: 'createdAt', title: 'Created', kind: 'date', width: 180 },
  ],
  fields: [
    {
      key: 'variantId',
      label: 'Variant',
      input: 'select',
      options: { apiPath: 'product/ProductVariant/GetSelectList' },
    },
    { key: 'iccid', label: 'ICCID', placeholder: '8960...' },
    { key: 'activationCode', label: 'Activation Code', placeholder: 'LPA:1$smdp.example.com$CODE' },
  ],
  filters: {
    iccid: ['contains', 'eq', 'startsWith'],
    activationCode: ['contains'],
    status: ['eq', 'in'],
    locationCode: ['eq', 'contains', 'startsWith'],
    variantId: ['eq'],
  },
  sorts: ['iccid', 'status', 'locationCode', 'createdAt'],
  defaultSort: { column: 'createdAt', order: 'desc' },
  scope: 'company',
  example: {
    create: {
      variantId: '00000000-0000-4000-8000-000000000000',
      iccid: '8960990000000000001',
      activationCode: 'LPA:1$smdp.example$TESTCODE1',
    },
    update: {
      variantId: '00000000-0000-4000-8000-000000000000',
      iccid: '8960990000000000002',
      activationCode: 'LPA:1$smdp.example$TESTCODE2',
    },
  },
});

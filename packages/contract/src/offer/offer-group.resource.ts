import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { CODE_MESSAGE, CODE_PATTERN } from '../network/tax-code.resource.js';
import { optionalText, requiredText } from '../validation/validators.js';
import { sortOrderField } from './offer-fields.js';

const offerGroupFields = {
  groupCode: requiredText('Group Code', { max: 32 }).regex(CODE_PATTERN, {
    error: CODE_MESSAGE('Group Code'),
  }),
  groupName: requiredText('Group Name', { max: 100 }),
  description: optionalText('Description', { max: 512 }),
  sortOrder: sortOrderField.default(0),
  isActive: z.boolean().default(true),
};

/**
 * Offer groups (network/OfferGroup): the headings partner offers are shown under in the consumer
 * apps (Airport, Insurance, Connectivity ...). A group still holding offers cannot be deleted.
 */
export const offerGroupResource = defineResource({
  apiPath: 'network/OfferGroup',
  labels: { singular: 'Offer Group', plural: 'Offer Groups' },
  route: '/setup/offer-group',
  row: z.object({
    id: z.string(),
    groupCode: z.string(),
    groupName: z.string(),
    description: z.string().nullable(),
    sortOrder: z.number(),
    isActive: z.boolean(),
  }),
  create: z.object(offerGroupFields).strict(),
  update: z.object(offerGroupFields).strict(),
  id: 'id',
  columns: [
    { key: 'groupCode', title: 'Group Code', width: 160 },
    { key: 'groupName', title: 'Group Name' },
    { key: 'sortOrder', title: 'Sort Order', kind: 'number', width: 120 },
    { key: 'isActive', title: 'Active', kind: 'boolean', width: 90 },
  ],
  fields: [
    { key: 'groupCode', label: 'Group Code', readOnlyOnEdit: true },
    { key: 'groupName', label: 'Group Name' },
    { key: 'description', label: 'Description', input: 'textarea' },
    { key: 'sortOrder', label: 'Sort Order', input: 'number' },
    { key: 'isActive', label: 'Active', input: 'switch' },
  ],
  filters: {
    groupCode: ['contains', 'eq', 'startsWith'],
    groupName: ['contains', 'startsWith'],
    sortOrder: ['eq', 'gt', 'lt', 'between'],
    isActive: ['eq'],
  },
  sorts: ['groupCode', 'groupName', 'sortOrder'],
  defaultSort: { column: 'sortOrder', order: 'asc' },
  selectList: { value: 'id', label: 'groupName' },
  scope: 'company',
  example: {
    create: {
      groupCode: 'TEST-GROUP',
      groupName: 'Airport',
      description: 'Lounges and fast track',
      sortOrder: 1,
      isActive: true,
    },
    update: {
      groupCode: 'TEST-GROUP',
      groupName: 'Airport services',
      description: null,
      sortOrder: 2,
      isActive: false,
    },
  },
});

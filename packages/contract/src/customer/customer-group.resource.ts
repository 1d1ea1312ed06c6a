import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { decimalValue, optionalText, requiredText } from '../validation/validators.js';

const customerGroupFields = {
  name: requiredText('Group Name', { max: 100 }),
  description: optionalText('Description', { max: 256 }),
  discountPercent: decimalValue('Discount (%)', { min: 0, max: 100, decimals: 2 }),
};

/**
 * A distributor's customer groups (Corporate, Retail, Travel Agents ...): what the group's
 * customers may do (Customer Permissions) and the discount they get on every order line.
 */
export const customerGroupResource = defineResource({
  apiPath: 'customer/CustomerGroups',
  labels: { singular: 'Customer Group', plural: 'Customer Groups' },
  route: '/setup/customer-group',
  row: z.object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    discountPercent: z.number(),
  }),
  create: z.object(customerGroupFields).strict(),
  update: z.object(customerGroupFields).strict(),
  id: 'id',
  columns: [
    { key: 'name', title: 'Group Name', width: 200 },
    { key: 'description', title: 'Description' },
    { key: 'discountPercent', title: 'Discount (%)', kind: 'number', width: 130 },
  ],
  fields: [
    { key: 'name', label: 'Group Name' },
    { key: 'description', label: 'Description', input: 'textarea' },
    { key: 'discountPercent', label: 'Discount (%)', input: 'number' },
  ],
  filters: {
    name: ['contains', 'eq', 'startsWith'],
    description: ['contains'],
    discountPercent: ['eq', 'gt', 'gte', 'lt', 'lte', 'between'],
  },
  sorts: ['name', 'discountPercent'],
  defaultSort: { column: 'name', order: 'asc' },
  selectList: { value: 'id', label: 'name' },
  scope: 'company',
  example: {
    create: { name: 'Wholesale', description: 'Volume resellers', discountPercent: 7.5 },
    update: { name: 'Wholesale', description: 'Volume resellers (annual)', discountPercent: 8 },
  },
});

import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { decimalValue, optionalText, requiredText } from '../validation/validators.js';

const consumerGroupFields = {
  name: requiredText('Group Name', { max: 100 }),
  description: optionalText('Description', { max: 256 }),
  discountPercent: decimalValue('Discount (%)', { min: 0, max: 100, decimals: 2 }),
};

/**
 * A distributor's consumer groups (Explorer, Frequent Flyer, VIP): the tier of the people who buy
 * through its consumer apps, with the discount the tier gets (issue 15).
 */
export const consumerGroupResource = defineResource({
  apiPath: 'customer/ConsumerGroups',
  labels: { singular: 'Consumer Group', plural: 'Consumer Groups' },
  route: '/setup/consumer-group',
  row: z.object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    discountPercent: z.number(),
  }),
  create: z.object(consumerGroupFields).strict(),
  update: z.object(consumerGroupFields).strict(),
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
    company: 'DIST001',
    create: { name: 'Globetrotter', description: 'Ten trips a year', discountPercent: 6 },
    update: { name: 'Globetrotter', description: 'Ten trips a year or more', discountPercent: 7.5 },
  },
});

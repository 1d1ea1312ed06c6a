import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { decimalValue, optionalText, requiredText } from '../validation/validators.js';

const groupFields = {
  name: requiredText('Group Name', { max: 100 }),
  description: optionalText('Description', { max: 256 }),
  discountPercent: decimalValue('Discount (%)', { min: 0, max: 100, decimals: 2 }),
};
type GroupBody = { name: string; description?: string | null; discountPercent: number };

/**
 * A distributor's groups of buyers with the discount they get (customer groups, consumer groups):
 * one shape, declared once; each group kind names its path, labels, route and contract example.
 */
export function discountGroupResource(kind: {
  apiPath: string;
  labels: { singular: string; plural: string };
  route: `/${string}`;
  example: { company?: string; create: GroupBody; update: GroupBody };
}) {
  return defineResource({
    ...kind,
    row: z.object({
      id: z.string(),
      name: z.string(),
      description: z.string().nullable(),
      discountPercent: z.number(),
    }),
    create: z.object(groupFields).strict(),
    update: z.object(groupFields).strict(),
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
  });
}

import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import { optionalText, requiredText } from '../validation/validators.js';

const planFields = {
  planName: requiredText('Plan Name', { max: 256 }),
  description: optionalText('Description', { max: 512 }),
};

/** The Wander plan list of spec section 2: the reference list for every later resource. */
export const wanderPlanResource = defineResource({
  apiPath: 'product/WanderProductPlan',
  labels: { singular: 'Wander Plan', plural: 'Wander Plans' },
  route: '/setup/wander-plan',
  row: z.object({ id: z.string(), planName: z.string(), description: z.string().nullable() }),
  create: z.object(planFields).strict(),
  update: z.object(planFields).strict(),
  id: 'id',
  columns: [
    { key: 'planName', title: 'Plan Name' },
    { key: 'description', title: 'Description' },
  ],
  fields: [
    { key: 'planName', label: 'Plan Name' },
    { key: 'description', label: 'Description', input: 'textarea' },
  ],
  filters: { planName: ['contains', 'eq', 'startsWith'], description: ['contains'] },
  sorts: ['planName', 'description'],
  defaultSort: { column: 'planName', order: 'asc' },
  selectList: { value: 'id', label: 'planName' },
  scope: 'global',
  example: {
    create: { planName: 'Bali Explorer', description: 'Unlimited data across Bali and Lombok' },
    update: { planName: 'Bali Explorer Plus', description: 'Unlimited data, 5G where available' },
  },
});

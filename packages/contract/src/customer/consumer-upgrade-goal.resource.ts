import { z } from 'zod';
import { defineResource } from '../crud/define-resource.js';
import {
  decimalValue,
  integerValue,
  optionalText,
  requiredId,
  requiredText,
} from '../validation/validators.js';

const goalFields = {
  name: requiredText('Name', { max: 100 }),
  description: optionalText('Description', { max: 256 }),
  consumerGroupId: requiredId('Consumer Group'),
  spendTarget: decimalValue('Spend Target', { min: 0.01, max: 999_999_999, decimals: 2 }),
  periodDays: integerValue('Period (Days)', { min: 1, max: 3650 }),
  isActive: z.boolean().default(true),
};

const goalBody = z.object(goalFields).strict();

/**
 * A distributor's consumer upgrade goals (customer/ConsumerUpgradeGoal, spec section 2: Setup >
 * Consumer > Consumer Summary, consumer-goal-list with -edit/{id}): "spend 300.00 in 90 days"
 * moves a consumer up to the goal's consumer group. Evaluated when a consumer order is paid and
 * by the hourly `consumer.upgrade-goals` job; only ever up. The row adds how many consumers
 * reached the goal.
 */
export const consumerUpgradeGoalResource = defineResource({
  apiPath: 'customer/ConsumerUpgradeGoal',
  labels: { singular: 'Upgrade Goal', plural: 'Consumer Summary' },
  route: '/setup/consumer-goal',
  row: z.object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    consumerGroupId: z.string(),
    consumerGroupName: z.string(),
    spendTarget: z.number(),
    periodDays: z.number(),
    isActive: z.boolean(),
    reachedCount: z.number(),
  }),
  create: goalBody,
  update: goalBody,
  id: 'id',
  columns: [
    { key: 'name', title: 'Name', width: 220 },
    { key: 'consumerGroupName', title: 'Consumer Group', width: 160 },
    { key: 'spendTarget', title: 'Spend Target', kind: 'money', width: 150 },
    { key: 'periodDays', title: 'Period (Days)', kind: 'number', width: 130 },
    { key: 'reachedCount', title: 'Consumers Reached', kind: 'number', width: 160 },
    { key: 'isActive', title: 'Active', kind: 'boolean', width: 100 },
  ],
  fields: [
    { key: 'name', label: 'Name' },
    { key: 'description', label: 'Description', input: 'textarea' },
    {
      key: 'consumerGroupId',
      label: 'Consumer Group',
      input: 'select',
      options: { apiPath: 'customer/ConsumerGroups/GetSelectList' },
    },
    { key: 'spendTarget', label: 'Spend Target', input: 'number' },
    { key: 'periodDays', label: 'Period (Days)', input: 'number' },
    { key: 'isActive', label: 'Active', input: 'switch' },
  ],
  filters: {
    name: ['contains', 'eq', 'startsWith'],
    consumerGroupName: ['eq', 'contains'],
    spendTarget: ['eq', 'gt', 'gte', 'lt', 'lte', 'between'],
    periodDays: ['eq', 'gt', 'gte', 'lt', 'lte', 'between'],
    reachedCount: ['eq', 'gt', 'gte', 'lt', 'lte'],
    isActive: ['eq'],
  },
  sorts: ['spendTarget', 'name', 'consumerGroupName', 'periodDays', 'reachedCount'],
  defaultSort: { column: 'spendTarget', order: 'asc', then: 'name' },
  selectList: { value: 'id', label: 'name' },
  scope: 'company',
  example: {
    company: 'DIST001',
    create: {
      name: 'Globetrotter: spend 1,500.00 in a year',
      description: 'Our most loyal travellers',
      consumerGroupId: '00000000-0000-4000-8000-000000000001',
      spendTarget: 1500,
      periodDays: 365,
      isActive: true,
    },
    update: {
      name: 'Globetrotter: spend 1,200.00 in a year',
      description: 'Our most loyal travellers, a little sooner',
      consumerGroupId: '00000000-0000-4000-8000-000000000001',
      spendTarget: 1200.5,
      periodDays: 365,
      isActive: false,
    },
  },
});

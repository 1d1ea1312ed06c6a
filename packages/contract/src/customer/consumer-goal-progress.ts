import { z } from 'zod';

/** Where the back-office reads goal progress (besides the resource's standard calls). */
export const ConsumerGoalPath = {
  /** GET {consumerPath}/{consumerId}: one consumer's progress towards each active goal. */
  consumerProgress: 'customer/ConsumerUpgradeGoal/GetProgress',
  /** POST {goalPath}/{goalId} {pageIndex, pageSize}: the consumers' progress towards one goal. */
  goalProgress: 'customer/ConsumerUpgradeGoal/SearchProgress',
} as const;

const when = z.date().or(z.string());

/** One goal as a consumer stands towards it. Amounts are decimals in the distributor's currency. */
export const consumerGoalProgressSchema = z.object({
  goalId: z.string(),
  name: z.string(),
  consumerGroupName: z.string(),
  periodDays: z.number(),
  spendTarget: z.number(),
  spent: z.number(),
  /** spent / target in %, one decimal, rounded down; above 100 past the goal. */
  percent: z.number(),
  reachedAt: when.nullable(),
});
export type ConsumerGoalProgress = z.infer<typeof consumerGoalProgressSchema>;

/** GET customer/ConsumerUpgradeGoal/GetProgress/{consumerId}. */
export const consumerProgressSchema = z.object({
  consumerId: z.string(),
  name: z.string(),
  consumerGroupName: z.string().nullable(),
  currency: z.string(),
  goals: z.array(consumerGoalProgressSchema),
});
export type ConsumerProgress = z.infer<typeof consumerProgressSchema>;

/** POST customer/ConsumerUpgradeGoal/SearchProgress/{goalId}: a page of consumers, best first. */
export const goalProgressRequestSchema = z
  .object({
    pageIndex: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(100).default(10),
  })
  .strict();
export type GoalProgressRequest = z.input<typeof goalProgressRequestSchema>;

export const goalProgressRowSchema = z.object({
  consumerId: z.string(),
  name: z.string(),
  email: z.string(),
  consumerGroupName: z.string().nullable(),
  spent: z.number(),
  percent: z.number(),
  reachedAt: when.nullable(),
});
export type GoalProgressRow = z.infer<typeof goalProgressRowSchema>;

/** The goal's figures above its page of consumers. */
export const goalProgressPageSchema = z.object({
  currency: z.string(),
  spendTarget: z.number(),
  periodDays: z.number(),
  items: z.array(goalProgressRowSchema),
  pageCount: z.number(),
  totalCount: z.number(),
});
export type GoalProgressPage = z.infer<typeof goalProgressPageSchema>;

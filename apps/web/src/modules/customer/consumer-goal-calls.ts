import {
  ConsumerGoalPath,
  type ConsumerProgress,
  type GoalProgressPage,
  type GoalProgressRequest,
} from '@wander/contract';
import { api } from '../../app/api';

export const consumerGoalCalls = {
  goalProgress: (goalId: string, paging: GoalProgressRequest) =>
    api.post<GoalProgressPage>(
      `${ConsumerGoalPath.goalProgress}/${encodeURIComponent(goalId)}`,
      paging,
    ),
  consumerProgress: (consumerId: string) =>
    api.get<ConsumerProgress>(
      `${ConsumerGoalPath.consumerProgress}/${encodeURIComponent(consumerId)}`,
    ),
};

/** '116.6 %': one decimal, as the server rounds it (down). */
export const percentText = (percent: number) => `${percent.toFixed(1)} %`;

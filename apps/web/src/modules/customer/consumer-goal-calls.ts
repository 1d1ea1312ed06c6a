import {
  ConsumerGoalPath,
  type ConsumerProgress,
  type GoalProgressPage,
  type GoalProgressRequest,
} from '@wander/contract';
import { api } from '../../lib/api';

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

const two = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm:ss' in local time, as the lists show dates (without dayjs on the edit page). */
export function dateTimeText(value: string | Date): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return String(value);
  const day = `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
  return `${day} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

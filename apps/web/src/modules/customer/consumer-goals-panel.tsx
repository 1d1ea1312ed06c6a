import { useQuery } from '@tanstack/react-query';
import { formatAmount } from '@wander/contract';
import { errorMessageOf } from '../../lib/api';
import { hasPermission } from '../../lib/access/permissions';
import { useSession } from '../../lib/session/session';
import { FormAlert } from '../../ui/form-alert';
import { Panel } from '../../ui/panel';
import { consumerGoalCalls, dateTimeText, percentText } from './consumer-goal-calls';

const GOAL_PERMISSION = 'customer/ConsumerUpgradeGoal';

/**
 * Under a consumer's edit page: where the consumer stands towards each of the distributor's active
 * upgrade goals (GET customer/ConsumerUpgradeGoal/GetProgress/{id}): paid spend within the goal's
 * period against its target, and when it was reached. Shown to users who may view the goals.
 */
export function ConsumerGoalsPanel({ id }: { id: string; editing: boolean }) {
  const { profile } = useSession();
  const allowed = hasPermission(profile, GOAL_PERMISSION, 'View');
  const query = useQuery({
    queryKey: ['consumerProgress', id],
    queryFn: () => consumerGoalCalls.consumerProgress(id),
    enabled: allowed,
  });
  if (!allowed) return null;
  const data = query.data;
  const money = (value: number) => `${data?.currency ?? ''} ${formatAmount(value)}`.trim();
  const goals = data?.goals ?? [];
  return (
    <Panel title="Upgrade Goals">
      <FormAlert message={query.isError ? errorMessageOf(query.error) : null} />
      <div className="data-table">
        <div className="data-table__scroll" aria-busy={query.isFetching}>
          <table>
            <caption className="sr-only">Upgrade Goals</caption>
            <thead>
              <tr>
                <th scope="col">Goal</th>
                <th scope="col">Consumer Group</th>
                <th scope="col">Period (Days)</th>
                <th scope="col" style={{ textAlign: 'right' }}>
                  Spent
                </th>
                <th scope="col" style={{ textAlign: 'right' }}>
                  Spend Target
                </th>
                <th scope="col">Progress</th>
                <th scope="col">Reached At</th>
              </tr>
            </thead>
            <tbody>
              {goals.length === 0 && (
                <tr>
                  <td colSpan={7} className="product-note">
                    {query.isPending ? 'Loading...' : 'No Data...'}
                  </td>
                </tr>
              )}
              {goals.map((goal) => (
                <tr key={goal.goalId}>
                  <td>{goal.name}</td>
                  <td>{goal.consumerGroupName}</td>
                  <td>{goal.periodDays}</td>
                  <td style={{ textAlign: 'right' }}>{money(goal.spent)}</td>
                  <td style={{ textAlign: 'right' }}>{money(goal.spendTarget)}</td>
                  <td>
                    <progress
                      max={100}
                      value={Math.min(goal.percent, 100)}
                      aria-label={`${goal.name}: ${percentText(goal.percent)}`}
                    />{' '}
                    {percentText(goal.percent)}
                  </td>
                  <td>{goal.reachedAt ? dateTimeText(goal.reachedAt) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </Panel>
  );
}

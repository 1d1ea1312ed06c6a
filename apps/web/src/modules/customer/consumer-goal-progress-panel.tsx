import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { formatAmount } from '@wander/contract';
import { errorMessageOf } from '../../lib/api';
import { FormAlert } from '../../ui/form-alert';
import { Panel } from '../../ui/panel';
import { consumerGoalCalls, dateTimeText, percentText } from './consumer-goal-calls';

const PAGE_SIZE = 10;
const NO_DATA = 'No Data...';

/**
 * Under an upgrade goal's edit page (Consumer Summary): the distributor's consumers with paid
 * orders in the goal's period, or who reached it, the closest to (or furthest past) the target
 * first, with their spend, the percentage and when they reached it (POST
 * customer/ConsumerUpgradeGoal/SearchProgress/{id}). A plain table and pager: the edit page's
 * budget has no room for the list pages' table.
 */
export function ConsumerGoalProgressPanel({ id }: { id: string; editing: boolean }) {
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['consumerGoalProgress', id, page],
    queryFn: () => consumerGoalCalls.goalProgress(id, { pageIndex: page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const data = list.data;
  const rows = data?.items ?? [];
  const total = data?.totalCount ?? 0;
  const pages = Math.max(1, data?.pageCount ?? 1);
  const money = (value: number) => `${data?.currency ?? ''} ${formatAmount(value)}`.trim();

  return (
    <Panel title="Progress">
      {data && (
        <p className="product-note">
          Paid orders in the last {data.periodDays} days towards {money(data.spendTarget)}
        </p>
      )}
      <FormAlert message={list.isError ? errorMessageOf(list.error) : null} />
      <div className="data-table">
        <div className="data-table__scroll" aria-busy={list.isFetching}>
          <table>
            <caption className="sr-only">Progress</caption>
            <thead>
              <tr>
                <th scope="col">Consumer</th>
                <th scope="col">Email</th>
                <th scope="col">Consumer Group</th>
                <th scope="col" style={{ textAlign: 'right' }}>
                  Spent
                </th>
                <th scope="col">Progress</th>
                <th scope="col">Reached At</th>
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 && (
                <tr>
                  <td colSpan={6} className="product-note">
                    {list.isPending ? 'Loading...' : NO_DATA}
                  </td>
                </tr>
              )}
              {rows.map((row) => (
                <tr key={row.consumerId}>
                  <td>{row.name}</td>
                  <td>{row.email}</td>
                  <td>{row.consumerGroupName ?? ''}</td>
                  <td style={{ textAlign: 'right' }}>{money(row.spent)}</td>
                  <td>
                    <progress
                      max={100}
                      value={Math.min(row.percent, 100)}
                      aria-label={`${row.name}: ${percentText(row.percent)}`}
                    />{' '}
                    {percentText(row.percent)}
                  </td>
                  <td>{row.reachedAt ? dateTimeText(row.reachedAt) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="product-pager">
          <span>
            {total} items · page {page} of {pages}
          </span>
          <Button disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <Button disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            Next
          </Button>
        </div>
      </div>
    </Panel>
  );
}

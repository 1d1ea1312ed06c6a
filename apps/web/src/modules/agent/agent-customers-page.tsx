import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LightButton as Button } from '../../ui/light/light-button';
import {
  AGENT_CUSTOMER_SORTS,
  DASHBOARD_PERIOD_LABELS,
  DASHBOARD_PERIODS,
  Role,
  type AgentCustomerRow,
  type AgentCustomerSearch,
  type DashboardPeriod,
} from '@wander/contract';
import { DataTable, type DataColumn } from '../../crud/data-table';
import { PageFrame } from '../../ui/page-frame';
import { Panel } from '../../ui/panel';
import { FilterSelect } from '../../ui/filter-select';
import { SearchBox } from '../../ui/search-box';
import { Money } from '../../ui/money';
import { pageOf, sortFromUrl, sortHeader, useUrlState } from '../../ui/use-url-state';
import { useSession } from '../../lib/session/session';
import { agentCalls } from './agent-calls';

const PAGE_SIZES = [10, 20, 50, 100] as const;
type Sort = (typeof AGENT_CUSTOMER_SORTS)[number];

type State = {
  page: number;
  size: number;
  period: DashboardPeriod;
  name: string | null;
  sort: Sort;
  dir: 'asc' | 'desc';
};

const parse = (p: URLSearchParams): State => ({
  ...pageOf(p, PAGE_SIZES),
  period: DASHBOARD_PERIODS.find((x) => x === p.get('period')) ?? '30d',
  name: p.get('name'),
  ...sortFromUrl(p, AGENT_CUSTOMER_SORTS, { sort: 'salesMinor', dir: 'desc' }),
});

/** The Search body of the list state. */
export function customerSearchBody(s: State): AgentCustomerSearch {
  return {
    pageIndex: s.page,
    pageSize: s.size,
    period: s.period,
    filterColumns: s.name
      ? [{ columnName: 'companyName', filterValue: s.name, operator: 'contains' }]
      : [],
    sortColumns: [{ columnName: s.sort, sortOrder: s.dir }],
  };
}

const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * /setup/agent-customer-list (issue 26): the agent's customers (attributed to it), each with its
 * group, last order and sales in the chosen period; a company's staff see their agents'.
 */
export function AgentCustomersPage() {
  const profile = useSession().profile;
  const onlyAgent = !!profile?.roleNames.every((r) => r === Role.Agent) && !profile.isDmsAdmin;
  const { state, set } = useUrlState(parse);
  const body = useMemo(() => customerSearchBody(state), [state]);
  const query = useQuery({
    queryKey: ['agent-customers', body],
    queryFn: () => agentCalls.customers(body),
    placeholderData: keepPreviousData,
  });
  const sortOf = (column: Sort, first: 'asc' | 'desc') => sortHeader(state, set, column, first);
  const period = DASHBOARD_PERIOD_LABELS[state.period];
  const columns: DataColumn<AgentCustomerRow>[] = [
    {
      key: 'companyName',
      title: 'Customer',
      render: (r) => `${r.companyName} (${r.entityCode})`,
      sort: sortOf('companyName', 'asc'),
    },
    {
      key: 'customerGroupName',
      title: 'Group',
      width: 150,
      render: (r) => r.customerGroupName ?? '-',
      sort: sortOf('customerGroupName', 'asc'),
    },
    ...(onlyAgent
      ? []
      : [
          {
            key: 'agent',
            title: 'Agent',
            width: 170,
            render: (r: AgentCustomerRow) => `${r.agentName} (${r.agentCode})`,
          },
        ]),
    {
      key: 'lastOrderAt',
      title: 'Last Order',
      width: 200,
      render: (r) =>
        r.lastOrderNo && r.lastOrderAt
          ? `${r.lastOrderNo}, ${dateText(r.lastOrderAt)}`
          : 'No order yet',
      sort: sortOf('lastOrderAt', 'desc'),
    },
    {
      key: 'orderCount',
      title: `Orders (${period})`,
      width: 130,
      align: 'right',
      render: (r) => r.orderCount,
    },
    {
      key: 'salesMinor',
      title: `Sales (${period})`,
      width: 170,
      align: 'right',
      render: (r) => <Money value={r.salesMinor / 100} currency={r.currency} />,
      sort: sortOf('salesMinor', 'desc'),
    },
  ];
  const data = query.data;
  const empty = !query.isFetching && data?.totalCount === 0;
  return (
    <PageFrame
      title={onlyAgent ? 'My Customers' : "Agents' Customers"}
      breadcrumb={[{ title: 'Setup', path: '/setup' }]}
    >
      <div className="lt-row">
        <FilterSelect
          label="Period"
          placeholder="Period"
          width={150}
          value={state.period}
          onChange={(value) => set({ period: (value as DashboardPeriod | null) ?? '30d' })}
          options={DASHBOARD_PERIODS.map((value) => ({
            value,
            label: DASHBOARD_PERIOD_LABELS[value],
          }))}
        />
        <SearchBox label="Customer" value={state.name} onSearch={(name) => set({ name })} />
        <Button onClick={() => set({ name: null, period: '30d' })}>Reset</Button>
      </div>
      {empty && !state.name ? (
        <Panel>
          <p>
            No customer is attributed to you yet: <Link to="/invitations">invite one</Link>. A
            business customer who registers through your invitation becomes yours.
          </p>
        </Panel>
      ) : (
        <DataTable
          caption="My customers"
          columns={columns}
          rows={data?.items ?? []}
          rowKey={(r) => r.entityCode}
          loading={query.isFetching}
          pagination={{
            current: state.page,
            pageSize: state.size,
            total: data?.totalCount ?? 0,
            pageSizeOptions: PAGE_SIZES,
            onChange: (page, size) => set({ page, size }),
          }}
        />
      )}
    </PageFrame>
  );
}

import { useQuery } from '@tanstack/react-query';
import type { AgentOverview } from '@wander/contract';
import { errorMessageOf } from '../../lib/api';
import { DataTable, type DataColumn } from '../../crud/data-table';
import { formatDate } from '../../crud/cell-format';
import { Loading } from '../../crud/loading';
import { FormAlert } from '../../ui/form-alert';
import { Money } from '../../ui/money';
import { Panel } from '../../ui/panel';
import { agentCalls, salesText } from './agent-calls';

type CustomerRow = AgentOverview['customers'][number];
type OrderRow = AgentOverview['orders'][number];

const customerColumns: DataColumn<CustomerRow>[] = [
  { key: 'companyName', title: 'Customer', render: (r) => r.companyName },
  { key: 'entityCode', title: 'Code', width: 120, render: (r) => r.entityCode },
  { key: 'orderCount', title: 'Orders', width: 100, align: 'right', render: (r) => r.orderCount },
  {
    key: 'paid',
    title: 'Paid Sales',
    width: 180,
    align: 'right',
    render: (r) => salesText(r.paidTotals),
  },
];

const orderColumns: DataColumn<OrderRow>[] = [
  { key: 'documentNo', title: 'Order No', width: 160, render: (r) => r.documentNo },
  { key: 'companyName', title: 'Customer', render: (r) => r.companyName },
  { key: 'status', title: 'Status', width: 120, render: (r) => r.status },
  {
    key: 'total',
    title: 'Total',
    width: 160,
    align: 'right',
    render: (r) => <Money value={r.totalMinor / 100} currency={r.currency} />,
  },
  { key: 'createdAt', title: 'Date', width: 180, render: (r) => formatDate(r.createdAt) },
];

/** Under the agent's detail: its customers, their latest orders and its downline's totals. */
export function AgentOverviewPanel({ id }: { id: string }) {
  const query = useQuery({
    queryKey: ['agent', 'overview', id],
    queryFn: () => agentCalls.overview(id),
  });
  if (query.isPending) return <Loading />;
  if (query.isError) return <FormAlert message={errorMessageOf(query.error)} />;
  const { customers, orders, downline, salesThisMonth } = query.data;
  return (
    <>
      <Panel title="Sales and Downline">
        <dl className="agent-totals">
          <dt>Own sales this month</dt>
          <dd>{salesText(salesThisMonth)}</dd>
          <dt>Downline agents</dt>
          <dd>{downline.agentCount}</dd>
          <dt>Downline customers</dt>
          <dd>{downline.customerCount}</dd>
          <dt>Downline sales this month</dt>
          <dd>{salesText(downline.salesThisMonth)}</dd>
        </dl>
      </Panel>
      <Panel title="Customers">
        <DataTable
          caption="Customers"
          columns={customerColumns}
          rows={customers}
          rowKey={(r) => r.entityCode}
        />
      </Panel>
      <Panel title="Orders">
        <DataTable caption="Orders" columns={orderColumns} rows={orders} rowKey={(r) => r.id} />
      </Panel>
    </>
  );
}

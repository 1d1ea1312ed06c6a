import { Link } from 'react-router';
import type {
  AgentDashboard,
  CompanyDashboard,
  CustomerDashboard,
  PlatformDashboard,
  StockRow,
} from '@wander/contract';
import { figureLinks } from './figure-links';
import { moneyText } from './dashboard-calls';
import { ReportingKpi } from './reporting-kpi';
import { SalesChart } from './sales-chart';
import { CountKpi, Empty, MoneyKpi, RankTable, Waiting, Widget } from './dashboard-widgets';

/** A seller's sales, orders and gross margin (the platform's or a distributor's). */
function SellerKpis({
  data,
}: {
  data: Pick<CompanyDashboard, 'range' | 'sales' | 'orders' | 'grossMargin' | 'reporting'>;
}) {
  const sold = figureLinks.soldReceived(data.range);
  return (
    <>
      <Widget title="Sales" to={sold} linkLabel="Received orders">
        <ReportingKpi
          reporting={data.reporting}
          total={data.reporting.sales}
          figures={data.sales}
          empty="No sales in this period."
        />
      </Widget>
      <Widget title="Orders" to={sold} linkLabel="Received orders">
        <CountKpi figure={data.orders} />
      </Widget>
      <Widget title="Gross Margin" to="/setup/cost-setup-list" linkLabel="Costs">
        <ReportingKpi
          reporting={data.reporting}
          total={data.reporting.grossMargin}
          figures={data.grossMargin}
          empty="No sold plan has a cost defined."
        />
      </Widget>
    </>
  );
}

/** Platform admin and operator: the whole platform. */
export function PlatformWidgets({ data }: { data: PlatformDashboard }) {
  return (
    <div className="dash-grid">
      <SellerKpis data={data} />
      <Widget title="Wallet Float" to="/setup/wallet-list" linkLabel="Wallets">
        <MoneyKpi figures={data.walletFloat} empty="No wallet holds money." />
      </Widget>
      <Widget title="Sales by Day" wide>
        <SalesChart range={data.range} daily={data.daily} />
      </Widget>
      <Widget title="Top Destinations" to={figureLinks.soldReceived(data.range)} linkLabel="Orders">
        <RankTable rows={data.topDestinations} countLabel="eSIMs" empty="No sales yet." />
      </Widget>
      <Widget title="Top Plans" to={figureLinks.soldReceived(data.range)} linkLabel="Orders">
        <RankTable rows={data.topPlans} countLabel="eSIMs" empty="No sales yet." />
      </Widget>
      <Widget title="Distributors by Sales" to="/general/company-list" linkLabel="Companies">
        <RankTable rows={data.distributors} countLabel="Orders" empty="No sales yet." />
      </Widget>
      <Widget title="Failed Payments" to="/setup/transaction-list" linkLabel="Transactions">
        <CountKpi figure={data.failedPayments} />
      </Widget>
      <Widget
        title="Refunds Waiting"
        to="/setup/invoice-cancelled-list"
        linkLabel="Cancelled invoices"
      >
        <Waiting n={data.refundsWaiting} none="No refund is waiting." />
      </Widget>
    </div>
  );
}

/** A distributor's admins and operators: its own sales and work. */
/** A plan's stock: its count, or who supplies it when a provider does (it never runs out). */
function inStock(s: StockRow) {
  if (s.supply === 'provider') return 'Supplied by provider';
  if (s.supply === 'stock-then-provider') return `${s.available}, then provider`;
  return s.available;
}

function daysLeft(s: StockRow) {
  if (s.supply !== 'stock') return 'no limit';
  return s.daysLeft === null ? 'no sales' : s.daysLeft;
}

export function CompanyWidgets({
  data,
  entityCode,
}: {
  data: CompanyDashboard;
  /** The working company (its own invoices are the ones to complete). */
  entityCode: string;
}) {
  return (
    <div className="dash-grid">
      <SellerKpis data={data} />
      <Widget title="Orders to Fulfil" to={figureLinks.toFulfil} linkLabel="Received orders">
        <Waiting n={data.receivedOrdersWaiting} none="No paid order is waiting." />
      </Widget>
      <Widget
        title="Invoices to Complete"
        to={figureLinks.invoicesToComplete(entityCode)}
        linkLabel="Invoices"
      >
        <Waiting n={data.invoicesToComplete} none="Every invoice is completed." />
      </Widget>
      <Widget title="Sales by Day" wide>
        <SalesChart range={data.range} daily={data.daily} />
      </Widget>
      <Widget
        title="Stock per Plan"
        to="/setup/wander-serial-number-list"
        linkLabel="Serial numbers"
        wide
      >
        {data.stock.length === 0 ? (
          <Empty>No eSIM in stock and nothing sold in 30 days.</Empty>
        ) : (
          <table className="dash-table">
            <thead>
              <tr>
                <th scope="col">Plan</th>
                <th scope="col" className="num">
                  In stock
                </th>
                <th scope="col" className="num">
                  Sold (30 days)
                </th>
                <th scope="col" className="num">
                  Days left
                </th>
              </tr>
            </thead>
            <tbody>
              {data.stock.map((s) => (
                <tr
                  key={s.variantId}
                  className={s.daysLeft !== null && s.daysLeft < 14 ? 'dash-low' : undefined}
                >
                  <td>{s.variantName}</td>
                  <td className="num">{inStock(s)}</td>
                  <td className="num">{s.soldLast30Days}</td>
                  <td className="num">{daysLeft(s)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Widget>
      <Widget title="Top Customers" to="/setup/customer-list" linkLabel="Customers">
        <RankTable
          rows={data.topCustomers}
          countLabel="Orders"
          empty="No customer bought in this period."
        />
      </Widget>
      <Widget title="Agents' Sales" to="/setup/agent-hierarchy" linkLabel="Agent hierarchy">
        <RankTable rows={data.agents} countLabel="Orders" empty="No agent sold in this period." />
      </Widget>
    </div>
  );
}

/** An agent: its own and its downline's sales, its customers. */
export function AgentWidgets({ data }: { data: AgentDashboard }) {
  return (
    <div className="dash-grid">
      <Widget
        title="My Sales"
        to={figureLinks.ownSales(data.range, data.agentId)}
        linkLabel="Orders"
      >
        <MoneyKpi figures={data.ownSales} empty="No sales of yours in this period." />
      </Widget>
      <Widget
        title="Downline Sales"
        to={figureLinks.downlineSales(data.range, data.agentId)}
        linkLabel="Orders"
      >
        <MoneyKpi
          figures={data.downlineSales}
          empty={
            data.downlineAgents ? 'No downline sales in this period.' : 'No agent below you yet.'
          }
        />
      </Widget>
      <Widget title="Orders" to={figureLinks.agentOrders(data.range)} linkLabel="Orders">
        <CountKpi figure={data.orders} />
      </Widget>
      <Widget title="Downline Agents" to="/setup/agent-hierarchy" linkLabel="Agent hierarchy">
        <Waiting n={data.downlineAgents} none="No agent below you yet." />
      </Widget>
      <Widget title="Sales by Day" wide>
        <SalesChart range={data.range} daily={data.daily} />
      </Widget>
      <Widget
        title="My Customers"
        to={figureLinks.agentCustomers(data.range)}
        linkLabel="Customers"
        wide
      >
        <RankTable
          rows={data.customers}
          countLabel="Orders"
          empty="No customer is attributed to you yet: invite one."
        />
      </Widget>
    </div>
  );
}

/** A business customer: what it spent, its wallet, its eSIMs and latest orders. */
export function CustomerWidgets({ data }: { data: CustomerDashboard }) {
  return (
    <div className="dash-grid">
      <Widget title="Spend" to={figureLinks.spend(data.range)} linkLabel="Purchase orders">
        <MoneyKpi figures={data.spend} empty="Nothing bought in this period." />
      </Widget>
      <Widget title="Wallet Balance" to="/wallet" linkLabel="Wallet">
        <MoneyKpi figures={data.wallet} empty="No wallet yet." />
      </Widget>
      <Widget title="eSIMs Delivered" to="/purchase-order-list" linkLabel="Purchase orders">
        <CountKpi figure={data.esimsDelivered} />
        <p className="dash-note">{data.activeEsims} eSIMs delivered in all</p>
      </Widget>
      <Widget title="Data Used" to="/purchase-order-list" linkLabel="Purchase orders">
        <CountKpi figure={data.usageMb} unit="MB" />
      </Widget>
      <Widget title="Spend by Day" wide>
        <SalesChart range={data.range} daily={data.daily} />
      </Widget>
      <Widget title="Recent Orders" to="/purchase-order-list" linkLabel="Purchase orders" wide>
        {data.recentOrders.length === 0 ? (
          <Empty>No order yet: start one from the catalogue.</Empty>
        ) : (
          <table className="dash-table">
            <thead>
              <tr>
                <th scope="col">Order No</th>
                <th scope="col">Status</th>
                <th scope="col">Date</th>
                <th scope="col" className="num">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {data.recentOrders.map((o) => (
                <tr key={o.id}>
                  <td>
                    <Link to={`/purchase-order-detail/${o.id}`}>{o.documentNo}</Link>
                  </td>
                  <td>{o.status}</td>
                  <td>{o.createdAt.slice(0, 10)}</td>
                  <td className="num">{moneyText(o.currency, o.totalMinor)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Widget>
    </div>
  );
}

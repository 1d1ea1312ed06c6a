import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import {
  formatAmount,
  type CountFigure,
  type DailySales,
  type DashboardRange,
  type MoneyFigure,
  type RankRow,
} from '@wander/contract';
import { changeText, moneyText } from './dashboard-calls';

/** A widget: a titled card with the link to the list behind it. */
export function Widget({
  title,
  to,
  linkLabel,
  wide,
  children,
}: {
  title: string;
  to?: string;
  linkLabel?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={`dash-card${wide ? ' dash-card--wide' : ''}`} aria-label={title}>
      <header className="dash-card__head">
        <h2 className="dash-card__title">{title}</h2>
        {to && (
          <Link className="dash-card__link" to={to}>
            {linkLabel ?? 'View list'}
          </Link>
        )}
      </header>
      <div className="dash-card__body">{children}</div>
    </section>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="dash-empty">{children}</p>;
}

function Change({ current, previous }: { current: number; previous: number }) {
  const text = changeText(current, previous);
  if (!text) return null;
  const tone = current > previous ? 'up' : current < previous ? 'down' : 'flat';
  return (
    <span className={`dash-change dash-change--${tone}`} title="Against the previous period">
      {text}
    </span>
  );
}

/** Money per currency, each with its change; the empty text when there is none. */
export function MoneyKpi({ figures, empty }: { figures: readonly MoneyFigure[]; empty: string }) {
  if (figures.length === 0) return <Empty>{empty}</Empty>;
  return (
    <ul className="dash-kpi">
      {figures.map((f) => (
        <li key={f.currency}>
          <span className="dash-kpi__value">{moneyText(f.currency, f.currentMinor)}</span>
          <Change current={f.currentMinor} previous={f.previousMinor} />
          <span className="dash-kpi__previous">
            previous {moneyText(f.currency, f.previousMinor)}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function CountKpi({ figure, unit }: { figure: CountFigure; unit?: string }) {
  return (
    <ul className="dash-kpi">
      <li>
        <span className="dash-kpi__value">
          {figure.current.toLocaleString('en-US')}
          {unit ? ` ${unit}` : ''}
        </span>
        <Change current={figure.current} previous={figure.previous} />
        <span className="dash-kpi__previous">
          previous {figure.previous.toLocaleString('en-US')}
        </span>
      </li>
    </ul>
  );
}

/** A single count that has no period (work waiting now). */
export function Waiting({ n, none }: { n: number; none: string }) {
  if (n === 0) return <Empty>{none}</Empty>;
  return (
    <ul className="dash-kpi">
      <li>
        <span className="dash-kpi__value">{n.toLocaleString('en-US')}</span>
      </li>
    </ul>
  );
}

const DAY = 86_400_000;

/** Every UTC day of the period with its sales in each currency (0 where nothing sold). */
export function dailySeries(range: DashboardRange, daily: readonly DailySales[]) {
  const currencies = [...new Set(daily.map((d) => d.currency))].sort();
  const start = new Date(range.from.slice(0, 10)).getTime();
  const end = new Date(range.to.slice(0, 10)).getTime();
  const rows: Record<string, string | number>[] = [];
  for (let t = start; t <= end; t += DAY) {
    const day = new Date(t).toISOString().slice(0, 10);
    const row: Record<string, string | number> = { day: day.slice(5) };
    for (const c of currencies) {
      row[c] = (daily.find((d) => d.day === day && d.currency === c)?.salesMinor ?? 0) / 100;
    }
    rows.push(row);
  }
  return { currencies, rows };
}

const COLOURS = ['#1677ff', '#13a8a8', '#fa8c16', '#722ed1'];

/** Sales by day, one bar series per currency (recharts, in the dashboard's own chunk). */
export function SalesChart({
  range,
  daily,
}: {
  range: DashboardRange;
  daily: readonly DailySales[];
}) {
  if (daily.length === 0) return <Empty>No sales in this period.</Empty>;
  const { currencies, rows } = dailySeries(range, daily);
  return (
    <div className="dash-chart" role="img" aria-label="Sales by day">
      <ResponsiveContainer width="100%" height={220}>
        <BarChart data={rows} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="day" tick={{ fontSize: 11 }} />
          <YAxis tick={{ fontSize: 11 }} width={64} />
          <Tooltip formatter={(value) => formatAmount(Number(value))} />
          {currencies.map((c, i) => (
            <Bar key={c} dataKey={c} name={c} fill={COLOURS[i % COLOURS.length]} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** A ranked list: label, how many, sales. */
export function RankTable({
  rows,
  countLabel,
  empty,
}: {
  rows: readonly RankRow[];
  countLabel: string;
  empty: string;
}) {
  if (rows.length === 0) return <Empty>{empty}</Empty>;
  return (
    <table className="dash-table">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col" className="num">
            {countLabel}
          </th>
          <th scope="col" className="num">
            Sales
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={`${r.key}-${r.currency}`}>
            <td>{r.label}</td>
            <td className="num">{r.count.toLocaleString('en-US')}</td>
            <td className="num">{moneyText(r.currency, r.salesMinor)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

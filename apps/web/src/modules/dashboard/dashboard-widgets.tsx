import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type CountFigure, type MoneyFigure, type RankRow } from '@wander/contract';
import { moneyText } from './dashboard-calls';
import { Change } from './dashboard-change';

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

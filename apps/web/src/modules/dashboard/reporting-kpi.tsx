import type { MoneyFigure, ReportingTotals } from '@wander/contract';
import { moneyText } from './dashboard-calls';
import { Empty, MoneyKpi } from './dashboard-widgets';
import { Change } from './dashboard-change';

/** "1 USD = 4.4 MYR of 2026-11-28; ..." : the rates behind a converted total. */
export function ratesText(r: ReportingTotals) {
  return r.rates
    .map((x) => `1 ${x.currency} = ${x.rate} ${r.currency} of ${x.rateDate}`)
    .join('; ');
}

/**
 * A money figure in the reporting currency (issue 40): the total of every currency, each day at
 * its rate, with the originals per currency on hover and under "By currency" (phones have no
 * hover). A currency no rate converts is named, not counted as 1:1.
 */
export function ReportingKpi({
  reporting,
  total,
  figures,
  empty,
}: {
  reporting: ReportingTotals;
  total: Omit<MoneyFigure, 'currency'> | null;
  figures: readonly MoneyFigure[];
  empty: string;
}) {
  if (figures.length === 0 || total === null) return <Empty>{empty}</Empty>;
  const onlyReporting = figures.every((f) => f.currency === reporting.currency);
  if (onlyReporting && reporting.missingRates.length === 0)
    return <MoneyKpi figures={figures} empty={empty} />;
  const originals = figures.map((f) => moneyText(f.currency, f.currentMinor)).join(' + ');
  const hover = `${originals}${reporting.rates.length ? ` (${ratesText(reporting)})` : ''}`;
  return (
    <>
      <ul className="dash-kpi">
        <li title={hover}>
          <span className="dash-kpi__value">
            {moneyText(reporting.currency, total.currentMinor)}
          </span>
          <Change current={total.currentMinor} previous={total.previousMinor} />
          <span className="dash-kpi__previous">
            previous {moneyText(reporting.currency, total.previousMinor)}
          </span>
        </li>
      </ul>
      <p className="dash-note">In {reporting.currency}, each day at its exchange rate.</p>
      {reporting.missingRates.map((m) => (
        <p key={m} className="dash-note dash-note--warn" role="note">
          {m}: not in the total.
        </p>
      ))}
      <details className="dash-originals">
        <summary>By currency</summary>
        <MoneyKpi figures={figures} empty={empty} />
      </details>
    </>
  );
}

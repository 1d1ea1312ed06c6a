import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StorePlan } from '@wander/contract';
import { Link } from '../router';
import { gigabytes, money, number, planData } from '../lib/format';
import { Button } from './ui';
import { planName, planNames } from '../lib/plan-name';

const MAX_COMPARED = 3;
/** Plans shown at first, and added by "Show more" (a long list is slow on a phone). */
const PAGE = 12;
type DayPass = 'all' | 'only' | 'none';

/**
 * Plans with filters (data, days, day pass) and a side-by-side comparison of up to three. The
 * Compare button sits in a bar that sticks to the bottom of the screen while the list is in view
 * (issue 41: reachable at the end of a long list too); the comparison opens above the list and
 * takes the focus.
 */
export function PlanList({ plans }: { plans: StorePlan[] }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [minData, setMinData] = useState(0);
  const [minDays, setMinDays] = useState(0);
  const [dayPass, setDayPass] = useState<DayPass>('all');
  const [compared, setCompared] = useState<string[]>([]);
  const [showCompare, setShowCompare] = useState(false);
  const [shownCount, setShownCount] = useState(PAGE);
  const dataOptions = [...new Set(plans.map((p) => p.dataGb))].sort((a, b) => a - b);
  const dayOptions = [...new Set(plans.map((p) => p.days))].sort((a, b) => a - b);
  const shown = plans.filter(
    (p) =>
      p.dataGb >= minData &&
      p.days >= minDays &&
      (dayPass === 'all' || (dayPass === 'only') === p.isDayPass),
  );
  const toggle = (variantId: string) =>
    setCompared((list) =>
      list.includes(variantId)
        ? list.filter((v) => v !== variantId)
        : [...list, variantId].slice(-MAX_COMPARED),
    );
  const comparedPlans = plans.filter((p) => compared.includes(p.variantId));
  const comparing = showCompare && compared.length >= 2;
  const comparison = useRef<HTMLDivElement>(null);
  // Opened from the bar at the bottom of a long list: bring the comparison into view.
  useEffect(() => {
    if (comparing) comparison.current?.focus();
  }, [comparing]);
  return (
    <>
      <div className="filters" role="group" aria-label={t('plans.filters')}>
        <div className="field">
          <label htmlFor={`${id}-data`}>{t('plans.minData')}</label>
          <select
            id={`${id}-data`}
            value={minData}
            onChange={(e) => setMinData(Number(e.target.value))}
          >
            <option value={0}>{t('plans.any')}</option>
            {dataOptions.map((gb) => (
              <option key={gb} value={gb}>
                {t('plans.atLeast', { value: gigabytes(gb) })}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-days`}>{t('plans.minDays')}</label>
          <select
            id={`${id}-days`}
            value={minDays}
            onChange={(e) => setMinDays(Number(e.target.value))}
          >
            <option value={0}>{t('plans.any')}</option>
            {dayOptions.map((days) => (
              <option key={days} value={days}>
                {t('plans.atLeastDays', { count: days })}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-pass`}>{t('plans.dayPass')}</label>
          <select
            id={`${id}-pass`}
            value={dayPass}
            onChange={(e) => setDayPass(e.target.value as DayPass)}
          >
            <option value="all">{t('plans.allPlans')}</option>
            <option value="only">{t('plans.onlyDayPass')}</option>
            <option value="none">{t('plans.noDayPass')}</option>
          </select>
        </div>
      </div>
      <p className="muted" aria-live="polite">
        {t('plans.count', { count: shown.length })}
      </p>
      {comparing && (
        <div ref={comparison} tabIndex={-1} id={`${id}-comparison`} className="comparison">
          <Comparison plans={comparedPlans} />
        </div>
      )}
      <ul className="plans" role="list">
        {shown.slice(0, shownCount).map((plan) => (
          <li key={plan.variantId} className="card stack">
            <h2 className="plan-name">
              <Link to={`plan/${plan.variantId}`}>{planName(plan, i18n.language)}</Link>
            </h2>
            <p className="row">
              <span className="price">{money(plan.price, plan.currency)}</span>
              {plan.isDayPass && <span className="tag">{t('plans.dayPassTag')}</span>}
            </p>
            <p>
              {planData(plan)} · {t('plans.days', { count: plan.days })}
              {plan.countries.length > 1 &&
                ` · ${t('plans.countries', { count: plan.countries.length, n: number(plan.countries.length) })}`}
            </p>
            {!plan.inStock && <p className="muted">{t('plans.outOfStock')}</p>}
            <label className="check">
              <input
                type="checkbox"
                checked={compared.includes(plan.variantId)}
                onChange={() => toggle(plan.variantId)}
              />
              {t('plans.addToCompare')}
            </label>
          </li>
        ))}
      </ul>
      {shown.length > shownCount && (
        <Button variant="quiet" onClick={() => setShownCount((n) => n + PAGE * 2)}>
          {t('plans.more', { count: shown.length - shownCount })}
        </Button>
      )}
      {compared.length >= 2 && (
        <div className="compare-bar">
          <Button
            onClick={() => setShowCompare((v) => !v)}
            aria-expanded={comparing}
            aria-controls={`${id}-comparison`}
          >
            {t('plans.compare', { count: compared.length })}
          </Button>
        </div>
      )}
    </>
  );
}

function Comparison({ plans }: { plans: StorePlan[] }) {
  const { t, i18n } = useTranslation();
  const rows: [string, (p: StorePlan) => string][] = [
    [t('plans.price'), (p) => money(p.price, p.currency)],
    [t('plan.data'), (p) => planData(p)],
    [t('plan.validity'), (p) => t('plans.days', { count: p.days })],
    [
      t('plan.coverage'),
      (p) => t('plans.countries', { count: p.countries.length, n: number(p.countries.length) }),
    ],
    [
      t('plans.pricePerGb'),
      (p) => money(p.price / (p.isDayPass ? p.dataGb * p.days : p.dataGb), p.currency),
    ],
  ];
  return (
    <div className="table-scroll card">
      <table>
        <caption className="muted">{t('plans.comparison')}</caption>
        <thead>
          <tr>
            <td />
            {plans.map((p) => (
              <th key={p.variantId} scope="col">
                <Link to={`plan/${p.variantId}`}>{planNames(p, i18n.language).variantName}</Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {plans.map((p) => (
                <td key={p.variantId}>{value(p)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

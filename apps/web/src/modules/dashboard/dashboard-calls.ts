import {
  DashboardPath,
  formatAmount,
  type AgentDashboard,
  type CompanyDashboard,
  type CustomerDashboard,
  type DashboardPeriod,
  type MoneyFigure,
  type PlatformDashboard,
} from '@wander/contract';
import { api } from '../../lib/api';

const get = <T>(path: string, period: DashboardPeriod) =>
  api.get<T>(`${path}?period=${encodeURIComponent(period)}`);

/** One call per widget group (network/DashboardInfo/<Group>?period=). */
export const dashboardCalls = {
  platform: (period: DashboardPeriod) => get<PlatformDashboard>(DashboardPath.platform, period),
  company: (period: DashboardPeriod) => get<CompanyDashboard>(DashboardPath.company, period),
  agent: (period: DashboardPeriod) => get<AgentDashboard>(DashboardPath.agent, period),
  customer: (period: DashboardPeriod) => get<CustomerDashboard>(DashboardPath.customer, period),
};

/** 'MYR 1,234.50' from integer minor units (spec section 9: two decimals, separators). */
export const moneyText = (currency: string, minor: number) =>
  `${currency} ${formatAmount(minor / 100)}`;

/**
 * The change against the previous period: '+12.5%', '-3.0%', 'new' when there was nothing to
 * compare with, '' when both are zero.
 */
export function changeText(current: number, previous: number): string {
  if (current === previous) return previous === 0 ? '' : '0.0%';
  if (previous === 0) return 'new';
  const pct = ((current - previous) / Math.abs(previous)) * 100;
  return `${pct > 0 ? '+' : ''}${pct.toFixed(1)}%`;
}

/** The figures of one currency, or zeros (the dashboard's main currency line). */
export const figureOf = (figures: readonly MoneyFigure[], currency: string): MoneyFigure =>
  figures.find((f) => f.currency === currency) ?? { currency, currentMinor: 0, previousMinor: 0 };

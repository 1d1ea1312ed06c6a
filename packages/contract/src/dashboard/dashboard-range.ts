import type { DashboardPeriod } from './dashboard-consts.js';
import type { DashboardRange } from './dashboard.js';

const DAY = 86_400_000;
const utcMidnight = (t: Date) =>
  new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate()));

/**
 * The period's instants [from, to) in UTC and the previous period's, compared like for like:
 * today so far against yesterday up to the same time; the last 7 (30) days against the 7 (30)
 * before; this month so far against last month up to the same day and time (its end at most).
 */
export function dashboardRange(period: DashboardPeriod, now = new Date()): DashboardRange {
  const to = now;
  let from: Date;
  let previousFrom: Date;
  let previousTo: Date;
  switch (period) {
    case 'today':
      from = utcMidnight(now);
      previousFrom = new Date(from.getTime() - DAY);
      previousTo = new Date(now.getTime() - DAY);
      break;
    case '7d':
    case '30d': {
      const days = period === '7d' ? 7 : 30;
      from = new Date(now.getTime() - days * DAY);
      previousFrom = new Date(from.getTime() - days * DAY);
      previousTo = from;
      break;
    }
    case 'thisMonth': {
      from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
      previousFrom = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
      const sameOffset = new Date(previousFrom.getTime() + (now.getTime() - from.getTime()));
      previousTo = sameOffset < from ? sameOffset : from;
      break;
    }
  }
  return {
    period,
    from: from.toISOString(),
    to: to.toISOString(),
    previousFrom: previousFrom.toISOString(),
    previousTo: previousTo.toISOString(),
  };
}

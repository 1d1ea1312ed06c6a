import { sql } from 'drizzle-orm';
import type { DashboardRange, PlatformDashboard } from '@wander/contract';
import type { Database } from '../../platform/db/client.js';
import { moneyFigures } from './dashboard-sales.queries.js';
import { platformEntityCode } from '../identity/account.queries.js';
import { ensureRolledUp } from './dashboard-rollup.js';
import { reportingCurrencyOf, reportingTotals } from './reporting-currency.js';
import {
  sellerDaily,
  sellersBySales,
  sellerTopDestinations,
  sellerTopPlans,
  sellerTotals,
} from './dashboard-seller.queries.js';

const num = (v: unknown) => Number(v ?? 0);

/**
 * network/DashboardInfo/Platform: every seller's sales on the platform, the margin against the
 * sellers' costs, the wallets' float, the top destinations, plans and distributors, failed
 * payments and refunds waiting.
 */
export async function platformDashboard(
  database: Database,
  range: DashboardRange,
): Promise<PlatformDashboard> {
  await ensureRolledUp(database, range.previousFrom, range.to);
  const [totals, daily, destinations, plans, distributors] = await Promise.all([
    sellerTotals(database, null, range),
    sellerDaily(database, null, range),
    sellerTopDestinations(database, null, range),
    sellerTopPlans(database, null, range),
    sellersBySales(database, range),
  ]);
  // The float at the end of each period: today's balances less what moved since.
  const float = await database.rows<{ currency: string; cur: unknown; prev: unknown }>(sql`
    select w.currency, sum(w.balance_minor) as cur,
      sum(w.balance_minor) - coalesce(sum(m.moved), 0) as prev
    from wallets w
    left join lateral (
      select sum(t.amount_minor) as moved from wallet_transactions t
      where t.wallet_id = w.id and t.created_at >= ${range.previousTo}::timestamptz
    ) m on true
    group by w.currency
    order by w.currency`);
  const [failed] = await database.rows<{ cur: unknown; prev: unknown }>(sql`
    select count(*) filter (where created_at >= ${range.from}::timestamptz) as cur,
      count(*) filter (where created_at < ${range.previousTo}::timestamptz) as prev
    from (
      select created_at from payment_sessions where status in ('cancelled', 'refund_failed')
        and created_at >= ${range.previousFrom}::timestamptz and created_at < ${range.to}::timestamptz
      union all
      select created_at from wallet_top_ups where status in ('failed', 'cancelled')
        and created_at >= ${range.previousFrom}::timestamptz and created_at < ${range.to}::timestamptz
    ) f`);
  const [waiting] = await database.rows<{ n: unknown }>(sql`
    select (select count(*) from invoice_cancellations where status = 'Pending')
      + (select count(*) from payment_sessions where status = 'refund_pending') as n`);
  return {
    range,
    sales: totals.sales,
    orders: totals.orders,
    daily,
    grossMargin: totals.grossMargin,
    reporting: await reportingTotals(
      database.db,
      await reportingCurrencyOf(database.db, (await platformEntityCode(database.db)) ?? 'WANDER'),
      totals.days,
    ),
    walletFloat: moneyFigures(
      float.map((f) => ({ currency: f.currency, cur: num(f.cur), prev: num(f.prev) })),
    ),
    topDestinations: destinations,
    topPlans: plans,
    distributors,
    failedPayments: { current: num(failed?.cur), previous: num(failed?.prev) },
    refundsWaiting: num(waiting?.n),
  };
}

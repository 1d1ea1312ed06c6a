import { z } from 'zod';
import { DASHBOARD_PERIODS } from './dashboard-consts.js';

export {
  DASHBOARD_PERIODS,
  DASHBOARD_PERIOD_LABELS,
  DASHBOARD_RESOURCE,
  DashboardAction,
  DashboardPath,
  type DashboardGroup,
  type DashboardPeriod,
} from './dashboard-consts.js';

/**
 * The dashboard (/): one `dashboard info` call per widget group (spec: Platform > dashboard
 * info), each for a chosen period with the previous period beside it. Money is integer minor
 * units, one figure per currency.
 */

export const dashboardQuerySchema = z
  .object({ period: z.enum(DASHBOARD_PERIODS).default('7d') })
  .strict();

/** The period asked for and the one before it, [from, to) in ISO instants (UTC). */
export const dashboardRangeSchema = z.object({
  period: z.enum(DASHBOARD_PERIODS),
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
});
export type DashboardRange = z.infer<typeof dashboardRangeSchema>;

/** One currency's amount now and in the previous period. */
export const moneyFigureSchema = z.object({
  currency: z.string(),
  currentMinor: z.number().int(),
  previousMinor: z.number().int(),
});
export type MoneyFigure = z.infer<typeof moneyFigureSchema>;

export const countFigureSchema = z.object({
  current: z.number().int(),
  previous: z.number().int(),
});
export type CountFigure = z.infer<typeof countFigureSchema>;

/** Sales of one day (UTC) in one currency. */
export const dailySalesSchema = z.object({
  day: z.string(),
  currency: z.string(),
  salesMinor: z.number().int(),
  orders: z.number().int(),
});
export type DailySales = z.infer<typeof dailySalesSchema>;

/** A ranked row (top destinations, plans, distributors, customers, agents). */
export const rankRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  currency: z.string(),
  salesMinor: z.number().int(),
  count: z.number().int(),
});
export type RankRow = z.infer<typeof rankRowSchema>;

/**
 * The platform's and a distributor's totals in one reporting currency (issue 40; the company's
 * ReportingCurrency setting, else its default currency): each day's figure in each currency
 * converted at that day's rate (the latest earlier one when the day has none). A currency a day
 * has no rate for at all is left out of the totals and named in `missingRates`.
 */
export const reportingTotalsSchema = z.object({
  currency: z.string(),
  sales: moneyFigureSchema.omit({ currency: true }),
  /** Null when no sold line of either period had a cost. */
  grossMargin: moneyFigureSchema.omit({ currency: true }).nullable(),
  /** The latest rate used per other currency ("1 USD = 4.4 MYR of 2026-11-28"), for hover. */
  rates: z.array(z.object({ currency: z.string(), rate: z.string(), rateDate: z.string() })),
  missingRates: z.array(z.string()),
});
export type ReportingTotals = z.infer<typeof reportingTotalsSchema>;

/** The sales block every seller's group has. */
const salesBlock = {
  range: dashboardRangeSchema,
  sales: z.array(moneyFigureSchema),
  orders: countFigureSchema,
  daily: z.array(dailySalesSchema),
};

export const platformDashboardSchema = z.object({
  ...salesBlock,
  grossMargin: z.array(moneyFigureSchema),
  reporting: reportingTotalsSchema,
  /** Sum of every wallet's balance at the end of each period (from the ledger). */
  walletFloat: z.array(moneyFigureSchema),
  topDestinations: z.array(rankRowSchema),
  topPlans: z.array(rankRowSchema),
  distributors: z.array(rankRowSchema),
  failedPayments: countFigureSchema,
  /** Cancellations waiting to be completed and refunds waiting for the second approver. */
  refundsWaiting: z.number().int(),
});
export type PlatformDashboard = z.infer<typeof platformDashboardSchema>;

/** A plan's stock and how long it lasts at the last 30 days' sales rate. */
export const stockRowSchema = z.object({
  variantId: z.string(),
  productName: z.string(),
  variantName: z.string(),
  available: z.number().int(),
  soldLast30Days: z.number().int(),
  /**
   * How it is supplied now (issue 37): 'stock', or 'provider' / 'stock-then-provider' while a
   * provider supplies it (its package on sale, its account active): then it never runs out.
   */
  supply: z.enum(['stock', 'provider', 'stock-then-provider']),
  /** Whole days of stock left at the last 30 days' pace; null: nothing sold, or a provider supplies it. */
  daysLeft: z.number().int().nullable(),
});
export type StockRow = z.infer<typeof stockRowSchema>;

export const companyDashboardSchema = z.object({
  ...salesBlock,
  grossMargin: z.array(moneyFigureSchema),
  reporting: reportingTotalsSchema,
  receivedOrdersWaiting: z.number().int(),
  invoicesToComplete: z.number().int(),
  stock: z.array(stockRowSchema),
  topCustomers: z.array(rankRowSchema),
  agents: z.array(rankRowSchema),
});
export type CompanyDashboard = z.infer<typeof companyDashboardSchema>;

export const agentDashboardSchema = z.object({
  range: dashboardRangeSchema,
  /** The caller's agent row (agents.id): "My Sales" lists the orders attributed to it. */
  agentId: z.string(),
  ownSales: z.array(moneyFigureSchema),
  downlineSales: z.array(moneyFigureSchema),
  orders: countFigureSchema,
  daily: z.array(dailySalesSchema),
  downlineAgents: z.number().int(),
  /** Its own customers (attributed to it) with their sales in the period. */
  customers: z.array(rankRowSchema),
});
export type AgentDashboard = z.infer<typeof agentDashboardSchema>;

export const recentOrderSchema = z.object({
  id: z.string(),
  documentNo: z.string(),
  status: z.string(),
  currency: z.string(),
  totalMinor: z.number().int(),
  createdAt: z.string(),
});

export const customerDashboardSchema = z.object({
  range: dashboardRangeSchema,
  spend: z.array(moneyFigureSchema),
  orders: countFigureSchema,
  daily: z.array(dailySalesSchema),
  /** The wallet's balance now and at the end of the previous period. */
  wallet: z.array(moneyFigureSchema),
  esimsDelivered: countFigureSchema,
  /** Data used by its eSIMs in the period, in MB. */
  usageMb: countFigureSchema,
  activeEsims: z.number().int(),
  recentOrders: z.array(recentOrderSchema),
});
export type CustomerDashboard = z.infer<typeof customerDashboardSchema>;

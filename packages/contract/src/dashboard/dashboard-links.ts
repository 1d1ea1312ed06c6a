import type { PagingRequest } from '../common/paging.js';
import type { DashboardRange } from './dashboard.js';

/**
 * Where a dashboard figure leads (issue 26): the list behind it, filtered to exactly what the
 * figure counts. The filter travels in the list's URL (these query parameters) and the list turns
 * it into its Search body with `figureFilterColumns`, so the list's total is the figure.
 */
export const SOLD_ORDER_STATUSES = ['Paid', 'Fulfilled', 'Completed'] as const;

export interface FigureFilter {
  /** Order (or invoice) statuses, any of. */
  statuses?: readonly string[];
  /** Paid at or after this instant (ISO). */
  paidFrom?: string;
  /** Paid before this instant (ISO). */
  paidTo?: string;
  /** Attributed to this agent (agents.id). */
  agentId?: string;
  /** Attributed to any agent but this one (the downline, within an agent's own subtree). */
  agentIdNot?: string;
  /** Delivery on payment is not this (Orders to Fulfil: not `Pending`). */
  deliveryNot?: string;
  /** Issued by this company (invoices). */
  issuer?: string;
}

export const FIGURE_FILTER_KEYS = [
  'statuses',
  'paidFrom',
  'paidTo',
  'agentId',
  'agentIdNot',
  'deliveryNot',
  'issuer',
] as const;
const KEYS = FIGURE_FILTER_KEYS;

/** The orders a sales figure of a period counts: sold (Paid, Fulfilled, Completed), paid in it. */
export const soldIn = (range: Pick<DashboardRange, 'from' | 'to'>): FigureFilter => ({
  statuses: SOLD_ORDER_STATUSES,
  paidFrom: range.from,
  paidTo: range.to,
});

/** What each dashboard figure with a list counts, as the filter its link carries. */
export const figureFilters = {
  /** Sales and Orders (platform, seller, customer's Spend; an agent's Orders, its subtree's). */
  sold: soldIn,
  /** Orders to Fulfil: Paid, and no delivery-on-payment job about to deliver it. */
  toFulfil: { statuses: ['Paid'], deliveryNot: 'Pending' } as FigureFilter,
  /** Invoices to Complete: the company's own Draft or Open invoices. */
  invoicesToComplete: (entityCode: string): FigureFilter => ({
    statuses: ['Draft', 'Open'],
    issuer: entityCode,
  }),
  /** An agent's My Sales: sold orders attributed to itself. */
  ownSales: (range: Pick<DashboardRange, 'from' | 'to'>, agentId: string): FigureFilter => ({
    ...soldIn(range),
    agentId,
  }),
  /** An agent's Downline Sales: sold orders of its subtree but not its own. */
  downlineSales: (range: Pick<DashboardRange, 'from' | 'to'>, agentId: string): FigureFilter => ({
    ...soldIn(range),
    agentIdNot: agentId,
  }),
};

/**
 * The URL query of a figure's link (`?statuses=Paid%2CFulfilled&paidFrom=...`), encoded as
 * URLSearchParams would (the contract has no DOM or Node types to use it here).
 */
export function figureQuery(filter: FigureFilter): string {
  const pairs: string[] = [];
  for (const key of KEYS) {
    const value = filter[key];
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    pairs.push(`${key}=${encodeURIComponent(text).replace(/%20/g, '+')}`);
  }
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** What the figure filter reads of a list's URL query (a URLSearchParams). */
export interface QueryParams {
  get(name: string): string | null;
}

/** The figure filter in a list's URL (nothing: the list is not filtered by a figure). */
export function figureFilterOf(params: QueryParams): FigureFilter {
  const filter: FigureFilter = {};
  for (const key of KEYS) {
    const value = params.get(key);
    if (!value) continue;
    if (key === 'statuses') filter.statuses = value.split(',').filter(Boolean);
    else filter[key] = value;
  }
  return filter;
}

export const hasFigureFilter = (filter: FigureFilter) =>
  KEYS.some((key) => filter[key] !== undefined);

/** The Search filter columns of a figure filter (the order and invoice lists' columns). */
export function figureFilterColumns(filter: FigureFilter): PagingRequest['filterColumns'] {
  const columns: PagingRequest['filterColumns'] = [];
  const add = (columnName: string, operator: 'eq' | 'ne' | 'in' | 'gte' | 'lt', value: unknown) =>
    columns.push({ columnName, operator, filterValue: value as string });
  if (filter.statuses?.length) add('status', 'in', [...filter.statuses]);
  if (filter.paidFrom) add('paidAt', 'gte', filter.paidFrom);
  if (filter.paidTo) add('paidAt', 'lt', filter.paidTo);
  if (filter.agentId) add('agentId', 'eq', filter.agentId);
  if (filter.agentIdNot) add('agentId', 'ne', filter.agentIdNot);
  if (filter.deliveryNot) add('deliveryOnPayment', 'ne', filter.deliveryNot);
  if (filter.issuer) add('entityCode', 'eq', filter.issuer);
  return columns;
}

import { describe, expect, it } from 'vitest';
import { figureFilterColumns, figureFilters, type DashboardRange } from '@wander/contract';
import { parseOrderList, searchBodyOf } from '../orders/order-list';
import { invoiceSearchBody, parseInvoiceList } from '../orders/invoice-filters';
import { figureLinks } from './figure-links';

const range: DashboardRange = {
  period: '7d',
  from: '2026-11-20T10:15:00.000Z',
  to: '2026-11-27T10:15:00.000Z',
  previousFrom: '2026-11-13T10:15:00.000Z',
  previousTo: '2026-11-20T10:15:00.000Z',
};
const AGENT = '6d0b0a52-4b6c-4d84-9a43-0d7b3c1f2a11';

const split = (link: string) => {
  const [path, query = ''] = link.split('?');
  return { path, params: new URLSearchParams(query) };
};

/**
 * Issue 26: a figure's link carries exactly the filter the server test holds equal to the figure
 * (dashboard-links.test.ts); the list it opens turns it back into that Search filter.
 */
describe('dashboard figure links', () => {
  it.each([
    [
      'Sales and Orders',
      figureLinks.soldReceived(range),
      '/setup/received-order-list',
      figureFilters.sold(range),
    ],
    [
      'Orders to Fulfil',
      figureLinks.toFulfil,
      '/setup/received-order-list',
      figureFilters.toFulfil,
    ],
    [
      'an agent’s Orders',
      figureLinks.agentOrders(range),
      '/setup/agent-sale-list',
      figureFilters.sold(range),
    ],
    [
      'My Sales',
      figureLinks.ownSales(range, AGENT),
      '/setup/agent-sale-list',
      figureFilters.ownSales(range, AGENT),
    ],
    [
      'Downline Sales',
      figureLinks.downlineSales(range, AGENT),
      '/setup/agent-sale-list',
      figureFilters.downlineSales(range, AGENT),
    ],
    ['Spend', figureLinks.spend(range), '/purchase-order-list', figureFilters.sold(range)],
  ])('%s opens an order list filtered to what it counts', (_name, link, listPath, filter) => {
    const { path, params } = split(link);
    expect(path).toBe(listPath);
    const body = searchBodyOf(parseOrderList(params));
    expect(body.filterColumns).toEqual(figureFilterColumns(filter));
    expect(body.pageIndex).toBe(1);
  });

  it('Invoices to Complete opens the invoice list of the company’s Draft and Open invoices', () => {
    const { path, params } = split(figureLinks.invoicesToComplete('DIST001'));
    expect(path).toBe('/setup/invoice-list');
    expect(invoiceSearchBody(parseInvoiceList(params)).filterColumns).toEqual([
      { columnName: 'status', operator: 'in', filterValue: ['Draft', 'Open'] },
      { columnName: 'entityCode', operator: 'eq', filterValue: 'DIST001' },
    ]);
  });

  it('the agent’s My Customers opens its customers for the same period', () => {
    expect(figureLinks.agentCustomers(range)).toBe('/setup/agent-customer-list?period=7d');
  });

  it('a list opened without a figure is not filtered', () => {
    expect(searchBodyOf(parseOrderList(new URLSearchParams())).filterColumns).toEqual([]);
  });
});

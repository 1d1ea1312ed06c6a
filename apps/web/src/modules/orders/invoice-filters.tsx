import { LightButton as Button } from '../../ui/light/light-button';
import { figureFilterColumns, type PagingRequest } from '@wander/contract';
import { dateRangeFilters, DateRangeInputs } from '../../ui/date-range-inputs';
import { SearchBox } from '../../ui/search-box';
import { pageOf, pagingBody, sortFromUrl, sortHeader } from '../../ui/use-url-state';
import { FilterSelect } from '../../ui/filter-select';
import { FigureFilterNote, figureOf, type FigureParams } from './figure-filter-note';

/** The dashboard figure's filter an invoice list takes (Invoices to Complete; issue 26). */
const INVOICE_FIGURE_KEYS = ['statuses', 'issuer'] as const;
const NO_FIGURE = Object.fromEntries(INVOICE_FIGURE_KEYS.map((k) => [k, null])) as Pick<
  FigureParams,
  (typeof INVOICE_FIGURE_KEYS)[number]
>;

/** Page sizes and sortable columns of the invoice lists (invoices and cancelled invoices). */
export const INVOICE_PAGE_SIZES = [10, 20, 50, 100] as const;
const SORTABLE = ['createdAt', 'documentNo', 'customerName', 'totalAmount'] as const;
export type InvoiceSortColumn = (typeof SORTABLE)[number];

export type InvoiceListState = {
  page: number;
  size: number;
  status: string | null;
  from: string | null;
  to: string | null;
  /** Invoice number, contains. */
  no: string | null;
  /** Customer name, contains. */
  customer: string | null;
  sort: InvoiceSortColumn;
  dir: 'asc' | 'desc';
  /** From a dashboard figure: statuses (any of) and the issuing company. */
  statuses: string | null;
  issuer: string | null;
};

export const parseInvoiceList = (p: URLSearchParams): InvoiceListState => ({
  ...pageOf(p, INVOICE_PAGE_SIZES),
  status: p.get('status'),
  from: p.get('from'),
  to: p.get('to'),
  no: p.get('no'),
  customer: p.get('customer'),
  statuses: p.get('statuses'),
  issuer: p.get('issuer'),
  ...sortFromUrl(p, SORTABLE, { sort: 'createdAt', dir: 'desc' }),
});

/** The Search body of the list state (the Excel export sends the same filters and sort). */
export function invoiceSearchBody(s: InvoiceListState): PagingRequest {
  const filterColumns: PagingRequest['filterColumns'] = [];
  const add = (columnName: string, filterValue: string, operator: 'eq' | 'contains') =>
    filterColumns.push({ columnName, filterValue, operator });
  if (s.status) add('status', s.status, 'eq');
  filterColumns.push(...dateRangeFilters('createdAt', s));
  if (s.no) add('documentNo', s.no, 'contains');
  if (s.customer) add('customerName', s.customer, 'contains');
  filterColumns.push(...figureFilterColumns(figureOf(figureParamsOf(s))));
  return pagingBody(s, filterColumns);
}

type SetState = (next: Partial<InvoiceListState>) => void;

const figureParamsOf = (s: InvoiceListState) =>
  ({ statuses: s.statuses, issuer: s.issuer }) as FigureParams;

/** A sortable header of an invoice list (newest first when first clicked). */
export const invoiceSort =
  (state: InvoiceListState, set: SetState) => (column: InvoiceSortColumn) =>
    sortHeader(state, set, column, 'desc');

/** Status, date range, invoice number and customer filters, and Reset. */
export function InvoiceFilterBar(props: {
  state: InvoiceListState;
  set: SetState;
  statuses: readonly string[];
}) {
  const { state, set } = props;
  return (
    <>
      <div className="lt-row">
        <FilterSelect
          label="Status"
          placeholder="All statuses"
          width={150}
          value={state.status}
          onChange={(status) => set({ status })}
          options={props.statuses}
        />
        <DateRangeInputs from={state.from} to={state.to} onChange={set} />
        <SearchBox label="Invoice No" value={state.no} onSearch={(no) => set({ no })} />
        <SearchBox
          label="Customer"
          value={state.customer}
          onSearch={(customer) => set({ customer })}
        />
        <Button
          onClick={() =>
            set({ status: null, from: null, to: null, no: null, customer: null, ...NO_FIGURE })
          }
        >
          Reset
        </Button>
      </div>
      <FigureFilterNote params={figureParamsOf(state)} onClear={() => set(NO_FIGURE)} />
    </>
  );
}

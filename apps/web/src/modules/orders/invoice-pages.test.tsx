import { codeWithText } from '../../testing/text-match';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceDetail, InvoiceRow } from '@wander/contract';
import { demoProfiles } from '../../testing/demo-profiles';
import { file, mockApi, ok, renderAt, signInAs } from '../../testing/render-page';
import { destroyDialogs } from '../../ui/dialogs';
import { InvoiceDetailPage } from './invoice-detail-page';
import { InvoiceListPage } from './invoice-list-page';

const row: InvoiceRow = {
  id: 'inv-1',
  documentNo: 'INV-000007',
  entityCode: 'DIST001',
  issuerName: 'Globetrek',
  customerEntityCode: 'CUST001',
  customerName: 'Skyway Travel Agency',
  poId: 'po-1',
  poNo: 'PO-000012',
  currency: 'MYR',
  status: 'Open',
  subTotal: 20,
  discountAmount: 0,
  taxAmount: 1.6,
  totalAmount: 1234.5,
  createdAt: '2026-11-20T08:00:00.000Z',
  completedAt: null,
  cancelledAt: null,
};

const detail: InvoiceDetail = {
  ...row,
  cancellation: null,
  conversion: null,
  issuerAddress: null,
  customerAddress: null,
  lines: [
    {
      id: 'l1',
      lineNo: 1,
      productId: 'p',
      variantId: 'v',
      productCode: 'JP',
      productName: 'Japan eSIM',
      variantCode: 'JP-3',
      variantName: 'Japan 3GB 7 days',
      days: 7,
      data: 3,
      isDayPass: false,
      qty: 2,
      unitPrice: 10,
      discountAmount: 0,
      taxCode: 'SST8',
      taxRatePercent: 8,
      taxAmount: 1.6,
      lineTotal: 21.6,
      promotions: ['Free 1GB bonus on Japan plans'],
    },
  ],
  esimCount: 1,
  isManual: false,
  invoiceDate: null,
  customerTaxGroupId: null,
  notes: null,
  actions: ['Complete', 'Pdf', 'PoPdf', 'EsimPdf'],
};

const esim = {
  id: 'e1',
  iccid: '8900100000000000001',
  activationCode: 'LPA:1$smdp.test$1',
  qrCode: null,
  status: 'allocated',
  productName: 'Japan eSIM',
  variantName: 'Japan 3GB 7 days',
  lineNo: 1,
  deliveredAt: null,
};

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:wander/doc');
  URL.revokeObjectURL = vi.fn();
});
afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const click = (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });

describe('invoice list page', () => {
  it('asks the server for a page, shows status tags and amounts, and sorts on the server', async () => {
    signInAs(demoProfiles.distributor);
    const calls = mockApi((call) =>
      call.path === 'payment/Invoices/Search'
        ? ok({ items: [row], pageCount: 1, totalCount: 1 })
        : undefined,
    );
    const router = await renderAt(<InvoiceListPage />, {
      path: '/setup/invoice-list?status=Open',
      pattern: '/setup/invoice-list',
      others: [{ path: '/setup/invoice-detail/:id', element: <p>the detail</p> }],
    });
    expect(await screen.findByText('INV-000007')).toBeTruthy();
    expect(screen.getByText('Skyway Travel Agency (CUST001)')).toBeTruthy();
    expect(screen.getByText('MYR 1,234.50')).toBeTruthy();
    expect(document.querySelector('.lt-tag')?.textContent).toBe('Open');
    expect(calls[0].body).toEqual({
      pageIndex: 1,
      pageSize: 10,
      filterColumns: [{ columnName: 'status', filterValue: 'Open', operator: 'eq' }],
      sortColumns: [{ columnName: 'createdAt', sortOrder: 'desc' }],
    });

    await click('Total');
    await waitFor(() =>
      expect(calls.at(-1)?.body).toMatchObject({
        sortColumns: [{ columnName: 'totalAmount', sortOrder: 'desc' }],
      }),
    );
    await act(async () => {
      fireEvent.click(screen.getByText('INV-000007'));
    });
    expect(router.state.location.pathname).toBe('/setup/invoice-detail/inv-1');
  });

  it("exports the filtered list and says 'Excel file exported successfully'", async () => {
    signInAs(demoProfiles.distributor);
    const calls = mockApi((call) => {
      if (call.path === 'payment/Invoices/Search')
        return ok({ items: [row], pageCount: 1, totalCount: 1 });
      if (call.path === 'payment/Invoices/ExportExcel')
        return file(
          'xlsx',
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'invoices.xlsx',
        );
      return undefined;
    });
    await renderAt(<InvoiceListPage />, {
      path: '/setup/invoice-list?customer=sky',
      pattern: '/setup/invoice-list',
    });
    await screen.findByText('INV-000007');
    // The download itself: a link to the file, clicked (the test browser must not follow it).
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    await click('Export Excel');
    expect(await screen.findByText('Excel file exported successfully')).toBeTruthy();
    expect(saved).toEqual(['invoices.xlsx']);
    expect(calls.find((c) => c.path === 'payment/Invoices/ExportExcel')?.body).toEqual({
      filterColumns: [{ columnName: 'customerName', filterValue: 'sky', operator: 'contains' }],
      sortColumns: [{ columnName: 'createdAt', sortOrder: 'desc' }],
    });
  });
});

describe('invoice detail page', () => {
  function serve(invoice: InvoiceDetail) {
    return mockApi((call) => {
      if (call.path === 'payment/Invoices/GetDetail/inv-1') return ok(invoice);
      if (call.path === 'payment/Invoices/SearchInvoiceDetail')
        return ok({ items: [esim], pageCount: 1, totalCount: 1 });
      if (call.path === 'payment/Invoices/Complete/inv-1')
        return ok({ invoiceIds: ['inv-1'], delivered: 1 }, 'Invoice completed');
      if (call.path === 'payment/Invoices/CreatePDF/inv-1')
        return file('%PDF-1.3', 'application/pdf', 'INV-000007.pdf');
      return undefined;
    });
  }
  const open = () =>
    renderAt(<InvoiceDetailPage />, {
      path: '/setup/invoice-detail/inv-1',
      pattern: '/setup/invoice-detail/:id',
      others: [{ path: '/pdfviewer', element: <p>the viewer</p> }],
    });

  it('shows the header, the priced lines with totals and the eSIMs', async () => {
    signInAs(demoProfiles.distributor);
    const calls = serve(detail);
    await open();
    expect(await screen.findByRole('heading', { name: 'Invoice INV-000007' })).toBeTruthy();
    expect(screen.getByText('PO-000012')).toBeTruthy();
    const lines = within(screen.getByRole('table', { name: 'Invoice lines' }));
    expect(lines.getByText('Japan eSIM - Japan 3GB 7 days')).toBeTruthy();
    expect(lines.getByText('MYR 21.60')).toBeTruthy();
    expect(lines.getByText('(SST8)', { exact: false })).toBeTruthy();
    expect(screen.getByText('MYR 1,234.50')).toBeTruthy(); // the invoice total
    expect(await screen.findByText(codeWithText('8900100000000000001'))).toBeTruthy();
    expect(screen.getByText(codeWithText('LPA:1$smdp.test$1'))).toBeTruthy();
    expect(
      calls.find((c) => c.path === 'payment/Invoices/SearchInvoiceDetail')?.body,
    ).toMatchObject({ invoiceId: 'inv-1', pageIndex: 1 });
    for (const name of ['Complete', 'Invoice PDF', 'PO PDF', 'eSIM PDF'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  });

  it('completes only after the confirmation', async () => {
    signInAs(demoProfiles.distributor);
    const calls = serve(detail);
    await open();
    await screen.findByRole('heading', { name: 'Invoice INV-000007' });
    await click('Complete');
    expect((await screen.findAllByText('Complete the invoice?')).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await act(async () => {
      fireEvent.click((await screen.findAllByRole('button', { name: 'Yes' })).at(-1)!);
    });
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.path).toBe('payment/Invoices/Complete/inv-1'),
    );
    expect(await screen.findByText('Invoice completed')).toBeTruthy();
  });

  it('offers no Complete to a buyer or on a completed invoice, and opens the PDF in the viewer', async () => {
    signInAs(demoProfiles.customer);
    serve({ ...detail, status: 'Completed', actions: ['Pdf', 'PoPdf'] });
    const router = await open();
    await screen.findByRole('heading', { name: 'Invoice INV-000007' });
    expect(screen.queryByRole('button', { name: 'Complete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'eSIM PDF' })).toBeNull();
    await click('Invoice PDF');
    await waitFor(() => expect(router.state.location.pathname).toBe('/pdfviewer'));
    // With the name the API gave the PDF, which the viewer's Download saves it under (issue 37).
    expect(router.state.location.search).toBe(
      `?url=${encodeURIComponent('blob:wander/doc')}&name=INV-000007.pdf`,
    );
  });

  it('says so when the invoice is not found', async () => {
    signInAs(demoProfiles.distributor);
    mockApi(() => ({ status: 404, body: { statusCode: 404, message: 'Invoice not found' } }));
    await open();
    expect(await screen.findByText('Invoice not found')).toBeTruthy();
  });
});

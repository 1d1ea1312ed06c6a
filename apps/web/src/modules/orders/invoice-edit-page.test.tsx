import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceDetail } from '@wander/contract';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs } from '../../testing/render-page';
import { destroyDialogs } from '../../ui/dialogs';
import { InvoiceEditPage } from './invoice-edit-page';

const V1 = '0a4f3c2e-1111-4222-8333-444455556666';
const draft: InvoiceDetail = {
  id: 'inv-9',
  documentNo: 'INV-000042',
  entityCode: 'DIST1',
  issuerName: 'Globetrek',
  customerEntityCode: 'CUST001',
  customerName: 'Skyway Travel',
  poId: null,
  poNo: null,
  currency: 'MYR',
  status: 'Draft',
  subTotal: 30,
  discountAmount: 0,
  taxAmount: 2.4,
  totalAmount: 32.4,
  createdAt: '2026-11-20T08:00:00.000Z',
  completedAt: null,
  cancelledAt: null,
  issuerAddress: null,
  customerAddress: null,
  esimCount: 0,
  cancellation: null,
  isManual: true,
  conversion: null,
  invoiceDate: '2026-11-20',
  customerTaxGroupId: null,
  notes: 'Tokyo offsite',
  lines: [
    {
      id: 'l1',
      lineNo: 1,
      productId: 'p',
      variantId: V1,
      productCode: 'JP',
      productName: 'Japan eSIM',
      variantCode: 'JP-3',
      variantName: 'Japan 3GB 7 days',
      days: 7,
      data: 3,
      isDayPass: false,
      qty: 3,
      unitPrice: 10,
      discountAmount: 0,
      taxCode: 'SST8',
      taxRatePercent: 8,
      taxAmount: 2.4,
      lineTotal: 32.4,
      promotions: [],
    },
  ],
  actions: ['Complete', 'Edit', 'Delete', 'Pdf'],
};

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function serve(detail: InvoiceDetail) {
  return mockApi((call) => {
    if (call.path === `payment/Invoices/GetDetail/${detail.id}`) return ok(detail);
    if (call.path === 'payment/Invoices/GetCustomerOptions')
      return ok([{ label: 'Skyway Travel (CUST001)', value: 'CUST001', email: null }]);
    if (call.path === 'network/TaxGroups/GetSelectList') return ok([]);
    if (call.path === 'network/PurchaseOrders/GetVariantOptions') return ok([]);
    if (call.path === 'network/TaxGroups/GetTaxPerItem')
      return ok({
        taxCode: 'SST8',
        ratePercent: 8,
        taxAmount: 2.4,
        netPrice: 30,
        grossPrice: 32.4,
      });
    if (call.path === 'payment/Invoices/Complete')
      return ok({ invoiceIds: [detail.id], delivered: 3 }, 'Invoice completed');
    if (call.method === 'DELETE') return ok({}, 'Delete successfully!');
    return undefined;
  });
}
const open = () =>
  renderAt(<InvoiceEditPage />, {
    path: '/setup/invoice-edit/inv-9',
    pattern: '/setup/invoice-edit/:id',
    others: [
      { path: '/setup/invoice-list', element: <p>the list</p> },
      { path: '/setup/invoice-detail/:id', element: <p>the detail</p> },
    ],
  });
const click = (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
const yes = () =>
  act(async () => {
    fireEvent.click((await screen.findAllByRole('button', { name: 'Yes' })).at(-1)!);
  });

describe('the draft invoice edit page', () => {
  it('shows the saved draft and deletes it only after "Are you sure to delete?"', async () => {
    signInAs(demoProfiles.distributor, { code: 'DIST1', name: 'Globetrek' });
    const calls = serve(draft);
    const router = await open();
    await screen.findByRole('heading', { name: 'Edit Invoice INV-000042' });
    expect((screen.getByLabelText('Notes') as HTMLTextAreaElement).value).toBe('Tokyo offsite');
    expect(
      (screen.getByLabelText('Quantity of Japan eSIM - Japan 3GB 7 days') as HTMLInputElement)
        .value,
    ).toBe('3');
    await click('Delete');
    expect((await screen.findAllByText('Are you sure to delete?')).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await yes();
    await waitFor(() => expect(router.state.location.pathname).toBe('/setup/invoice-list'));
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('payment/Invoices/inv-9');
  });

  it('completes it through the all-or-none call after a confirmation', async () => {
    signInAs(demoProfiles.distributor, { code: 'DIST1', name: 'Globetrek' });
    const calls = serve(draft);
    const router = await open();
    await screen.findByRole('heading', { name: 'Edit Invoice INV-000042' });
    await click('Complete');
    expect((await screen.findAllByText('Complete the invoice?')).length).toBeGreaterThan(0);
    await yes();
    await waitFor(() => expect(router.state.location.pathname).toBe('/setup/invoice-detail/inv-9'));
    expect(calls.find((c) => c.path === 'payment/Invoices/Complete')?.body).toEqual({
      ids: ['inv-9'],
    });
  });

  it('does not edit a completed invoice', async () => {
    signInAs(demoProfiles.distributor, { code: 'DIST1', name: 'Globetrek' });
    serve({ ...draft, status: 'Completed', actions: ['Pdf'] });
    await open();
    expect(
      await screen.findByText(/This invoice is Completed: only a Draft invoice can be edited/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save as draft' })).toBeNull();
  });
});

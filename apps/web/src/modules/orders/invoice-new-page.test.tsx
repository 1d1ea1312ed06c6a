import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs, type SeenCall } from '../../testing/render-page';
import { destroyDialogs } from '../../ui/dialogs';
import { InvoiceNewPage } from './invoice-new-page';

const V1 = '0a4f3c2e-1111-4222-8333-444455556666';

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The distributor's API: its customers, tax groups, plans and the 8% tax of a plan. */
function serve() {
  return mockApi((call: SeenCall) => {
    if (call.path === 'payment/Invoices/GetCustomerOptions')
      return ok([{ label: 'Skyway Travel (CUST001)', value: 'CUST001', email: null }]);
    if (call.path === 'network/TaxGroups/GetSelectList')
      return ok([{ label: 'EXPORT', value: 'tg-export' }]);
    if (call.path === 'network/PurchaseOrders/GetVariantOptions')
      return ok([{ label: 'Japan 3GB 7 days', value: V1, unitPrice: 10, currency: 'MYR' }]);
    if (call.path === 'network/TaxGroups/GetTaxPerItem') {
      const net = Number(call.query.get('netPrice'));
      const exported = call.query.get('customerTaxGroupId') === 'tg-export';
      const tax = exported ? 0 : Math.round(net * 8) / 100;
      return ok({
        taxCode: exported ? 'ZR' : 'SST8',
        ratePercent: exported ? 0 : 8,
        taxAmount: tax,
        netPrice: net,
        grossPrice: net + tax,
      });
    }
    if (call.path === 'payment/Invoices' && call.method === 'POST')
      return ok(
        { id: 'inv-9', documentNo: 'INV-000042', status: 'Draft', totalAmount: 32.4 },
        'Create successfully!',
      );
    return undefined;
  });
}

async function pick(label: string | RegExp, option: string) {
  await act(async () => {
    fireEvent.mouseDown(screen.getByLabelText(label));
  });
  await act(async () => {
    fireEvent.click((await screen.findAllByTitle(option)).at(-1)!);
  });
}
const click = (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
const totals = () => within(screen.getByLabelText('Invoice totals')).getAllByRole('definition');

describe('the new invoice form', () => {
  it('says what is missing in the spec’s words and sends nothing', async () => {
    signInAs(demoProfiles.distributor, { code: 'DIST1', name: 'Globetrek' });
    const calls = serve();
    await renderAt(<InvoiceNewPage />, {
      path: '/setup/invoice-new',
      pattern: '/setup/invoice-new',
    });
    await act(async () => {
      fireEvent.change(screen.getByLabelText(/Invoice Date$/), { target: { value: '' } });
    });
    await click('Save as draft');
    expect(screen.getByText('Customer is required')).toBeTruthy();
    expect(screen.getByText('Invoice Date is required')).toBeTruthy();
    expect(screen.getByText('Please add at least one line to the invoice')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('prices a line at the customer’s price, shows its tax and the totals, and saves a draft', async () => {
    signInAs(demoProfiles.distributor, { code: 'DIST1', name: 'Globetrek' });
    const calls = serve();
    const router = await renderAt(<InvoiceNewPage />, {
      path: '/setup/invoice-new',
      pattern: '/setup/invoice-new',
      others: [{ path: '/setup/invoice-edit/:id', element: <p>the draft</p> }],
    });
    await pick(/Customer$/, 'Skyway Travel (CUST001)');
    await pick('Plan to add', 'Japan 3GB 7 days');
    await click('Add line');
    expect(
      (screen.getByLabelText('Unit price of Japan 3GB 7 days') as HTMLInputElement).value,
    ).toBe('10.00');
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Quantity of Japan 3GB 7 days'), {
        target: { value: '3' },
      });
    });
    await waitFor(() =>
      expect(totals().map((d) => d.textContent)).toEqual(['MYR 30.00', 'MYR 2.40', 'MYR 32.40']),
    );
    expect(screen.getByText('SST8 8%')).toBeTruthy();

    // An empty quantity is refused in place, before anything is sent.
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Quantity of Japan 3GB 7 days'), {
        target: { value: '' },
      });
    });
    await click('Save as draft');
    expect(screen.getByText('Quantity is required')).toBeTruthy();
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Quantity of Japan 3GB 7 days'), {
        target: { value: '3' },
      });
    });
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Tokyo offsite' } });
    });
    await click('Save as draft');
    await waitFor(() => expect(router.state.location.pathname).toBe('/setup/invoice-edit/inv-9'));
    const post = calls.find((c) => c.method === 'POST' && c.path === 'payment/Invoices')!;
    expect(post.body).toEqual({
      customerEntityCode: 'CUST001',
      invoiceDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      customerTaxGroupId: null,
      notes: 'Tokyo offsite',
      lines: [{ variantId: V1, qty: 3, unitPrice: 10 }],
    });
  });

  it('charges no tax for a customer tax group that exempts it', async () => {
    signInAs(demoProfiles.distributor, { code: 'DIST1', name: 'Globetrek' });
    serve();
    await renderAt(<InvoiceNewPage />, {
      path: '/setup/invoice-new',
      pattern: '/setup/invoice-new',
    });
    await pick('Customer Tax Group', 'EXPORT');
    await pick('Plan to add', 'Japan 3GB 7 days');
    await click('Add line');
    await waitFor(() =>
      expect(totals().map((d) => d.textContent)).toEqual(['MYR 10.00', 'MYR 0.00', 'MYR 10.00']),
    );
  });
});

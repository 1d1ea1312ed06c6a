import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PurchaseOrderDetail } from '@wander/contract';
import { destroyDialogs } from '../../ui/dialogs';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs, type SeenCall } from '../../testing/render-page';
import { PurchaseOrderFormPage } from './purchase-order-form-page';

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

const draft: PurchaseOrderDetail = {
  id: 'po1',
  documentNo: 'PO-000042',
  entityCode: 'CUST001',
  companyName: 'Skyway Travel Agency',
  distributorEntityCode: 'DIST001',
  distributorName: 'Wander Distribution',
  currency: 'MYR',
  status: 'Draft',
  subTotal: 11.88,
  discountAmount: 0,
  taxAmount: 0,
  totalAmount: 11.88,
  remarks: null,
  paymentMethod: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  paidAt: null,
  deliveryOnPayment: null,
  fulfilledAt: null,
  completedAt: null,
  lines: [
    {
      id: 'l1',
      variantId: 'v1',
      productName: 'Korea eSIM',
      variantName: 'Korea 3GB 5 days',
      qty: 1,
      unitPrice: 11.88,
      lineTotal: 11.88,
    },
  ],
  invoice: null,
  actions: ['Edit'],
} as unknown as PurchaseOrderDetail;

function api(calls: SeenCall[] = []) {
  return mockApi((call) => {
    calls.push(call);
    if (call.path === 'network/PurchaseOrders/GetDetail/po1') return ok(draft);
    if (call.path.endsWith('GetConnectedDistributorOptions'))
      return ok([{ label: 'Wander Distribution', value: 'DIST001' }]);
    if (call.path === 'payment/Payment/Quote') return ok(null);
    if (call.path === 'network/PurchaseOrders/GetVariantOptions') return ok([]);
    if (call.method === 'PUT' && call.path === 'network/PurchaseOrders/po1') return ok(draft);
    return undefined;
  });
}

const type = (input: HTMLElement, value: string) =>
  act(async () => {
    fireEvent.change(input, { target: { value } });
  });

describe('purchase order form: the quantity box (issue 37, item 2)', () => {
  it('stays empty when cleared, takes "20" as 20, and saving it empty is a field error', async () => {
    signInAs(demoProfiles.customer);
    const calls = api();
    await renderAt(<PurchaseOrderFormPage />, {
      path: '/purchase-order-edit/po1',
      pattern: '/purchase-order-edit/:id',
    });
    const box = await screen.findByRole<HTMLInputElement>('spinbutton', {
      name: 'Quantity of Korea eSIM - Korea 3GB 5 days',
    });
    await waitFor(() => expect(box.value).toBe('1'));
    await type(box, '');
    expect(box.value).toBe('');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(await screen.findByText('Quantity is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await type(box, '2');
    await type(box, '20');
    expect(box.value).toBe('20');
    await waitFor(() => expect(screen.queryByText('Quantity is required')).toBeNull());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toMatchObject({ lines: [{ variantId: 'v1', qty: 20 }] });
  });

  it('says a quantity under 1 is refused instead of changing it', async () => {
    signInAs(demoProfiles.customer);
    const calls = api();
    await renderAt(<PurchaseOrderFormPage />, {
      path: '/purchase-order-edit/po1',
      pattern: '/purchase-order-edit/:id',
    });
    const box = await screen.findByRole<HTMLInputElement>('spinbutton', {
      name: 'Quantity of Korea eSIM - Korea 3GB 5 days',
    });
    await waitFor(() => expect(box.value).toBe('1'));
    await type(box, '0');
    expect(box.value).toBe('0');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(await screen.findByText('Quantity should have minimum value of 1')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});

import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SaleOrderDetail } from '@wander/contract';
import { destroyDialogs } from '../../ui/dialogs';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs } from '../../testing/render-page';
import { SaleOrderDetailPage } from './sale-order-detail-page';

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

const esim = (n: number, status: string) => ({
  id: `e${n}`,
  iccid: `8900100000000000000${n}`,
  activationCode: `LPA:1$smdp.test$${n}`,
  qrCode: null,
  status,
  productName: 'Japan eSIM',
  variantName: 'Japan 3GB 7 days',
});
const saleOrder = (over: Partial<SaleOrderDetail>): SaleOrderDetail => ({
  id: 'so1',
  documentNo: 'SO-000001',
  customerName: 'Walk-in traveller',
  customerEmail: 'walkin@example.com',
  remarks: null,
  currency: 'MYR',
  status: 'Draft',
  subTotal: 20,
  discountAmount: 0,
  taxAmount: 1.6,
  totalAmount: 21.6,
  createdAt: '2026-11-20T10:00:00.000Z',
  confirmedAt: null,
  lines: [],
  invoice: null,
  actions: ['Edit', 'Confirm', 'Cancel'],
  ...over,
});

describe('sale order detail (/setup/sale-order-detail/{id})', () => {
  it('confirms a draft into an invoice with eSIMs, then completes the invoice', async () => {
    signInAs(demoProfiles.distributor);
    let current = saleOrder({});
    const invoice = {
      id: 'inv1',
      documentNo: 'INV-000007',
      status: 'Open',
      totalAmount: 21.6,
      createdAt: '2026-11-20T10:05:00.000Z',
      completedAt: null,
      esims: [esim(1, 'allocated'), esim(2, 'allocated')],
    };
    const calls = mockApi((call) => {
      if (call.path === 'network/SaleOrders/GetDetail/so1') return ok(current);
      if (call.path === 'network/SaleOrders/Confirm/so1') {
        current = saleOrder({ status: 'Confirmed', invoice, actions: ['Complete'] });
        return ok(current, 'Sale order confirmed');
      }
      if (call.path === 'payment/Invoices/Complete/inv1') {
        current = saleOrder({
          status: 'Confirmed',
          invoice: { ...invoice, status: 'Completed', esims: [esim(1, 'delivered')] },
          actions: ['Pdf', 'Email'],
        });
        return ok({ invoiceIds: ['inv1'], delivered: 2 }, 'Invoice completed');
      }
      return undefined;
    });
    await renderAt(<SaleOrderDetailPage />, {
      path: '/setup/sale-order-detail/so1',
      pattern: '/setup/sale-order-detail/:id',
    });
    expect(await screen.findByRole('heading', { name: 'Sale Order SO-000001' })).toBeTruthy();
    expect(screen.queryByText(/Invoice INV/)).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm' })));
    expect((await screen.findAllByText(/Confirm this sale order\?/)).length).toBeGreaterThan(0);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes' })));
    expect(await screen.findByText('Invoice INV-000007')).toBeTruthy();
    expect(screen.getByText('89001000000000000002')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Complete' })));
    expect((await screen.findAllByText('Complete the invoice?')).length).toBeGreaterThan(0);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes' })));
    expect(await screen.findByText('Invoice completed')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Email eSIMs' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Complete' })).toBeNull();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(
      expect.arrayContaining([
        'PUT network/SaleOrders/Confirm/so1',
        'PUT payment/Invoices/Complete/inv1',
      ]),
    );
  });
});

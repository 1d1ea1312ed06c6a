import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderLine, PurchaseOrderDetail } from '@wander/contract';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs } from '../../testing/render-page';
import { PurchaseOrderDetailPage, ReceivedOrderDetailPage } from './purchase-order-detail-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const line = (lineNo: number, variantName: string): OrderLine => ({
  id: `l${lineNo}`,
  lineNo,
  productId: 'p1',
  variantId: `v${lineNo}`,
  productCode: 'WDR-JP',
  productName: 'Japan eSIM',
  variantCode: `JP-${lineNo}`,
  variantName,
  days: 7,
  data: 3,
  isDayPass: false,
  qty: 2,
  unitPrice: 10,
  discountAmount: 0,
  taxCode: null,
  taxRatePercent: 0,
  taxAmount: 0,
  lineTotal: 20,
  promotions: [],
});

const paid: PurchaseOrderDetail = {
  id: 'po1',
  documentNo: 'PO-000077',
  entityCode: 'CUST001',
  companyName: 'Skyway Travel Agency',
  distributorEntityCode: 'DIST001',
  distributorName: 'Wander Distribution',
  currency: 'MYR',
  status: 'Completed',
  subTotal: 40,
  discountAmount: 0,
  taxAmount: 0,
  totalAmount: 40,
  remarks: null,
  conversion: null,
  paymentMethod: 'wallet',
  createdAt: '2026-11-28T10:00:00.000Z',
  paidAt: '2026-11-28T10:00:01.000Z',
  deliveryOnPayment: null,
  fulfilledAt: null,
  completedAt: null,
  stockShortages: [],
  lines: [line(1, 'Japan 3GB 7 days'), line(2, 'Japan 5GB 15 days')],
  invoice: null,
  actions: [],
  costs: {
    margin: 6.8,
    uncostedLines: 1,
    lines: [
      {
        lineNo: 1,
        status: 'costed',
        unitCost: 6.6,
        supplierCurrency: 'USD',
        supplierUnitCost: 1.5,
        rate: '4.4',
        rateDate: '2026-11-27',
        rateExact: false,
        costDate: '2026-11-28',
        margin: 6.8,
      },
      {
        lineNo: 2,
        status: 'no_rate',
        unitCost: null,
        supplierCurrency: 'CHF',
        supplierUnitCost: 2,
        rate: null,
        rateDate: null,
        rateExact: null,
        costDate: '2026-11-28',
        margin: null,
      },
    ],
  },
};

describe('cost and margin of a received order', () => {
  it('shows the seller each line cost in ringgit, its dollar source and rate, and the margin', async () => {
    signInAs(demoProfiles.distributor);
    mockApi((call) =>
      call.path === 'network/PurchaseOrders/GetReceivedOrderDetail/po1' ? ok(paid) : undefined,
    );
    await renderAt(<ReceivedOrderDetailPage />, {
      path: '/setup/received-order-detail/po1',
      pattern: '/setup/received-order-detail/:id',
    });
    const table = await screen.findByRole('table', { name: 'Cost and margin' });
    const rows = within(table).getAllByRole('row');
    const costed = rows.find((r) => within(r).queryByText('Japan eSIM - Japan 3GB 7 days'))!;
    expect(within(costed).getByText('MYR 6.60')).toBeTruthy();
    expect(
      within(costed).getByText('USD 1.50 at 4.4 of 2026-11-27 (no rate of 2026-11-28)'),
    ).toBeTruthy();
    expect(within(costed).getByText('MYR 6.80')).toBeTruthy();
    const missing = rows.find((r) => within(r).queryByText('Japan eSIM - Japan 5GB 15 days'))!;
    expect(
      within(missing).getByText('CHF 2.00: no exchange rate on or before 2026-11-28'),
    ).toBeTruthy();
    expect(screen.getByText('1 line without a cost')).toBeTruthy();
  });

  it('shows the buyer no cost', async () => {
    signInAs(demoProfiles.customer);
    mockApi((call) =>
      call.path === 'network/PurchaseOrders/GetDetail/po1'
        ? ok({ ...paid, costs: undefined })
        : undefined,
    );
    await renderAt(<PurchaseOrderDetailPage />, {
      path: '/purchase-order-detail/po1',
      pattern: '/purchase-order-detail/:id',
    });
    expect((await screen.findAllByText('PO-000077', { exact: false })).length).toBeGreaterThan(0);
    expect(screen.getByRole('table', { name: 'Order lines' })).toBeTruthy();
    expect(screen.queryByText('Cost and Margin')).toBeNull();
  });
});

describe('purchase order detail: a converted order (issue 40)', () => {
  it('shows the base currency, the rate and the day it was priced at', async () => {
    signInAs(demoProfiles.customer);
    const conversion = { baseCurrency: 'MYR', rate: '1.7633498146', rateDate: '2026-11-29' };
    mockApi((call) =>
      call.path === 'network/PurchaseOrders/GetDetail/po1'
        ? ok({ ...paid, costs: undefined, currency: 'HKD', conversion })
        : undefined,
    );
    await renderAt(<PurchaseOrderDetailPage />, {
      path: '/purchase-order-detail/po1',
      pattern: '/purchase-order-detail/:id',
    });
    expect(
      await screen.findByText('From MYR prices at 1 MYR = 1.7633498146 HKD (rate of 2026-11-29)'),
    ).toBeTruthy();
  });
});

import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PurchaseOrderRow } from '@wander/contract';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs } from '../../testing/render-page';
import { ReceivedOrderListPage } from './received-order-list-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (over: Partial<PurchaseOrderRow>): PurchaseOrderRow => ({
  id: 'po',
  documentNo: 'PO-000001',
  entityCode: 'CUST001',
  distributorEntityCode: 'DIST001',
  buyerName: 'Skyway Travel Agency',
  isConsumerOrder: false,
  platformName: null,
  distributorName: 'Globetrek Distribution Sdn Bhd',
  currency: 'MYR',
  status: 'Paid',
  totalAmount: 61.8,
  paymentMethod: 'wallet',
  createdAt: '2026-11-25T10:00:00.000Z',
  paidAt: '2026-11-25T10:00:01.000Z',
  ...over,
});
const ROWS = [
  row({ id: 'a' }),
  row({ id: 'b', entityCode: 'CUST-1A2B3C4D', buyerName: 'Hana Tours Sdn Bhd' }),
  row({
    id: 'c',
    documentNo: 'PO-000007',
    entityCode: 'DIST001',
    buyerName: 'Aisyah Rahman',
    isConsumerOrder: true,
    platformName: 'Wander Web Store Malaysia',
    paymentMethod: 'card',
  }),
];

describe('/setup/received-order-list', () => {
  it("names each order's buyer: two PO-000001 from different companies, and a consumer with its platform", async () => {
    signInAs(demoProfiles.distributor, { code: 'DIST001', name: 'Globetrek Distribution Sdn Bhd' });
    mockApi((call) =>
      call.path === 'network/PurchaseOrders/SearchReceivedOrders'
        ? ok({ items: ROWS, totalCount: 3, pageCount: 1 })
        : undefined,
    );
    await renderAt(<ReceivedOrderListPage />, {
      path: '/setup/received-order-list',
      pattern: '/setup/received-order-list',
    });
    const table = await screen.findByRole('table', { name: 'Received orders' });
    const rowOf = async (text: string) =>
      (await within(table).findByText(text)).closest('tr') as HTMLElement;

    const skyway = await rowOf('Skyway Travel Agency');
    expect(skyway.textContent).toContain('PO-000001');
    expect(skyway.textContent).toContain('CUST001');
    const hana = await rowOf('Hana Tours Sdn Bhd');
    expect(hana.textContent).toContain('PO-000001');
    expect(hana.textContent).toContain('CUST-1A2B3C4D');

    const consumer = await rowOf('Aisyah Rahman');
    expect(consumer.textContent).toContain('Consumer · Wander Web Store Malaysia');
    // Not the distributor's own code as if it had bought from itself.
    expect(consumer.textContent).not.toContain('DIST001');
  });
});

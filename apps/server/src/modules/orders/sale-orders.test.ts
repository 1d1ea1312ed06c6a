import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { orderFixtures } from './orders.fixtures.js';

let t: TestApp;
let distributor: Record<string, string>;
let customer: Record<string, string>;
let fx: Awaited<ReturnType<typeof orderFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  fx = await orderFixtures(t.database.db, { serials: 0 });
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => t.app.inject({ method, url: `/api/${url}`, headers, payload: payload as never });

describe('sale orders', () => {
  it('creates a draft at the distributor’s prices, lists it, confirms it once', async () => {
    const created = await call('POST', 'network/SaleOrders', distributor, {
      customerName: 'Walk-in traveller',
      customerEmail: 'walkin@example.com',
      lines: [{ variantId: fx.v1, qty: 2, unitPrice: 0 }],
    });
    expect(created.statusCode).toBe(200);
    const so = created.json().data;
    expect(so).toMatchObject({
      status: 'Draft',
      totalAmount: 21.6,
      actions: ['Edit', 'Confirm', 'Cancel'],
    });
    expect(so.documentNo).toMatch(/^SO-\d{6}$/);
    const list = await call('POST', 'network/SaleOrders/Search', distributor, {
      filterColumns: [{ columnName: 'status', filterValue: 'Draft', operator: 'eq' }],
    });
    expect(list.json().data.items.map((i: { id: string }) => i.id)).toContain(so.id);
    const confirmed = await call('PUT', `network/SaleOrders/Confirm/${so.id}`, distributor);
    expect(confirmed.json()).toMatchObject({
      message: 'Sale order confirmed',
      data: { status: 'Confirmed' },
    });
    const again = await call('PUT', `network/SaleOrders/Confirm/${so.id}`, distributor);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A Confirmed sale order cannot be Confirmed');
    const edit = await call('PUT', `network/SaleOrders/${so.id}`, distributor, {
      customerName: 'X',
      lines: [{ variantId: fx.v1, qty: 1 }],
    });
    expect(edit.statusCode).toBe(409);
  });

  it('refuses bad input, other companies and roles without the grant', async () => {
    const bad = await call('POST', 'network/SaleOrders', distributor, {
      customerName: '',
      lines: [{ variantId: fx.v3, qty: 0 }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.customerName).toEqual(['Customer Name is required']);
    expect(bad.json().errors['lines.0.qty']).toEqual(['Quantity should have minimum value of 1']);
    const notSold = await call('POST', 'network/SaleOrders', distributor, {
      customerName: 'A',
      lines: [{ variantId: fx.v3, qty: 1 }],
    });
    expect(notSold.json().errors['lines.0.variantId']).toEqual([
      'This plan is not sold by the selected distributor',
    ]);
    expect((await call('POST', 'network/SaleOrders/Search', customer, {})).statusCode).toBe(403);
    const so = (
      await call('POST', 'network/SaleOrders', distributor, {
        customerName: 'B',
        lines: [{ variantId: fx.v1, qty: 1 }],
      })
    ).json().data;
    const other = bearer(await signIn(t.app, 'admin@wander.demo'), 'WANDER');
    expect((await call('GET', `network/SaleOrders/GetDetail/${so.id}`, other)).statusCode).toBe(
      404,
    );
  });
});

describe('sequence setup (network/PurchaseSetups)', () => {
  it('lists the three sequences and moves a number forward, never back', async () => {
    const list = (await call('GET', 'network/PurchaseSetups', distributor)).json().data;
    expect(list.map((s: { documentType: string }) => s.documentType)).toEqual([
      'Invoice',
      'PurchaseOrder',
      'SaleOrder',
    ]);
    const so = list.find((s: { documentType: string }) => s.documentType === 'SaleOrder');
    const forward = await call('PUT', `network/PurchaseSetups/${so.id}`, distributor, {
      prefix: 'SO',
      nextNumber: 500,
      padding: 5,
    });
    expect(forward.json().data.preview).toBe('SO-00500');
    const back = await call('PUT', `network/PurchaseSetups/${so.id}`, distributor, {
      prefix: 'SO',
      nextNumber: 1,
      padding: 5,
    });
    expect(back.json().errors.nextNumber).toEqual(['Next Number should have minimum value of 500']);
    const next = (
      await call('POST', 'network/SaleOrders', distributor, {
        customerName: 'C',
        lines: [{ variantId: fx.v1, qty: 1 }],
      })
    ).json().data;
    expect(next.documentNo).toBe('SO-00500');
  });
});

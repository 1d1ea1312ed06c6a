import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { purchaseOrders } from '../../db/schema/index.js';
import { orderFixtures } from '../../test-support/kits/orders.fixtures.js';

let t: TestApp;
let customer: Record<string, string>;
let distributor: Record<string, string>;
let fx: Awaited<ReturnType<typeof orderFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  fx = await orderFixtures(t.database.db, { serialsV2: 5 });
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => t.app.inject({ method, url: `/api/${url}`, headers, payload: payload as never });
const order = (lines: unknown[], distributorEntityCode = 'DIST001') => ({
  distributorEntityCode,
  lines,
});

describe('network/PurchaseOrders/GetVariantOptions', () => {
  it("shows a distributor's price list only to a company that may buy from it", async () => {
    const options = (headers: Record<string, string>) =>
      t.app.inject({
        url: '/api/network/PurchaseOrders/GetVariantOptions?distributorEntityCode=DIST001',
        headers,
      });
    const own = await options(customer);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.length).toBeGreaterThan(0);
    const stranger = bearer(await signIn(t.app, 'newdistributor@wander.demo'), 'DIST002');
    const res = await options(stranger);
    expect(res.statusCode).toBe(404);
    expect(res.json().data).toBeUndefined();
  });
});

describe('POST network/PurchaseOrders', () => {
  it('prices every line on the server, ignoring a price sent by the client', async () => {
    const res = await call(
      'POST',
      'network/PurchaseOrders',
      customer,
      order([
        { variantId: fx.v1, qty: 2, unitPrice: 0.01 },
        { variantId: fx.v2, qty: 1 },
      ]),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Create successfully!');
    const po = body.data;
    expect(po.status).toBe('Draft');
    expect(po.documentNo).toMatch(/^PO-\d{6}$/);
    expect(po.lines.map((l: { unitPrice: number }) => l.unitPrice)).toEqual([10, 25]);
    // 2 x 10.00 + 25.00 = 45.00, 8% tax = 3.60
    expect(po.subTotal).toBe(45);
    expect(po.taxAmount).toBe(3.6);
    expect(po.totalAmount).toBe(48.6);
    expect(po.lines[0].taxCode).toBe('ORD8');
  });

  it('applies the quantity discount tier and numbers orders one after the other', async () => {
    const a = (
      await call('POST', 'network/PurchaseOrders', customer, order([{ variantId: fx.v1, qty: 10 }]))
    ).json().data;
    const b = (
      await call('POST', 'network/PurchaseOrders', customer, order([{ variantId: fx.v1, qty: 1 }]))
    ).json().data;
    // 10 x 10.00 less 10% = 90.00 + 8% = 97.20
    expect(a.discountAmount).toBe(10);
    expect(a.totalAmount).toBe(97.2);
    expect(Number(b.documentNo.slice(3))).toBe(Number(a.documentNo.slice(3)) + 1);
  });

  it.each([
    [0, 'Quantity should have minimum value of 1'],
    [-3, 'Quantity should have minimum value of 1'],
    [1.5, 'Quantity should be an integer'],
    [1e12, 'Quantity should have maximum value of 10000'],
    ['2', 'Quantity is required'],
  ])('refuses a quantity of %s with a clear message and creates nothing', async (qty, message) => {
    const before = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(purchaseOrders);
    const res = await call(
      'POST',
      'network/PurchaseOrders',
      customer,
      order([{ variantId: fx.v1, qty }]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors['lines.0.qty']).toEqual([message]);
    const after = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(purchaseOrders);
    expect(after[0].n).toBe(before[0].n);
  });

  it('refuses a plan the distributor does not sell, an unknown distributor and an empty order', async () => {
    const other = await call(
      'POST',
      'network/PurchaseOrders',
      customer,
      order([{ variantId: fx.v3, qty: 1 }]),
    );
    expect(other.statusCode).toBe(400);
    expect(other.json().errors['lines.0.variantId']).toEqual([
      'This plan is not sold by the selected distributor',
    ]);
    const unknown = await call(
      'POST',
      'network/PurchaseOrders',
      customer,
      order([{ variantId: fx.v1, qty: 1 }], 'NOPE'),
    );
    expect(unknown.json().errors.distributorEntityCode).toEqual([
      'Distributor is not a valid option',
    ]);
    const empty = await call('POST', 'network/PurchaseOrders', customer, order([]));
    expect(empty.json().errors.lines).toEqual(['Please add at least one plan to the order']);
    const extra = await call('POST', 'network/PurchaseOrders', customer, {
      ...order([{ variantId: fx.v1, qty: 1 }]),
      totalAmount: 1,
    });
    expect(extra.statusCode).toBe(400);
  });
});

describe('purchase order detail, edit and moves', () => {
  it('answers another company’s order and a malformed id as not found', async () => {
    const po = (
      await call('POST', 'network/PurchaseOrders', customer, order([{ variantId: fx.v1, qty: 1 }]))
    ).json().data;
    expect(
      (await call('GET', `network/PurchaseOrders/GetDetail/${po.id}`, customer)).statusCode,
    ).toBe(200);
    expect(
      (await call('GET', `network/PurchaseOrders/GetDetail/${po.id}`, distributor)).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          'PUT',
          `network/PurchaseOrders/${po.id}`,
          distributor,
          order([{ variantId: fx.v1, qty: 1 }]),
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', 'network/PurchaseOrders/GetDetail/not-a-uuid', customer)).statusCode,
    ).toBe(404);
  });

  it('edits a draft, re-pricing it, and refuses to edit once paid', async () => {
    const po = (
      await call('POST', 'network/PurchaseOrders', customer, order([{ variantId: fx.v1, qty: 1 }]))
    ).json().data;
    const edited = await call(
      'PUT',
      `network/PurchaseOrders/${po.id}`,
      customer,
      order([{ variantId: fx.v2, qty: 2, unitPrice: 1 }]),
    );
    expect(edited.json().message).toBe('Update successfully!');
    expect(edited.json().data.totalAmount).toBe(54);
    expect(edited.json().data.documentNo).toBe(po.documentNo);
    const paid = await call('POST', 'payment/Payment/WanderCheckout', customer, {
      poHeaderId: po.id,
    });
    expect(paid.statusCode).toBe(200);
    const again = await call(
      'PUT',
      `network/PurchaseOrders/${po.id}`,
      customer,
      order([{ variantId: fx.v1, qty: 1 }]),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A Paid purchase order cannot be edited');
    const cancel = await call('PUT', `network/PurchaseOrders/Cancel/${po.id}`, customer);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe('A Paid purchase order cannot be Cancelled');
  });

  it('submits and cancels a draft, then refuses to pay the cancelled order', async () => {
    const po = (
      await call('POST', 'network/PurchaseOrders', customer, order([{ variantId: fx.v1, qty: 1 }]))
    ).json().data;
    const submitted = await call('PUT', `network/PurchaseOrders/Submit/${po.id}`, customer);
    expect(submitted.json().data.status).toBe('Submitted');
    expect(submitted.json().data.actions).toEqual(['PayWallet', 'PayCard', 'Cancel']);
    const deleted = await call('DELETE', `network/PurchaseOrders/${po.id}`, customer);
    expect(deleted.json().data.status).toBe('Cancelled');
    const pay = await call('POST', 'payment/Payment/WanderCheckout', customer, {
      poHeaderId: po.id,
    });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().message).toBe('A Cancelled purchase order cannot be paid');
  });

  it('lists the company’s orders server paged, filtered by status and date, newest first', async () => {
    const res = await call('POST', 'network/PurchaseOrders/Search', customer, {
      pageIndex: 1,
      pageSize: 2,
      filterColumns: [
        { columnName: 'status', filterValue: ['Draft', 'Paid'], operator: 'in' },
        { columnName: 'createdAt', filterValue: '2020-01-01', operator: 'gte' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const { items, totalCount, pageCount } = res.json().data;
    expect(items).toHaveLength(2);
    expect(pageCount).toBe(Math.ceil(totalCount / 2));
    expect(items.every((i: { status: string }) => ['Draft', 'Paid'].includes(i.status))).toBe(true);
    expect(items[0].createdAt >= items[1].createdAt).toBe(true);
    const bad = await call('POST', 'network/PurchaseOrders/Search', customer, {
      filterColumns: [{ columnName: 'remarks', filterValue: 'x', operator: 'eq' }],
    });
    expect(bad.statusCode).toBe(400);
    const theirs = await call('POST', 'network/PurchaseOrders/Search', distributor, {});
    expect(theirs.json().data.totalCount).toBe(0);
  });

  it('renders the PO summary PDF for a date range and refuses a bad range', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const res = await call(
      'POST',
      `network/PurchaseOrders/GenerateSummaryPDF/2020-01-01/${today}`,
      customer,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (
        await call(
          'POST',
          `network/PurchaseOrders/GenerateSummaryPDF/${today}/2020-01-01`,
          customer,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', 'network/PurchaseOrders/GenerateSummaryPDF/yesterday/today', customer))
        .statusCode,
    ).toBe(400);
  });

  it('offers the buyer its invoice and its eSIMs as PDF on a completed order, and both open', async () => {
    // Issue 26: the customer could not download its invoice from its order.
    const [completed] = await t.database.db
      .select({ id: purchaseOrders.id })
      .from(purchaseOrders)
      .where(
        sql`${purchaseOrders.entityCode} = 'CUST001' and ${purchaseOrders.status} = 'Completed'`,
      )
      .limit(1);
    const detail = (
      await call('GET', `network/PurchaseOrders/GetDetail/${completed.id}`, customer)
    ).json().data;
    expect(detail.actions).toEqual(['InvoicePdf', 'Pdf']);
    for (const url of [
      `payment/Invoices/CreatePDF/${detail.invoice.id}`,
      `network/Wander/CreateBulkPDF/${detail.invoice.id}`,
    ]) {
      const pdf = await call('POST', url, customer);
      expect(pdf.statusCode, url).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});

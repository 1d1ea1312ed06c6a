import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { and, eq } from 'drizzle-orm';
import { emailLogs, wanderSerialNumbers } from '../../db/schema/index.js';
import { addSerials, orderFixtures } from '../../test-support/kits/orders.fixtures.js';

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

const stockOf = async (variantId: string, status: 'available' | 'allocated' | 'delivered') =>
  (
    await t.database.db
      .select({ id: wanderSerialNumbers.id })
      .from(wanderSerialNumbers)
      .where(
        and(eq(wanderSerialNumbers.variantId, variantId), eq(wanderSerialNumbers.status, status)),
      )
  ).length;

describe('sale orders', () => {
  it('refuses to confirm without the stock, and changes nothing', async () => {
    const so = (
      await call('POST', 'network/SaleOrders', distributor, {
        customerName: 'Group booking',
        lines: [{ variantId: fx.v1, qty: 3 }],
      })
    ).json().data;
    await addSerials(t.database.db, fx.productId, fx.v1, 2, 7);
    const refused = await call('PUT', `network/SaleOrders/Confirm/${so.id}`, distributor);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/^Insufficient Stock: .* has 2 available, 3 needed$/);
    const after = (await call('GET', `network/SaleOrders/GetDetail/${so.id}`, distributor)).json()
      .data;
    expect(after).toMatchObject({ status: 'Draft', invoice: null });
    expect(await stockOf(fx.v1, 'available')).toBe(2);
    await call('DELETE', `network/SaleOrders/${so.id}`, distributor);
  });

  it('creates a draft at the distributor’s prices, confirms it once into an invoice with eSIMs, and delivers them', async () => {
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
      invoice: null,
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
      data: {
        status: 'Confirmed',
        actions: ['Complete'],
        invoice: { status: 'Open', totalAmount: 21.6 },
      },
    });
    const invoice = confirmed.json().data.invoice;
    expect(invoice.documentNo).toMatch(/^INV-\d{6}$/);
    expect(invoice.esims).toHaveLength(2);
    expect(new Set(invoice.esims.map((e: { iccid: string }) => e.iccid)).size).toBe(2);
    expect(invoice.esims.every((e: { status: string }) => e.status === 'allocated')).toBe(true);
    expect(await stockOf(fx.v1, 'allocated')).toBe(2);

    const again = await call('PUT', `network/SaleOrders/Confirm/${so.id}`, distributor);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A Confirmed sale order cannot be Confirmed');
    const edit = await call('PUT', `network/SaleOrders/${so.id}`, distributor, {
      customerName: 'X',
      lines: [{ variantId: fx.v1, qty: 1 }],
    });
    expect(edit.statusCode).toBe(409);

    const completed = await call('PUT', `payment/Invoices/Complete/${invoice.id}`, distributor);
    expect(completed.json().data).toEqual({ invoiceIds: [invoice.id], delivered: 2 });
    const done = (await call('GET', `network/SaleOrders/GetDetail/${so.id}`, distributor)).json()
      .data;
    expect(done.invoice.status).toBe('Completed');
    expect(done.actions).toEqual(['Pdf', 'Email']);
    expect(done.invoice.esims[0].qrCode).toMatch(/^data:image\/png;base64,/);
    const [mail] = await t.database.db
      .select()
      .from(emailLogs)
      .where(eq(emailLogs.toEmail, 'walkin@example.com'));
    expect(mail).toMatchObject({ template: 'esim-delivery' });
    expect(mail.subject).toBe(`Your eSIMs for ${so.documentNo} (invoice ${invoice.documentNo})`);

    const pdf = await call('POST', `network/Wander/CreateBulkPDF/${invoice.id}`, distributor);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');

    // The invoice back-office lists it, billed to the sale order's customer.
    const listed = await call('POST', 'payment/Invoices/Search', distributor, {
      filterColumns: [
        { columnName: 'documentNo', filterValue: invoice.documentNo, operator: 'eq' },
      ],
    });
    expect(listed.json().data.items).toEqual([
      expect.objectContaining({
        customerName: 'Walk-in traveller',
        customerEntityCode: null,
        poNo: null,
        status: 'Completed',
        totalAmount: 21.6,
      }),
    ]);
    const invoicePdf = await call('POST', `payment/Invoices/CreatePDF/${invoice.id}`, distributor);
    expect(invoicePdf.statusCode).toBe(200);
    const detail = (
      await call('GET', `payment/Invoices/GetDetail/${invoice.id}`, distributor)
    ).json().data;
    expect(detail.actions).not.toContain('PoPdf');
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
  it('lists the sequences and moves a number forward, never back', async () => {
    const list = (await call('GET', 'network/PurchaseSetups', distributor)).json().data;
    expect(list.map((s: { documentType: string }) => s.documentType)).toEqual([
      'ConsumerOrder',
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

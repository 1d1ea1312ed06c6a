import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { invoiceCancellations, invoiceLines, wanderSerialNumbers } from '../../db/schema/index.js';
import { orderFixtures } from '../../test-support/kits/orders.fixtures.js';
import { invoicingHelpers } from '../../test-support/kits/invoicing.fixtures.js';

let t: TestApp;
let customer: Record<string, string>;
let distributor: Record<string, string>;
let otherDistributor: Record<string, string>;
let admin: Record<string, string>;
let h: ReturnType<typeof invoicingHelpers>;
let fx: Awaited<ReturnType<typeof orderFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  fx = await orderFixtures(t.database.db, { serials: 20 });
  h = invoicingHelpers(t, fx.v1);
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  otherDistributor = bearer(await signIn(t.app, 'newdistributor@wander.demo'), 'DIST002');
  admin = bearer(await signIn(t.app, 'admin@wander.demo'), 'WANDER');
});
afterAll(() => t.close());

const CANCELLED = 'payment/InvoiceCancelled';

describe('a wallet-paid invoice cancelled and completed', () => {
  let poId: string;
  let invoiceId: string;
  let id: string;
  let balanceBefore: number;

  it('offers Cancel on the open invoice and records a Pending request', async () => {
    balanceBefore = await h.walletBalance('CUST001');
    poId = await h.walletPaidOrder(customer, 3);
    expect(await h.walletBalance('CUST001')).toBeLessThan(balanceBefore);
    invoiceId = await h.fulfil(distributor, poId);
    expect(await h.serialCount('allocated')).toBe(3);
    const invoice = await h.call('GET', `payment/Invoices/GetDetail/${invoiceId}`, distributor);
    expect(invoice.json().data.actions).toEqual(expect.arrayContaining(['Complete', 'Cancel']));

    const res = await h.requestCancel(distributor, invoiceId, 'Customer changed the trip');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Create successfully!');
    id = res.json().data.id;
    expect(res.json().data).toMatchObject({
      invoiceId,
      status: 'Pending',
      invoiceStatus: 'Open',
      customerName: 'Skyway Travel Agency',
      reason: 'Customer changed the trip',
      refundMethod: 'wallet',
      refundAmount: 32.4,
      totalAmount: 32.4,
      refundStatus: null,
      actions: ['Edit', 'Complete', 'Delete'],
    });
    // While pending, the invoice can be neither completed nor asked to cancel again.
    const detail = (
      await h.call('GET', `payment/Invoices/GetDetail/${invoiceId}`, distributor)
    ).json().data;
    expect(detail.actions).not.toContain('Complete');
    expect(detail.actions).not.toContain('Cancel');
    expect(detail.cancellation).toMatchObject({ id, status: 'Pending' });
    const complete = await h.call('PUT', `payment/Invoices/Complete/${invoiceId}`, distributor);
    expect(complete.statusCode).toBe(409);
    expect(complete.json().message).toBe(
      'This invoice has a pending cancellation: withdraw it to complete the invoice',
    );
    const twice = await h.requestCancel(distributor, invoiceId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('A cancellation of this invoice already exists');
    // The buyer cannot cancel a fulfilled order itself (its money comes back through here).
    const buyerCancel = await h.call('PUT', `network/PurchaseOrders/Cancel/${poId}`, customer);
    expect(buyerCancel.statusCode).toBe(409);
    expect(buyerCancel.json().message).toBe(
      'A Fulfilled purchase order is cancelled by cancelling its invoice',
    );
  });

  it('edits the reason while pending and searches by status and document number', async () => {
    const edit = await h.call('PUT', `${CANCELLED}/${id}`, distributor, { reason: 'Duplicate' });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data.reason).toBe('Duplicate');
    const blank = await h.call('PUT', `${CANCELLED}/${id}`, distributor, { reason: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.reason).toEqual(['Reason is required']);
    const list = await h.call('POST', `${CANCELLED}/Search`, distributor, {
      filterColumns: [
        { columnName: 'status', filterValue: 'Pending', operator: 'eq' },
        { columnName: 'documentNo', filterValue: 'INV-', operator: 'startsWith' },
      ],
      sortColumns: [{ columnName: 'totalAmount', sortOrder: 'desc' }],
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.items.map((r: { id: string }) => r.id)).toContain(id);
    const options = await h.call('GET', `${CANCELLED}/GetSelectList`, distributor);
    expect(options.json().data).toContainEqual({
      label: expect.stringMatching(/^INV-/),
      value: id,
    });
  });

  it('keeps other companies out (404) and lets platform staff read', async () => {
    for (const [method, url, body] of [
      ['GET', `${CANCELLED}/GetDetail/${id}`, undefined],
      ['PUT', `${CANCELLED}/${id}`, { reason: 'x' }],
      ['DELETE', `${CANCELLED}/${id}`, undefined],
      ['PUT', `${CANCELLED}/Complete/${id}`, undefined],
    ] as const) {
      const res = await h.call(method, url, otherDistributor, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const theirs = await h.call('POST', `${CANCELLED}/Search`, otherDistributor, {});
    expect(theirs.json().data.items).toEqual([]);
    const other = await h.requestCancel(otherDistributor, invoiceId);
    expect(other.statusCode).toBe(404);
    expect((await h.call('GET', `${CANCELLED}/GetDetail/${id}`, customer)).statusCode).toBe(403);
    const staff = await h.call('GET', `${CANCELLED}/GetDetail/${id}`, admin);
    expect(staff.statusCode).toBe(200);
    expect(staff.json().data.actions).toEqual([]);
  });

  it('completes in one go: invoice and order cancelled, eSIMs back, the wallet refunded exactly', async () => {
    const lineIds = (
      await t.database.db
        .select({ id: invoiceLines.id })
        .from(invoiceLines)
        .where(eq(invoiceLines.invoiceId, invoiceId))
    ).map((l) => l.id);
    const res = await h.call('PUT', `${CANCELLED}/Complete/${id}`, distributor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Invoice cancelled');
    expect(res.json().data).toMatchObject({
      status: 'Completed',
      invoiceStatus: 'Cancelled',
      refundMethod: 'wallet',
      refundAmount: 32.4,
      refundStatus: 'refunded',
      actions: [],
    });
    expect(await h.walletBalance('CUST001')).toBe(balanceBefore);
    const [credit] = await h.ledgerRows(poId, 'refund');
    expect(credit).toMatchObject({ amountMinor: 3240, reference: expect.stringMatching(/^INV-/) });
    const serials = await t.database.db
      .select()
      .from(wanderSerialNumbers)
      .where(inArray(wanderSerialNumbers.invoiceLineId, lineIds));
    expect(serials).toEqual([]);
    expect(await h.serialCount('allocated')).toBe(0);
    expect(await h.serialCount('available')).toBe(20);
    const po = (await h.call('GET', `network/PurchaseOrders/GetDetail/${poId}`, customer)).json()
      .data;
    expect(po.status).toBe('Cancelled');
    const invoice = (
      await h.call('GET', `payment/Invoices/GetDetail/${invoiceId}`, customer)
    ).json().data;
    expect(invoice).toMatchObject({
      status: 'Cancelled',
      cancellation: null,
      actions: ['Pdf', 'PoPdf'],
    });
    expect(invoice.cancelledAt).toEqual(expect.any(String));
  });

  it('refuses a second Complete, edits and withdrawal, and changes nothing', async () => {
    const balance = await h.walletBalance('CUST001');
    const again = await h.call('PUT', `${CANCELLED}/Complete/${id}`, distributor);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('This cancellation is already completed');
    expect(await h.walletBalance('CUST001')).toBe(balance);
    expect(await h.ledgerRows(poId, 'refund')).toHaveLength(1);
    const edit = await h.call('PUT', `${CANCELLED}/${id}`, distributor, { reason: 'Late' });
    expect(edit.statusCode).toBe(422);
    expect((await h.call('DELETE', `${CANCELLED}/${id}`, distributor)).statusCode).toBe(422);
    const retry = await h.call(
      'POST',
      `payment/Invoices/PaydollarRefund/${invoiceId}`,
      distributor,
    );
    expect(retry.statusCode).toBe(422);
    expect(retry.json().message).toBe('This invoice has no failed card refund.');
    const cancelled = await h.requestCancel(distributor, invoiceId);
    expect(cancelled.statusCode).toBe(422);
    expect(cancelled.json().message).toBe('This invoice is already cancelled');
  });
});

describe('invoices that cannot be cancelled, and withdrawn requests', () => {
  it('refuses a delivered (Completed) invoice with a clear message and stores nothing', async () => {
    const invoiceId = await h.fulfil(distributor, await h.walletPaidOrder(customer, 1));
    await h.call('PUT', `payment/Invoices/Complete/${invoiceId}`, distributor);
    const res = await h.requestCancel(distributor, invoiceId);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'A Completed invoice cannot be cancelled: its eSIMs are delivered',
    );
    const rows = await t.database.db
      .select()
      .from(invoiceCancellations)
      .where(eq(invoiceCancellations.invoiceId, invoiceId));
    expect(rows).toEqual([]);
  });

  it('validates the body', async () => {
    const res = await h.call('POST', CANCELLED, distributor, { invoiceId: 'x', extra: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      invoiceId: ['Invoice is required'],
      reason: ['Reason is required'],
    });
  });

  it('withdraws a pending request: the invoice stays Open and can be completed', async () => {
    const invoiceId = await h.fulfil(distributor, await h.walletPaidOrder(customer, 1));
    const id = (await h.requestCancel(distributor, invoiceId)).json().data.id;
    const res = await h.call('DELETE', `${CANCELLED}/${id}`, distributor);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Delete successfully!');
    expect((await h.call('GET', `${CANCELLED}/GetDetail/${id}`, distributor)).statusCode).toBe(404);
    const done = await h.call('PUT', `payment/Invoices/Complete/${invoiceId}`, distributor);
    expect(done.statusCode).toBe(200);
  });

  it("cancels a sale order's invoice: the sale order is Cancelled, nothing to refund", async () => {
    const so = await h.call('POST', 'network/SaleOrders', distributor, {
      customerName: 'Walk-in',
      lines: [{ variantId: fx.v1, qty: 2 }],
    });
    const confirmed = await h.call(
      'PUT',
      `network/SaleOrders/Confirm/${so.json().data.id}`,
      distributor,
    );
    const invoiceId = confirmed.json().data.invoice.id;
    const available = await h.serialCount('available');
    expect(await h.serialCount('allocated')).toBe(2);
    const refused = await h.call('DELETE', `network/SaleOrders/${so.json().data.id}`, distributor);
    expect(refused.statusCode).toBe(409);
    const id = (await h.requestCancel(distributor, invoiceId)).json().data.id;
    const res = await h.call('PUT', `${CANCELLED}/Complete/${id}`, distributor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      refundMethod: 'none',
      refundAmount: 0,
      refundStatus: null,
      customerName: 'Walk-in',
      poNo: null,
      saleOrderNo: expect.stringMatching(/^SO-/),
    });
    expect(await h.serialCount('available')).toBe(available + 2);
    const after = await h.call(
      'GET',
      `network/SaleOrders/GetDetail/${so.json().data.id}`,
      distributor,
    );
    expect(after.json().data.status).toBe('Cancelled');
  });
});

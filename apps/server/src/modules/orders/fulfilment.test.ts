import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { emailLogs, invoices, wanderSerialNumbers } from '../../db/schema/index.js';
import { orderFixtures } from '../../test-support/kits/orders.fixtures.js';

let t: TestApp;
let customer: Record<string, string>;
let distributor: Record<string, string>;
let fx: Awaited<ReturnType<typeof orderFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  fx = await orderFixtures(t.database.db, { serials: 5 });
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => t.app.inject({ method, url: `/api/${url}`, headers, payload: payload as never });
const paidOrder = async (qty: number) =>
  (
    await call('POST', 'payment/Payment/WanderCheckout', customer, {
      dataPlanModel: { distributorEntityCode: 'DIST001', lines: [{ variantId: fx.v1, qty }] },
    })
  ).json().data.poHeaderId as string;
const serialCount = async (status: string) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(wanderSerialNumbers)
      .where(and(eq(wanderSerialNumbers.status, status), eq(wanderSerialNumbers.variantId, fx.v1)))
  )[0].n;

describe('received orders, fulfilment and delivery', () => {
  let poId: string;
  let invoiceId: string;

  it('shows the paid order to its distributor only', async () => {
    poId = await paidOrder(3);
    const list = await call('POST', 'network/PurchaseOrders/SearchReceivedOrders', distributor, {
      filterColumns: [{ columnName: 'status', filterValue: 'Paid', operator: 'eq' }],
    });
    expect(list.json().data.items.map((i: { id: string }) => i.id)).toContain(poId);
    const detail = await call(
      'GET',
      `network/PurchaseOrders/GetReceivedOrderDetail/${poId}`,
      distributor,
    );
    expect(detail.json().data).toMatchObject({
      status: 'Paid',
      actions: ['Fulfil'],
      companyName: 'Skyway Travel Agency',
    });
    expect(
      (await call('POST', 'network/PurchaseOrders/SearchReceivedOrders', customer, {})).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `network/PurchaseOrders/GetReceivedOrderDetail/${poId}`, customer))
        .statusCode,
    ).toBe(403);
    expect((await call('PUT', `network/PurchaseOrders/Fulfil/${poId}`, customer)).statusCode).toBe(
      403,
    );
  });

  it('previews serials by quantity and reports insufficient stock', async () => {
    const ok = await call(
      'GET',
      `product/WanderSerialNumber/GetSerialNumberByQuantity?productId=${fx.productId}&variantId=${fx.v1}&quantity=2`,
      distributor,
    );
    expect(ok.json().data).toHaveLength(2);
    const short = await call(
      'GET',
      `product/WanderSerialNumber/GetSerialNumberByQuantity?productId=${fx.productId}&variantId=${fx.v1}&quantity=6`,
      distributor,
    );
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe('Insufficient Stock: 5 available');
  });

  it('fulfils: one invoice and one serial per eSIM; a second fulfil is refused', async () => {
    const res = await call('PUT', `network/PurchaseOrders/Fulfil/${poId}`, distributor);
    expect(res.statusCode).toBe(200);
    const po = res.json().data;
    expect(po.status).toBe('Fulfilled');
    expect(po.invoice.documentNo).toMatch(/^INV-\d{6}$/);
    expect(po.invoice.esims).toHaveLength(3);
    expect(new Set(po.invoice.esims.map((e: { iccid: string }) => e.iccid)).size).toBe(3);
    invoiceId = po.invoice.id;
    expect(await serialCount('allocated')).toBe(3);
    // The buyer does not see the eSIMs before delivery.
    const buyerView = (
      await call('GET', `network/PurchaseOrders/GetDetail/${poId}`, customer)
    ).json().data;
    expect(buyerView.invoice.esims).toEqual([]);
    const again = await call('PUT', `network/PurchaseOrders/Fulfil/${poId}`, distributor);
    expect(again.statusCode).toBe(409);
  });

  it('refuses to fulfil beyond the stock and changes nothing', async () => {
    // Payment holds the last 2 eSIMs (issue 37); one of them is then written off (lost, faulty).
    const big = await paidOrder(2);
    const [lost] = await t.database.db
      .select({ id: wanderSerialNumbers.id })
      .from(wanderSerialNumbers)
      .where(
        and(eq(wanderSerialNumbers.status, 'available'), eq(wanderSerialNumbers.variantId, fx.v1)),
      )
      .limit(1);
    await t.database.db
      .update(wanderSerialNumbers)
      .set({ status: 'written_off' })
      .where(eq(wanderSerialNumbers.id, lost.id));
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(invoices);
    const res = await call('PUT', `network/PurchaseOrders/Fulfil/${big}`, distributor);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('Insufficient Stock');
    expect(res.json().message).toContain('has 1 available, 2 needed');
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(invoices);
    expect(after[0].n).toBe(before[0].n);
    expect(await serialCount('available')).toBe(1);
    const po = (await call('GET', `network/PurchaseOrders/GetDetail/${big}`, customer)).json().data;
    expect(po.status).toBe('Paid');
    expect(po.invoice).toBeNull();
    // The way forward (issue 37): refunded, its held eSIM goes back on sale.
    const refund = await call('PUT', `network/PurchaseOrders/Refund/${big}`, distributor);
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().data.status).toBe('Cancelled');
  });

  it('refuses to fulfil an unpaid order', async () => {
    const draft = (
      await call('POST', 'network/PurchaseOrders', customer, {
        distributorEntityCode: 'DIST001',
        lines: [{ variantId: fx.v1, qty: 1 }],
      })
    ).json().data;
    const res = await call('PUT', `network/PurchaseOrders/Fulfil/${draft.id}`, distributor);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A Draft purchase order cannot be Fulfilled');
  });

  it('completes the invoice: eSIMs delivered, QR codes shown to the buyer, e-mail recorded', async () => {
    expect((await call('PUT', `payment/Invoices/Complete/${invoiceId}`, customer)).statusCode).toBe(
      403,
    );
    const res = await call('PUT', `payment/Invoices/Complete/${invoiceId}`, distributor);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.delivered).toBe(3);
    const po = (await call('GET', `network/PurchaseOrders/GetDetail/${poId}`, customer)).json()
      .data;
    expect(po.status).toBe('Completed');
    expect(po.invoice.status).toBe('Completed');
    expect(po.invoice.esims).toHaveLength(3);
    for (const esim of po.invoice.esims) {
      expect(esim.iccid).toMatch(/^89\d{17}$/);
      expect(esim.activationCode).toMatch(/^LPA:1\$/);
      expect(esim.qrCode).toMatch(/^data:image\/png;base64,/);
    }
    // The buyer's e-mail is in the e-mail log (sent after commit through the queue), with every
    // eSIM's ICCID and activation code.
    const mails = await t.database.db
      .select()
      .from(emailLogs)
      .where(eq(emailLogs.template, 'esim-delivery'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toEmail: 'customer@wander.demo', entityCode: 'DIST001' });
    for (const esim of po.invoice.esims as { iccid: string; activationCode: string }[]) {
      expect(mails[0].textBody).toContain(esim.iccid);
      expect(mails[0].htmlBody).toContain(esim.iccid);
      expect(mails[0].textBody).toContain(esim.activationCode);
    }
    expect(
      (await call('PUT', `payment/Invoices/Complete/${invoiceId}`, distributor)).statusCode,
    ).toBe(409);
  });

  it('prints the eSIMs: one page each in the bulk PDF, one eSIM in CreatePDF, 404 for others', async () => {
    const bulk = await call('POST', `network/Wander/CreateBulkPDF/${invoiceId}`, customer);
    expect(bulk.statusCode).toBe(200);
    expect(bulk.headers['content-type']).toBe('application/pdf');
    const pages = bulk.rawPayload.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
    expect(pages).toHaveLength(3);
    const po = (await call('GET', `network/PurchaseOrders/GetDetail/${poId}`, customer)).json()
      .data;
    const one = await call('POST', `network/Wander/CreatePDF/${po.invoice.esims[0].id}`, customer);
    expect(one.statusCode).toBe(200);
    expect(one.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
    const admin = bearer(await signIn(t.app, 'newdistributor@wander.demo'), 'DIST002');
    expect(
      (await call('POST', `network/Wander/CreateBulkPDF/${invoiceId}`, admin)).statusCode,
    ).toBe(404);
  });

  it('sends the eSIM e-mail again and a PO copy, only for the issuer', async () => {
    const res = await call('POST', 'network/Wander/SendCustomerEmail', distributor, {
      invoiceId,
      email: 'ops@skyway.demo',
    });
    expect(res.json()).toMatchObject({ message: 'Email sent successfully', data: { queued: 1 } });
    const copy = await call(
      'POST',
      `network/Wander/SendPOCustomerEmail/${poId}/default/0`,
      distributor,
    );
    expect(copy.statusCode).toBe(200);
    const rows = await t.database.db.select().from(emailLogs);
    expect(rows.find((r) => r.toEmail === 'ops@skyway.demo')?.template).toBe('esim-delivery');
    expect(rows.some((r) => r.template === 'purchase-order-copy')).toBe(true);
    expect(
      (await call('POST', 'network/Wander/SendCustomerEmail', customer, { invoiceId })).statusCode,
    ).toBe(403);
  });

  it('looks up top-ups of a delivered eSIM with {data, isSuccess, message}', async () => {
    const po = (await call('GET', `network/PurchaseOrders/GetDetail/${poId}`, customer)).json()
      .data;
    const ok = (
      await call('GET', `payment/InvoiceDetail/GetTopUpESim/${po.invoice.esims[0].id}`, customer)
    ).json().data;
    expect(ok.isSuccess).toBe(true);
    expect(ok.data.topUpOptions.length).toBeGreaterThan(0);
    const no = (await call('GET', `payment/InvoiceDetail/GetTopUpESim/${fx.v1}`, customer)).json()
      .data;
    expect(no).toEqual({ data: null, isSuccess: false, message: 'This eSIM cannot be topped up' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { pdfPageCount, pdfText } from '../../test-support/pdf-text.js';
import { orderFixtures } from '../../test-support/kits/orders.fixtures.js';

let t: TestApp;
let fx: Awaited<ReturnType<typeof orderFixtures>>;
const as: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  fx = await orderFixtures(t.database.db, { serials: 5 });
  for (const [name, email, company] of [
    ['customer', 'customer@wander.demo', 'CUST001'],
    ['distributor', 'distributor@wander.demo', 'DIST001'],
    ['other', 'newdistributor@wander.demo', 'DIST002'],
    ['agent', 'agent@wander.demo', 'DIST001'],
    ['admin', 'admin@wander.demo', 'WANDER'],
  ]) {
    as[name] = bearer(await signIn(t.app, email), company);
  }
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/${url}`, headers: as[who], payload: payload as never });
const search = (who: string, body: unknown = {}) =>
  call('POST', 'payment/Invoices/Search', who, body);

/** A paid order of `qty` eSIMs fulfilled by DIST001: an Open invoice with allocated eSIMs. */
async function openInvoice(qty: number) {
  const pay = await call('POST', 'payment/Payment/WanderCheckout', 'customer', {
    dataPlanModel: { distributorEntityCode: 'DIST001', lines: [{ variantId: fx.v1, qty }] },
  });
  const poId = pay.json().data.poHeaderId as string;
  const po = (await call('PUT', `network/PurchaseOrders/Fulfil/${poId}`, 'distributor')).json()
    .data;
  return { poId, poNo: po.documentNo as string, invoice: po.invoice, po };
}

describe('invoice list (payment/Invoices/Search)', () => {
  let a: Awaited<ReturnType<typeof openInvoice>>;
  beforeAll(async () => {
    a = await openInvoice(2);
  });

  it('shows the issuer and the buyer their invoices, server paged, filtered and sorted', async () => {
    const all = (await search('distributor')).json().data;
    // The demo history's completed invoice and the one just fulfilled.
    expect(all.totalCount).toBeGreaterThanOrEqual(2);
    const row = all.items.find((i: { id: string }) => i.id === a.invoice.id);
    expect(row).toMatchObject({
      documentNo: a.invoice.documentNo,
      entityCode: 'DIST001',
      issuerName: expect.any(String),
      customerEntityCode: 'CUST001',
      customerName: 'Skyway Travel Agency',
      poId: a.poId,
      poNo: a.poNo,
      status: 'Open',
      currency: 'MYR',
      totalAmount: a.po.totalAmount,
      taxAmount: a.po.taxAmount,
      completedAt: null,
    });
    // The buyer sees every invoice but the distributor's manual drafts (the demo has two).
    const issued = await search('distributor', {
      filterColumns: [{ columnName: 'status', filterValue: 'Draft', operator: 'ne' }],
    });
    expect(issued.json().data.totalCount).toBe(all.totalCount - 2);
    // The distributor also issued its consumers' invoices (the demo web store's orders).
    const toCustomer = await search('distributor', {
      filterColumns: [
        { columnName: 'status', filterValue: 'Draft', operator: 'ne' },
        { columnName: 'customerEntityCode', filterValue: 'CUST001', operator: 'eq' },
      ],
    });
    expect((await search('customer')).json().data.totalCount).toBe(
      toCustomer.json().data.totalCount,
    );

    const open = (
      await search('distributor', {
        filterColumns: [{ columnName: 'status', filterValue: 'Open', operator: 'eq' }],
      })
    ).json().data.items as { status: string }[];
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((i) => i.status === 'Open')).toBe(true);
    const byNo = (
      await search('distributor', {
        filterColumns: [
          { columnName: 'documentNo', filterValue: a.invoice.documentNo, operator: 'eq' },
        ],
      })
    ).json().data;
    expect(byNo.items.map((i: { id: string }) => i.id)).toEqual([a.invoice.id]);
    const byCustomer = (
      await search('distributor', {
        filterColumns: [
          { columnName: 'customerName', filterValue: 'skyway', operator: 'contains' },
        ],
      })
    ).json().data;
    // Every invoice of CUST001 (the others are the distributor's consumers').
    const ofCustomer = (
      await search('distributor', {
        filterColumns: [
          { columnName: 'customerEntityCode', filterValue: 'CUST001', operator: 'eq' },
        ],
      })
    ).json().data;
    expect(byCustomer.totalCount).toBe(ofCustomer.totalCount);
    expect(ofCustomer.totalCount).toBeLessThan(all.totalCount);

    const sorted = (
      await search('distributor', {
        sortColumns: [{ columnName: 'totalAmount', sortOrder: 'asc' }],
      })
    ).json().data.items as { totalAmount: number }[];
    expect(sorted.map((i) => i.totalAmount)).toEqual(
      [...sorted.map((i) => i.totalAmount)].sort((x, y) => x - y),
    );
    const paged = (await search('distributor', { pageIndex: 2, pageSize: 1 })).json().data;
    expect(paged.items).toHaveLength(1);
    expect(paged.pageCount).toBe(all.totalCount);
  });

  it('shows nothing of them to another company, all to a platform admin, and 403 without the grant', async () => {
    expect((await search('other')).json().data.totalCount).toBe(0);
    const admin = (await search('admin')).json().data;
    expect(admin.items.map((i: { id: string }) => i.id)).toContain(a.invoice.id);
    expect((await search('agent')).statusCode).toBe(403);
    const bad = await search('distributor', {
      filterColumns: [{ columnName: 'activationCode', filterValue: 'x', operator: 'eq' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.filterColumns).toEqual(['activationCode cannot be filtered']);
  });

  it('answers one invoice with lines, totals and the caller’s actions; 404 for another company', async () => {
    const detail = (
      await call('GET', `payment/Invoices/GetDetail/${a.invoice.id}`, 'distributor')
    ).json().data;
    expect(detail).toMatchObject({
      documentNo: a.invoice.documentNo,
      status: 'Open',
      subTotal: a.po.subTotal,
      discountAmount: a.po.discountAmount,
      taxAmount: a.po.taxAmount,
      totalAmount: a.po.totalAmount,
      esimCount: 2,
      actions: ['Complete', 'Cancel', 'Pdf', 'PoPdf', 'EsimPdf'],
    });
    expect(detail.lines).toHaveLength(1);
    expect(detail.lines[0]).toMatchObject({ qty: 2, taxCode: 'ORD8', taxRatePercent: 8 });
    // The buyer may not complete and sees no eSIM before delivery.
    const buyer = (
      await call('GET', `payment/Invoices/GetDetail/${a.invoice.id}`, 'customer')
    ).json().data;
    expect(buyer).toMatchObject({ esimCount: 0, actions: ['Pdf', 'PoPdf'] });
    for (const id of [a.invoice.id, 'not-a-uuid', fx.v1]) {
      expect((await call('GET', `payment/Invoices/GetDetail/${id}`, 'other')).statusCode).toBe(404);
    }
    expect(
      (await call('GET', `payment/Invoices/GetDetail/${a.invoice.id}`, 'agent')).statusCode,
    ).toBe(403);
  });

  it('pages the eSIMs of an invoice; the buyer sees them once delivered', async () => {
    const esims = (who: string, body: Record<string, unknown> = {}) =>
      call('POST', 'payment/Invoices/SearchInvoiceDetail', who, {
        invoiceId: a.invoice.id,
        ...body,
      });
    const page = (await esims('distributor', { pageSize: 1 })).json().data;
    expect(page).toMatchObject({ totalCount: 2, pageCount: 2 });
    expect(page.items[0]).toMatchObject({
      iccid: expect.stringMatching(/^89\d{17}$/),
      activationCode: expect.stringMatching(/^LPA:1\$/),
      status: 'allocated',
      qrCode: null,
      lineNo: 1,
    });
    const one = (
      await esims('distributor', {
        filterColumns: [{ columnName: 'iccid', filterValue: page.items[0].iccid, operator: 'eq' }],
      })
    ).json().data;
    expect(one.totalCount).toBe(1);
    expect((await esims('customer')).json().data.totalCount).toBe(0);
    expect((await esims('other')).statusCode).toBe(404);
    const missing = await call('POST', 'payment/Invoices/SearchInvoiceDetail', 'distributor', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('invoiceId');

    expect(
      (await call('PUT', `payment/Invoices/Complete/${a.invoice.id}`, 'distributor')).statusCode,
    ).toBe(200);
    const delivered = (await esims('customer')).json().data;
    expect(delivered.totalCount).toBe(2);
    expect(delivered.items[0].qrCode).toMatch(/^data:image\/png;base64,/);
    const after = (
      await call('GET', `payment/Invoices/GetDetail/${a.invoice.id}`, 'distributor')
    ).json().data;
    expect(after.status).toBe('Completed');
    expect(after.actions).not.toContain('Complete');
  });

  it('lists an invoice’s eSIMs as options for whoever may see them', async () => {
    const options = (who: string) =>
      call('GET', `payment/InvoiceDetail/GetSelectList?invoiceId=${a.invoice.id}`, who);
    const issuer = (await options('distributor')).json().data as { label: string }[];
    expect(issuer).toHaveLength(2);
    expect(issuer[0].label).toMatch(/^89\d{17} - ORD Japan eSIM Japan 3GB 7 days$/);
    expect(issuer.map((o) => o.label)).toEqual([...issuer.map((o) => o.label)].sort());
    expect((await options('customer')).json().data).toHaveLength(2); // delivered by now
    expect((await options('other')).json().data).toEqual([]);
    expect((await options('admin')).json().data).toHaveLength(2);
    expect((await options('agent')).statusCode).toBe(403);
  });
});

describe('invoice documents', () => {
  let b: Awaited<ReturnType<typeof openInvoice>>;
  beforeAll(async () => {
    b = await openInvoice(1);
  });

  it('prints the invoice with its lines, tax and totals', async () => {
    const res = await call('POST', `payment/Invoices/CreatePDF/${b.invoice.id}`, 'customer');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${b.invoice.documentNo}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfPageCount(res.rawPayload)).toBe(1);
    const text = pdfText(res.rawPayload);
    const money = (n: number) => `MYR ${n.toFixed(2)}`;
    expect(text).toEqual(
      expect.arrayContaining([
        'Invoice',
        b.invoice.documentNo,
        'Skyway Travel Agency (CUST001)',
        `Purchase Order: ${b.poNo}`,
        'ORD Japan eSIM - Japan 3GB 7 days',
        `Sub Total: ${money(b.po.subTotal)}`,
        `Tax ORD8 (8%): ${money(b.po.taxAmount)}`,
        `Total: ${money(b.po.totalAmount)}`,
      ]),
    );
  });

  it('prints the purchase order header of the invoice', async () => {
    const res = await call(
      'POST',
      `payment/Invoices/CreatePOHeaderPDF/${b.invoice.id}`,
      'distributor',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // Named for the order, as the invoice is for itself (issue 37: not document.pdf).
    expect(res.headers['content-disposition']).toBe(`inline; filename="${b.poNo}.pdf"`);
    const text = pdfText(res.rawPayload);
    expect(text).toEqual(
      expect.arrayContaining(['Purchase Order', b.poNo, `Invoice: ${b.invoice.documentNo}`]),
    );
  });

  it('keeps both documents from another company (404) and from a role without the grant (403)', async () => {
    for (const path of ['CreatePDF', 'CreatePOHeaderPDF']) {
      const url = `payment/Invoices/${path}/${b.invoice.id}`;
      expect((await call('POST', url, 'other')).statusCode).toBe(404);
      expect((await call('POST', url, 'agent')).statusCode).toBe(403);
    }
  });
});

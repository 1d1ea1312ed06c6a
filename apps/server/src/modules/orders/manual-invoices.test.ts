import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { companies, emailLogs, invoices, wanderSerialNumbers } from '../../db/schema/index.js';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { addSerials, orderFixtures } from '../../test-support/kits/orders.fixtures.js';

let t: TestApp;
let distributor: Record<string, string>;
let customer: Record<string, string>;
let other: Record<string, string>;
let fx: Awaited<ReturnType<typeof orderFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  fx = await orderFixtures(t.database.db, { serials: 0 });
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
  other = bearer(await signIn(t.app, 'newdistributor@wander.demo'), 'DIST002');
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => t.app.inject({ method, url: `/api/${url}`, headers, payload: payload as never });

const stock = async (status: 'available' | 'allocated' | 'delivered') =>
  (
    await t.database.db
      .select({ id: wanderSerialNumbers.id })
      .from(wanderSerialNumbers)
      .where(and(eq(wanderSerialNumbers.variantId, fx.v1), eq(wanderSerialNumbers.status, status)))
  ).length;

const draft = (lines: unknown[], extra: Record<string, unknown> = {}) => ({
  customerEntityCode: 'CUST001',
  invoiceDate: '2026-11-20',
  notes: 'Conference group',
  lines,
  ...extra,
});
const create = async (lines: unknown[], extra?: Record<string, unknown>) => {
  const res = await call('POST', 'payment/Invoices', distributor, draft(lines, extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; documentNo: string; totalAmount: number };
};
const detail = async (id: string, headers = distributor) =>
  call('GET', `payment/Invoices/GetDetail/${id}`, headers);
const taxGroupId = async (code: string) =>
  (
    await call('POST', 'network/TaxGroups/Search', distributor, {
      filterColumns: [{ columnName: 'taxGroupCode', filterValue: code, operator: 'eq' }],
    })
  ).json().data.items[0].id as string;

describe('manual invoices: drafts', () => {
  it('creates a draft at the customer’s price with the item’s tax, in exact cents', async () => {
    const res = await call(
      'POST',
      'payment/Invoices',
      distributor,
      draft([
        { variantId: fx.v1, qty: 3 },
        { variantId: fx.v2, qty: 1, unitPrice: 19.99 },
      ]),
    );
    expect(res.json()).toMatchObject({
      message: 'Create successfully!',
      data: { status: 'Draft' },
    });
    const { id, documentNo } = res.json().data;
    expect(documentNo).toMatch(/^INV-\d{6}$/);
    const inv = (await detail(id)).json().data;
    // 3 x 10.00 + 8% = 32.40; 19.99 + 8% (1.5992 -> 1.60) = 21.59
    expect(inv).toMatchObject({
      status: 'Draft',
      isManual: true,
      customerEntityCode: 'CUST001',
      invoiceDate: '2026-11-20',
      notes: 'Conference group',
      subTotal: 49.99,
      discountAmount: 0,
      taxAmount: 4,
      totalAmount: 53.99,
      actions: ['Complete', 'Edit', 'Delete', 'Pdf'],
    });
    expect(
      inv.lines.map((l: Record<string, unknown>) => [l.unitPrice, l.taxCode, l.lineTotal]),
    ).toEqual([
      [10, 'ORD8', 32.4],
      [19.99, 'ORD8', 21.59],
    ]);
    expect(await stock('allocated')).toBe(0);
    // The customer does not see a draft: not in its list, 404 by id.
    expect((await detail(id, customer)).statusCode).toBe(404);
    const list = await call('POST', 'payment/Invoices/Search', customer, {});
    expect(list.json().data.items.map((i: { id: string }) => i.id)).not.toContain(id);
    const options = (await call('GET', 'payment/Invoices/GetSelectList', distributor)).json().data;
    expect(options).toContainEqual({ label: documentNo, value: id });
  });

  it("takes the customer's tax group over the item's (an export customer pays none)", async () => {
    const exported = await create([{ variantId: fx.v1, qty: 2 }], {
      customerTaxGroupId: await taxGroupId('EXPORT'),
    });
    expect(exported.totalAmount).toBe(20);
    const local = await create([{ variantId: fx.v1, qty: 1, unitPrice: 19.99 }], {
      customerTaxGroupId: await taxGroupId('LOCAL'),
    });
    expect(local.totalAmount).toBe(21.59); // SST 8% on 19.99
    // The form's tax preview answers by the same rule.
    const preview = await call(
      'GET',
      `network/TaxGroups/GetTaxPerItem?variantId=${fx.v1}&netPrice=10`,
      distributor,
    );
    expect(preview.json().data).toMatchObject({ taxCode: 'ORD8', taxAmount: 0.8 });
  });

  it('refuses bad input in the spec’s words and stores nothing', async () => {
    const before = (await t.database.db.select({ id: invoices.id }).from(invoices)).length;
    const missing = await call('POST', 'payment/Invoices', distributor, {
      customerEntityCode: '',
      invoiceDate: '',
      lines: [],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toMatchObject({
      customerEntityCode: ['Customer is required'],
      invoiceDate: ['Invoice Date is required'],
      lines: ['Please add at least one line to the invoice'],
    });
    const feb31 = await call('POST', 'payment/Invoices', distributor, {
      ...draft([{ variantId: fx.v1, qty: 1 }]),
      invoiceDate: '2026-02-31',
    });
    expect(feb31.json().errors).toEqual({ invoiceDate: ['Invoice Date is not a valid date'] });
    const qty = await call(
      'POST',
      'payment/Invoices',
      distributor,
      draft([{ variantId: fx.v1, qty: 0 }]),
    );
    expect(qty.json().errors).toMatchObject({
      'lines.0.qty': ['Quantity should have minimum value of 1'],
    });
    const notSold = await call(
      'POST',
      'payment/Invoices',
      distributor,
      draft([{ variantId: fx.v3, qty: 1 }]),
    );
    expect(notSold.statusCode).toBe(400);
    expect(notSold.json().errors).toEqual({
      'lines.0.variantId': ['This variant is not one your company sells (it has no price)'],
    });
    const stranger = await call(
      'POST',
      'payment/Invoices',
      distributor,
      draft([{ variantId: fx.v1, qty: 1 }], { customerEntityCode: 'DIST002' }),
    );
    expect(stranger.json().errors).toEqual({
      customerEntityCode: ['Customer is not a valid option'],
    });
    expect((await t.database.db.select({ id: invoices.id }).from(invoices)).length).toBe(before);
  });

  it('edits and deletes a draft', async () => {
    const inv = await create([{ variantId: fx.v1, qty: 1 }]);
    const edited = await call(
      'PUT',
      `payment/Invoices/${inv.id}`,
      distributor,
      draft([{ variantId: fx.v2, qty: 2 }], { notes: null, invoiceDate: '2026-11-21' }),
    );
    expect(edited.json()).toMatchObject({
      message: 'Update successfully!',
      data: { totalAmount: 54 },
    });
    const after = (await detail(inv.id)).json().data;
    expect(after).toMatchObject({ invoiceDate: '2026-11-21', notes: null, totalAmount: 54 });
    expect(after.lines).toHaveLength(1);
    const removed = await call('DELETE', `payment/Invoices/${inv.id}`, distributor);
    expect(removed.json().message).toBe('Delete successfully!');
    expect((await detail(inv.id)).statusCode).toBe(404);
  });

  it("answers another company's invoice as not found and changes nothing", async () => {
    const inv = await create([{ variantId: fx.v1, qty: 1 }]);
    const body = draft([{ variantId: fx.v1, qty: 5 }]);
    expect((await call('PUT', `payment/Invoices/${inv.id}`, other, body)).statusCode).toBe(404);
    expect((await call('DELETE', `payment/Invoices/${inv.id}`, other)).statusCode).toBe(404);
    expect((await call('PUT', `payment/Invoices/Complete/${inv.id}`, other)).statusCode).toBe(404);
    const batch = await call('PUT', 'payment/Invoices/Complete', other, { ids: [inv.id] });
    expect(batch.statusCode).toBe(404);
    expect((await detail(inv.id)).json().data).toMatchObject({
      status: 'Draft',
      totalAmount: 10.8,
    });
    // The customer may not edit the invoice it is billed by either.
    expect((await call('PUT', `payment/Invoices/${inv.id}`, customer, body)).statusCode).toBe(403);
    await call('DELETE', `payment/Invoices/${inv.id}`, distributor);
  });
});

describe('manual invoices: completing', () => {
  it('completes several in one go or none: short stock rolls all back and names the invoice', async () => {
    const first = await create([{ variantId: fx.v1, qty: 2 }]);
    const second = await create([{ variantId: fx.v1, qty: 3 }]);
    await addSerials(t.database.db, fx.productId, fx.v1, 4, 31);
    const refused = await call('PUT', 'payment/Invoices/Complete', distributor, {
      ids: [first.id, second.id],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      `${second.documentNo}: Insufficient Stock: ORD Japan eSIM Japan 3GB 7 days has 2 available, 3 needed`,
    );
    expect((await detail(first.id)).json().data.status).toBe('Draft');
    expect(await stock('available')).toBe(4);
    expect(await stock('allocated')).toBe(0);

    await addSerials(t.database.db, fx.productId, fx.v1, 1, 32);
    const done = await call('PUT', 'payment/Invoices/Complete', distributor, {
      ids: [first.id, second.id],
    });
    expect(done.json()).toMatchObject({
      message: 'Invoice completed',
      data: { invoiceIds: [first.id, second.id], delivered: 5 },
    });
    expect(await stock('available')).toBe(0);
    expect(await stock('delivered')).toBe(5);
    const inv = (await detail(first.id)).json().data;
    expect(inv).toMatchObject({ status: 'Completed', esimCount: 2 });
    expect(inv.actions).toEqual(['Pdf', 'EsimPdf']);
    // The customer now sees it, and its company e-mail got the eSIMs.
    expect((await detail(first.id, customer)).json().data.esimCount).toBe(2);
    const [company] = await t.database.db
      .select({ email: companies.email })
      .from(companies)
      .where(eq(companies.entityCode, 'CUST001'));
    const mails = await t.database.db
      .select()
      .from(emailLogs)
      .where(eq(emailLogs.toEmail, company.email!));
    expect(mails.map((m) => m.subject)).toContain(
      `Your eSIMs for ${first.documentNo} (invoice ${first.documentNo})`,
    );
    const pdf = await call('POST', `payment/Invoices/CreatePDF/${first.id}`, distributor);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('refuses to edit, delete or complete a completed invoice', async () => {
    await addSerials(t.database.db, fx.productId, fx.v1, 1, 33);
    const inv = await create([{ variantId: fx.v1, qty: 1 }]);
    const one = await call('PUT', `payment/Invoices/Complete/${inv.id}`, distributor);
    expect(one.json().data).toEqual({ invoiceIds: [inv.id], delivered: 1 });
    const edit = await call(
      'PUT',
      `payment/Invoices/${inv.id}`,
      distributor,
      draft([{ variantId: fx.v1, qty: 1 }]),
    );
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(
      'A Completed invoice cannot be changed: only a Draft invoice can be edited or deleted',
    );
    expect((await call('DELETE', `payment/Invoices/${inv.id}`, distributor)).statusCode).toBe(409);
    const again = await call('PUT', 'payment/Invoices/Complete', distributor, { ids: [inv.id] });
    expect(again.json().message).toBe(`${inv.documentNo}: A Completed invoice cannot be Completed`);
    expect((await detail(inv.id)).json().data.status).toBe('Completed');
  });
});

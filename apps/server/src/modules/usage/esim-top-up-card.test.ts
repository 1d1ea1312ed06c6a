import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  invoiceLines,
  invoices,
  purchaseOrders,
  wanderSerialNumbers,
} from '../../db/schema/index.js';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';

/** Issue 37: an eSIM's top-up can be paid by card as well as from the wallet. */
let t: TestApp;
let customer: Record<string, string>;
let distributor: Record<string, string>;
let esim: { id: string; iccid: string };

beforeAll(async () => {
  t = await createTestApp();
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  [esim] = await t.database.db
    .select({ id: wanderSerialNumbers.id, iccid: wanderSerialNumbers.iccid })
    .from(wanderSerialNumbers)
    .innerJoin(invoiceLines, eq(invoiceLines.id, wanderSerialNumbers.invoiceLineId))
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(
      and(
        eq(wanderSerialNumbers.status, 'delivered'),
        eq(invoices.customerEntityCode, 'CUST001'),
        eq(invoices.entityCode, 'DIST001'),
      ),
    )
    .orderBy(wanderSerialNumbers.iccid)
    .limit(1);
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => t.app.inject({ method, url: `/api/${url}`, headers, payload: payload as never });
const balance = async () =>
  (await call('GET', 'payment/Wallet/WalletBalance', customer)).json().data.walletBalance;
const order = async (id: string) =>
  (await t.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)))[0];

describe('paying an eSIM top-up by card (payment/InvoiceDetail/TopUpESimByCard)', () => {
  it('opens the sandbox card page, and only the paid card payment pays the top-up', async () => {
    const lookup = (
      await call('GET', `payment/InvoiceDetail/GetTopUpESim/${esim.id}`, customer)
    ).json().data;
    expect(lookup.isSuccess, lookup.message).toBe(true);
    const plan = lookup.data.topUpOptions[0];
    const walletBefore = await balance();

    const res = await call('POST', `payment/InvoiceDetail/TopUpESimByCard/${esim.id}`, customer, {
      variantId: plan.variantId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const started = res.json().data;
    expect(started.provider).toBe('sandbox');
    expect(started.url).toContain('payment/Sandbox/Checkout/');
    const placed = await order(started.poHeaderId);
    expect(placed).toMatchObject({
      status: 'Submitted',
      entityCode: 'CUST001',
      distributorEntityCode: 'DIST001',
      remarks: `Top-up of eSIM ${esim.iccid}`,
      documentNo: started.documentNo,
    });

    const page = await t.app.inject({ method: 'GET', url: started.url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(started.documentNo);
    const pay = await t.app.inject({
      method: 'POST',
      url: started.url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(pay.statusCode).toBe(302);
    expect(pay.headers.location).toBe(
      `/#/purchase-order-detail/${started.poHeaderId}?payment=success`,
    );
    const paid = await order(started.poHeaderId);
    expect(['Paid', 'Completed']).toContain(paid.status);
    expect(paid.paymentMethod).toBe('card');
    // The card paid it: the wallet is as it was.
    expect(await balance()).toBe(walletBefore);

    const journal = await call('POST', 'service/ServiceMovingJournals/Search', distributor, {
      filterColumns: [{ columnName: 'iccid', operator: 'eq', filterValue: esim.iccid }],
    });
    const events = journal
      .json()
      .data.items.map((r: { event: string; reference: string; performedBy: string }) => [
        r.event,
        r.reference,
        r.performedBy,
      ]);
    expect(events).toContainEqual(['TopUp', started.documentNo, 'customer@wander.demo']);
  });

  it('places nothing for a plan the eSIM is not offered, or an eSIM not the buyer’s', async () => {
    const count = async () => (await t.database.db.select().from(purchaseOrders)).length;
    const n = await count();
    const wrong = await call('POST', `payment/InvoiceDetail/TopUpESimByCard/${esim.id}`, customer, {
      variantId: '00000000-0000-4000-8000-000000000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.variantId).toEqual(['Top-up Plan is not a valid option']);
    const other = bearer(await signIn(t.app, 'newdistributor@wander.demo'), 'DIST002');
    const foreign = await call('POST', `payment/InvoiceDetail/TopUpESimByCard/${esim.id}`, other, {
      variantId: '00000000-0000-4000-8000-000000000000',
    });
    expect([403, 404]).toContain(foreign.statusCode);
    expect(await count()).toBe(n);
  });
});

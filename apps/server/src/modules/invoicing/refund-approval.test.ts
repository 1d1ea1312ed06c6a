import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { refundApprovals, settings } from '../../db/schema/index.js';
import { orderFixtures } from '../../test-support/kits/orders.fixtures.js';
import { invoicingHelpers } from '../../test-support/kits/invoicing.fixtures.js';

let t: TestApp;
let customer: Record<string, string>;
let distributor: Record<string, string>;
let accounts: Record<string, string>;
let otherDistributor: Record<string, string>;
let h: ReturnType<typeof invoicingHelpers>;

const CANCELLED = 'payment/InvoiceCancelled';

/** The platform's RefundApprovalAmount (whole units), as staff set it on the settings screen. */
async function approvalAmount(value: number) {
  await t.database.db
    .update(settings)
    .set({ settingValue: String(value) })
    .where(
      and(eq(settings.entityCode, 'WANDER'), eq(settings.settingName, 'RefundApprovalAmount')),
    );
}

beforeAll(async () => {
  t = await createTestApp();
  const fx = await orderFixtures(t.database.db, { serials: 20 });
  h = invoicingHelpers(t, fx.v1);
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  accounts = bearer(await signIn(t.app, 'accounts@wander.demo'), 'DIST001');
  otherDistributor = bearer(await signIn(t.app, 'newdistributor@wander.demo'), 'DIST002');
});
afterAll(() => t.close());

/** A wallet-paid order of 3 eSIMs (32.40), fulfilled, with a Pending cancellation: its id. */
async function pendingCancellation() {
  const poId = await h.walletPaidOrder(customer, 3);
  const invoiceId = await h.fulfil(distributor, poId);
  const res = await h.requestCancel(distributor, invoiceId, 'The traveller cancelled the trip');
  expect(res.statusCode, res.body).toBe(200);
  return { poId, id: res.json().data.id as string };
}

describe('a refund above the approval amount (four eyes)', () => {
  let poId: string;
  let id: string;
  let balance: number;

  it('waits for another user when the requester completes it; nothing moves', async () => {
    await approvalAmount(20);
    ({ poId, id } = await pendingCancellation());
    balance = await h.walletBalance('CUST001');
    const allocated = await h.serialCount('allocated');

    const res = await h.call('PUT', `${CANCELLED}/Complete/${id}`, distributor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('The refund is waiting for approval by another user');
    const data = res.json().data;
    expect(data).toMatchObject({ status: 'Pending', invoiceStatus: 'Open', refundAmount: 32.4 });
    expect(data.approvals).toEqual([
      expect.objectContaining({
        status: 'Waiting',
        refundMethod: 'wallet',
        refundAmount: 32.4,
        requestedByName: 'distributor@wander.demo',
        decidedByName: null,
      }),
    ]);
    // The requester may withdraw its request but neither complete again nor approve.
    expect(data.actions).toEqual(['Edit', 'Delete', 'RejectRefund']);
    expect(await h.walletBalance('CUST001')).toBe(balance);
    expect(await h.serialCount('allocated')).toBe(allocated);
    expect(await h.ledgerRows(poId, 'refund')).toHaveLength(0);

    const again = await h.call('PUT', `${CANCELLED}/Complete/${id}`, distributor);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('This refund is already waiting for approval');
  });

  it('refuses the requester as approver, and another company', async () => {
    const self = await h.call('PUT', `${CANCELLED}/ApproveRefund/${id}`, distributor, {});
    expect(self.statusCode).toBe(422);
    expect(self.json().message).toBe(
      'A refund must be approved by another user than the one who requested it',
    );
    const other = await h.call('PUT', `${CANCELLED}/ApproveRefund/${id}`, otherDistributor, {});
    expect(other.statusCode).toBe(404);
    expect(await h.walletBalance('CUST001')).toBe(balance);
  });

  it('a rejection needs a note, moves nothing, and a new Complete asks again', async () => {
    const noNote = await h.call('PUT', `${CANCELLED}/RejectRefund/${id}`, accounts, {});
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().errors.note).toEqual(['Note is required']);

    const view = await h.call('GET', `${CANCELLED}/GetDetail/${id}`, accounts);
    expect(view.json().data.actions).toEqual(['Edit', 'Delete', 'ApproveRefund', 'RejectRefund']);
    const rejected = await h.call('PUT', `${CANCELLED}/RejectRefund/${id}`, accounts, {
      note: 'Ask the customer to confirm first',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().message).toBe('Refund rejected');
    expect(rejected.json().data).toMatchObject({ status: 'Pending' });
    expect(rejected.json().data.approvals[0]).toMatchObject({
      status: 'Rejected',
      decidedByName: 'accounts@wander.demo',
      decisionNote: 'Ask the customer to confirm first',
    });
    expect(await h.walletBalance('CUST001')).toBe(balance);
    const late = await h.call('PUT', `${CANCELLED}/ApproveRefund/${id}`, accounts, {});
    expect(late.json().message).toBe('This refund is not waiting for approval');

    const asked = await h.call('PUT', `${CANCELLED}/Complete/${id}`, distributor);
    expect(asked.json().data.approvals.map((a: { status: string }) => a.status)).toEqual([
      'Waiting',
      'Rejected',
    ]);
  });

  it("another admin's approval completes it: refund credited once, both names and balances kept", async () => {
    const res = await h.call('PUT', `${CANCELLED}/ApproveRefund/${id}`, accounts, {
      note: 'Confirmed with the customer',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Refund approved: invoice cancelled');
    expect(res.json().data).toMatchObject({
      status: 'Completed',
      invoiceStatus: 'Cancelled',
      refundMethod: 'wallet',
      refundAmount: 32.4,
      refundStatus: 'refunded',
    });
    expect(res.json().data.approvals[0]).toMatchObject({
      status: 'Approved',
      requestedByName: 'distributor@wander.demo',
      decidedByName: 'accounts@wander.demo',
      decisionNote: 'Confirmed with the customer',
      balanceBefore: balance / 100,
      balanceAfter: (balance + 3240) / 100,
    });
    expect(await h.walletBalance('CUST001')).toBe(balance + 3240);
    expect(await h.ledgerRows(poId, 'refund')).toHaveLength(1);

    const twice = await h.call('PUT', `${CANCELLED}/ApproveRefund/${id}`, accounts, {});
    expect(twice.statusCode).toBe(422);
    expect(await h.walletBalance('CUST001')).toBe(balance + 3240);
    const rows = await t.database.db
      .select({ status: refundApprovals.status })
      .from(refundApprovals)
      .where(eq(refundApprovals.cancellationId, id));
    expect(rows.map((r) => r.status).sort()).toEqual(['Approved', 'Rejected']);
  });

  it('a refund at or below the amount completes at once, as before', async () => {
    await approvalAmount(500);
    const small = await pendingCancellation();
    const res = await h.call('PUT', `${CANCELLED}/Complete/${small.id}`, distributor);
    expect(res.json().message).toBe('Invoice cancelled');
    expect(res.json().data).toMatchObject({ status: 'Completed', approvals: [] });
  });
});

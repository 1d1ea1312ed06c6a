import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let admin: Record<string, string>;
let operator: Record<string, string>;
let distributor: Record<string, string>;
let customer: Record<string, string>;
let walletId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await signIn(t.app, 'admin@wander.demo'), 'WANDER');
  operator = bearer(await signIn(t.app, 'operator@wander.demo'), 'WANDER');
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
  const res = await call('POST', 'payment/Wallet/Search', admin, {
    filterColumns: [{ columnName: 'entityCode', filterValue: 'CUST001', operator: 'eq' }],
  });
  walletId = res.json().data.items[0].id;
}, 120_000);
afterAll(() => t.close());

function call(method: 'GET' | 'POST' | 'PUT', url: string, headers: object, payload?: unknown) {
  return t.app.inject({
    method,
    url: `/api/${url}`,
    headers: headers as Record<string, string>,
    payload: payload as object,
  });
}
const balance = async () =>
  (await call('GET', 'payment/Wallet/WalletBalance', customer)).json().data.walletBalance as number;
const ask = (body: Record<string, unknown>, who = admin) =>
  call('POST', 'payment/WalletAdjustment', who, {
    walletId,
    direction: 'credit',
    category: 'goodwill',
    amount: 10,
    reason: 'Goodwill for a late eSIM delivery',
    ...body,
  });

describe('four-eyes wallet adjustments', () => {
  it('credits the wallet only when a second user approves, with both names', async () => {
    const before = await balance();
    const requested = await ask({});
    expect(requested.statusCode).toBe(200);
    const adj = requested.json().data;
    expect(adj).toMatchObject({
      status: 'Pending',
      amount: 10,
      requestedByName: 'admin@wander.demo',
    });
    expect(adj.adjustmentNo).toMatch(/^ADJ-\d{6}$/);
    expect(await balance()).toBe(before);

    const own = await call('PUT', `payment/WalletAdjustment/Approve/${adj.id}`, admin, {});
    expect(own.statusCode).toBe(422);
    expect(own.json().message).toBe(
      'An adjustment must be approved by another user than the one who requested it',
    );
    expect(await balance()).toBe(before);

    const approved = await call('PUT', `payment/WalletAdjustment/Approve/${adj.id}`, operator, {});
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: 'Approved',
      decidedByName: 'operator@wander.demo',
      balanceBefore: before,
      balanceAfter: before + 10,
    });
    expect(await balance()).toBe(before + 10);

    const ledger = await call('POST', 'payment/WalletTransaction/Search', customer, {
      sortColumns: [{ columnName: 'createdAt', sortOrder: 'desc' }],
    });
    expect(ledger.json().data.items[0]).toMatchObject({
      kind: 'adjustment',
      amount: 10,
      reference: `${adj.adjustmentNo} Goodwill credit`,
      requestedBy: 'admin@wander.demo',
      approvedBy: 'operator@wander.demo',
    });

    const again = await call('PUT', `payment/WalletAdjustment/Approve/${adj.id}`, operator, {});
    expect(again.statusCode).toBe(422);
    expect(await balance()).toBe(before + 10);
  });

  it('refuses a debit the wallet cannot cover and keeps it Pending; a rejection moves nothing', async () => {
    const before = await balance();
    const adj = (
      await ask({ direction: 'debit', category: 'correction', amount: before + 1 })
    ).json().data;
    const approve = await call('PUT', `payment/WalletAdjustment/Approve/${adj.id}`, operator, {});
    expect(approve.statusCode).toBe(422);
    expect(approve.json().message).toBe('Insufficient wallet balance');
    const still = await call('GET', `payment/WalletAdjustment/GetDetail/${adj.id}`, admin);
    expect(still.json().data.status).toBe('Pending');

    const noNote = await call('PUT', `payment/WalletAdjustment/Reject/${adj.id}`, operator, {});
    expect(noNote.json().errors).toEqual({ note: ['Note is required'] });
    const rejected = await call('PUT', `payment/WalletAdjustment/Reject/${adj.id}`, operator, {
      note: 'More than the wallet holds',
    });
    expect(rejected.json().data).toMatchObject({
      status: 'Rejected',
      decisionNote: 'More than the wallet holds',
      balanceBefore: before,
      balanceAfter: before,
    });
    expect(await balance()).toBe(before);
  });

  it("checks the request in the spec's words and keeps company staff out", async () => {
    const zero = await ask({ amount: 0, reason: '' });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors).toMatchObject({
      amount: ['Amount should have minimum value of 0.01'],
      reason: ['Reason is required'],
    });
    const unknown = await ask({ walletId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.json().errors).toEqual({ walletId: ['Wallet is not a valid option'] });
    expect((await ask({}, distributor)).statusCode).toBe(403);
    expect((await call('POST', 'payment/WalletAdjustment/Search', customer, {})).statusCode).toBe(
      403,
    );
  });

  it('lists the requests newest first with their status', async () => {
    const res = await call('POST', 'payment/WalletAdjustment/Search', operator, {
      filterColumns: [{ columnName: 'status', filterValue: 'Approved', operator: 'eq' }],
    });
    expect(res.statusCode).toBe(200);
    const items = res.json().data.items as { status: string; companyName: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.status === 'Approved')).toBe(true);
  });

  it('of two approvals at once, one posts and one is refused', async () => {
    const before = await balance();
    const adj = (await ask({ amount: 5 }, operator)).json().data;
    const approvers = [admin, admin, admin];
    const results = await Promise.all(
      approvers.map((who) => call('PUT', `payment/WalletAdjustment/Approve/${adj.id}`, who, {})),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422, 422]);
    expect(await balance()).toBe(before + 5);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { invoices } from '../../db/schema/index.js';

let t: TestApp;
const as: Record<string, Record<string, string>> = {};
type Setup = { id: string; documentType: string; prefix: string; nextNumber: number };
let setups: Record<string, Setup>;
/** The demo distributor's next invoice number: one past the invoices its demo history issued. */
let next: number;

beforeAll(async () => {
  t = await createTestApp();
  for (const [name, email, code] of [
    ['distributor', 'distributor@wander.demo', 'DIST001'],
    ['other', 'newdistributor@wander.demo', 'DIST002'],
    ['agent', 'agent@wander.demo', 'DIST001'],
  ]) {
    as[name] = bearer(await signIn(t.app, email), code);
  }
  const list = (await call('GET', 'network/PurchaseSetups', 'distributor')).json().data as Setup[];
  setups = Object.fromEntries(list.map((s) => [s.documentType, s]));
  const [issued] = await t.database.db
    .select({ n: count() })
    .from(invoices)
    .where(eq(invoices.entityCode, 'DIST001'));
  next = issued.n + 1;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT', url: string, who: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/${url}`, headers: as[who], payload: payload as never });
const update = (who: string, setup: Setup, body: Record<string, unknown>) =>
  call('PUT', `network/PurchaseSetups/${setup.id}`, who, {
    prefix: setup.prefix,
    nextNumber: setup.nextNumber,
    padding: 6,
    ...body,
  });

describe('sequence setup edits never reuse a document number', () => {
  it('starts the demo distributor after the invoice it already issued', () => {
    // The demo history has fulfilled orders (one of them since cancelled): their numbers are taken.
    expect(next).toBeGreaterThan(1);
    expect(setups.Invoice).toMatchObject({ prefix: 'INV', nextNumber: next });
  });

  it('refuses a next number below the next one to issue, whatever the prefix becomes', async () => {
    for (const prefix of ['INV', 'BILL']) {
      const res = await update('distributor', setups.Invoice, { prefix, nextNumber: next - 1 });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        nextNumber: [`Next Number should have minimum value of ${next}`],
      });
    }
    const detail = (
      await call('GET', `network/PurchaseSetups/GetDetail/${setups.Invoice.id}`, 'distributor')
    ).json().data;
    expect(detail).toMatchObject({
      prefix: 'INV',
      nextNumber: next,
      preview: `INV-${String(next).padStart(6, '0')}`,
    });
  });

  it('refuses a prefix another document type of the company uses', async () => {
    const res = await update('distributor', setups.Invoice, {
      prefix: setups.PurchaseOrder.prefix,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual({ prefix: ['Prefix already exists'] });
  });

  it('moves forward, with a new prefix and padding', async () => {
    const res = await update('distributor', setups.Invoice, {
      prefix: 'BILL',
      // Past the demo's invoices (its consumers' orders are invoiced too).
      nextNumber: 1000,
      padding: 4,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Update successfully!',
      data: { prefix: 'BILL', nextNumber: 1000, padding: 4, preview: 'BILL-1000' },
    });
  });

  it('validates the fields and keeps other companies and roles out', async () => {
    const bad = await update('distributor', setups.SaleOrder, {
      prefix: 'so',
      nextNumber: 1.5,
      padding: 13,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['nextNumber', 'padding', 'prefix']);
    expect((await update('other', setups.SaleOrder, {})).statusCode).toBe(404);
    expect(
      (await call('GET', `network/PurchaseSetups/GetDetail/${setups.SaleOrder.id}`, 'other'))
        .statusCode,
    ).toBe(404);
    expect((await update('agent', setups.SaleOrder, {})).statusCode).toBe(403);
  });
});

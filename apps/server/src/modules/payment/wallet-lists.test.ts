import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { pdfText } from '../../test-support/pdf-text.js';
import { companies, wallets, walletTransactions } from '../../db/schema/index.js';

let t: TestApp;
const as: Record<string, Record<string, string>> = {};
/** A business customer of DIST002 with a ledger on known days (the demo one is DIST001's). */
let otherWallet: string;
let demoWallet: string;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const [company] = await db
    .insert(companies)
    .values({
      entityCode: 'CUST902',
      companyName: 'Nomad Travellers',
      companyType: 'customer',
      parentEntityCode: 'DIST002',
    })
    .returning();
  const [wallet] = await db
    .insert(wallets)
    .values({ companyId: company.id, currency: 'MYR', balanceMinor: 12_000 })
    .returning();
  otherWallet = wallet.id;
  await db.insert(walletTransactions).values(
    [
      { walletId: wallet.id, amountMinor: 10_000, balanceAfterMinor: 10_000, kind: 'opening' },
      { walletId: wallet.id, amountMinor: -3_000, balanceAfterMinor: 7_000, kind: 'purchase' },
      { walletId: wallet.id, amountMinor: 5_000, balanceAfterMinor: 12_000, kind: 'topup' },
    ].map((row, i) => ({
      ...row,
      reference: `REF-${i + 1}`,
      createdAt: new Date(
        ['2026-01-10T09:00:00Z', '2026-02-05T10:30:00Z', '2026-03-01T08:00:00Z'][i],
      ),
    })),
  );
  for (const [name, email, code] of [
    ['customer', 'customer@wander.demo', 'CUST001'],
    ['distributor', 'distributor@wander.demo', 'DIST001'],
    ['other', 'newdistributor@wander.demo', 'DIST002'],
    ['agent', 'agent@wander.demo', 'DIST001'],
    ['admin', 'admin@wander.demo', 'WANDER'],
  ]) {
    as[name] = bearer(await signIn(t.app, email), code);
  }
  demoWallet = (await call('GET', 'payment/Wallet/GetByCustomer', 'customer')).json().data.item.id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, who: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/${url}`, headers: as[who], payload: payload as never });
const codes = async (url: string, who: string, body: unknown = {}) =>
  ((await call('POST', url, who, body)).json().data.items as { entityCode: string }[]).map(
    (w) => w.entityCode,
  );

/** DIST001's demo business customers: each has its wallet (issue 37), CUST001's with money. */
const DIST001_CUSTOMERS = Array.from({ length: 8 }, (_, i) => `CUST00${i + 1}`);

describe('wallet list (payment/Wallet/Search)', () => {
  it('shows a distributor its own customers’ wallets, a platform admin all, others their own', async () => {
    const sorted = async (who: string) => (await codes('payment/Wallet/Search', who)).sort();
    expect(await sorted('distributor')).toEqual(DIST001_CUSTOMERS);
    expect(await codes('payment/Wallet/Search', 'other')).toEqual(['CUST902']);
    expect(await codes('payment/Wallet/Search', 'customer')).toEqual(['CUST001']);
    // The agent works in DIST001 but has no ViewCustomerWallets: only DIST001's own (none).
    expect(await codes('payment/Wallet/Search', 'agent')).toEqual([]);
    expect(await sorted('admin')).toEqual([...DIST001_CUSTOMERS, 'CUST902']);
  });

  it('answers the company and balance, filters, sorts and pages on the server', async () => {
    const row = (await call('POST', 'payment/Wallet/Search', 'other', {})).json().data.items[0];
    expect(row).toMatchObject({
      id: otherWallet,
      entityCode: 'CUST902',
      companyName: 'Nomad Travellers',
      currency: 'MYR',
      walletBalance: 120,
    });
    const body = (filterValue: string) => ({
      filterColumns: [{ columnName: 'companyName', filterValue, operator: 'contains' }],
    });
    expect(await codes('payment/Wallet/Search', 'admin', body('skyway'))).toEqual(['CUST001']);
    const byBalance = await codes('payment/Wallet/Search', 'admin', {
      sortColumns: [{ columnName: 'walletBalance', sortOrder: 'desc' }],
    });
    // The demo customer's money, then CUST902's 120.00, then the empty wallets.
    expect(byBalance.slice(0, 2)).toEqual(['CUST001', 'CUST902']);
    const page = (await call('POST', 'payment/Wallet/Search', 'admin', { pageSize: 1 })).json()
      .data;
    expect(page).toMatchObject({ totalCount: 9, pageCount: 9 });
    const bad = await call('POST', 'payment/Wallet/Search', 'admin', {
      sortColumns: [{ columnName: 'companyId', sortOrder: 'asc' }],
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('wallet transactions (payment/WalletTransaction/Search)', () => {
  const search = (who: string, body: Record<string, unknown> = {}) =>
    call('POST', 'payment/WalletTransaction/Search', who, body);

  it('lists the visible wallets’ ledger rows with their company, signed amounts first newest', async () => {
    const rows = (await search('other')).json().data.items;
    expect(rows.map((r: { amount: number }) => r.amount)).toEqual([50, -30, 100]);
    expect(rows[1]).toMatchObject({
      walletId: otherWallet,
      kind: 'purchase',
      balanceAfter: 70,
      reference: 'REF-2',
      entityCode: 'CUST902',
      companyName: 'Nomad Travellers',
      currency: 'MYR',
    });
    expect(await codes('payment/WalletTransaction/Search', 'distributor')).not.toContain('CUST902');
    expect(await codes('payment/WalletTransaction/Search', 'agent')).toEqual([]);
  });

  it('filters by wallet, type and date, and never crosses the tenancy', async () => {
    const inRange = (
      await search('admin', {
        filterColumns: [
          { columnName: 'walletId', filterValue: otherWallet, operator: 'eq' },
          { columnName: 'kind', filterValue: ['purchase', 'topup'], operator: 'in' },
          { columnName: 'createdAt', filterValue: '2026-02-01T00:00:00Z', operator: 'gte' },
          { columnName: 'createdAt', filterValue: '2026-02-28T23:59:59Z', operator: 'lte' },
        ],
      })
    ).json().data;
    expect(inRange.items.map((r: { reference: string }) => r.reference)).toEqual(['REF-2']);
    const theirs = await search('distributor', {
      filterColumns: [{ columnName: 'walletId', filterValue: otherWallet, operator: 'eq' }],
    });
    expect(theirs.json().data.totalCount).toBe(0);
    const malformed = await search('distributor', {
      filterColumns: [{ columnName: 'walletId', filterValue: 'nope', operator: 'eq' }],
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ walletId: ['walletId has an invalid filter value'] });
  });
});

describe('wallet summary PDF', () => {
  const summary = (who: string, start: string, end: string, walletId?: string) =>
    call(
      'POST',
      `payment/WalletTransaction/GenerateWalletSummaryPDF/${start}/${end}${walletId ? `?walletId=${walletId}` : ''}`,
      who,
    );

  it('prints the opening balance, each transaction and the closing balance of the range', async () => {
    const res = await summary('other', '2026-02-01', '2026-02-28', otherWallet);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toEqual(
      expect.arrayContaining([
        'Wallet Summary',
        'Nomad Travellers (CUST902)',
        'Opening Balance: MYR 100.00',
        '2026-02-05 10:30',
        'Purchase',
        'REF-2',
        '-30.00',
        '70.00',
        'Transactions: 1',
        'Debits: MYR -30.00',
        'Closing Balance: MYR 70.00',
      ]),
    );
    expect(text).not.toContain('REF-1');
    expect(text).not.toContain('REF-3');
    const quiet = pdfText(
      (await summary('other', '2025-01-01', '2025-12-31', otherWallet)).rawPayload,
    );
    expect(quiet).toEqual(
      expect.arrayContaining([
        'Opening Balance: MYR 0.00',
        'No wallet transactions in this period.',
        'Closing Balance: MYR 0.00',
      ]),
    );
  });

  it('prints the caller’s own wallet when none is named', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const balance = (await call('GET', 'payment/Wallet/WalletBalance', 'customer')).json().data
      .walletBalance as number;
    const text = pdfText((await summary('customer', '2020-01-01', today)).rawPayload);
    const amount = balance.toLocaleString('en-US', { minimumFractionDigits: 2 });
    expect(text).toEqual(
      expect.arrayContaining([
        'Skyway Travel Agency (CUST001)',
        'Opening Balance: MYR 0.00',
        'Opening balance',
        `Closing Balance: MYR ${amount}`,
      ]),
    );
    // A distributor has no wallet of its own.
    const none = await summary('distributor', '2020-01-01', today);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('This company has no wallet yet');
    // ... but prints its customer's.
    expect((await summary('distributor', '2020-01-01', today, demoWallet)).statusCode).toBe(200);
  });

  it('answers 404 for a wallet outside the caller’s reach', async () => {
    for (const [who, walletId] of [
      ['distributor', otherWallet],
      ['customer', otherWallet],
      ['agent', demoWallet],
      ['other', demoWallet],
      ['customer', 'not-a-uuid'],
    ]) {
      const res = await summary(who, '2026-01-01', '2026-12-31', walletId);
      expect(res.statusCode, `${who} ${walletId}`).toBe(walletId === 'not-a-uuid' ? 400 : 404);
    }
  });

  it('refuses bad dates with the field named', async () => {
    const errors = async (start: string, end: string) =>
      (await summary('customer', start, end)).json();
    expect(await errors('2026-03-01', '2026-02-01')).toMatchObject({
      statusCode: 400,
      errors: { endDate: ['End Date should not be before Start Date'] },
    });
    expect((await errors('2026-02-30', '2026-03-01')).errors).toEqual({
      startDate: ['Start Date is invalid'],
    });
    expect((await errors('2026-01-01', '2026-13-01')).errors).toEqual({
      endDate: ['End Date is invalid'],
    });
    expect((await errors('yesterday', '2026-01-01')).errors).toEqual({
      startDate: ['Date should be in the format YYYY-MM-DD'],
    });
  });
});

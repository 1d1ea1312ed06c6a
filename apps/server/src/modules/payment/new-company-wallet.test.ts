import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { companies, wallets, walletTransactions } from '../../db/schema/index.js';
import {
  API_KEY,
  bearer,
  createTestApp,
  signIn,
  type TestApp,
} from '../../test-support/test-app.js';
import { linkParams, mailsTo } from '../../test-support/mail.js';

/**
 * Issue 37: a business customer invited and registered today had no wallet ("This company has no
 * wallet yet", no Top up). Every company that pays has one from its creation, however it came.
 */
let t: TestApp;
let distributor: Record<string, string>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  admin = bearer(await signIn(t.app, 'admin@wander.demo'), 'WANDER');
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => t.app.inject({ method, url: `/api/${url}`, headers, payload: payload as never });
const walletOfCompany = async (entityCode: string) => {
  const [row] = await t.database.db
    .select({ id: wallets.id, currency: wallets.currency, balanceMinor: wallets.balanceMinor })
    .from(wallets)
    .innerJoin(companies, eq(companies.id, wallets.companyId))
    .where(eq(companies.entityCode, entityCode));
  return row ?? null;
};
const PASSWORD = 'Harbour#2026';

describe('a business customer invited and registered today', () => {
  const email = 'aina@lanternroutes.my';
  let customer: Record<string, string>;

  it('registers through the invitation link and finds its wallet, empty, ready to top up', async () => {
    const invited = await call('POST', 'network/Invitations/InviteCustomer', distributor, {
      email,
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const [mail] = await mailsTo(t.app, t.database, email);
    const token = linkParams(mail.textBody, 'sign-up').get('token');
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/identity/Account/RegisterBusinessCustomer',
      headers: { 'x-api-key': API_KEY },
      payload: {
        email,
        password: PASSWORD,
        confirmedPassword: PASSWORD,
        firstName: 'Aina',
        lastName: 'Rahim',
        countryCode: '+60',
        contactNumber: '0124448888',
        companyName: 'Lantern Routes Sdn Bhd',
        registerNumber: '202501007788',
        tncAgree: true,
        token,
      },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const entityCode = registered.json().data.entityCode as string;
    customer = bearer(await signIn(t.app, email, PASSWORD), entityCode);

    const balance = await call('GET', 'payment/Wallet/WalletBalance', customer);
    expect(balance.json().data).toEqual({ walletBalance: 0, currency: 'MYR', hasWallet: true });
    const own = (await call('GET', 'payment/Wallet/GetByCustomer', customer)).json().data;
    expect(own.item).toMatchObject({
      entityCode,
      companyName: 'Lantern Routes Sdn Bhd',
      currency: 'MYR',
      walletBalance: 0,
    });
    // No invented history: an empty ledger is what explains a zero balance.
    const ledger = await call('POST', 'payment/WalletTransaction/Search', customer, {
      filterColumns: [{ columnName: 'walletId', operator: 'eq', filterValue: own.item.id }],
    });
    expect(ledger.json().data.items).toEqual([]);
  });

  it('tops its new wallet up by the sandbox card', async () => {
    const options = (await call('GET', 'payment/Payment/GetTopUpOptions', customer)).json().data;
    expect(options).toMatchObject({
      currency: 'MYR',
      providers: [{ value: 'sandbox', label: 'Sandbox (test card)' }],
    });
    const started = await call('POST', 'payment/Payment/GetStripeReloadUrl', customer, {
      data: null,
      amount: 120,
    });
    expect(started.statusCode, started.body).toBe(200);
    const { topUpId, url } = started.json().data;
    const pay = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    expect(pay.headers.location).toBe(`/#/wallet?topUp=${topUpId}&payment=success`);
    const balance = await call('GET', 'payment/Wallet/WalletBalance', customer);
    expect(balance.json().data).toMatchObject({ walletBalance: 120, hasWallet: true });
    const rows = (await call('POST', 'payment/WalletTransaction/Search', customer, {})).json().data
      .items;
    expect(rows).toEqual([
      expect.objectContaining({ kind: 'topup', amount: 120, balanceAfter: 120 }),
    ]);
  });
});

describe('every other way a paying company is made', () => {
  it("gives the distributor's new business customer its wallet when the record is created", async () => {
    const res = await call('POST', 'customer/Customers', distributor, {
      companyName: 'Kite Hill Travel Sdn Bhd',
      registerNumber: '202501004411',
      contactName: 'Farid Omar',
      email: 'farid@kitehill.my',
      countryCode: '+60',
      contactNumber: '0127776666',
      isActive: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await walletOfCompany(res.json().data.customerEntityCode)).toMatchObject({
      currency: 'MYR',
      balanceMinor: 0,
    });
  });

  it("gives a platform admin's new business customer a wallet, and a new distributor none", async () => {
    const create = (entityCode: string, companyType: string, parentEntityCode: string) =>
      call('POST', 'network/CompanyProfiles', admin, {
        entityCode,
        companyName: `${entityCode} Sdn Bhd`,
        companyType,
        parentEntityCode,
      });
    const made = await create('CUSTNEW1', 'customer', 'DIST001');
    expect(made.statusCode, made.body).toBe(200);
    // No currency of its own: its distributor's.
    expect(await walletOfCompany('CUSTNEW1')).toMatchObject({ currency: 'MYR', balanceMinor: 0 });
    expect((await create('DISTNEW1', 'distributor', 'WANDER')).statusCode).toBe(200);
    expect(await walletOfCompany('DISTNEW1')).toBeNull();
  });

  it('answers the platform and a distributor that they have no wallet', async () => {
    for (const headers of [admin, distributor]) {
      const res = await call('GET', 'payment/Wallet/WalletBalance', headers);
      expect(res.json().data).toMatchObject({ walletBalance: 0, hasWallet: false });
    }
  });
});

describe('the migration for companies made before', () => {
  it('opens an empty wallet for each paying company without one, and touches no other', async () => {
    const { db } = t.database;
    // A business customer as the code made them before issue 37: no wallet.
    await db.insert(companies).values([
      { entityCode: 'OLDCUST1', companyName: 'Old Customer', companyType: 'customer' },
      {
        entityCode: 'OLDCUST2',
        companyName: 'Old SGD Customer',
        companyType: 'customer',
        defaultCurrency: 'SGD',
      },
    ]);
    expect(await walletOfCompany('OLDCUST1')).toBeNull();
    const before = await db.select().from(wallets);
    const [{ n: ledgerBefore }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(walletTransactions);

    const folder = path.resolve(import.meta.dirname, '../../db/migrations');
    const file = fs.readdirSync(folder).find((f) => f.endsWith('_wallets_for_payers.sql'))!;
    await db.execute(sql.raw(fs.readFileSync(path.join(folder, file), 'utf8')));

    // No parent and no currency: the platform's, else MYR.
    expect(await walletOfCompany('OLDCUST1')).toMatchObject({ currency: 'MYR', balanceMinor: 0 });
    expect(await walletOfCompany('OLDCUST2')).toMatchObject({ currency: 'SGD', balanceMinor: 0 });
    const after = await db.select().from(wallets);
    expect(after).toHaveLength(before.length + 2);
    for (const wallet of before) expect(after).toContainEqual(wallet);
    const [{ n: ledgerAfter }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(walletTransactions);
    expect(ledgerAfter).toBe(ledgerBefore);
    // Every paying company now has its wallet, every balance still its ledger's sum.
    const [{ missing }] = await t.database.rows<{ missing: number }>(sql`
      select count(*)::int as missing from companies c
      where c.company_type in ('customer', 'agent')
        and not exists (select 1 from wallets w where w.company_id = c.id)`);
    expect(missing).toBe(0);
    const unexplained = await t.database.rows<{ id: string }>(sql`
      select w.id from wallets w
      where w.balance_minor <> coalesce(
        (select sum(t.amount_minor) from wallet_transactions t where t.wallet_id = w.id), 0)`);
    expect(unexplained).toEqual([]);
  });
});

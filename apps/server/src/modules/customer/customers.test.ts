import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import {
  API_KEY,
  bearer,
  createTestApp,
  signIn,
  type TestApp,
} from '../../test-support/test-app.js';
import { linkParams, mailsTo } from '../../test-support/mail.js';
import { companies, customers, purchaseOrders, users } from '../../db/schema/index.js';
import { orderFixtures } from '../../test-support/kits/orders.fixtures.js';
import { MEMBERSHIP_UPGRADE_JOB } from './membership-upgrades.js';

let t: TestApp;
let dist: Record<string, string>;
let dist2: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  dist = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  dist2 = bearer(await signIn(t.app, 'newdistributor@wander.demo'), 'DIST002');
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => t.app.inject({ method, url: `/api/${url}`, headers, payload: payload as never });
const search = (headers: Record<string, string>, filterColumns: unknown[] = []) =>
  call('POST', 'customer/Customers/Search', headers, {
    pageIndex: 1,
    pageSize: 50,
    filterColumns,
  });
const recordOf = async (customerEntityCode: string) => {
  const [row] = await t.database.db
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.entityCode, 'DIST001'),
        eq(customers.customerEntityCode, customerEntityCode),
      ),
    );
  return row;
};
const newCustomer = (over: Record<string, unknown> = {}) => ({
  companyName: 'Harbour Lights Travel Sdn Bhd',
  registerNumber: '202501009901',
  contactName: 'Mei Ling Ho',
  email: 'meiling@harbourlights.my',
  countryCode: '+60',
  contactNumber: '0123456789',
  creditLimit: 5000,
  isActive: true,
  ...over,
});

describe('customer/Customers of a distributor', () => {
  it("lists the distributor's business customers with their group and tier", async () => {
    const res = await search(dist);
    expect(res.statusCode).toBe(200);
    const items = res.json().data.items as Record<string, unknown>[];
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(items.find((c) => c.customerEntityCode === 'CUST001')).toMatchObject({
      companyName: 'Skyway Travel Agency',
      customerGroupName: 'Retail',
      membershipName: 'Silver',
      status: 'Registered',
    });
    expect(new Set(items.map((c) => c.customerGroupName))).toEqual(
      new Set(['Corporate', 'Retail', 'Travel Agents']),
    );
  });

  it("keeps another distributor's customers out: not listed, and 404 by id", async () => {
    const own = await recordOf('CUST002');
    expect((await search(dist2)).json().data.items).toEqual([]);
    const detail = await call('GET', `customer/Customers/GetDetail/${own.id}`, dist2);
    expect(detail.statusCode).toBe(404);
    const update = await call('PUT', `customer/Customers/${own.id}`, dist2, {
      ...newCustomer(),
      email: undefined,
      companyName: 'Taken Over',
    });
    expect(update.statusCode).toBe(404);
    expect((await call('DELETE', `customer/Customers/${own.id}`, dist2)).statusCode).toBe(404);
    expect((await recordOf('CUST002')).companyName).toBe('Borneo Trails Tours Sdn Bhd');
  });

  it.each([
    [{ companyName: '' }, 'companyName', 'Company Name is required'],
    [
      { companyName: 'x'.repeat(51) },
      'companyName',
      'Company Name should have maximum of 50 characters',
    ],
    [
      { registerNumber: 'x'.repeat(51) },
      'registerNumber',
      'Register Number should have maximum of 50 characters',
    ],
    [{ contactNumber: '01-2345' }, 'contactNumber', 'Contact Number should have only digits'],
    [
      { contactNumber: '01234567890123' },
      'contactNumber',
      'Contact Number should have maximum of 13 characters',
    ],
    [{ email: 'mei@harbour' }, 'email', 'Email is invalid'],
    [{ creditLimit: -1 }, 'creditLimit', 'Credit Limit should have minimum value of 0'],
    [{ countryCode: '+1' }, 'countryCode', 'Country Code is not a valid option'],
  ])('refuses %o with the spec message and creates nothing', async (over, field, message) => {
    const before = await t.database.db.select({ n: count() }).from(companies);
    const res = await call('POST', 'customer/Customers', dist, newCustomer(over));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual([message]);
    const after = await t.database.db.select({ n: count() }).from(companies);
    expect(after[0].n).toBe(before[0].n);
  });

  it("refuses another distributor's customer group as 'not a valid option'", async () => {
    const group = await call('POST', 'customer/CustomerGroups', dist2, {
      name: 'Nomad VIP',
      discountPercent: 10,
    });
    expect(group.statusCode).toBe(200);
    const res = await call(
      'POST',
      'customer/Customers',
      dist,
      newCustomer({ customerGroupId: group.json().data.id }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.customerGroupId).toEqual(['Customer Group is not a valid option']);
  });

  it('creates the customer company, invites its admin, and the registration joins that company', async () => {
    const groups = (await call('GET', 'customer/CustomerGroups/GetSelectList', dist)).json().data;
    const corporate = groups.find((g: { label: string }) => g.label === 'Corporate').value;
    const res = await call(
      'POST',
      'customer/Customers',
      dist,
      newCustomer({ customerGroupId: corporate, email: 'MeiLing@HarbourLights.my' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Create successfully!');
    const created = res.json().data;
    expect(created).toMatchObject({
      companyName: 'Harbour Lights Travel Sdn Bhd',
      email: 'meiling@harbourlights.my',
      customerGroupName: 'Corporate',
      status: 'Invited',
    });
    const [company] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.entityCode, created.customerEntityCode));
    expect(company).toMatchObject({ companyType: 'customer', parentEntityCode: 'DIST001' });

    const [mail] = await mailsTo(t.app, t.database, 'meiling@harbourlights.my');
    expect(mail).toMatchObject({ template: 'invitation', entityCode: 'DIST001' });
    const token = linkParams(mail.textBody, 'sign-up').get('token')!;

    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/identity/Account/RegisterBusinessCustomer',
      headers: { 'x-api-key': API_KEY },
      payload: {
        email: 'meiling@harbourlights.my',
        password: 'Harbour#2026',
        confirmedPassword: 'Harbour#2026',
        firstName: 'Mei Ling',
        lastName: 'Ho',
        countryCode: '+60',
        contactNumber: '0123456789',
        companyName: 'Harbour Lights Travel Sdn Bhd',
        registerNumber: '202501009901',
        tncAgree: true,
        token,
      },
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.json().data.entityCode).toBe(created.customerEntityCode);
    const detail = await call('GET', `customer/Customers/GetDetail/${created.id}`, dist);
    expect(detail.json().data.status).toBe('Registered');

    const admin = await signIn(t.app, 'meiling@harbourlights.my', 'Harbour#2026');
    const own = await call(
      'GET',
      'customer/Customers/GetByEntity',
      bearer(admin, created.customerEntityCode),
    );
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toEqual([
      expect.objectContaining({
        distributorEntityCode: 'DIST001',
        customerGroupName: 'Corporate',
        groupDiscountPercent: 5,
      }),
    ]);
  });

  it('refuses to invite an address that already has an account', async () => {
    const res = await call(
      'POST',
      'customer/Customers',
      dist,
      newCustomer({ email: 'customer@wander.demo', companyName: 'Someone Else' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.email).toEqual(['Email is already registered']);
  });
});

describe('partner offers aimed at a customer group', () => {
  it("are shown to the group's customers only", async () => {
    const titles = async (headers: Record<string, string>) =>
      (await call('GET', 'network/PartnerOffer/GetActiveOffers', headers))
        .json()
        .data.map((o: { title: string }) => o.title);
    const corporateOnly = 'Annual multi-trip cover for corporate travellers';
    // Harbour Lights (created above) is Corporate; Skyway (the demo customer) is Retail.
    const admin = await signIn(t.app, 'meiling@harbourlights.my', 'Harbour#2026');
    const [{ code: harbour }] = await t.database.db
      .select({ code: customers.customerEntityCode })
      .from(customers)
      .where(eq(customers.email, 'meiling@harbourlights.my'));
    expect(await titles(bearer(admin, harbour))).toContain(corporateOnly);
    const skyway = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
    expect(await titles(skyway)).not.toContain(corporateOnly);
  });
});

describe('customer group discount in order pricing', () => {
  it("takes the group's discount off the buyer's order lines, unless the quantity tier is larger", async () => {
    const fx = await orderFixtures(t.database.db, { serials: 10, serialsV2: 2 });
    const buyer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
    const place = (lines: unknown[]) =>
      call('POST', 'network/PurchaseOrders', buyer, { distributorEntityCode: 'DIST001', lines });
    // Retail: no discount. 25.00 + 8% tax.
    expect((await place([{ variantId: fx.v2, qty: 1 }])).json().data.totalAmount).toBe(27);

    const record = await recordOf('CUST001');
    const groups = (await call('GET', 'customer/CustomerGroups/GetSelectList', dist)).json().data;
    const corporate = groups.find((g: { label: string }) => g.label === 'Corporate').value;
    const detail = (await call('GET', `customer/Customers/GetDetail/${record.id}`, dist)).json()
      .data;
    const {
      id: _id,
      customerEntityCode: _c,
      email: _e,
      customerGroupName: _g,
      membershipName: _m,
      status: _s,
      ...body
    } = detail;
    const moved = await call('PUT', `customer/Customers/${record.id}`, dist, {
      ...body,
      customerGroupId: corporate,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.customerGroupName).toBe('Corporate');

    // Corporate: 5% off. 25.00 - 1.25 = 23.75 + 8% = 25.65.
    const po = (await place([{ variantId: fx.v2, qty: 1 }])).json().data;
    expect(po.discountAmount).toBe(1.25);
    expect(po.totalAmount).toBe(25.65);
    // 10 of the first plan: the 10% quantity tier beats 5%: 90.00 + 8% = 97.20.
    expect((await place([{ variantId: fx.v1, qty: 10 }])).json().data.totalAmount).toBe(97.2);

    // A renamed group shows its new name on its customers.
    const [group] = groups.filter((g: { label: string }) => g.label === 'Corporate');
    const renamed = await call('PUT', `customer/CustomerGroups/${group.value}`, dist, {
      name: 'Corporate Accounts',
      description: null,
      discountPercent: 5,
    });
    expect(renamed.statusCode).toBe(200);
    expect((await recordOf('CUST001')).customerGroupName).toBe('Corporate Accounts');
  });
});

describe('the membership upgrade job', () => {
  const paidOrder = (entityCode: string, totalMinor: number, daysAgo: number) =>
    t.database.db.insert(purchaseOrders).values({
      documentNo: `MEM-${entityCode}-${daysAgo}`,
      entityCode,
      distributorEntityCode: 'DIST001',
      currency: 'MYR',
      status: 'Paid',
      subtotalMinor: totalMinor,
      discountMinor: 0,
      taxMinor: 0,
      totalMinor,
      paidAt: new Date(Date.now() - daysAgo * 86_400_000),
    });
  const runJob = async () => {
    await t.app.services.jobs.send(MEMBERSHIP_UPGRADE_JOB, {});
    await t.app.services.jobs.idle();
  };

  it('moves a customer whose paid spend in the period crosses a threshold up, once', async () => {
    // Borneo Trails is Gold; Platinum needs 80,000.00 paid within 365 days.
    await paidOrder('CUST002', 5_000_000, 10);
    // Lion City (Silver): 30,000.00, but paid 400 days ago: outside every period.
    await paidOrder('CUST004', 3_000_000, 400);
    await runJob();
    expect((await recordOf('CUST002')).membershipName).toBe('Gold');
    expect((await recordOf('CUST004')).membershipName).toBe('Silver');

    await paidOrder('CUST002', 3_000_000, 3);
    await runJob();
    const upgraded = await recordOf('CUST002');
    expect(upgraded.membershipName).toBe('Platinum');
    expect(upgraded.membershipSince).toBeInstanceOf(Date);

    await runJob();
    const again = await recordOf('CUST002');
    expect(again.membershipName).toBe('Platinum');
    expect(again.membershipSince).toEqual(upgraded.membershipSince);
    expect((await recordOf('CUST005')).membershipName).toBe('Silver');
  });
});

describe('a deleted customer group', () => {
  it('leaves its customers without a group, name included', async () => {
    const group = (
      await call('POST', 'customer/CustomerGroups', dist, {
        name: 'Pop-up Stores',
        discountPercent: 2,
      })
    ).json().data;
    const record = await recordOf('CUST006');
    const detail = (await call('GET', `customer/Customers/GetDetail/${record.id}`, dist)).json()
      .data;
    const body = Object.fromEntries(
      Object.entries(detail).filter(
        ([k]) =>
          ![
            'id',
            'customerEntityCode',
            'email',
            'customerGroupName',
            'membershipName',
            'status',
          ].includes(k),
      ),
    );
    const moved = await call('PUT', `customer/Customers/${record.id}`, dist, {
      ...body,
      customerGroupId: group.id,
    });
    expect(moved.json().data.customerGroupName).toBe('Pop-up Stores');
    const removed = await call('DELETE', `customer/CustomerGroups/${group.id}`, dist);
    expect(removed.json().message).toBe('Delete successfully!');
    const after = await recordOf('CUST006');
    expect(after.customerGroupId).toBeNull();
    expect(after.customerGroupName).toBeNull();
  });
});

describe('user lookups used by the customer form', () => {
  it('offers the distributor users as salesmen', async () => {
    const res = await call('GET', 'admin/Users/GetSalesmanOptions', dist);
    expect(res.statusCode).toBe(200);
    const [daniel] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'distributor@wander.demo'));
    expect(res.json().data).toContainEqual({ label: 'distributor@wander.demo', value: daniel.id });
  });
});

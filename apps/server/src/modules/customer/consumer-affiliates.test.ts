import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, bearer, type TestApp } from '../../test-support/test-app.js';
import { pdfText } from '../../test-support/pdf-text.js';
import {
  consumerAffiliates,
  consumerCommissions,
  couponAutomations,
  couponConsumers,
  coupons,
  purchaseOrders,
  settings,
  wanderPlatforms,
} from '../../db/schema/index.js';
import { issuePlatformApiKey } from '../payment/platform-api-key.js';
import { consumerOrderPaid, consumerOrderRefunded } from './consumer-order-events.js';
import { commissionOf } from './consumer-commissions.js';

let t: TestApp;
let apiKey: string;
let dist1: Record<string, string>;
let dist2: Record<string, string>;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  const [p] = await t.database.db
    .select({ id: wanderPlatforms.id })
    .from(wanderPlatforms)
    .where(eq(wanderPlatforms.platformCode, 'APP-IOS'));
  apiKey = (await issuePlatformApiKey(t.database.db, p.id)).apiKey;
  dist1 = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  dist2 = bearer(await signIn(t.app, 'newdistributor@wander.demo'), 'DIST002');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = dist1) =>
  t.app.inject({ method, url: `/api/${url}`, headers, payload });

const store = (method: 'GET' | 'POST', path: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/store/v1/${path}`,
    headers: { 'x-api-key': apiKey, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  });

async function signUp(email: string, referralCode?: string) {
  const res = await store('POST', 'consumers/sign-up', undefined, {
    email,
    password: 'Travel#2026',
    name: email.split('@')[0],
    country: 'SG',
    ...(referralCode ? { referralCode } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { token: string; consumer: { id: string; referralCode: string } };
}

const APPROVE_PATH = (id: string) => `customer/ConsumerAffiliateRegistration/ApproveStatus/${id}`;

let docNo = 0;
/** A consumer order of DIST001, as the store would place it (the hooks take the row). */
async function consumerOrder(consumerId: string, totalMinor: number, taxMinor: number) {
  docNo += 1;
  const [po] = await t.database.db
    .insert(purchaseOrders)
    .values({
      documentNo: `PO-AFF-${String(docNo).padStart(4, '0')}`,
      entityCode: 'DIST001',
      distributorEntityCode: 'DIST001',
      consumerId,
      currency: 'MYR',
      status: 'Paid',
      subtotalMinor: totalMinor - taxMinor,
      taxMinor,
      totalMinor,
      paymentMethod: 'card',
      paidAt: new Date(),
    })
    .returning();
  return po;
}

describe('affiliate registrations', () => {
  let affiliate: { token: string; consumer: { id: string; referralCode: string } };
  let registrationId: string;

  it('takes one pending application at a time from a signed-in consumer', async () => {
    affiliate = await signUp('ava.affiliate@example.com');
    expect((await store('POST', 'me/affiliate-application', undefined, {})).statusCode).toBe(401);
    const res = await store('POST', 'me/affiliate-application', affiliate.token, {
      message: 'I write a travel blog',
      channel: 'https://ava.example.com',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Affiliate application sent');
    expect(res.json().data).toMatchObject({
      status: 'Pending',
      channel: 'https://ava.example.com',
    });
    registrationId = res.json().data.id;
    const again = await store('POST', 'me/affiliate-application', affiliate.token, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have a pending affiliate application');
    const latest = await store('GET', 'me/affiliate-application', affiliate.token);
    expect(latest.json().data).toMatchObject({ id: registrationId, status: 'Pending' });
  });

  it('lists it for its distributor only; another distributor gets a 404', async () => {
    const list = await call('POST', 'customer/ConsumerAffiliateRegistration/Search', {
      filterColumns: [{ columnName: 'status', filterValue: 'Pending', operator: 'eq' }],
      pageSize: 50,
    });
    expect(list.statusCode, list.body).toBe(200);
    const row = list.json().data.items.find((r: { id: string }) => r.id === registrationId);
    expect(row).toMatchObject({
      consumerEmail: 'ava.affiliate@example.com',
      referralCode: affiliate.consumer.referralCode,
      message: 'I write a travel blog',
    });
    const theirs = await call('POST', 'customer/ConsumerAffiliateRegistration/Search', {}, dist2);
    expect(theirs.json().data.totalCount).toBe(0);
    const detail = `customer/ConsumerAffiliateRegistration/GetDetail/${registrationId}`;
    expect((await call('GET', detail)).statusCode).toBe(200);
    expect((await call('GET', detail, undefined, dist2)).statusCode).toBe(404);
    const decide = await call('PUT', APPROVE_PATH(registrationId), { status: 'Approved' }, dist2);
    expect(decide.statusCode).toBe(404);
    const bad = await call('PUT', APPROVE_PATH(registrationId), { reason: 'x' }, dist2);
    expect(bad.statusCode).toBe(400);
  });

  it('rejects only with a reason, keeps it, and refuses to decide twice', async () => {
    const noReason = await call('PUT', APPROVE_PATH(registrationId), { status: 'Rejected' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toEqual(['Reason is required']);
    const res = await call('PUT', APPROVE_PATH(registrationId), {
      status: 'Rejected',
      reason: 'Please link an active blog',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Affiliate registration rejected');
    expect(res.json().data).toMatchObject({
      status: 'Rejected',
      reason: 'Please link an active blog',
    });
    expect(res.json().data.decidedByName).toEqual(expect.any(String));
    const twice = await call('PUT', APPROVE_PATH(registrationId), { status: 'Approved' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This affiliate registration has already been rejected');
    const latest = await store('GET', 'me/affiliate-application', affiliate.token);
    expect(latest.json().data).toMatchObject({
      status: 'Rejected',
      reason: 'Please link an active blog',
    });
  });

  it('approves a new application: an Active affiliate with its rate and its approval coupons', async () => {
    const db = t.database.db;
    const [welcome] = await db.select().from(coupons).where(eq(coupons.code, 'WELCOME10'));
    await db.insert(couponAutomations).values({
      entityCode: 'DIST001',
      name: 'Affiliate welcome',
      couponId: welcome.id,
      couponCode: welcome.code,
      trigger: 'AffiliateApproval',
    });
    const applied = await store('POST', 'me/affiliate-application', affiliate.token, {
      channel: 'https://ava.example.com/blog',
    });
    expect(applied.statusCode).toBe(200);
    registrationId = applied.json().data.id;
    const badRate = await call('PUT', APPROVE_PATH(registrationId), {
      status: 'Approved',
      commissionRatePercent: 150,
    });
    expect(badRate.statusCode).toBe(400);
    expect(badRate.json().errors.commissionRatePercent).toEqual([
      'Commission Rate (%) should have maximum value of 100',
    ]);
    const res = await call('PUT', APPROVE_PATH(registrationId), {
      status: 'Approved',
      commissionRatePercent: 12.5,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Affiliate registration approved');
    expect(res.json().data).toMatchObject({ status: 'Approved', commissionRatePercent: 12.5 });
    const [row] = await db
      .select()
      .from(consumerAffiliates)
      .where(eq(consumerAffiliates.consumerId, affiliate.consumer.id));
    expect(row).toMatchObject({
      referralCode: affiliate.consumer.referralCode,
      commissionRatePercent: 12.5,
      status: 'Active',
      entityCode: 'DIST001',
    });
    const issued = await db
      .select()
      .from(couponConsumers)
      .where(eq(couponConsumers.consumerId, affiliate.consumer.id));
    expect(issued.map((c) => c.note)).toContain('Affiliate welcome');
    const twice = await call('PUT', APPROVE_PATH(registrationId), { status: 'Approved' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This affiliate registration has already been approved');
    const more = await store('POST', 'me/affiliate-application', affiliate.token, {});
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe('You are already an affiliate');
  });

  it('approves at the default rate of 10 % when none is given', async () => {
    const other = await signUp('ben.default@example.com');
    const applied = await store('POST', 'me/affiliate-application', other.token, {});
    const res = await call('PUT', APPROVE_PATH(applied.json().data.id), { status: 'Approved' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.commissionRatePercent).toBe(10);
  });

  describe('referral commissions', () => {
    it('rounds the rate of the net amount half up, in minor units', () => {
      expect(commissionOf(1004, 12.5)).toBe(126); // 125.5
      expect(commissionOf(1003, 12.5)).toBe(125); // 125.375
      expect(commissionOf(999, 10)).toBe(100); // 99.9
      expect(commissionOf(0, 10)).toBe(0);
      expect(commissionOf(9_007_199_254_740, 15)).toBe(1_351_079_888_211);
    });

    it('earns on a paid order of a referred consumer, once, net of tax, payable after 14 days', async () => {
      const db = t.database.db;
      const buyer = await signUp('cara.referred@example.com', affiliate.consumer.referralCode);
      const po = await consumerOrder(buyer.consumer.id, 1084, 80);
      await db.transaction((tx) => consumerOrderPaid(tx, po));
      await db.transaction((tx) => consumerOrderPaid(tx, po));
      const rows = await db
        .select()
        .from(consumerCommissions)
        .where(eq(consumerCommissions.purchaseOrderId, po.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        orderAmountMinor: 1004,
        ratePercent: 12.5,
        commissionMinor: 126,
        currency: 'MYR',
        status: 'Pending',
        documentNo: po.documentNo,
      });
      expect(rows[0].payableAt.getTime() - rows[0].paidAt.getTime()).toBe(14 * DAY);
      const list = await call('POST', 'customer/ConsumerCommission/Search', {
        filterColumns: [{ columnName: 'documentNo', filterValue: po.documentNo, operator: 'eq' }],
      });
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().data.items[0]).toMatchObject({
        status: 'Pending',
        orderAmount: 10.04,
        commission: 1.26,
        consumerName: 'cara.referred',
        affiliateName: 'ava.affiliate',
      });
      const theirs = await call('POST', 'customer/ConsumerCommission/Search', {}, dist2);
      expect(theirs.json().data.totalCount).toBe(0);
    });

    it('earns nothing for an order of a consumer nobody (or no affiliate) referred', async () => {
      const db = t.database.db;
      const plain = await signUp('dan.plain@example.com');
      const po = await consumerOrder(plain.consumer.id, 5000, 0);
      await db.transaction((tx) => consumerOrderPaid(tx, po));
      const rows = await db
        .select()
        .from(consumerCommissions)
        .where(eq(consumerCommissions.purchaseOrderId, po.id));
      expect(rows).toHaveLength(0);
    });

    it('shows Payable once the window has passed, and uses the distributor window setting', async () => {
      const db = t.database.db;
      await db.insert(settings).values({
        entityCode: 'DIST001',
        settingName: 'CommissionRefundWindowDays',
        settingValue: '3',
      });
      const buyer = await signUp('eve.window@example.com', affiliate.consumer.referralCode);
      const po = await consumerOrder(buyer.consumer.id, 2000, 0);
      const paidAt = new Date(Date.now() - 4 * DAY);
      await db.transaction((tx) => consumerOrderPaid(tx, { ...po, paidAt }));
      const [row] = await db
        .select()
        .from(consumerCommissions)
        .where(eq(consumerCommissions.purchaseOrderId, po.id));
      expect(row.payableAt.getTime()).toBe(paidAt.getTime() + 3 * DAY);
      expect(row.status).toBe('Pending');
      const list = await call('POST', 'customer/ConsumerCommission/Search', {
        filterColumns: [{ columnName: 'status', filterValue: 'Payable', operator: 'eq' }],
        pageSize: 100,
      });
      const payable = list
        .json()
        .data.items.find((i: { documentNo: string }) => i.documentNo === po.documentNo);
      expect(payable).toMatchObject({ status: 'Payable', commission: 2.5 });
      await db
        .delete(settings)
        .where(
          and(
            eq(settings.entityCode, 'DIST001'),
            eq(settings.settingName, 'CommissionRefundWindowDays'),
          ),
        );
    });

    it('reverses the commission when the order is refunded, keeping the row', async () => {
      const db = t.database.db;
      const buyer = await signUp('fay.refund@example.com', affiliate.consumer.referralCode);
      const po = await consumerOrder(buyer.consumer.id, 4000, 0);
      await db.transaction((tx) => consumerOrderPaid(tx, po));
      await db.transaction((tx) => consumerOrderRefunded(tx, po));
      const [row] = await db
        .select()
        .from(consumerCommissions)
        .where(eq(consumerCommissions.purchaseOrderId, po.id));
      expect(row.status).toBe('Reversed');
      expect(row.reversedAt).toBeInstanceOf(Date);
      expect(row.commissionMinor).toBe(500);
    });

    it('totals each affiliate: referred consumers, earned, reversed and payable', async () => {
      const res = await call('POST', 'customer/ConsumerAffiliate/Search', {
        filterColumns: [
          {
            columnName: 'referralCode',
            filterValue: affiliate.consumer.referralCode,
            operator: 'eq',
          },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.items[0]).toMatchObject({
        consumerName: 'ava.affiliate',
        commissionRatePercent: 12.5,
        referredCount: 3,
        earned: 3.76,
        reversed: 5,
        payable: 2.5,
        pending: 1.26,
        currency: 'MYR',
        status: 'Active',
      });
      const theirs = await call('POST', 'customer/ConsumerAffiliate/Search', {}, dist2);
      expect(theirs.json().data.totalCount).toBe(0);
    });
  });
});

describe('summary PDFs', () => {
  const today = new Date().toISOString().slice(0, 10);
  const paths = [
    'customer/ConsumerAffiliate/GenerateSummaryPDF',
    'customer/ConsumerCommission/GenerateCommissionSummaryPDF',
  ];

  it('answer a PDF of the range', async () => {
    const affiliates = await call('POST', `${paths[0]}/2020-01-01/${today}`);
    expect(affiliates.statusCode, affiliates.body).toBe(200);
    expect(affiliates.headers['content-type']).toBe('application/pdf');
    const a = pdfText(affiliates.rawPayload).join(' ');
    expect(a).toContain('Affiliate Summary');
    expect(a).toContain('ava.affiliate');
    const commissions = await call('POST', `${paths[1]}/2020-01-01/${today}`);
    expect(commissions.statusCode, commissions.body).toBe(200);
    expect(commissions.headers['content-type']).toBe('application/pdf');
    const c = pdfText(commissions.rawPayload).join(' ');
    expect(c).toContain('Referral Commission Summary');
    expect(c).toContain('PO-AFF-0001');
    const empty = await call('POST', `${paths[1]}/2020-01-01/${today}`, undefined, dist2);
    expect(pdfText(empty.rawPayload).join(' ')).toContain(
      'No referral commissions in this period.',
    );
  });

  it('refuse a bad range with the summary texts', async () => {
    for (const path of paths) {
      const backwards = await call('POST', `${path}/${today}/2020-01-01`);
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().errors.endDate).toEqual(['End Date should not be before Start Date']);
      const noDay = await call('POST', `${path}/2026-02-30/${today}`);
      expect(noDay.statusCode).toBe(400);
      expect(noDay.json().errors.startDate).toEqual(['Start Date is invalid']);
      expect((await call('POST', `${path}/yesterday/today`)).statusCode).toBe(400);
    }
  });
});

import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../test-support/pdf-text.js';
import { consumerCommissions, settings } from '../../db/schema/index.js';
import { consumerOrderPaid, consumerOrderRefunded } from './consumer-order-events.js';
import { commissionOf } from './consumer-commissions.js';
import { affiliateTestKit } from '../../test-support/kits/affiliate-test-kit.js';

const { kit, call, signUp, approvedAffiliate, consumerOrder } = affiliateTestKit();
const DAY = 24 * 60 * 60 * 1000;
let affiliate: Awaited<ReturnType<typeof approvedAffiliate>>;
beforeAll(async () => {
  affiliate = await approvedAffiliate('ava.affiliate@example.com', 12.5);
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
    const db = kit.t.database.db;
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
    const theirs = await call('POST', 'customer/ConsumerCommission/Search', {}, kit.dist2);
    expect(theirs.json().data.totalCount).toBe(0);
  });

  it('earns nothing for an order of a consumer nobody (or no affiliate) referred', async () => {
    const db = kit.t.database.db;
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
    const db = kit.t.database.db;
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
    const db = kit.t.database.db;
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
    const theirs = await call('POST', 'customer/ConsumerAffiliate/Search', {}, kit.dist2);
    expect(theirs.json().data.totalCount).toBe(0);
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
    const empty = await call('POST', `${paths[1]}/2020-01-01/${today}`, undefined, kit.dist2);
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

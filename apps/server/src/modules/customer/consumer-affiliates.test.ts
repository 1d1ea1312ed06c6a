import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  consumerAffiliates,
  couponAutomations,
  couponConsumers,
  coupons,
} from '../../db/schema/index.js';
import { affiliateTestKit, APPROVE_PATH } from '../../test-support/kits/affiliate-test-kit.js';

const { kit, call, store, signUp } = affiliateTestKit();

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
    const theirs = await call(
      'POST',
      'customer/ConsumerAffiliateRegistration/Search',
      {},
      kit.dist2,
    );
    expect(theirs.json().data.totalCount).toBe(0);
    const detail = `customer/ConsumerAffiliateRegistration/GetDetail/${registrationId}`;
    expect((await call('GET', detail)).statusCode).toBe(200);
    expect((await call('GET', detail, undefined, kit.dist2)).statusCode).toBe(404);
    const decide = await call(
      'PUT',
      APPROVE_PATH(registrationId),
      { status: 'Approved' },
      kit.dist2,
    );
    expect(decide.statusCode).toBe(404);
    const bad = await call('PUT', APPROVE_PATH(registrationId), { reason: 'x' }, kit.dist2);
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
    const db = kit.t.database.db;
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
});

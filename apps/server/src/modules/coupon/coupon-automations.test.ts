import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { companies, couponConsumers, customers } from '../../db/schema/index.js';
import { runCouponAutomations } from './run-coupon-automations.js';

let t: TestApp;
let distributor: Record<string, string>;
let dist2: Record<string, string>;
let welcomeId: string;

beforeAll(async () => {
  t = await createTestApp();
  distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  dist2 = bearer(await signIn(t.app, 'newdistributor@wander.demo'), 'DIST002');
  const res = await call('GET', 'payment/Coupons/GetActiveCouponSelectList', distributor);
  welcomeId = (res.json().data as { label: string; value: string }[]).find((o) =>
    o.label.startsWith('WELCOME10'),
  )!.value;
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => t.app.inject({ method, url: `/api/${url}`, headers, payload: payload as never });
const db = () => t.database.db;
const issuedBy = async (automationId: string) =>
  db().select().from(couponConsumers).where(eq(couponConsumers.automationId, automationId));
const rule = async (body: object) => {
  const res = await call('POST', 'payment/CouponAutomation', distributor, {
    couponId: welcomeId,
    isActive: true,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; couponCode: string };
};
const dist001Customers = async () =>
  (await db().select().from(customers).where(eq(customers.entityCode, 'DIST001'))).length;

describe('payment/CouponAutomation', () => {
  it('refuses a date rule without its date and another company’s coupon', async () => {
    const res = await call('POST', 'payment/CouponAutomation', distributor, {
      name: 'No date',
      couponId: welcomeId,
      trigger: 'Date',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Run Date is required');
    const other = await call('POST', 'payment/CouponAutomation', dist2, {
      name: 'Not mine',
      couponId: welcomeId,
      trigger: 'SignUp',
    });
    expect(other.statusCode).toBe(400);
    expect(other.body).toContain('Coupon is not a valid option');
  });

  it('on sign-up: serves each customer that joins after the rule, once', async () => {
    const signUp = await rule({ name: 'Welcome new customers', trigger: 'SignUp' });
    expect(signUp.couponCode).toBe('WELCOME10');
    await runCouponAutomations(db());
    expect(await issuedBy(signUp.id)).toHaveLength(0);

    await db().insert(companies).values({
      entityCode: 'NEWCUST9',
      companyName: 'Fresh Trips',
      companyType: 'customer',
      parentEntityCode: 'DIST001',
    });
    await db().insert(customers).values({
      entityCode: 'DIST001',
      customerEntityCode: 'NEWCUST9',
      companyName: 'Fresh Trips',
      email: 'hello@freshtrips.test',
    });
    await runCouponAutomations(db());
    await runCouponAutomations(db());
    const issued = await issuedBy(signUp.id);
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({
      buyerEntityCode: 'NEWCUST9',
      couponCode: 'WELCOME10',
      status: 'Issued',
    });
    const row = await call('GET', `payment/CouponAutomation/GetDetail/${signUp.id}`, distributor);
    expect(row.json().data.issuedCount).toBe(1);
  });

  it('on a date: serves every customer once the date has passed, never twice; a future date waits', async () => {
    const past = await rule({ name: 'Mid-year gift', trigger: 'Date', runDate: '2026-06-01' });
    const future = await rule({ name: 'Next year', trigger: 'Date', runDate: '2099-01-01' });
    await runCouponAutomations(db());
    await runCouponAutomations(db());
    const issued = await issuedBy(past.id);
    expect(issued).toHaveLength(await dist001Customers());
    expect(new Set(issued.map((r) => r.customerId)).size).toBe(issued.length);
    expect(await issuedBy(future.id)).toHaveLength(0);
  });

  it('GetCouponAutomationSelectList offers the active rules of the company; another company gets 404 on one', async () => {
    const paused = await rule({ name: 'Paused rule', trigger: 'SignUp', isActive: false });
    const res = await call('GET', 'payment/Coupons/GetCouponAutomationSelectList', distributor);
    expect(res.statusCode, res.body).toBe(200);
    const labels = (res.json().data as { label: string }[]).map((o) => o.label);
    expect(labels).toContain('Welcome new customers (WELCOME10)');
    expect(labels).not.toContain('Paused rule (WELCOME10)');
    const theirs = await call('GET', 'payment/Coupons/GetCouponAutomationSelectList', dist2);
    expect(theirs.json().data).toEqual([]);
    expect(
      (await call('GET', `payment/CouponAutomation/GetDetail/${paused.id}`, dist2)).statusCode,
    ).toBe(404);
    const left = await db()
      .select()
      .from(couponConsumers)
      .where(and(eq(couponConsumers.automationId, paused.id)));
    expect(left).toHaveLength(0);
  });
});

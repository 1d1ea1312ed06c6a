import type { Db } from '../platform/db/client.js';
import { asc, eq } from 'drizzle-orm';
import { couponAutomations, couponConsumers, coupons, customers } from '../db/schema/index.js';
import { stableId } from './stable-id.js';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Demo coupons of DIST001: a welcome percentage, a fixed amount above a minimum spend, one that
 * expired last month and one switched off. Validity is relative to the day of seeding, so the live
 * ones stay usable on a fresh machine. Idempotent (unique code per company).
 */
export async function seedCoupons(db: Db, now = new Date()) {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const entityCode = 'DIST001';
  const rows = [
    {
      code: 'WELCOME10',
      description: '10% off a first order',
      discountType: 'Percentage',
      discountValue: 10,
      minimumSpend: 0,
      validFrom: at(-30),
      validTo: at(335),
      totalUseLimit: 1000,
      perBuyerLimit: 1,
    },
    {
      code: 'TRAVEL5',
      description: '5.00 off orders of 50.00 or more',
      discountType: 'Fixed',
      discountValue: 5,
      minimumSpend: 50,
      validFrom: at(-10),
      validTo: at(80),
      totalUseLimit: null,
      perBuyerLimit: 3,
    },
    {
      code: 'SUMMER20',
      description: 'Summer sale, 20% off (expired)',
      discountType: 'Percentage',
      discountValue: 20,
      minimumSpend: 20,
      validFrom: at(-120),
      validTo: at(-30),
      totalUseLimit: 500,
      perBuyerLimit: 1,
    },
    {
      code: 'PARTNER15',
      description: 'Partner campaign, paused',
      discountType: 'Percentage',
      discountValue: 15,
      minimumSpend: 0,
      validFrom: null,
      validTo: null,
      totalUseLimit: 200,
      perBuyerLimit: 1,
      status: 'Inactive',
    },
  ];
  await db
    .insert(coupons)
    .values(rows.map((r) => ({ id: stableId(`coupon:${entityCode}:${r.code}`), entityCode, ...r })))
    .onConflictDoNothing();
}

/**
 * DIST001 issues WELCOME10 to its first three customers (by name) and TRAVEL5 to the first one:
 * the Coupon Consumer list shows issues open until the buyer redeems them. Idempotent.
 */
export async function seedCouponConsumers(db: Db) {
  const entityCode = 'DIST001';
  const buyers = await db
    .select()
    .from(customers)
    .where(eq(customers.entityCode, entityCode))
    .orderBy(asc(customers.companyName))
    .limit(3);
  const issue = (code: string, c: (typeof buyers)[number], note: string) => ({
    id: stableId(`coupon-consumer:${entityCode}:${code}:${c.customerEntityCode}`),
    entityCode,
    couponId: stableId(`coupon:${entityCode}:${code}`),
    couponCode: code,
    customerId: c.id,
    customerName: c.companyName,
    buyerEntityCode: c.customerEntityCode,
    note,
  });
  const rows = [
    ...buyers.map((c) => issue('WELCOME10', c, 'Welcome gift')),
    ...buyers.slice(0, 1).map((c) => issue('TRAVEL5', c, 'Thank you for the group booking')),
  ];
  if (rows.length) await db.insert(couponConsumers).values(rows).onConflictDoNothing();
}

/**
 * DIST001's automations: WELCOME10 to every customer that signs up from now on, and TRAVEL5 to
 * every customer at the start of the next month (run by the coupon.automations job). Idempotent.
 */
export async function seedCouponAutomations(db: Db, now = new Date()) {
  const entityCode = 'DIST001';
  const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  await db
    .insert(couponAutomations)
    .values([
      {
        id: stableId(`coupon-automation:${entityCode}:welcome`),
        entityCode,
        name: 'Welcome new customers',
        couponId: stableId(`coupon:${entityCode}:WELCOME10`),
        couponCode: 'WELCOME10',
        trigger: 'SignUp',
      },
      {
        id: stableId(`coupon-automation:${entityCode}:monthly`),
        entityCode,
        name: 'Next month travel gift',
        couponId: stableId(`coupon:${entityCode}:TRAVEL5`),
        couponCode: 'TRAVEL5',
        trigger: 'Date',
        runDate: nextMonth,
      },
    ])
    .onConflictDoNothing();
}

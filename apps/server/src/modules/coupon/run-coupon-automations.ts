import { and, eq, gte, sql } from 'drizzle-orm';
import { couponAutomations, couponConsumers, customers } from '../../db/schema/index.js';
import type { Db } from '../../platform/db/client.js';

/**
 * One run of every active coupon automation: 'SignUp' issues the coupon to each of the
 * distributor's customers created since the rule (a consumer gets it in its sign-up's transaction), 'Date' to every customer once the run date has
 * passed. The unique (rule, customer) index makes a customer served once per rule whatever the
 * number of runs (or two runs at once). Returns how many coupons were issued.
 */
export async function runCouponAutomations(db: Db, now = new Date()): Promise<number> {
  const rules = await db
    .select()
    .from(couponAutomations)
    .where(eq(couponAutomations.isActive, true));
  let issued = 0;
  for (const rule of rules) {
    // A consumer's affiliate approval or upgrade goal issues in that event's transaction.
    if (rule.trigger !== 'SignUp' && rule.trigger !== 'Date') continue;
    if (rule.trigger === 'Date' && (!rule.runDate || rule.runDate > now)) continue;
    const targets = await db
      .select()
      .from(customers)
      .where(
        and(
          eq(customers.entityCode, rule.entityCode),
          rule.trigger === 'SignUp' ? gte(customers.createdAt, rule.createdAt) : undefined,
        ),
      );
    await db.transaction(async (tx) => {
      const rows = targets.length
        ? await tx
            .insert(couponConsumers)
            .values(
              targets.map((c) => ({
                entityCode: rule.entityCode,
                couponId: rule.couponId,
                couponCode: rule.couponCode,
                customerId: c.id,
                customerName: c.companyName,
                buyerEntityCode: c.customerEntityCode,
                note: rule.name,
                automationId: rule.id,
              })),
            )
            .onConflictDoNothing()
            .returning({ id: couponConsumers.id })
        : [];
      issued += rows.length;
      await tx
        .update(couponAutomations)
        .set({
          issuedCount: sql`${couponAutomations.issuedCount} + ${rows.length}`,
          lastRunAt: now,
        })
        .where(eq(couponAutomations.id, rule.id));
    });
  }
  return issued;
}

import { and, eq, sql } from 'drizzle-orm';
import { couponAutomations, couponConsumers } from '../../db/schema/index.js';
import type { Tx } from '../../platform/db/client.js';

/** The automation triggers a consumer's own event fires (the 'Date' rules run on the job). */
export type ConsumerCouponTrigger = 'SignUp' | 'AffiliateApproval' | 'UpgradeGoal';

/**
 * Inside the transaction of the consumer's event (sign-up, affiliate approval, reaching an
 * upgrade goal): every active automation of the consumer's distributor with that trigger issues
 * its coupon to the consumer (a payment/CouponConsumer row). The unique (rule, consumer) index
 * serves a consumer once per rule, whatever the number of events. Returns the codes issued.
 */
export async function issueConsumerCoupons(
  tx: Tx,
  consumer: { id: string; entityCode: string; name: string },
  trigger: ConsumerCouponTrigger,
): Promise<string[]> {
  const rules = await tx
    .select()
    .from(couponAutomations)
    .where(
      and(
        eq(couponAutomations.entityCode, consumer.entityCode),
        eq(couponAutomations.trigger, trigger),
        eq(couponAutomations.isActive, true),
      ),
    );
  const issued: string[] = [];
  for (const rule of rules) {
    const rows = await tx
      .insert(couponConsumers)
      .values({
        entityCode: rule.entityCode,
        couponId: rule.couponId,
        couponCode: rule.couponCode,
        consumerId: consumer.id,
        customerName: consumer.name,
        buyerEntityCode: consumer.entityCode,
        note: rule.name,
        automationId: rule.id,
      })
      .onConflictDoNothing()
      .returning({ id: couponConsumers.id });
    if (rows.length === 0) continue;
    issued.push(rule.couponCode);
    await tx
      .update(couponAutomations)
      .set({ issuedCount: sql`${couponAutomations.issuedCount} + 1`, lastRunAt: new Date() })
      .where(eq(couponAutomations.id, rule.id));
  }
  return issued;
}

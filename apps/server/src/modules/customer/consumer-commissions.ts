import { and, eq } from 'drizzle-orm';
import { COMMISSION_REFUND_WINDOW_DAYS } from '@wander/contract';
import {
  consumerAffiliates,
  consumerCommissions,
  consumers,
  purchaseOrders,
  settings,
} from '../../db/schema/index.js';
import type { Tx } from '../../platform/db/client.js';

type PoRow = typeof purchaseOrders.$inferSelect;
const DAY = 24 * 60 * 60 * 1000;

/**
 * round half up of amount x rate %, in integer minor units: the rate is held to two decimals
 * (basis points), the product computed exactly in bigint.
 */
export function commissionOf(amountMinor: number, ratePercent: number): number {
  const basisPoints = BigInt(Math.round(ratePercent * 100));
  return Number((BigInt(amountMinor) * basisPoints + 5000n) / 10000n);
}

/**
 * The distributor's refund window (setting CommissionRefundWindowDays, whole days from 0 to 365),
 * else COMMISSION_REFUND_WINDOW_DAYS.
 */
export async function refundWindowDays(tx: Tx, entityCode: string): Promise<number> {
  const [row] = await tx
    .select({ value: settings.settingValue })
    .from(settings)
    .where(
      and(
        eq(settings.entityCode, entityCode),
        eq(settings.settingName, 'CommissionRefundWindowDays'),
      ),
    );
  const days = Number(row?.value);
  return row && /^\d+$/.test(row.value.trim()) && days <= 365
    ? days
    : COMMISSION_REFUND_WINDOW_DAYS;
}

/**
 * In the payment's transaction: when the order's consumer was referred by an Active affiliate of
 * the same distributor, the affiliate earns its rate of the order's total net of tax, payable once
 * the refund window has passed. One commission per order (a second call writes nothing).
 */
export async function earnReferralCommission(tx: Tx, po: PoRow): Promise<void> {
  if (!po.consumerId) return;
  const [buyer] = await tx
    .select({ referredById: consumers.referredById })
    .from(consumers)
    .where(eq(consumers.id, po.consumerId));
  if (!buyer?.referredById) return;
  const [affiliate] = await tx
    .select()
    .from(consumerAffiliates)
    .where(
      and(
        eq(consumerAffiliates.consumerId, buyer.referredById),
        eq(consumerAffiliates.entityCode, po.entityCode),
        eq(consumerAffiliates.status, 'Active'),
      ),
    );
  if (!affiliate) return;
  const amount = Math.max(0, po.totalMinor - po.taxMinor);
  const paidAt = po.paidAt ?? new Date();
  const days = await refundWindowDays(tx, po.entityCode);
  await tx
    .insert(consumerCommissions)
    .values({
      entityCode: po.entityCode,
      affiliateId: affiliate.id,
      consumerId: po.consumerId,
      purchaseOrderId: po.id,
      documentNo: po.documentNo,
      orderAmountMinor: amount,
      ratePercent: affiliate.commissionRatePercent,
      commissionMinor: commissionOf(amount, affiliate.commissionRatePercent),
      currency: po.currency,
      paidAt,
      payableAt: new Date(paidAt.getTime() + days * DAY),
    })
    .onConflictDoNothing();
}

/** In the refund's transaction: the order's commission, if not reversed yet, is Reversed. */
export async function reverseReferralCommission(tx: Tx, po: PoRow): Promise<void> {
  await tx
    .update(consumerCommissions)
    .set({ status: 'Reversed', reversedAt: new Date() })
    .where(
      and(
        eq(consumerCommissions.purchaseOrderId, po.id),
        eq(consumerCommissions.status, 'Pending'),
      ),
    );
}

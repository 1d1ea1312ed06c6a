import { and, eq } from 'drizzle-orm';
import {
  AffiliateMessage,
  DEFAULT_COMMISSION_RATE_PERCENT,
  type AffiliateApproveStatus,
} from '@wander/contract';
import {
  consumerAffiliateRegistrations as regs,
  consumerAffiliates,
  consumers,
} from '../../db/schema/index.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { issueConsumerCoupons } from '../coupon/issue-consumer-coupons.js';

export interface Decider {
  entityCode: string;
  userId: string;
  name: string;
}

/**
 * PUT customer/ConsumerAffiliateRegistration/ApproveStatus/{id}, in one transaction under the
 * registration's row lock: approving makes the consumer an Active affiliate (its own referral
 * code, the rate given or the default) and issues its 'On affiliate approval' coupons; rejecting
 * keeps the reason. A registration is decided once (409 after); another distributor's is 404.
 */
export async function decideAffiliateRegistration(
  db: Db,
  decider: Decider,
  id: string,
  body: AffiliateApproveStatus,
): Promise<{ message: string; coupons: string[] }> {
  if (!isUuid(id)) throw AppError.notFound('Affiliate Registration');
  return db.transaction(async (tx) => {
    const [reg] = await tx
      .select()
      .from(regs)
      .where(and(eq(regs.id, id), eq(regs.entityCode, decider.entityCode)))
      .for('update');
    if (!reg) throw AppError.notFound('Affiliate Registration');
    if (reg.status !== 'Pending') {
      throw new AppError('CONFLICT', AffiliateMessage.alreadyDecided(reg.status));
    }
    const decided = {
      decidedBy: decider.userId,
      decidedByName: decider.name,
      decidedAt: new Date(),
    };
    if (body.status === 'Rejected') {
      await tx
        .update(regs)
        .set({ status: 'Rejected', reason: body.reason!.trim(), ...decided })
        .where(eq(regs.id, id));
      return { message: AffiliateMessage.rejected, coupons: [] };
    }
    const [consumer] = await tx
      .select({
        id: consumers.id,
        entityCode: consumers.entityCode,
        name: consumers.name,
        referralCode: consumers.referralCode,
      })
      .from(consumers)
      .where(eq(consumers.id, reg.consumerId));
    const rate = body.commissionRatePercent ?? DEFAULT_COMMISSION_RATE_PERCENT;
    const [affiliate] = await tx
      .insert(consumerAffiliates)
      .values({
        entityCode: reg.entityCode,
        consumerId: consumer.id,
        registrationId: reg.id,
        referralCode: consumer.referralCode,
        commissionRatePercent: rate,
        status: 'Active',
        approvedBy: decider.userId,
        approvedByName: decider.name,
        approvedAt: decided.decidedAt,
      })
      .onConflictDoNothing()
      .returning({ id: consumerAffiliates.id });
    if (!affiliate) throw new AppError('CONFLICT', 'Consumer is already an affiliate');
    await tx
      .update(regs)
      .set({ status: 'Approved', commissionRatePercent: rate, reason: null, ...decided })
      .where(eq(regs.id, id));
    const coupons = await issueConsumerCoupons(tx, consumer, 'AffiliateApproval');
    return { message: AffiliateMessage.approved, coupons };
  });
}

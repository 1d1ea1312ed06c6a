import { and, eq } from 'drizzle-orm';
import {
  consumerAffiliateRegistrationResource as regResource,
  consumerAffiliateResource as affiliateResource,
  consumerCommissionResource as commissionResource,
} from '@wander/contract';
import {
  consumerAffiliateList as al,
  consumerAffiliateRegistrations as regs,
  consumerCommissionList as cl,
} from '../../db/schema/index.js';
import type { Tx } from '../../platform/db/client.js';
import { isUuid } from '../../platform/http/ids.js';
import { toApiRow, type ListSpec } from '../../crud/list-search.js';

const rules = (
  resource: typeof regResource | typeof affiliateResource | typeof commissionResource,
) => ({
  filters: resource.filters as ListSpec['filters'],
  sorts: resource.sorts,
  defaultSort: resource.defaultSort as ListSpec['defaultSort'],
});

/** POST customer/ConsumerAffiliateRegistration/Search and its detail. */
export const registrationList: ListSpec = {
  columns: {
    id: regs.id,
    consumerId: regs.consumerId,
    consumerName: regs.consumerName,
    consumerEmail: regs.consumerEmail,
    referralCode: regs.referralCode,
    message: regs.message,
    channel: regs.channel,
    status: regs.status,
    commissionRatePercent: regs.commissionRatePercent,
    reason: regs.reason,
    decidedByName: regs.decidedByName,
    decidedAt: regs.decidedAt,
    createdAt: regs.createdAt,
  },
  ...rules(regResource),
  money: [],
};

/** POST customer/ConsumerAffiliate/Search: over the consumer_affiliate_list view. */
export const affiliateList: ListSpec = {
  columns: {
    id: al.id,
    consumerId: al.consumerId,
    consumerName: al.consumerName,
    consumerEmail: al.consumerEmail,
    referralCode: al.referralCode,
    commissionRatePercent: al.commissionRatePercent,
    status: al.status,
    approvedAt: al.approvedAt,
    approvedByName: al.approvedByName,
    referredCount: al.referredCount,
    earned: al.earned,
    reversed: al.reversed,
    pending: al.pending,
    payable: al.payable,
    currency: al.currency,
  } as never,
  ...rules(affiliateResource),
  money: ['earned', 'reversed', 'pending', 'payable'],
};

/** POST customer/ConsumerCommission/Search: over the consumer_commission_list view. */
export const commissionList: ListSpec = {
  columns: {
    id: cl.id,
    affiliateId: cl.affiliateId,
    affiliateName: cl.affiliateName,
    referralCode: cl.referralCode,
    consumerId: cl.consumerId,
    consumerName: cl.consumerName,
    purchaseOrderId: cl.purchaseOrderId,
    documentNo: cl.documentNo,
    orderAmount: cl.orderAmount,
    ratePercent: cl.ratePercent,
    commission: cl.commission,
    currency: cl.currency,
    status: cl.status,
    paidAt: cl.paidAt,
    payableAt: cl.payableAt,
    reversedAt: cl.reversedAt,
  } as never,
  ...rules(commissionResource),
  money: ['orderAmount', 'commission'],
};

/** One registration of the distributor, as the list answers it, or null. */
export async function registrationById(db: Tx, entityCode: string, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select(registrationList.columns)
    .from(regs)
    .where(and(eq(regs.id, id), eq(regs.entityCode, entityCode)));
  return row ? toApiRow(registrationList, row) : null;
}

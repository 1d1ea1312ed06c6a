import { and, eq, sql } from 'drizzle-orm';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import type { Db } from '../../platform/db/client.js';
import { providerOrders } from '../../db/schema/index.js';
import { claimProviderOrder, providerFailed, type ProcureOutcome } from './procure-line.js';
import type { TopUpNeed } from '../orders/order-supply-needs.js';

/**
 * Buys a paid top-up line's package for its eSIM from the eSIM's provider (issue 27), at most
 * once: the same claimed provider-order row as an eSIM purchase (kind 'top-up', reference = the
 * line's id). The line's id goes to the provider as the top-up's reference (eSIM Access
 * transactionId). Where the provider takes none (Airalo), a claim after an earlier call
 * (attempts > 1: a timeout, a 5xx, a crash) first asks the provider for the top-up placed with
 * that reference (findTopUp). eSIM Access documents a repeated transactionId as the same request
 * for orders only, not for top-ups: a retry after a lost top-up answer is not proved single.
 */
export async function procureTopUp(
  db: Db,
  secrets: SecretBox,
  need: TopUpNeed,
): Promise<ProcureOutcome> {
  const claim = await claimProviderOrder(db, secrets, {
    entityCode: need.entityCode,
    providerId: need.providerId,
    kind: 'top-up',
    reference: need.poLineId,
    poId: need.poId,
    poLineId: need.poLineId,
    serialId: need.serialId,
    packageCode: need.packageCode,
    quantity: 1,
  });
  if ('outcome' in claim) return claim;
  const { claimed, adapter } = claim;
  let orderRef: string;
  try {
    const placed = claimed.attempts > 1 ? await adapter.findTopUp?.(claimed.reference) : null;
    ({ orderRef } =
      placed ??
      (await adapter.topUp({
        iccid: need.iccid,
        packageCode: need.packageCode,
        reference: need.poLineId,
      })));
  } catch (error) {
    return providerFailed(db, claimed, error);
  }
  await db
    .update(providerOrders)
    .set({
      status: 'Completed',
      orderRef: orderRef.slice(0, 128),
      leaseUntil: null,
      lastError: null,
      completedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(providerOrders.entityCode, need.entityCode), eq(providerOrders.id, claimed.id)));
  return { outcome: 'ready' };
}

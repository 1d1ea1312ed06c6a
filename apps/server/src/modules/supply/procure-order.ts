import type { Db } from '../../platform/db/client.js';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import { procureLine } from './procure-line.js';
import { procureTopUp } from './procure-top-up.js';
import { supplyNeedsOf, topUpNeedsOf } from '../orders/order-supply-needs.js';

/** Where an order's provider supply stands: all bought, still to wait for, or failed. */
export type OrderSupply =
  { state: 'ready' } | { state: 'wait' } | { state: 'failed'; reason: string };

/**
 * Buys from providers what a paid order's lines need before its delivery (the delivery job
 * calls it first): eSIMs, and the top-ups of provider eSIMs. Lines are bought one after the other; the first permanent failure fails the
 * order (nothing else is bought for it); an async or busy line makes the job come back later.
 * Retryable errors are thrown for the job's retries.
 */
export async function procureOrder(db: Db, secrets: SecretBox, poId: string): Promise<OrderSupply> {
  let wait = false;
  const buys = [
    ...(await supplyNeedsOf(db, poId)).map((need) => () => procureLine(db, secrets, need)),
    ...(await topUpNeedsOf(db, poId)).map((need) => () => procureTopUp(db, secrets, need)),
  ];
  for (const buy of buys) {
    const result = await buy();
    if (result.outcome === 'failed') return { state: 'failed', reason: result.reason };
    if (result.outcome !== 'ready') wait = true;
  }
  return wait ? { state: 'wait' } : { state: 'ready' };
}

import type { Db } from '../platform/db/client.js';
import { currencyPricings } from '../db/schema/index.js';

/**
 * The demo distributor's currency pricing (issue 40): DIST001 prices its plans in MYR and sells
 * them on its Hong Kong store (WEB-HK) in HKD, converted at the day's rate and rounded up to an
 * ending of .90 (HK$ 44.90: Hong Kong's price tags end so, and rounding up keeps the margin).
 * Idempotent (one setting per company and currency).
 */
export async function seedCurrencyPricing(db: Db) {
  await db
    .insert(currencyPricings)
    .values({
      entityCode: 'DIST001',
      currencyCode: 'HKD',
      mode: 'converted',
      rounding: 'ending-0.90',
    })
    .onConflictDoNothing();
}

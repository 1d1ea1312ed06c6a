import { eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client.js';
import { products, settings } from '../db/schema/index.js';

/** The demo product delivered the moment it is paid (deep DIST001 stock: 60 per variant). */
export const DEMO_INSTANT_PRODUCT = 'WDR-SG-DATA';

/**
 * Delivery on payment in the demo world: DIST001 keeps the DeliverOnPayment setting (No, so its
 * other orders show manual fulfilment) and the Singapore data eSIM says "on", so a new user who
 * buys it from the wallet sees the QR codes appear on the order page within seconds.
 * Idempotent: a value changed on the settings screen is kept.
 */
export async function seedDeliverOnPayment(db: Db) {
  await db
    .insert(settings)
    .values({
      entityCode: 'DIST001',
      settingName: 'DeliverOnPayment',
      settingValue: 'No',
      description:
        'Yes: a paid order is invoiced, allocated, completed and e-mailed at once (a product set to on or off overrides this)',
    })
    .onConflictDoNothing();
  await db
    .update(products)
    .set({ deliverOnPayment: 'on' })
    .where(eq(products.productCode, DEMO_INSTANT_PRODUCT));
}

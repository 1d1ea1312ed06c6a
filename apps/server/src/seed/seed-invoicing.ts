import { eq, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.js';
import { invoiceCancellations } from '../db/schema/index.js';
import { fulfilPurchaseOrder } from '../modules/orders/fulfil-purchase-order.js';
import { completeCancellation } from '../modules/invoicing/complete-cancellation.js';
import { requestCancellation } from '../modules/invoicing/request-cancellation.js';
import { seedActor, seedWalletPaidOrder, stockedVariants } from './seed-orders.js';

/**
 * The demo's cancelled invoice (idempotent: skipped once DIST001 has a cancellation): the demo
 * customer paid an order from its wallet, the distributor fulfilled it, then cancelled the
 * invoice: the eSIM went back to stock and the wallet got its money back (a Refund row).
 */
export async function seedInvoicingDemo(db: Db) {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invoiceCancellations)
    .where(eq(invoiceCancellations.entityCode, 'DIST001'));
  if (n > 0) return;
  const buyer = await seedActor(db, 'customer@wander.demo', 'CUST001');
  const seller = await seedActor(db, 'distributor@wander.demo', 'DIST001');
  const [stocked] = await stockedVariants(db, 1);
  const variantId = stocked?.variantId;
  if (!buyer || !seller || !variantId) return;
  // Paid, fulfilled and cancelled in separate transactions, as it happens: the ledger's rows get
  // their own times (a transaction's rows share one), so the refund follows the purchase.
  const po = await seedWalletPaidOrder(
    db,
    buyer,
    [{ variantId, qty: 1 }],
    'Trip cancelled - refunded',
  );
  await db.transaction(async (tx) => {
    const invoice = await fulfilPurchaseOrder(tx, seller, po.id);
    const cancellation = await requestCancellation(tx, seller, {
      invoiceId: invoice.id,
      reason: 'The traveller cancelled the trip before the eSIM was delivered',
    });
    await completeCancellation(tx, seller, cancellation.id);
  });
}

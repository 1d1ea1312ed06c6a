import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { purchaseOrderLines, purchaseOrders, products, settings } from '../../db/schema/index.js';

/** Pending -> Delivered | OutOfStock | Failed; null: fulfilled by hand from the start. */
export type DeliveryOnPayment = 'Pending' | 'Delivered' | 'OutOfStock' | 'Failed';

/**
 * Whether a paid order is delivered on payment: each line's product decides when it says on or
 * off, otherwise the distributor's DeliverOnPayment setting (Yes). One invoice serves the whole
 * order, so every line must be delivered on payment for the order to be.
 */
export async function deliversOnPayment(
  tx: Tx,
  po: { id: string; distributorEntityCode: string },
): Promise<boolean> {
  const [setting] = await tx
    .select({ value: settings.settingValue })
    .from(settings)
    .where(
      and(
        eq(settings.entityCode, po.distributorEntityCode),
        eq(settings.settingName, 'DeliverOnPayment'),
      ),
    );
  const companyOn = setting?.value === 'Yes';
  const lines = await tx
    .select({ mode: products.deliverOnPayment })
    .from(purchaseOrderLines)
    .innerJoin(products, eq(products.id, purchaseOrderLines.productId))
    .where(eq(purchaseOrderLines.poId, po.id));
  return (
    lines.length > 0 &&
    lines.every((line) => line.mode === 'on' || (line.mode === 'inherit' && companyOn))
  );
}

export async function setDeliveryOnPayment(tx: Tx, poId: string, value: DeliveryOnPayment) {
  await tx
    .update(purchaseOrders)
    .set({ deliveryOnPayment: value })
    .where(eq(purchaseOrders.id, poId));
}

/** The order, locked, whatever its side (the job acts for the distributor it names). */
export async function lockOrderForDelivery(tx: Tx, poId: string) {
  const [po] = await tx
    .select()
    .from(purchaseOrders)
    .where(eq(purchaseOrders.id, poId))
    .for('update');
  return po ?? null;
}

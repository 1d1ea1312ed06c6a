import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.js';
import { invoices } from '../db/schema/index.js';
import { createManualInvoice } from '../modules/orders/manual-invoice.js';
import { seedActor, stockedVariants } from './seed-orders.js';

/**
 * Two Draft manual invoices of the demo distributor to the demo customer (idempotent: skipped
 * once DIST001 has a manual invoice), so /setup/invoice-list shows drafts to edit, delete or
 * complete together. Dated a few days back; priced at the customer's price with the item's tax.
 */
export async function seedManualInvoicesDemo(db: Db) {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invoices)
    .where(
      and(eq(invoices.entityCode, 'DIST001'), isNull(invoices.poId), isNull(invoices.saleOrderId)),
    );
  if (n > 0) return;
  const seller = await seedActor(db, 'distributor@wander.demo', 'DIST001');
  const variants = await stockedVariants(db, 2);
  if (!seller || variants.length < 2) return;
  const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
  await db.transaction(async (tx) => {
    await createManualInvoice(tx, seller, {
      customerEntityCode: 'CUST001',
      invoiceDate: day(2),
      customerTaxGroupId: null,
      notes: 'Team offsite in Tokyo: eSIMs for the travelling staff',
      lines: [
        { variantId: variants[0].variantId, qty: 3 },
        { variantId: variants[1].variantId, qty: 1 },
      ],
    });
    await createManualInvoice(tx, seller, {
      customerEntityCode: 'CUST001',
      invoiceDate: day(1),
      customerTaxGroupId: null,
      notes: 'Replacement eSIMs at the agreed price',
      lines: [{ variantId: variants[0].variantId, qty: 2, unitPrice: 5 }],
    });
  });
}

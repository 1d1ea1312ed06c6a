import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import {
  invoiceLines,
  invoices,
  productPrices,
  productVariants,
  purchaseOrders,
  wanderSerialNumbers,
} from '../../db/schema/index.js';

/**
 * A delivered eSIM of the buyer company (or of a store consumer: `{consumerId}`), with the
 * distributor that sold it and its invoice line.
 */
export async function deliveredEsimOf(
  db: Tx,
  esimId: string,
  buyer: string | { consumerId: string },
) {
  const [row] = await db
    .select({
      id: wanderSerialNumbers.id,
      iccid: wanderSerialNumbers.iccid,
      productId: wanderSerialNumbers.productId,
      variantId: wanderSerialNumbers.variantId,
      /** The upstream provider the eSIM was bought from (issue 27), else null: stock. */
      providerId: wanderSerialNumbers.providerId,
      distributor: invoices.entityCode,
      currency: invoices.currency,
      productCode: invoiceLines.productCode,
      productName: invoiceLines.productName,
      variantCode: invoiceLines.variantCode,
      variantName: invoiceLines.variantName,
      taxCode: invoiceLines.taxCode,
      taxRatePercent: invoiceLines.taxRatePercent,
    })
    .from(wanderSerialNumbers)
    .innerJoin(invoiceLines, eq(invoiceLines.id, wanderSerialNumbers.invoiceLineId))
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(
      and(
        eq(wanderSerialNumbers.id, esimId),
        eq(wanderSerialNumbers.entityCode, invoices.entityCode),
        eq(wanderSerialNumbers.status, 'delivered'),
        typeof buyer === 'string'
          ? eq(invoices.customerEntityCode, buyer)
          : sql`exists (select 1 from ${purchaseOrders} po where po.id = ${invoices.poId} and po.consumer_id = ${buyer.consumerId})`,
      ),
    );
  return row ?? null;
}
export type DeliveredEsim = NonNullable<Awaited<ReturnType<typeof deliveredEsimOf>>>;

/** The variants of a product the distributor sells: what an eSIM can be topped up with. */
export async function topUpOptions(db: Tx, distributor: string, productId: string) {
  return db
    .select({
      variantId: productVariants.id,
      variantName: productVariants.variantName,
      days: productVariants.days,
      data: productVariants.dataGb,
      unitPriceMinor: productPrices.unitPriceMinor,
    })
    .from(productPrices)
    .innerJoin(productVariants, eq(productVariants.id, productPrices.variantId))
    .where(
      and(
        eq(productPrices.entityCode, distributor),
        eq(productPrices.productId, productId),
        eq(productPrices.isActive, true),
        eq(productVariants.isActive, true),
      ),
    )
    .orderBy(asc(productVariants.days), asc(productVariants.dataGb));
}

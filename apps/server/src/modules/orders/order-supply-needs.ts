import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';
import {
  planSupplies,
  providerPackages,
  purchaseOrderLines,
  purchaseOrders,
  wanderSerialNumbers,
} from '../../db/schema/index.js';

/** One order line's share to buy from a provider. */
export interface SupplyNeed {
  entityCode: string;
  poId: string;
  poLineId: string;
  productId: string;
  variantId: string;
  providerId: string;
  providerPackageId: string;
  packageCode: string;
  quantity: number;
}

/** The provider-supplied lines of an order, with their mode (none: all from stock). */
export async function providerLinesOf(db: Db | Tx, poId: string) {
  return db
    .select({
      entityCode: purchaseOrders.distributorEntityCode,
      poId: purchaseOrderLines.poId,
      poLineId: purchaseOrderLines.id,
      productId: purchaseOrderLines.productId,
      variantId: purchaseOrderLines.variantId,
      qty: purchaseOrderLines.qty,
      mode: planSupplies.mode,
      providerId: providerPackages.providerId,
      providerPackageId: providerPackages.id,
      packageCode: providerPackages.packageCode,
    })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.poId))
    .innerJoin(
      planSupplies,
      and(
        eq(planSupplies.entityCode, purchaseOrders.distributorEntityCode),
        eq(planSupplies.variantId, purchaseOrderLines.variantId),
      ),
    )
    .innerJoin(
      providerPackages,
      and(
        eq(providerPackages.entityCode, planSupplies.entityCode),
        eq(providerPackages.id, planSupplies.providerPackageId),
      ),
    )
    .where(and(eq(purchaseOrderLines.poId, poId), isNull(purchaseOrderLines.topUpSerialId)));
}

/** A paid top-up line of an eSIM bought from a provider: its package, bought for that eSIM. */
export interface TopUpNeed {
  entityCode: string;
  poId: string;
  poLineId: string;
  serialId: string;
  iccid: string;
  providerId: string;
  packageCode: string;
}

/** The provider top-ups of an order (issue 27): each line's package for its eSIM's provider. */
export async function topUpNeedsOf(db: Db | Tx, poId: string): Promise<TopUpNeed[]> {
  const rows = await db
    .select({
      entityCode: purchaseOrders.distributorEntityCode,
      poId: purchaseOrderLines.poId,
      poLineId: purchaseOrderLines.id,
      serialId: wanderSerialNumbers.id,
      iccid: wanderSerialNumbers.iccid,
      providerId: wanderSerialNumbers.providerId,
      packageCode: purchaseOrderLines.topUpPackageCode,
    })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.poId))
    .innerJoin(
      wanderSerialNumbers,
      and(
        eq(wanderSerialNumbers.id, purchaseOrderLines.topUpSerialId),
        eq(wanderSerialNumbers.entityCode, purchaseOrders.distributorEntityCode),
      ),
    )
    .where(
      and(
        eq(purchaseOrderLines.poId, poId),
        isNotNull(purchaseOrderLines.topUpPackageCode),
        isNotNull(wanderSerialNumbers.providerId),
      ),
    );
  return rows.map((r) => ({ ...r, providerId: r.providerId!, packageCode: r.packageCode! }));
}

/**
 * Whether the order needs a provider before its delivery (delivered on payment: nobody holds
 * its stock): a line supplied from a provider alone, a 'stock, then provider' line whose stock
 * held at payment falls short of it (issue 37), or a top-up of a provider's eSIM.
 */
export async function hasProviderOnlyLines(tx: Db | Tx, poId: string) {
  const lines = await providerLinesOf(tx, poId);
  if (lines.some((l) => l.mode === 'provider')) return true;
  for (const line of lines) {
    if (line.mode === 'stock-then-provider' && (await heldFor(tx, line.poLineId)) < line.qty) {
      return true;
    }
  }
  return (await topUpNeedsOf(tx, poId)).length > 0;
}

/** The eSIMs held for an order line: its stock set aside at payment, or bought for it. */
async function heldFor(db: Db | Tx, poLineId: string) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(wanderSerialNumbers)
    .where(eq(wanderSerialNumbers.reservedForLineId, poLineId));
  return Number(n);
}

/**
 * What to buy for an order: a 'provider' line's whole quantity; a 'stock, then provider' line's
 * shortfall against the stock held for it at payment (issue 37: the payment sets its stock aside;
 * the decision is kept on the provider order: a later run buys no more for the line).
 */
export async function supplyNeedsOf(db: Db, poId: string): Promise<SupplyNeed[]> {
  const needs: SupplyNeed[] = [];
  for (const line of await providerLinesOf(db, poId)) {
    let quantity = line.qty;
    if (line.mode === 'stock-then-provider') {
      quantity = Math.max(0, line.qty - (await heldFor(db, line.poLineId)));
    }
    if (quantity === 0 || !line.providerId) continue;
    needs.push({
      entityCode: line.entityCode,
      poId: line.poId,
      poLineId: line.poLineId,
      productId: line.productId,
      variantId: line.variantId,
      providerId: line.providerId,
      providerPackageId: line.providerPackageId,
      packageCode: line.packageCode,
      quantity,
    });
  }
  return needs;
}

import { and, asc, eq } from 'drizzle-orm';
import { fromMinor, type OrderCosts } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { purchaseOrderLineCosts, purchaseOrderLines } from '../../db/schema/index.js';

/**
 * A paid order's cost and margin as recorded at payment (issue 40): per line the unit cost in the
 * order's currency, the supplier's currency and amount, the rate and its day, and the margin;
 * null when the order has no recorded cost (not paid yet).
 */
export async function orderCostsOf(
  db: Tx,
  seller: string,
  poId: string,
): Promise<OrderCosts | null> {
  const rows = await db
    .select({
      lineNo: purchaseOrderLines.lineNo,
      qty: purchaseOrderLines.qty,
      revenueMinor: purchaseOrderLines.lineTotalMinor,
      taxMinor: purchaseOrderLines.taxMinor,
      cost: purchaseOrderLineCosts,
    })
    .from(purchaseOrderLineCosts)
    .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.id, purchaseOrderLineCosts.lineId))
    .where(
      and(eq(purchaseOrderLineCosts.entityCode, seller), eq(purchaseOrderLineCosts.poId, poId)),
    )
    .orderBy(asc(purchaseOrderLines.lineNo));
  if (rows.length === 0) return null;
  const lines = rows.map(({ lineNo, qty, revenueMinor, taxMinor, cost }) => {
    const marginMinor =
      cost.unitCostMinor === null ? null : revenueMinor - taxMinor - cost.unitCostMinor * qty;
    return {
      lineNo,
      status: cost.status as OrderCosts['lines'][number]['status'],
      unitCost: cost.unitCostMinor === null ? null : fromMinor(cost.unitCostMinor),
      supplierCurrency: cost.supplierCurrency,
      supplierUnitCost: cost.supplierCostMinor === null ? null : fromMinor(cost.supplierCostMinor),
      rate: cost.rate === null ? null : String(Number(cost.rate)),
      rateDate: cost.rateDate,
      rateExact: cost.rateExact,
      costDate: cost.costDate,
      margin: marginMinor === null ? null : fromMinor(marginMinor),
      marginMinor,
    };
  });
  const costed = lines.filter((l) => l.marginMinor !== null);
  return {
    lines: lines.map(({ marginMinor: _m, ...line }) => line),
    margin: costed.length ? fromMinor(costed.reduce((s, l) => s + l.marginMinor!, 0)) : null,
    uncostedLines: lines.length - costed.length,
  };
}

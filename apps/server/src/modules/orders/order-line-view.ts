import { fromMinor } from '@wander/contract';
import type { invoiceLines, purchaseOrderLines, saleOrderLines } from '../../db/schema/index.js';

type StoredLine =
  | typeof purchaseOrderLines.$inferSelect
  | typeof saleOrderLines.$inferSelect
  | typeof invoiceLines.$inferSelect;

/** A stored purchase-order, sale-order or invoice line as the API answers it (money back to decimals). */
export function orderLineView(l: StoredLine) {
  return {
    id: l.id,
    lineNo: l.lineNo,
    productId: l.productId,
    variantId: l.variantId,
    productCode: l.productCode,
    productName: l.productName,
    variantCode: l.variantCode,
    variantName: l.variantName,
    days: l.days,
    data: Number(l.dataGb),
    isDayPass: l.isDayPass,
    qty: l.qty,
    unitPrice: fromMinor(l.unitPriceMinor),
    discountAmount: fromMinor(l.discountMinor),
    taxCode: l.taxCode,
    taxRatePercent: Number(l.taxRatePercent),
    taxAmount: fromMinor(l.taxMinor),
    lineTotal: fromMinor(l.lineTotalMinor),
    promotions: l.promotions,
    ...('travellerName' in l && l.travellerName ? { travellerName: l.travellerName } : {}),
  };
}

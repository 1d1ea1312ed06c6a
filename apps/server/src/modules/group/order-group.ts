import { and, eq } from 'drizzle-orm';
import { fromMinor, type DistributorOption, type GroupPlan } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { groupOrders } from '../../db/schema/index.js';
import { assertBuysFrom } from '../network/buyer-connections.js';
import { taxOn } from '../network/tax-per-item.js';
import {
  assertDeliverable,
  insertPurchaseOrder,
  nextDocumentNumber,
  priceLines,
  type OrderActor,
  type PricedOrder,
} from '../orders/index.js';
import { ownGroup, type GroupOrderRow } from './group.queries.js';
import { ORDERED_MESSAGE } from './import-travellers.js';
import { planGroup } from './plan-group.js';
import type { TripStock } from '../catalog/trip-stock.js';

type PricedLine = PricedOrder['lines'][number];

/** A group's plan and the roster it was made from (the order checks it is still the same). */
export interface PlannedGroup {
  plan: GroupPlan;
  rosterKey: string;
}

export const CHANGED_MESSAGE = 'The group changed while it was planned; plan and order it again';

const rosterKey = (group: GroupOrderRow) =>
  JSON.stringify([group.travellers, group.legs, group.gbPerDay, group.distributorEntityCode]);

/** The plan an order of the group is made from, read and planned outside any transaction. */
export async function planGroupOrder(
  db: Tx,
  group: GroupOrderRow,
  distributor: DistributorOption,
  /** The demo seed plans as if every plan were in stock (it receives the tour's eSIMs). */
  stock?: TripStock,
): Promise<PlannedGroup> {
  if (group.poId) throw new AppError('BUSINESS_RULE', ORDERED_MESSAGE, undefined, 409);
  return { plan: await planGroup(db, group, distributor, stock), rosterKey: rosterKey(group) };
}

/**
 * POST network/GroupOrders/Order/{id}: the group planned again and made ONE Draft purchase order
 * to its distributor, one line per traveller and plan (the line names its traveller), paid later
 * with the purchase order's own wallet or card checkout. Prices come from priceLines over the
 * whole group (quantity discounts count every traveller); the lines are split per traveller at
 * those unit prices. The group is locked: it is ordered once.
 *
 * The plan is made before the transaction that writes the order (`planGroupOrder`, issue 39: a
 * large group's planning held the transaction, and on the embedded database every other
 * request's, for its whole length); the transaction checks the roster it planned is the one it
 * locks, and the stock is checked again at the write (assertDeliverable).
 */
export async function orderGroup(
  tx: Tx,
  actor: OrderActor,
  groupId: string,
  planned: PlannedGroup,
) {
  const buyer = actor.company.entityCode;
  const group = await ownGroup(tx, buyer, groupId, true);
  if (group.poId) throw new AppError('BUSINESS_RULE', ORDERED_MESSAGE, undefined, 409);
  if (rosterKey(group) !== planned.rosterKey) {
    throw new AppError('CONFLICT', CHANGED_MESSAGE, undefined, 409);
  }
  await assertBuysFrom(tx, actor.company, group.distributorEntityCode);
  const { plan } = planned;
  const wanted = plan.travellers.flatMap((t) =>
    t.plan.lines.map((l) => ({ variantId: l.variantId, qty: l.quantity })),
  );
  const merged = await priceLines(tx, group.distributorEntityCode, wanted, buyer);
  // The plan proposes only what can be delivered; stock sold meanwhile is refused here.
  await assertDeliverable(tx, group.distributorEntityCode, merged.lines);
  const byVariant = new Map(merged.lines.map((l) => [l.variantId, l]));
  const lines: PricedLine[] = [];
  for (const t of plan.travellers) {
    for (const planned of t.plan.lines) {
      const price = byVariant.get(planned.variantId)!;
      const qty = planned.quantity;
      const unitDiscount = price.discountMinor / price.qty;
      const net = (price.unitPriceMinor - unitDiscount) * qty;
      const taxMinor = taxOn(net, price.taxRatePercent);
      lines.push({
        ...price,
        lineNo: lines.length + 1,
        qty,
        discountMinor: unitDiscount * qty,
        taxMinor,
        lineTotalMinor: net + taxMinor,
        travellerId: t.travellerId,
        travellerName: t.name,
      });
    }
  }
  const sum = (f: (l: PricedLine) => number) => lines.reduce((a, l) => a + f(l), 0);
  const priced: PricedOrder = {
    currency: merged.currency,
    lines,
    subtotalMinor: sum((l) => l.unitPriceMinor * l.qty),
    discountMinor: sum((l) => l.discountMinor),
    taxMinor: sum((l) => l.taxMinor),
    totalMinor: sum((l) => l.lineTotalMinor),
  };
  const po = await insertPurchaseOrder(
    tx,
    {
      documentNo: await nextDocumentNumber(tx, buyer, 'PurchaseOrder'),
      entityCode: buyer,
      distributorEntityCode: group.distributorEntityCode,
      remarks: `Group: ${group.groupName} (${group.travellers.length} travellers)`.slice(0, 256),
      createdBy: actor.userId,
      status: 'Draft',
    },
    priced,
  );
  await tx
    .update(groupOrders)
    .set({ poId: po.id, orderedAt: new Date() })
    .where(and(eq(groupOrders.entityCode, buyer), eq(groupOrders.id, group.id)));
  return {
    poId: po.id,
    documentNo: po.documentNo,
    total: fromMinor(priced.totalMinor),
    currency: priced.currency,
  };
}

import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { purchaseOrderLines, wanderSerialNumbers } from '../../db/schema/index.js';
import { deliverableOf, deliverableQuantity } from '../catalog/deliverable.queries.js';
import { INSUFFICIENT_STOCK } from './issue-invoice.js';

/** A line as the stock checks read it. */
export interface StockLine {
  variantId: string;
  qty: number;
  productName: string;
  variantName: string;
  /** A provider top-up tops up the buyer's eSIM: it needs no eSIM of stock. */
  topUpSerialId?: string | null;
}

/** A line that cannot be delivered now: how many can, how many are needed. */
export interface StockShortage {
  lineNo: number;
  productName: string;
  variantName: string;
  available: number;
  needed: number;
}

/** Fulfilment's own words: 'Insufficient Stock: Japan eSIM Japan 3GB 7 days has 1 available, 2 needed'. */
export const shortageMessage = (s: Omit<StockShortage, 'lineNo'>) =>
  `${INSUFFICIENT_STOCK}: ${s.productName} ${s.variantName} has ${s.available} available, ${s.needed} needed`;

/** A refusal naming the first short line, with each short line's field error. */
export function insufficientStock(
  shortages: StockShortage[],
  fieldOf: (index: number) => string = (i) => `lines.${i}.qty`,
) {
  const errors: Record<string, string[]> = {};
  for (const s of shortages) errors[fieldOf(s.lineNo - 1)] = [shortageMessage(s)];
  return new AppError('INSUFFICIENT_STOCK', shortageMessage(shortages[0]), errors, 422);
}

/**
 * Adding to an order or opening its payment (issue 37): every line must be deliverable now, from
 * the distributor's free stock or by a provider that supplies the plan. Lines of one plan count
 * together. 422 'Insufficient Stock: <plan> has N available, M needed', with each short line's
 * field error (`lines.N.qty` by default); nothing is held: the payment holds the stock.
 */
export async function assertDeliverable(
  tx: Tx,
  distributor: string,
  lines: readonly StockLine[],
  fieldOf?: (index: number) => string,
) {
  const wanted = lines.filter((l) => !l.topUpSerialId);
  const plans = await deliverableOf(
    tx,
    distributor,
    wanted.map((l) => l.variantId),
  );
  const needed = new Map<string, number>();
  for (const l of wanted) needed.set(l.variantId, (needed.get(l.variantId) ?? 0) + l.qty);
  const shortages: StockShortage[] = [];
  lines.forEach((line, i) => {
    if (line.topUpSerialId) return;
    const available = deliverableQuantity(plans.get(line.variantId));
    const total = needed.get(line.variantId)!;
    if (available >= total) return;
    shortages.push({ ...nameOf(line), lineNo: i + 1, available, needed: total });
  });
  if (shortages.length) throw insufficientStock(shortages, fieldOf);
}

const nameOf = (l: { productName: string; variantName: string }) => ({
  productName: l.productName,
  variantName: l.variantName,
});

/**
 * In the transaction that pays an order (issue 37): each line's eSIMs of stock are set aside for
 * it (`reserved_for_line_id`, FOR UPDATE SKIP LOCKED: two payments never hold the same eSIM, and
 * of two payments for the last one, the second finds none), so no other order, sale or invoice
 * takes them and the distributor's fulfilment finds them. A 'stock, then provider' line holds
 * what stock there is and leaves the rest to its provider; a 'provider' line holds nothing. The
 * lines that cannot be delivered are answered: the wallet checkout refuses them (its transaction
 * rolls back, holding nothing), a card payment already taken keeps what it could hold and waits.
 */
export async function reserveStock(
  tx: Tx,
  po: { id: string; distributorEntityCode: string },
): Promise<StockShortage[]> {
  const lines = (await linesOf(tx, po.id)).filter((l) => !l.topUpSerialId);
  const plans = await deliverableOf(
    tx,
    po.distributorEntityCode,
    lines.map((l) => l.variantId),
  );
  const shortages: StockShortage[] = [];
  for (const line of lines) {
    const plan = plans.get(line.variantId)!;
    if (plan.mode === 'provider' && plan.onDemand) continue;
    const held = plan.mode === 'provider' ? 0 : await holdFor(tx, po.distributorEntityCode, line);
    if (held < line.qty && !plan.onDemand) {
      shortages.push({ ...nameOf(line), lineNo: line.lineNo, available: held, needed: line.qty });
    }
  }
  return shortages;
}

const linesOf = (tx: Tx, poId: string) =>
  tx
    .select({
      id: purchaseOrderLines.id,
      lineNo: purchaseOrderLines.lineNo,
      variantId: purchaseOrderLines.variantId,
      qty: purchaseOrderLines.qty,
      productName: purchaseOrderLines.productName,
      variantName: purchaseOrderLines.variantName,
      topUpSerialId: purchaseOrderLines.topUpSerialId,
    })
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.poId, poId))
    .orderBy(asc(purchaseOrderLines.lineNo));

/** Sets free eSIMs aside for the line up to its quantity; answers how many it now holds. */
async function holdFor(
  tx: Tx,
  distributor: string,
  line: { id: string; variantId: string; qty: number },
) {
  const already = await heldBy(tx, [line.id]);
  const missing = line.qty - (already.get(line.id) ?? 0);
  if (missing <= 0) return line.qty;
  const picked = tx
    .select({ id: wanderSerialNumbers.id })
    .from(wanderSerialNumbers)
    .where(
      and(
        eq(wanderSerialNumbers.entityCode, distributor),
        eq(wanderSerialNumbers.variantId, line.variantId),
        eq(wanderSerialNumbers.status, 'available'),
        isNull(wanderSerialNumbers.reservedForLineId),
      ),
    )
    .orderBy(wanderSerialNumbers.createdAt, wanderSerialNumbers.id)
    .limit(missing)
    .for('update', { skipLocked: true });
  const rows = await tx
    .update(wanderSerialNumbers)
    .set({ reservedForLineId: line.id })
    .where(
      and(
        inArray(wanderSerialNumbers.id, picked),
        isNull(wanderSerialNumbers.reservedForLineId),
        eq(wanderSerialNumbers.status, 'available'),
      ),
    )
    .returning({ id: wanderSerialNumbers.id });
  return line.qty - missing + rows.length;
}

/** eSIMs held for each line (available, or already allocated to its invoice). */
async function heldBy(tx: Tx, lineIds: string[]) {
  if (lineIds.length === 0) return new Map<string, number>();
  const rows = await tx
    .select({ lineId: wanderSerialNumbers.reservedForLineId, n: count() })
    .from(wanderSerialNumbers)
    .where(
      and(
        inArray(wanderSerialNumbers.reservedForLineId, lineIds),
        inArray(wanderSerialNumbers.status, ['available', 'allocated']),
      ),
    )
    .groupBy(wanderSerialNumbers.reservedForLineId);
  return new Map(rows.map((r) => [r.lineId!, Number(r.n)]));
}

/**
 * A paid order's lines its distributor cannot deliver now (issue 37): the eSIMs held for the line
 * plus the free stock fall short of its quantity, and no provider supplies the plan. Empty for an
 * order that can be fulfilled. The received order shows them with the ways forward (receive
 * stock, then Fulfil; or Refund), and the buyer's order says it waits for stock.
 */
export async function stockShortages(
  tx: Tx,
  po: { id: string; distributorEntityCode: string },
): Promise<StockShortage[]> {
  const lines = (await linesOf(tx, po.id)).filter((l) => !l.topUpSerialId);
  const [plans, held] = await Promise.all([
    deliverableOf(
      tx,
      po.distributorEntityCode,
      lines.map((l) => l.variantId),
    ),
    heldBy(
      tx,
      lines.map((l) => l.id),
    ),
  ]);
  // Free stock of a plan serves its lines in order.
  const free = new Map([...plans].map(([id, p]) => [id, p.stock]));
  const shortages: StockShortage[] = [];
  for (const line of lines) {
    const plan = plans.get(line.variantId)!;
    if (plan.onDemand) continue;
    const own = held.get(line.id) ?? 0;
    // A plan only a provider supplies takes nothing from stock.
    const left = plan.mode === 'provider' ? 0 : free.get(line.variantId)!;
    const taken = Math.min(left, Math.max(0, line.qty - own));
    free.set(line.variantId, left - taken);
    if (own + taken < line.qty) {
      shortages.push({
        ...nameOf(line),
        lineNo: line.lineNo,
        available: own + taken,
        needed: line.qty,
      });
    }
  }
  return shortages;
}

/**
 * An order that will not be fulfilled (refunded or cancelled) gives back the eSIMs of stock held
 * for its lines; eSIMs bought from a provider for a line stay with it.
 */
export async function releaseHeldStock(tx: Tx, poId: string) {
  const lineIds = tx
    .select({ id: purchaseOrderLines.id })
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.poId, poId));
  const rows = await tx
    .update(wanderSerialNumbers)
    .set({ reservedForLineId: null })
    .where(
      and(
        inArray(wanderSerialNumbers.reservedForLineId, lineIds),
        eq(wanderSerialNumbers.status, 'available'),
        isNull(wanderSerialNumbers.providerId),
      ),
    )
    .returning({ id: wanderSerialNumbers.id });
  return rows.length;
}

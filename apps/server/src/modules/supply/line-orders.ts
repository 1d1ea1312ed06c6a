import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import { providerOrders } from '../../db/schema/index.js';
import { adapterOf, providerOf } from './provider.queries.js';
import type { SupplyNeed } from '../orders/order-supply-needs.js';

/** One provider order of a line: its reference (unique per company) and how many eSIMs. */
export interface LineOrder {
  reference: string;
  quantity: number;
}

/**
 * The provider orders a line is bought with. A provider that takes at most N eSIMs an order
 * (Airalo: 50, the adapter's `maxOrderQuantity`) gets the line as orders of N and the rest, with
 * references `<line id>`, `<line id>/2`, `<line id>/3` ...; any other provider one order with the
 * line's id. The split is decided once, by the first run: its rows are written in one statement,
 * and a later run (a retry, another replica, a 'stock, then provider' line whose bought eSIMs
 * now count as held) takes the rows as they are.
 */
export async function lineOrders(db: Db, secrets: SecretBox, need: SupplyNeed) {
  const planned = await ordersOfLine(db, need);
  if (planned.length) return planned;
  const most = await maxOrderQuantity(db, secrets, need);
  const parts = splitQuantity(need.quantity, most);
  await db
    .insert(providerOrders)
    .values(
      parts.map((quantity, i) => ({
        entityCode: need.entityCode,
        providerId: need.providerId,
        kind: 'esim',
        reference: i === 0 ? need.poLineId : `${need.poLineId}/${i + 1}`,
        poId: need.poId,
        poLineId: need.poLineId,
        packageCode: need.packageCode,
        quantity,
      })),
    )
    .onConflictDoNothing();
  return ordersOfLine(db, need);
}

/** `quantity` as parts of `most` at most: 120 by 50 is 50, 50, 20. */
export function splitQuantity(quantity: number, most: number): number[] {
  if (!(most > 0) || quantity <= most) return [quantity];
  const parts: number[] = [];
  for (let left = quantity; left > 0; left -= most) parts.push(Math.min(most, left));
  return parts;
}

async function ordersOfLine(db: Db, need: SupplyNeed): Promise<LineOrder[]> {
  const rows = await db
    .select({ reference: providerOrders.reference, quantity: providerOrders.quantity })
    .from(providerOrders)
    .where(
      and(
        eq(providerOrders.entityCode, need.entityCode),
        eq(providerOrders.poLineId, need.poLineId),
        eq(providerOrders.kind, 'esim'),
      ),
    );
  const part = (reference: string) => Number(/\/(\d+)$/.exec(reference)?.[1] ?? 1);
  return rows.sort((a, b) => part(a.reference) - part(b.reference));
}

/** The provider's limit per order; none when the row or its credentials cannot be had (the claim then fails the line as before). */
async function maxOrderQuantity(db: Db, secrets: SecretBox, need: SupplyNeed) {
  const provider = await providerOf(db, need.entityCode, need.providerId);
  if (!provider) return Infinity;
  try {
    return adapterOf(secrets, provider, db).maxOrderQuantity ?? Infinity;
  } catch {
    return Infinity;
  }
}

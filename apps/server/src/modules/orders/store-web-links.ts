import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { purchaseOrders, wanderPlatforms } from '../../db/schema/index.js';

/** An order's page in the web store it was bought through (issue 28): `store/{code}/orders/{id}`. */
export const storeOrderPath = (basePath: string, platformCode: string | null, orderId: string) =>
  `${basePath}store/${platformCode ? `${encodeURIComponent(platformCode)}/` : ''}orders/${orderId}`;

/** The same, for an order known by its id: its platform is read from the order. */
export async function storeOrderPathOf(db: Db, basePath: string, orderId: string) {
  const [row] = await db
    .select({ code: wanderPlatforms.platformCode })
    .from(purchaseOrders)
    .innerJoin(wanderPlatforms, eq(wanderPlatforms.id, purchaseOrders.platformId))
    .where(eq(purchaseOrders.id, orderId));
  return storeOrderPath(basePath, row?.code ?? null, orderId);
}

import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { products, uoms } from '../../db/schema/index.js';

/** The units among `ids` that exist (units of measure are platform-wide: every company sees them). */
export async function existingUoms(tx: Tx, ids: string[]) {
  const rows = await tx
    .select({ id: uoms.id, uomName: uoms.uomName })
    .from(uoms)
    .where(inArray(uoms.id, ids));
  return new Map(rows.map((r) => [r.id, r.uomName]));
}

/** The company's products of a unit: the condition of the list and of the move. */
export const companyProductsOfUom = (entityCode: string, uomId: string) =>
  and(eq(products.entityCode, entityCode), eq(products.uomId, uomId));

/** Locks the company's products of the unit among `ids` (all of them without ids). */
export async function lockProductsOfUom(tx: Tx, entityCode: string, uomId: string, ids?: string[]) {
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(companyProductsOfUom(entityCode, uomId), ids ? inArray(products.id, ids) : undefined),
    )
    .for('update');
  return rows.map((r) => r.id);
}

/** Moves the given products to another unit; answers how many moved. */
export async function setProductsUom(tx: Tx, ids: string[], toUomId: string) {
  if (ids.length === 0) return 0;
  const rows = await tx
    .update(products)
    .set({ uomId: toUomId, updatedAt: new Date() })
    .where(inArray(products.id, ids))
    .returning({ id: products.id });
  return rows.length;
}

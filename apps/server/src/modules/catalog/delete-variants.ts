import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { AuthCompany } from '../../platform/auth/context.js';
import { AppError } from '../../platform/http/errors.js';
import { productVariants } from '../../db/schema/index.js';
import { translateDbError } from '../../crud/db-errors.js';
import { ownedVariant } from './save-variant.js';
import { syncProductListPrice, variantsInUse } from './product-admin.queries.js';

/** Why a variant in use cannot go, in the user's words. */
function reasonOf(v: { variantCode: string; usedEsims: number; stock: number; ordered: boolean }) {
  if (v.usedEsims > 0) return `${v.variantCode} has eSIMs allocated or delivered`;
  if (v.ordered) return `${v.variantCode} is on orders or invoices`;
  return `${v.variantCode} still has ${v.stock} eSIM(s) in stock`;
}

/**
 * DELETE product/Product/DeleteVariant?ids=..: all of them or none, in one transaction. Every id
 * must be a variant of a product the working company owns; a variant with eSIMs (stock is never
 * thrown away) or with order, invoice or sale-order lines is refused with the reason (409).
 * Its prices, discount tiers and promotions go with it.
 */
export async function deleteVariants(db: Db, company: AuthCompany, ids: string[]) {
  const unique = [...new Set(ids)];
  const productIds = new Set<string>();
  for (const id of unique) productIds.add((await ownedVariant(db, company, id)).productId);
  await db.transaction(async (tx) => {
    // Lock the variants so an order or an import cannot start using one meanwhile.
    await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(inArray(productVariants.id, unique))
      .for('update');
    const inUse = await variantsInUse(tx, unique);
    if (inUse.length > 0) {
      throw new AppError('CONFLICT', `Cannot delete: ${inUse.map(reasonOf).join('; ')}`);
    }
    try {
      await tx.delete(productVariants).where(inArray(productVariants.id, unique));
    } catch (error) {
      translateDbError(error, productVariants, {}, 'delete');
    }
    for (const productId of productIds) await syncProductListPrice(tx, productId);
  });
}

import { eq } from 'drizzle-orm';
import {
  toMinor,
  variantValueOf,
  type CreateVariantInput,
  type ProductVariantRow,
  type UpdateVariantInput,
} from '@wander/contract';
import type { Db } from '../../platform/db/client.js';
import type { AuthCompany } from '../../platform/auth/context.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { translateDbError } from '../../crud/db-errors.js';
import { productVariants } from '../../db/schema/index.js';
import { requireProduct } from './product-access.js';
import { syncProductListPrice, variantById } from './product-admin.queries.js';

type VariantBody = Omit<CreateVariantInput, 'productId'> & UpdateVariantInput;

const LABELS = { variantCode: 'Variant Code', productId: 'Product' };

function columnsOf(body: VariantBody) {
  const isDayPass = body.isDayPass ?? false;
  return {
    variantCode: body.variantCode,
    variantValue: body.variant || variantValueOf({ data: body.data, days: body.days, isDayPass }),
    variantName: body.variantName,
    variantNameMs: body.variantNameMs || null,
    variantNameZh: body.variantNameZh || null,
    days: body.days,
    dataGb: body.data,
    isDayPass,
    networkName: body.networkName || null,
    unitPriceMinor: toMinor(body.unitPrice),
    image: body.image || null,
    isActive: body.isActive ?? true,
  };
}

/** POST product/Product/CreateVariant: a variant of a product the working company owns. */
export async function createVariant(
  db: Db,
  company: AuthCompany,
  input: CreateVariantInput,
): Promise<ProductVariantRow> {
  await requireProduct(db, company, input.productId, { write: true });
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(productVariants)
        .values({ productId: input.productId, ...columnsOf(input) })
        .returning();
      await syncProductListPrice(tx, input.productId);
      return (await variantById(tx, row.id))!;
    });
  } catch (error) {
    translateDbError(error, productVariants, LABELS);
  }
}

/** The variant and its product, for a change by the product's owner (404 / 403 otherwise). */
export async function ownedVariant(db: Db, company: AuthCompany, variantId: string) {
  if (!isUuid(variantId)) throw AppError.notFound('Product variant');
  const [variant] = await db
    .select({ id: productVariants.id, productId: productVariants.productId })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  if (!variant) throw AppError.notFound('Product variant');
  try {
    await requireProduct(db, company, variant.productId, { write: true });
  } catch (error) {
    if (error instanceof AppError && error.status === 404) {
      throw AppError.notFound('Product variant');
    }
    throw error;
  }
  return variant;
}

/** PUT product/Product/UpdateVariant/{id}. */
export async function updateVariant(
  db: Db,
  company: AuthCompany,
  variantId: string,
  input: UpdateVariantInput,
): Promise<ProductVariantRow> {
  const variant = await ownedVariant(db, company, variantId);
  try {
    return await db.transaction(async (tx) => {
      await tx
        .update(productVariants)
        .set(columnsOf(input))
        .where(eq(productVariants.id, variant.id));
      await syncProductListPrice(tx, variant.productId);
      return (await variantById(tx, variant.id))!;
    });
  } catch (error) {
    translateDbError(error, productVariants, LABELS);
  }
}

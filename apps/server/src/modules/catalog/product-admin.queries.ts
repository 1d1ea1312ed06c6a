import { asc, eq, sql } from 'drizzle-orm';
import {
  fromMinor,
  type ProductDetail,
  type ProductVariantRow,
  type VariantQuantity,
} from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { productCountries, products, productVariants } from '../../db/schema/index.js';

const variantColumns = {
  variantId: productVariants.id,
  productId: productVariants.productId,
  variantCode: productVariants.variantCode,
  variant: productVariants.variantValue,
  variantName: productVariants.variantName,
  variantNameMs: productVariants.variantNameMs,
  variantNameZh: productVariants.variantNameZh,
  days: productVariants.days,
  data: productVariants.dataGb,
  isDayPass: productVariants.isDayPass,
  networkName: productVariants.networkName,
  unitPriceMinor: productVariants.unitPriceMinor,
  image: productVariants.image,
  isActive: productVariants.isActive,
};

type StoredVariant = { unitPriceMinor: number } & Omit<ProductVariantRow, 'unitPrice'>;
export const toVariantRow = ({ unitPriceMinor, ...v }: StoredVariant): ProductVariantRow => ({
  ...v,
  data: Number(v.data),
  unitPrice: fromMinor(unitPriceMinor),
});

/** A product's variants, data plans first, then by days and data. */
export async function variantsOf(db: Tx, productId: string): Promise<ProductVariantRow[]> {
  const rows = await db
    .select(variantColumns)
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(
      asc(productVariants.isDayPass),
      asc(productVariants.days),
      asc(productVariants.dataGb),
      asc(productVariants.variantCode),
    );
  return rows.map(toVariantRow);
}

export async function variantById(db: Tx, variantId: string) {
  const [row] = await db
    .select(variantColumns)
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row ? toVariantRow(row) : undefined;
}

/** The product with its variants and destinations (the caller checked it may be read). */
export async function productDetail(
  db: Tx,
  productId: string,
  isOwner: boolean,
): Promise<ProductDetail> {
  const [product] = await db.select().from(products).where(eq(products.id, productId));
  const [variants, countries] = await Promise.all([
    variantsOf(db, productId),
    db
      .select({ code: productCountries.countryCode })
      .from(productCountries)
      .where(eq(productCountries.productId, productId))
      .orderBy(asc(productCountries.countryCode)),
  ]);
  return {
    productId: product.id,
    entityCode: product.entityCode,
    productCode: product.productCode,
    productName: product.productName,
    image: product.image,
    description: product.description,
    uomId: product.uomId,
    unitPrice: fromMinor(product.unitPriceMinor),
    currency: product.currency,
    isActive: product.isActive,
    countryCodes: countries.map((c) => c.code),
    isOwner,
    productVariants: variants,
  };
}

/** The company's eSIMs of each variant of a product, by status. */
export async function quantitiesOf(
  db: Tx,
  entityCode: string,
  productId: string,
): Promise<VariantQuantity[]> {
  const result = (await db.execute(sql`
    select v.id as "variantId", v.variant_code as "variantCode",
      count(s.id) filter (where s.status = 'available')::int as "availableQuantity",
      count(s.id) filter (where s.status = 'allocated')::int as "allocatedQuantity",
      count(s.id) filter (where s.status = 'delivered')::int as "deliveredQuantity",
      count(s.id) filter (where s.status = 'issued')::int as "issuedQuantity",
      count(s.id) filter (where s.status = 'written_off')::int as "writtenOffQuantity"
    from product_variants v
      left join wander_serial_numbers s on s.variant_id = v.id and s.entity_code = ${entityCode}
    where v.product_id = ${productId}
    group by v.id, v.variant_code
    order by v.variant_code`)) as unknown as { rows: VariantQuantity[] };
  return result.rows;
}

/** The product's list price follows its cheapest variant (the catalogue card's "from" price). */
export async function syncProductListPrice(tx: Tx, productId: string) {
  await tx.execute(sql`update products set updated_at = now(),
      unit_price_minor = coalesce((select min(v.unit_price_minor) from product_variants v
        where v.product_id = ${productId}), 0)
    where id = ${productId}`);
}

/**
 * Why variants cannot be deleted: eSIMs (any status: stock is never thrown away with its
 * variant) or lines of purchase orders, invoices or sale orders. One row per variant in use.
 */
export async function variantsInUse(tx: Tx, ids: string[]) {
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = (await tx.execute(sql`
    select v.variant_code as "variantCode",
      (select count(*) from wander_serial_numbers s where s.variant_id = v.id
        and s.status <> 'available')::int as "usedEsims",
      (select count(*) from wander_serial_numbers s where s.variant_id = v.id
        and s.status = 'available')::int as "stock",
      (exists (select 1 from purchase_order_lines l where l.variant_id = v.id)
        or exists (select 1 from invoice_lines l where l.variant_id = v.id)
        or exists (select 1 from sale_order_lines l where l.variant_id = v.id)) as "ordered"
    from product_variants v
    where v.id in (${list})
    order by v.variant_code`)) as unknown as {
    rows: { variantCode: string; usedEsims: number; stock: number; ordered: boolean }[];
  };
  return result.rows.filter((r) => r.usedEsims > 0 || r.stock > 0 || r.ordered);
}

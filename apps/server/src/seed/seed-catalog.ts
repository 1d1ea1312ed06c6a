import { eq, sql } from 'drizzle-orm';
import { ISO_COUNTRIES } from '@wander/contract';
import type { Db, Tx } from '../platform/db/client.js';
import {
  productCountries,
  productDiscountTiers,
  products,
  productVariants,
  promotions,
  uoms,
} from '../db/schema/index.js';
import { DEMO_DISTRIBUTORS } from './seed-catalog-data.js';
import { buildDemoCatalog, type CatalogProductSeed } from './demo-catalog.js';

export type { CatalogProductSeed, CatalogVariantSeed } from './demo-catalog.js';

export interface DistributorStock {
  entityCode: string;
  /** Price = list price x factor, rounded to 10 sen. */
  priceFactor: number;
  currency: string;
  serialsPerVariant: number;
  /** Products (by code) stocked deeper, so quantity discounts can be reached. */
  deepStock?: { productCodes: string[]; serialsPerVariant: number };
  /** Two digits that keep each distributor's ICCIDs apart (89 60 <issuer> ...). */
  issuer: string;
}

async function insertChunked<T>(
  items: T[],
  size: number,
  insert: (chunk: T[]) => Promise<unknown>,
) {
  for (let i = 0; i < items.length; i += size) await insert(items.slice(i, i + size));
}

/**
 * Writes a catalogue in bulk: products, variants and countries from JS, then every distributor's
 * prices and eSIM stock as INSERT ... SELECT (generate_series), so thousands of rows stay fast on
 * PGlite. ICCIDs are 19 digits: 89 60 <issuer> <13-digit sequence>.
 */
export async function insertCatalog(
  tx: Tx,
  owner: string,
  catalog: CatalogProductSeed[],
  distributors: DistributorStock[],
) {
  const known = new Set(ISO_COUNTRIES.map((c) => c.countryCode));
  const [unit] = await tx.select({ id: uoms.id }).from(uoms).where(eq(uoms.uomCode, 'UNIT'));
  const idOf = new Map<string, string>();
  await insertChunked(catalog, 1000, async (chunk) => {
    const rows = await tx
      .insert(products)
      .values(
        chunk.map((p) => ({
          entityCode: owner,
          productCode: p.productCode,
          productName: p.productName,
          productNameMs: p.productNameMs,
          productNameZh: p.productNameZh,
          description: p.description,
          uomId: unit?.id ?? null,
          unitPriceMinor: Math.min(...p.variants.map((v) => v.unitPriceMinor)),
          currency: 'MYR',
        })),
      )
      .returning({ id: products.id, code: products.productCode });
    for (const r of rows) idOf.set(r.code, r.id);
  });
  const countryRows = catalog.flatMap((p) =>
    p.countries
      .filter((c) => known.has(c))
      .map((countryCode) => ({ productId: idOf.get(p.productCode)!, countryCode })),
  );
  await insertChunked(countryRows, 5000, (chunk) =>
    tx.insert(productCountries).values(chunk).onConflictDoNothing(),
  );
  const variantRows = catalog.flatMap((p) =>
    p.variants.map((v) => ({ ...v, productId: idOf.get(p.productCode)! })),
  );
  await insertChunked(variantRows, 3000, (chunk) => tx.insert(productVariants).values(chunk));

  for (const d of distributors) {
    await tx.execute(sql`insert into product_prices
        (entity_code, product_id, variant_id, unit_price_minor, currency)
      select ${d.entityCode}, v.product_id, v.id,
        greatest(190, round(v.unit_price_minor * ${d.priceFactor}::numeric / 10) * 10),
        ${d.currency}
      from product_variants v join products p on p.id = v.product_id
      where p.entity_code = ${owner}
      on conflict (entity_code, variant_id) do nothing`);
    const deep = d.deepStock?.productCodes ?? [];
    if (d.serialsPerVariant > 0) {
      await tx.execute(sql`insert into wander_serial_numbers
          (entity_code, product_id, variant_id, iccid, activation_code)
        select ${d.entityCode}, s.product_id, s.id,
          '8960' || ${d.issuer} || lpad(s.seq::text, 13, '0'),
          'LPA:1$smdp.example$' || upper(substr(md5(${d.issuer} || s.seq::text), 1, 20))
        from (
          select v.id, v.product_id,
            (row_number() over (order by v.variant_code, n))
              + coalesce((select count(*) from wander_serial_numbers w
                          where w.entity_code = ${d.entityCode}), 0) as seq
          from product_variants v join products p on p.id = v.product_id
            cross join lateral generate_series(1, case
              when p.product_code = any(string_to_array(${deep.join(',')}, ','))
              then ${d.deepStock?.serialsPerVariant ?? d.serialsPerVariant}::int
              else ${d.serialsPerVariant}::int end) n
          where p.entity_code = ${owner}
        ) s
        on conflict (iccid) do nothing`);
    }
  }
  return { products: idOf, variants: variantRows.length };
}

/**
 * The demo catalogue (idempotent: it is written once, in one transaction, and skipped when the
 * products are there): ~300 products over 190+ destinations and 17 regions, data and day-pass
 * variants, both distributors' prices (DIST002 8% dearer), stock, discount tiers and promotions.
 */
export async function seedCatalog(db: Db) {
  const [existing] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.productCode, 'WDR-JP-DATA'));
  if (existing) return nameDemoCatalog(db);
  await db.transaction(async (tx) => {
    const { products: idOf } = await insertCatalog(
      tx,
      'WANDER',
      buildDemoCatalog(),
      DEMO_DISTRIBUTORS,
    );
    const tiers = [...idOf.values()].flatMap((productId) => [
      {
        entityCode: 'DIST001',
        productId,
        minQuantity: 10,
        discountBp: 500,
        description: '10+ eSIMs: 5% off',
      },
      {
        entityCode: 'DIST001',
        productId,
        minQuantity: 50,
        discountBp: 1000,
        description: '50+ eSIMs: 10% off',
      },
      {
        entityCode: 'DIST002',
        productId,
        minQuantity: 20,
        discountBp: 300,
        description: '20+ eSIMs: 3% off',
      },
    ]);
    await insertChunked(tiers, 3000, (chunk) => tx.insert(productDiscountTiers).values(chunk));
    const promo = (
      code: string,
      productCode: string,
      title: string,
      description: string | null,
    ) => ({
      entityCode: 'DIST001',
      promotionCode: code,
      title,
      description,
      productId: idOf.get(productCode)!,
    });
    await tx
      .insert(promotions)
      .values([
        promo('JP-BONUS', 'WDR-JP-DATA', 'Free 1GB bonus on Japan plans', 'Added on activation'),
        promo('TH-SONGKRAN', 'WDR-TH-DATA', 'Songkran special: +2 days validity', null),
        promo(
          'EU30-FREEDAY',
          'WDR-RG-EU30-DATA',
          'Europe: 1 extra day free',
          'Valid on every Europe 30 plan',
        ),
        promo('ASIA8-HOTSPOT', 'WDR-RG-ASIA8-DATA', 'Hotspot sharing included', null),
        promo(
          'KR-DAYPASS',
          'WDR-KR-DAY',
          'Korea day pass: unlimited at 1 Mbps after the daily allowance',
          null,
        ),
        promo('US-5G', 'WDR-US-DATA', '5G access at no extra cost', 'On T-Mobile 5G'),
      ]);
  });
}

/**
 * A demo world seeded before plans had names in Bahasa Melayu and Chinese (issue 41) gets them
 * once, as a new one has them: every demo product and variant still without one. Nothing to do
 * (one look-up) when Japan's data product has its names.
 */
export async function nameDemoCatalog(db: Db) {
  const [unnamed] = await db
    .select({ id: products.id })
    .from(products)
    .where(sql`${products.productCode} = 'WDR-JP-DATA' and ${products.productNameMs} is null`);
  if (!unnamed) return;
  const catalog = buildDemoCatalog();
  const productRows = catalog.map((p) => [p.productCode, p.productNameMs, p.productNameZh]);
  const variantRows = catalog.flatMap((p) =>
    p.variants.map((v) => [v.variantCode, v.variantNameMs, v.variantNameZh]),
  );
  await db.transaction(async (tx) => {
    await insertChunked(productRows, 1000, (chunk) =>
      tx.execute(sql`update products p set product_name_ms = x.ms, product_name_zh = x.zh
        from jsonb_to_recordset(${JSON.stringify(chunk.map(([code, ms, zh]) => ({ code, ms, zh })))}::jsonb)
          as x(code text, ms text, zh text)
        where p.product_code = x.code and p.product_name_ms is null and p.product_name_zh is null`),
    );
    await insertChunked(variantRows, 3000, (chunk) =>
      tx.execute(sql`update product_variants v set variant_name_ms = x.ms, variant_name_zh = x.zh
        from jsonb_to_recordset(${JSON.stringify(chunk.map(([code, ms, zh]) => ({ code, ms, zh })))}::jsonb)
          as x(code text, ms text, zh text)
        where v.variant_code = x.code and v.variant_name_ms is null and v.variant_name_zh is null`),
    );
  });
}

import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../platform/db/client.js';
import {
  brands,
  costTypes,
  dimensions,
  locations,
  locationUnits,
  locSortingHeaders,
  productCategories,
  productTypes,
  warrantyTypes,
} from '../db/schema/index.js';

import {
  BRANDS,
  CATEGORIES,
  COST_TYPES,
  DIMENSIONS,
  TYPES,
  UNITS,
  WARRANTY_TYPES,
} from './seed-product-setup-data.js';
import { seedCosts, seedWarranties } from './seed-product-costs.js';

const byCode = (rows: { code: string; id: string }[]) => new Map(rows.map((r) => [r.code, r.id]));

/** The shared classification (types, brands, dimensions, categories): the platform keeps it. */
async function seedSharedLists(tx: Tx, entityCode: string) {
  await tx
    .insert(productTypes)
    .values(
      TYPES.map(([c, n, d]) => ({
        entityCode,
        productTypeCode: c,
        productTypeName: n,
        description: d,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(brands)
    .values(BRANDS.map(([c, n, w]) => ({ entityCode, brandCode: c, brandName: n, website: w })))
    .onConflictDoNothing();
  await tx
    .insert(dimensions)
    .values(
      DIMENSIONS.map(([c, n, t]) => ({
        entityCode,
        dimensionCode: c,
        dimensionName: n,
        dimensionType: t,
      })),
    )
    .onConflictDoNothing();
  // Parents first, then their children.
  for (const level of [false, true]) {
    const parents = byCode(
      await tx
        .select({ code: productCategories.categoryCode, id: productCategories.id })
        .from(productCategories)
        .where(eq(productCategories.entityCode, entityCode)),
    );
    const rows = CATEGORIES.filter(([, , parent]) => (parent !== null) === level).map(
      ([c, n, parent]) => ({
        entityCode,
        categoryCode: c,
        categoryName: n,
        parentCategoryId: parent ? (parents.get(parent) ?? null) : null,
      }),
    );
    await tx.insert(productCategories).values(rows).onConflictDoNothing();
  }
}

/** A distributor's own additions to the shared classification (its own-label plans). */
async function seedDistributorClassification(tx: Tx, entityCode: string) {
  await tx
    .insert(productTypes)
    .values({
      entityCode,
      productTypeCode: 'CORPORATE',
      productTypeName: 'Corporate bundle',
      description: 'Pooled data for business travellers',
    })
    .onConflictDoNothing();
  await tx
    .insert(productCategories)
    .values({ entityCode, categoryCode: 'CORPORATE', categoryName: 'Corporate travel' })
    .onConflictDoNothing();
  await tx
    .insert(brands)
    .values({
      entityCode,
      brandCode: 'GLOBETREK',
      brandName: 'Globetrek Connect',
      website: 'https://globetrek.demo',
      description: 'Our own-label plans',
    })
    .onConflictDoNothing();
  await tx
    .insert(dimensions)
    .values({
      entityCode,
      dimensionCode: 'AGENCY',
      dimensionName: 'Agency partners',
      dimensionType: 'Sales Channel',
    })
    .onConflictDoNothing();
}

/** Cost types, warranty types and location units: each company its own. */
async function seedLists(tx: Tx, entityCode: string) {
  await tx
    .insert(costTypes)
    .values(
      COST_TYPES.map(([c, n, d]) => ({
        entityCode,
        costTypeCode: c,
        costTypeName: n,
        description: d,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(warrantyTypes)
    .values(
      WARRANTY_TYPES.map(([c, n, d]) => ({
        entityCode,
        warrantyTypeCode: c,
        warrantyTypeName: n,
        description: d,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(locationUnits)
    .values(UNITS.map(([c, n, d]) => ({ entityCode, unitCode: c, unitName: n, description: d })))
    .onConflictDoNothing();
}

/** Sets a setup column of the platform's products matched by code (LIKE), where still empty. */
async function classify(
  tx: Tx,
  column: 'product_type_id' | 'product_category_id' | 'brand_id' | 'dimension_id',
  codePattern: string,
  table: 'product_types' | 'product_categories' | 'brands' | 'dimensions',
  codeColumn: string,
  code: string,
  countryRegion?: string,
) {
  const region = countryRegion
    ? sql` and exists (select 1 from product_countries pc join countries c on c.country_code = pc.country_code
        where pc.product_id = p.id and c.region = ${countryRegion})`
    : sql``;
  await tx.execute(sql`update products p set ${sql.identifier(column)} = (
      select s.id from ${sql.identifier(table)} s
      where s.entity_code = 'WANDER' and s.${sql.identifier(codeColumn)} = ${code})
    where p.entity_code = 'WANDER' and p.product_code like ${codePattern}
      and p.${sql.identifier(column)} is null${region}`);
}

async function classifyProducts(tx: Tx) {
  const type = (pattern: string, code: string) =>
    classify(tx, 'product_type_id', pattern, 'product_types', 'product_type_code', code);
  const category = (pattern: string, code: string, region?: string) =>
    classify(
      tx,
      'product_category_id',
      pattern,
      'product_categories',
      'category_code',
      code,
      region,
    );
  const brand = (pattern: string, code: string) =>
    classify(tx, 'brand_id', pattern, 'brands', 'brand_code', code);
  const dimension = (pattern: string, code: string, region?: string) =>
    classify(tx, 'dimension_id', pattern, 'dimensions', 'dimension_code', code, region);
  await type('WDR-%-DAY', 'DAY-PASS');
  await type('WDR-%-DATA', 'DATA');
  await category('WDR-RG-GLOBAL%', 'GLOBAL');
  await category('WDR-RG-EU%', 'REGIONAL-EUROPE');
  await category('WDR-RG-%', 'REGIONAL-ASIA', 'Asia');
  await category('WDR-RG-%', 'REGIONAL');
  await category('WDR-__-%', 'COUNTRY-ASIA', 'Asia');
  await category('WDR-__-%', 'COUNTRY-EUROPE', 'Europe');
  await category('WDR-__-%', 'COUNTRY-OTHER');
  for (const [country, code] of [
    ['JP', 'DOCOMO'],
    ['KR', 'SKT'],
    ['TH', 'AIS'],
    ['SG', 'SINGTEL'],
    ['MY', 'MAXIS'],
  ]) {
    await brand(`WDR-${country}-%`, code);
  }
  await brand('WDR-RG-%', 'SPARK');
  await dimension('WDR-JP-%', 'NET-DOCOMO');
  await dimension('WDR-%-DAY', 'FAM-DAYPASS');
  await dimension('WDR-__-DATA', 'SEA', 'Asia');
  await dimension('WDR-%-DATA', 'FAM-DATA');
}

/** Units on the locations, and a default sorting: zone A front racks first. */
async function seedLocationOrder(tx: Tx, entityCode: string) {
  const units = byCode(
    await tx
      .select({ code: locationUnits.unitCode, id: locationUnits.id })
      .from(locationUnits)
      .where(eq(locationUnits.entityCode, entityCode)),
  );
  const own = await tx
    .select({ id: locations.id, zone: locations.zone })
    .from(locations)
    .where(eq(locations.entityCode, entityCode))
    .orderBy(asc(locations.zone), asc(locations.rack), asc(locations.level), asc(locations.bin));
  if (own.length === 0) return;
  await tx
    .update(locations)
    .set({ locationUnitId: units.get('VPOOL')! })
    .where(
      and(
        eq(locations.entityCode, entityCode),
        eq(locations.zone, 'A'),
        isNull(locations.locationUnitId),
      ),
    );
  await tx
    .update(locations)
    .set({ locationUnitId: units.get('QRBOX')! })
    .where(
      and(
        eq(locations.entityCode, entityCode),
        inArray(
          locations.id,
          own.filter((l) => l.zone !== 'A').map((l) => l.id),
        ),
        isNull(locations.locationUnitId),
      ),
    );
  await tx
    .insert(locSortingHeaders)
    .values([
      {
        entityCode,
        sortingCode: 'PICK-FRONT',
        description: 'Front racks first, then the back store',
        locationIds: own.slice(0, 12).map((l) => l.id),
        isDefault: true,
      },
      {
        entityCode,
        sortingCode: 'PICK-BACK',
        description: 'Clear the back store first (stock take)',
        locationIds: own
          .slice(0, 12)
          .reverse()
          .map((l) => l.id),
      },
    ])
    .onConflictDoNothing();
}

/**
 * Product setup of the demo world (after the catalogue and the locations): the platform's shared
 * classification, the platform's and the demo distributor's own lists, the platform's products classified, costs, warranties, location units
 * and sortings. Idempotent: unique codes, and products are classified only where still empty.
 */
export async function seedProductSetup(db: Db) {
  await db.transaction(async (tx) => {
    await seedSharedLists(tx, 'WANDER');
    await seedDistributorClassification(tx, 'DIST001');
    for (const entityCode of ['WANDER', 'DIST001']) await seedLists(tx, entityCode);
    await classifyProducts(tx);
    await seedCosts(tx, 'WANDER', 0.55);
    await seedCosts(tx, 'DIST001', 0.72);
    for (const entityCode of ['WANDER', 'DIST001']) {
      await seedWarranties(tx, entityCode);
      await seedLocationOrder(tx, entityCode);
    }
  });
}

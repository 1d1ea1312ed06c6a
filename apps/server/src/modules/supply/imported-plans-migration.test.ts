import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { openTestDatabase } from '../../test-support/test-app.js';
import type { Database } from '../../platform/db/client.js';
import {
  catalogCards,
  productPrices,
  products,
  productVariants,
  providerPackages,
} from '../../db/schema/index.js';
import { seedDemo } from '../../seed/seed-demo.js';

/**
 * Migration 0056 (issue 37): plans imported from a provider before it still carry the supplier
 * ("Iceland 5GB 7 Days (Demo Supplier)", "Supplied by Demo Supplier, package DEMO-IS-5GB-7D.")
 * and the unrounded suggestion (MYR 30.63). Its statements, run on plans put back that way, give
 * what a sync writes today; what the distributor changed stays.
 */
const MIGRATION = path.resolve(
  import.meta.dirname,
  '../../db/migrations/0058_imported_plans_for_buyers.sql',
);

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase(undefined, true);
  if (!(database as Database & { seeded: boolean }).seeded) await seedDemo(database.db);
}, 120_000);
afterAll(() => database.close());

const db = () => database.db;
async function importedPlan(packageCode: string) {
  const [row] = await db()
    .select({ productId: productVariants.productId, variantId: productVariants.id })
    .from(providerPackages)
    .innerJoin(productVariants, eq(productVariants.id, providerPackages.variantId))
    .where(
      and(
        eq(providerPackages.entityCode, 'DIST001'),
        eq(providerPackages.packageCode, packageCode),
      ),
    );
  return row;
}
async function putBack(
  plan: { productId: string; variantId: string },
  fields: { productName: string; description: string; priceMinor: number; costMinor: number },
) {
  // As the Demo Supplier billed then: in ringgit (it bills in US dollars since issue 40).
  await db()
    .update(providerPackages)
    .set({ costMinor: fields.costMinor, currency: 'MYR' })
    .where(eq(providerPackages.variantId, plan.variantId));
  await db()
    .update(products)
    .set({
      productName: fields.productName,
      description: fields.description,
      unitPriceMinor: fields.priceMinor,
    })
    .where(eq(products.id, plan.productId));
  await db()
    .update(productVariants)
    .set({ unitPriceMinor: fields.priceMinor })
    .where(eq(productVariants.id, plan.variantId));
  await db()
    .update(productPrices)
    .set({ unitPriceMinor: fields.priceMinor })
    .where(eq(productPrices.variantId, plan.variantId));
}
const stateOf = async (plan: { productId: string; variantId: string }) => {
  const [product] = await db().select().from(products).where(eq(products.id, plan.productId));
  const [price] = await db()
    .select({ minor: productPrices.unitPriceMinor })
    .from(productPrices)
    .where(eq(productPrices.variantId, plan.variantId));
  const [card] = await db()
    .select({ name: catalogCards.productName, description: catalogCards.description })
    .from(catalogCards)
    .where(eq(catalogCards.productId, plan.productId));
  return {
    productName: product.productName,
    description: product.description,
    price: price.minor,
    card,
  };
};

describe('migration 0058: imported plans shown to buyers', () => {
  it('renames, describes and rounds the plans left as imported, and leaves the edited ones', async () => {
    const iceland = await importedPlan('DEMO-IS-5GB-7D');
    const balkans = await importedPlan('DEMO-BALKANS-8GB-15D');
    const peru = await importedPlan('DEMO-PE-DAY-1GB');
    await putBack(iceland, {
      productName: 'Iceland 5GB 7 Days (Demo Supplier)',
      description: 'Supplied by Demo Supplier, package DEMO-IS-5GB-7D.',
      priceMinor: 3063,
      costMinor: 2450,
    });
    await putBack(peru, {
      productName: 'Peru 1GB/day Day Pass (Demo Supplier)',
      description: 'Supplied by Demo Supplier, package DEMO-PE-DAY-1GB.',
      priceMinor: 863,
      costMinor: 690,
    });
    // The distributor named, described and priced this one itself.
    await putBack(balkans, {
      productName: 'Balkans Explorer',
      description: 'Our Balkans plan.',
      priceMinor: 5500,
      costMinor: 4150,
    });

    const statements = fs.readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint');
    for (const statement of statements) await db().execute(sql.raw(statement));

    expect(await stateOf(iceland)).toEqual({
      productName: 'Iceland 5GB 7 Days',
      description: '5 GB of data for 7 days.',
      price: 3090,
      card: { name: 'Iceland 5GB 7 Days', description: '5 GB of data for 7 days.' },
    });
    expect(await stateOf(peru)).toMatchObject({
      productName: 'Peru 1GB/day Day Pass',
      description: '1 GB of data a day for 1 day.',
      price: 890,
    });
    expect(await stateOf(balkans)).toMatchObject({
      productName: 'Balkans Explorer',
      description: 'Our Balkans plan.',
      price: 5500,
    });
  });
});

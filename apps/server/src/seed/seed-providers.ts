import { and, eq, inArray } from 'drizzle-orm';
import { PRICING_GUARD_DEFAULTS } from '@wander/contract';
import type { Db } from '../platform/db/client.js';
import {
  companies,
  settings,
  products,
  productVariants,
  providerPackages,
  providers,
} from '../db/schema/index.js';
import { createDemoAdapter } from '../modules/supply/adapters/demo.js';
import { syncProviderPackages } from '../modules/supply/sync-provider-packages.js';

export const DEMO_SUPPLIER = 'Demo Supplier';

/**
 * DIST001's "Demo Supplier" account (the in-app sandbox provider, issue 27), synced once: its
 * five packages become DIST001 plans supplied by the provider, which the demo then sells (active,
 * at the suggested price): a buyer pays and its eSIMs are bought and delivered at once. The
 * Demo Supplier bills in US dollars and DIST001 sells in ringgit, so the suggestions are made at
 * the seed day's USD/MYR rate (issue 40; the rates are seeded first), and DIST001 keeps its
 * pricing guard in its settings (minimum margin 10 %, rate move threshold 2 %). The Demo Supplier
 * needs no credentials (it opens none). Idempotent: once per company.
 */
export async function seedProviders(db: Db, entityCode = 'DIST001') {
  const [company] = await db
    .select({ code: companies.entityCode })
    .from(companies)
    .where(eq(companies.entityCode, entityCode));
  if (!company) return;
  await db
    .insert(settings)
    .values([
      {
        entityCode,
        settingName: 'MinimumMarginPercent',
        settingValue: String(PRICING_GUARD_DEFAULTS.MinimumMarginPercent),
        description: 'Flag a provider plan whose margin a rate move pushes below this',
      },
      {
        entityCode,
        settingName: 'RateMoveThresholdPercent',
        settingValue: String(PRICING_GUARD_DEFAULTS.RateMoveThresholdPercent),
        description: "Check the plans' margins when a rate moves more than this since review",
      },
    ])
    .onConflictDoNothing();
  const [existing] = await db
    .select({ id: providers.id })
    .from(providers)
    .where(and(eq(providers.entityCode, entityCode), eq(providers.providerName, DEMO_SUPPLIER)));
  if (existing) return;
  const [row] = await db
    .insert(providers)
    .values({
      entityCode,
      providerName: DEMO_SUPPLIER,
      kind: 'demo',
      credentialsEnc: 'demo: none',
      credentialsHint: 'no credentials needed',
      lowBalance: 500,
    })
    .returning();
  const adapter = createDemoAdapter();
  const counts = await syncProviderPackages(db, row, await adapter.listPackages());
  const balance = await adapter.balance();
  await db
    .update(providers)
    .set({
      lastSyncStatus: 'Succeeded',
      lastSyncMessage: `${counts.created} new, 0 price changes, 0 withdrawn`,
      lastSyncAt: new Date(),
      balance: balance ? balance.amountMinor / 100 : null,
      balanceCurrency: balance?.currency ?? null,
      balanceCheckedAt: new Date(),
    })
    .where(and(eq(providers.entityCode, entityCode), eq(providers.id, row.id)));
  const imported = await db
    .select({ variantId: providerPackages.variantId })
    .from(providerPackages)
    .where(
      and(eq(providerPackages.entityCode, entityCode), eq(providerPackages.providerId, row.id)),
    );
  const ids = imported.map((p) => p.variantId).filter((id): id is string => id !== null);
  if (ids.length === 0) return;
  // The demo sells them: their products go live at the suggested price.
  await db
    .update(products)
    .set({ isActive: true })
    .where(
      inArray(
        products.id,
        db
          .select({ id: productVariants.productId })
          .from(productVariants)
          .where(inArray(productVariants.id, ids)),
      ),
    );
}

import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';
import {
  planSupplies,
  productVariants,
  providerPackages,
  providers,
} from '../../db/schema/index.js';
import {
  companyCurrency,
  upsertCosts,
  wholesaleCostType,
} from '../product/spark-package.queries.js';
import type { ProviderPackage } from './provider-adapter.js';
import type { ProviderRow } from './provider.queries.js';
import { importAsPlan, nameUnnamedPlan } from './import-as-plan.js';
import {
  priceUnpricedPlan,
  reviewedRateOf,
  sellingRates,
  suggestionOf,
  type SellingRate,
} from './supplier-price.js';

/** A Running sync older than this is taken as dead (its process was killed) and may restart. */
export const STALE_SYNC_MINUTES = 15;
const CHUNK = 25;

/** What a sync prices packages with: the distributor's selling currency and the day's rates. */
interface Pricing {
  selling: string;
  day: string;
  rates: Map<string, SellingRate>;
}
const suggest = (pricing: Pricing, p: ProviderPackage) =>
  suggestionOf(p, pricing.selling, pricing.day, pricing.rates.get(p.currency));

/**
 * Claims the provider's sync: Running, progress zero. False when one is already running (one at a
 * time per provider, whichever process asks).
 */
export async function claimSync(db: Db, entityCode: string, id: string): Promise<boolean> {
  const claimed = await db
    .update(providers)
    .set({
      lastSyncStatus: 'Running',
      syncDone: 0,
      syncTotal: 0,
      lastSyncMessage: null,
      lastSyncAt: sql`now()`,
    })
    .where(
      and(
        eq(providers.entityCode, entityCode),
        eq(providers.id, id),
        or(
          isNull(providers.lastSyncStatus),
          ne(providers.lastSyncStatus, 'Running'),
          lt(providers.lastSyncAt, sql`now() - make_interval(mins => ${STALE_SYNC_MINUTES})`),
        ),
      ),
    )
    .returning({ id: providers.id });
  return claimed.length > 0;
}

/**
 * The sync job: every package the provider lists becomes (or updates) a provider_packages row.
 * A new package becomes an inactive product of the distributor with one variant (countries,
 * days, GB, day pass, network), the provider's price as its cost (today's cost setup, in the
 * supplier's currency) and a suggested price in the distributor's selling currency (converted at
 * the day's rate, `supplier-price.ts`), supplied by that package; the distributor reviews and
 * activates it. Buyers see the plan's name and facts and a rounded price, never the supplier
 * (`buyer-facing-plan.ts`). A changed cost is recorded and flagged (previous_cost_minor) with its
 * new suggestion, never applied to a selling price; a package no longer listed is Withdrawn. A
 * cost with no rate into the selling currency still syncs, without a suggestion (the reason kept
 * for review), and gets one on a later sync or rate check that finds a rate. Idempotent: a second
 * run on the same day changes nothing that did not change.
 */
export async function syncProviderPackages(
  db: Db,
  row: ProviderRow,
  packages: ProviderPackage[],
  day = new Date().toISOString().slice(0, 10),
) {
  const selling = await companyCurrency(db, row.entityCode);
  const pricing: Pricing = {
    selling,
    day,
    rates: await sellingRates(
      db,
      packages.map((p) => p.currency),
      selling,
      day,
    ),
  };
  await db
    .update(providers)
    .set({ syncTotal: packages.length })
    .where(and(eq(providers.entityCode, row.entityCode), eq(providers.id, row.id)));
  const counts = { created: 0, changed: 0, withdrawn: 0 };
  const startedAt = new Date();
  for (let i = 0; i < packages.length; i += CHUNK) {
    const chunk = packages.slice(i, i + CHUNK);
    await db.transaction(async (tx) => {
      for (const p of chunk) {
        const outcome = await upsertPackage(tx, row, p, pricing);
        if (outcome === 'created') counts.created++;
        if (outcome === 'changed') counts.changed++;
      }
      await tx
        .update(providers)
        .set({ syncDone: i + chunk.length })
        .where(and(eq(providers.entityCode, row.entityCode), eq(providers.id, row.id)));
    });
  }
  const withdrawn = await db
    .update(providerPackages)
    .set({ status: 'Withdrawn' })
    .where(
      and(
        eq(providerPackages.entityCode, row.entityCode),
        eq(providerPackages.providerId, row.id),
        eq(providerPackages.status, 'Active'),
        lt(providerPackages.lastSeenAt, startedAt),
      ),
    )
    .returning({ id: providerPackages.id });
  counts.withdrawn = withdrawn.length;
  return counts;
}

async function upsertPackage(tx: Tx, row: ProviderRow, p: ProviderPackage, pricing: Pricing) {
  const [existing] = await tx
    .select()
    .from(providerPackages)
    .where(
      and(
        eq(providerPackages.entityCode, row.entityCode),
        eq(providerPackages.providerId, row.id),
        eq(providerPackages.packageCode, p.code),
      ),
    )
    .for('update');
  const fields = {
    packageName: p.name.slice(0, 256),
    countries: p.countries,
    region: p.region,
    days: p.days,
    dataMb: p.dataMb,
    isDayPass: p.isDayPass,
    networks: p.networks,
    coverage: p.coverage,
    topUpable: p.topUpable,
    hotspot: p.hotspot,
    status: 'Active',
    lastSeenAt: sql`now()`,
  };
  if (existing) {
    const changed = existing.costMinor !== p.costMinor || existing.currency !== p.currency;
    // A new cost, another selling currency, or no suggestion yet: suggested again at today's rate.
    const suggestion =
      changed ||
      existing.suggestedCurrency !== pricing.selling ||
      existing.suggestedPriceMinor === null
        ? suggest(pricing, p)
        : null;
    await tx
      .update(providerPackages)
      .set({
        ...fields,
        ...(changed && {
          costMinor: p.costMinor,
          currency: p.currency,
          // The cost accepted last stays until the distributor accepts the new one.
          previousCostMinor: existing.previousCostMinor ?? existing.costMinor,
        }),
        ...suggestion,
        // A plan with no reviewed rate yet (imported without one) is watched from this one on.
        ...(suggestion && existing.reviewedRate === null && reviewedRateOf(suggestion)),
      })
      .where(
        and(eq(providerPackages.entityCode, row.entityCode), eq(providerPackages.id, existing.id)),
      );
    if (suggestion && existing.suggestedPriceMinor === null && existing.variantId) {
      await priceUnpricedPlan(tx, row.entityCode, existing.variantId, suggestion);
    }
    if (existing.variantId) await nameUnnamedPlan(tx, existing.variantId, p);
    return changed ? 'changed' : 'same';
  }
  const suggestion = suggest(pricing, p);
  const variantId = await importAsPlan(tx, row, p, suggestion);
  const [created] = await tx
    .insert(providerPackages)
    .values({
      ...fields,
      entityCode: row.entityCode,
      providerId: row.id,
      packageCode: p.code,
      costMinor: p.costMinor,
      currency: p.currency,
      variantId,
      ...suggestion,
      ...reviewedRateOf(suggestion),
    })
    .returning({ id: providerPackages.id });
  await tx
    .insert(planSupplies)
    .values({
      entityCode: row.entityCode,
      variantId,
      mode: 'provider',
      providerPackageId: created.id,
    })
    .onConflictDoNothing();
  return 'created';
}

/** Today's cost setup of a variant follows an accepted provider cost. */
export async function recordCost(
  tx: Tx,
  entityCode: string,
  variantId: string,
  costMinor: number,
  currency: string,
  remarks: string,
) {
  const [variant] = await tx
    .select({ productId: productVariants.productId })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  if (!variant) return;
  await upsertCosts(tx, [
    {
      entityCode,
      costTypeId: await wholesaleCostType(tx, entityCode),
      productId: variant.productId,
      variantId,
      currency,
      amount: costMinor / 100,
      effectiveDate: new Date().toISOString().slice(0, 10),
      remarks: remarks.slice(0, 256),
    },
  ]);
}

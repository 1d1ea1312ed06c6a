import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';
import {
  planSupplies,
  productPrices,
  products,
  productVariants,
  providerPackages,
  providers,
} from '../../db/schema/index.js';
import {
  knownReferences,
  upsertCosts,
  wholesaleCostType,
} from '../product/spark-package.queries.js';
import { replaceCountries } from '../product/plan.queries.js';
import type { ProviderPackage } from './provider-adapter.js';
import { dataGbOf, planDescriptionOf, planNameOf, priceFromCost } from './buyer-facing-plan.js';
import type { ProviderRow } from './provider.queries.js';

/** A Running sync older than this is taken as dead (its process was killed) and may restart. */
export const STALE_SYNC_MINUTES = 15;
const CHUNK = 25;
/** The suggested selling price of an imported plan: cost plus 25 %, rounded up, to be reviewed. */
const SUGGESTED_MARGIN_PERCENT = 25;

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

const valueOf = (p: ProviderPackage) =>
  `${p.dataMb === null ? 'UNL' : `${dataGbOf(p)}GB`}${p.isDayPass ? '/DAY' : ''}-${p.days}D`.slice(
    0,
    64,
  );
/**
 * Codes are platform-wide: the provider, the distributor and the package make one unique. In
 * capitals, like every code the forms take (CODE_PATTERN): the distributor saves the product.
 */
const codeOf = (row: ProviderRow, p: ProviderPackage) =>
  `PRV-${row.entityCode}-${row.id.slice(0, 8)}-${p.code}`
    .toUpperCase()
    .replace(/[^A-Z0-9_-]/g, '-')
    .slice(0, 64);

/**
 * The sync job: every package the provider lists becomes (or updates) a provider_packages row.
 * A new package becomes an inactive product of the distributor with one variant (countries,
 * days, GB, day pass, network), the provider's price as its cost (today's cost setup) and a
 * suggested price, supplied by that package; the distributor reviews and activates it. Buyers see
 * the plan's name and facts and a rounded price, never the supplier (`buyer-facing-plan.ts`). A changed
 * cost is recorded and flagged (previous_cost_minor), never applied to a selling price; a package
 * no longer listed is Withdrawn. Idempotent: a second run changes nothing that did not change.
 */
export async function syncProviderPackages(db: Db, row: ProviderRow, packages: ProviderPackage[]) {
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
        const outcome = await upsertPackage(tx, row, p);
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

async function upsertPackage(tx: Tx, row: ProviderRow, p: ProviderPackage) {
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
    topUpable: p.topUpable,
    status: 'Active',
    lastSeenAt: sql`now()`,
  };
  if (existing) {
    const changed = existing.costMinor !== p.costMinor || existing.currency !== p.currency;
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
      })
      .where(
        and(eq(providerPackages.entityCode, row.entityCode), eq(providerPackages.id, existing.id)),
      );
    return changed ? 'changed' : 'same';
  }
  const variantId = await importAsPlan(tx, row, p);
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

/** A new package as an inactive product with one variant, its cost and a suggested price. */
async function importAsPlan(tx: Tx, row: ProviderRow, p: ProviderPackage) {
  const code = codeOf(row, p);
  const suggested = priceFromCost(p.costMinor, SUGGESTED_MARGIN_PERCENT);
  const [product] = await tx
    .insert(products)
    .values({
      entityCode: row.entityCode,
      productCode: code,
      productName: planNameOf(p),
      description: planDescriptionOf(p),
      unitPriceMinor: suggested,
      currency: p.currency,
      isActive: false,
    })
    .returning({ id: products.id });
  const [variant] = await tx
    .insert(productVariants)
    .values({
      productId: product.id,
      variantCode: code,
      variantValue: valueOf(p),
      variantName: planNameOf(p),
      days: p.days,
      dataGb: dataGbOf(p),
      isDayPass: p.isDayPass,
      networkName: p.networks.join(' / ').slice(0, 256) || null,
      unitPriceMinor: suggested,
    })
    .returning({ id: productVariants.id });
  const known = await knownReferences(tx, p.countries, []);
  await replaceCountries(tx, [
    { productId: product.id, countryCodes: p.countries.filter((c) => known.countries.has(c)) },
  ]);
  await tx.insert(productPrices).values({
    entityCode: row.entityCode,
    productId: product.id,
    variantId: variant.id,
    unitPriceMinor: suggested,
    currency: p.currency,
  });
  await upsertCosts(tx, [
    {
      entityCode: row.entityCode,
      costTypeId: await wholesaleCostType(tx, row.entityCode),
      productId: product.id,
      variantId: variant.id,
      currency: p.currency,
      amount: p.costMinor / 100,
      effectiveDate: new Date().toISOString().slice(0, 10),
      remarks: `${row.providerName} package ${p.code}`.slice(0, 256),
    },
  ]);
  return variant.id;
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

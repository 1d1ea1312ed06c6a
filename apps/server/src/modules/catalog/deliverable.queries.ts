import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import {
  planSupplies,
  providerPackages,
  providers,
  wanderSerialNumbers,
} from '../../db/schema/index.js';

/** How a plan is supplied (issue 27): no plan_supplies row means stock. */
export type SupplyMode = 'stock' | 'provider' | 'stock-then-provider';

/** What a distributor can deliver of one plan now. */
export interface Deliverable {
  mode: SupplyMode;
  /** Its free stock: available eSIMs no paid order holds (`reserved_for_line_id`). */
  stock: number;
  /**
   * A provider supplies it on demand: the mode names one, its package is on sale (Active) and
   * its provider account is active. Then stock does not limit what can be delivered.
   */
  onDemand: boolean;
}

/**
 * The most of a plan that can be promised: any quantity on demand, else its free stock (none for
 * a plan only a provider supplies while that provider cannot).
 */
export function deliverableQuantity(d: Deliverable | undefined) {
  if (!d) return 0;
  if (d.onDemand) return Number.POSITIVE_INFINITY;
  return d.mode === 'provider' ? 0 : d.stock;
}

/**
 * Per variant, what the distributor can deliver now (issue 37): free stock counted on the
 * available index, and whether its provider supplies it. The cart's stock check, the order, the
 * payment and the planners all read it, so they agree on what can be sold.
 */
export async function deliverableOf(
  db: Tx,
  distributor: string,
  variantIds: readonly string[],
): Promise<Map<string, Deliverable>> {
  const ids = [...new Set(variantIds)];
  const out = new Map<string, Deliverable>(
    ids.map((id) => [id, { mode: 'stock', stock: 0, onDemand: false }]),
  );
  if (ids.length === 0) return out;
  const [stock, supplies] = await Promise.all([
    db
      .select({ variantId: wanderSerialNumbers.variantId, n: count() })
      .from(wanderSerialNumbers)
      .where(
        and(
          eq(wanderSerialNumbers.entityCode, distributor),
          inArray(wanderSerialNumbers.variantId, ids),
          eq(wanderSerialNumbers.status, 'available'),
          isNull(wanderSerialNumbers.reservedForLineId),
        ),
      )
      .groupBy(wanderSerialNumbers.variantId),
    db
      .select({
        variantId: planSupplies.variantId,
        mode: planSupplies.mode,
        packageStatus: providerPackages.status,
        providerActive: providers.isActive,
      })
      .from(planSupplies)
      .leftJoin(
        providerPackages,
        and(
          eq(providerPackages.entityCode, planSupplies.entityCode),
          eq(providerPackages.id, planSupplies.providerPackageId),
        ),
      )
      .leftJoin(
        providers,
        and(
          eq(providers.entityCode, providerPackages.entityCode),
          eq(providers.id, providerPackages.providerId),
        ),
      )
      .where(and(eq(planSupplies.entityCode, distributor), inArray(planSupplies.variantId, ids))),
  ]);
  for (const row of stock) out.get(row.variantId)!.stock = Number(row.n);
  for (const row of supplies) {
    const d = out.get(row.variantId)!;
    d.mode = row.mode as SupplyMode;
    d.onDemand =
      row.mode !== 'stock' && row.packageStatus === 'Active' && row.providerActive === true;
  }
  return out;
}

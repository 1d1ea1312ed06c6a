import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import { providerOrders, wanderSerialNumbers } from '../../db/schema/index.js';
import {
  ProviderError,
  type ProviderAdapter,
  type ProviderOrderState,
} from './provider-adapter.js';
import { lineOrders, type LineOrder } from './line-orders.js';
import { adapterOf, providerOf, supplyTimeoutMs } from './provider.queries.js';
import type { SupplyNeed } from '../orders/order-supply-needs.js';

/**
 * How long a worker's claim on a provider order lasts: a sign-in and an order call at their
 * longest, and a margin (40 s with the default 15 s timeout). A claim a killed process held
 * lapses after it, and another worker takes the order (asking findOrder first).
 */
const leaseSeconds = () => Math.ceil((2 * supplyTimeoutMs()) / 1000) + 10;

export type ProcureOutcome =
  | { outcome: 'ready' }
  | { outcome: 'waiting' }
  | { outcome: 'busy' }
  | { outcome: 'failed'; reason: string };

/**
 * Buys the eSIMs one paid purchase-order line needs from its provider, at most once whatever
 * happens: each of the line's provider orders (one, or several where the provider limits an
 * order's size: line-orders.ts; unique reference) is claimed with a committed lease before the
 * call, so a second worker or replica waits ('busy'); a claim after an earlier call (attempts > 1:
 * its answer may have been lost in a crash) first asks the provider for the order placed with
 * that reference. The eSIMs are stored as stock reserved for the line, in the transaction that
 * completes the row (a repeated ICCID is stored once). A retryable provider error is thrown for
 * the job's retry; a permanent one fails the line. The line is ready when all its orders are.
 */
export async function procureLine(
  db: Db,
  secrets: SecretBox,
  need: SupplyNeed,
): Promise<ProcureOutcome> {
  let outcome: ProcureOutcome = { outcome: 'ready' };
  for (const part of await lineOrders(db, secrets, need)) {
    const result = await procurePart(db, secrets, need, part);
    if (result.outcome === 'failed') return result;
    if (outcome.outcome === 'ready') outcome = result;
  }
  return outcome;
}

async function procurePart(
  db: Db,
  secrets: SecretBox,
  need: SupplyNeed,
  part: LineOrder,
): Promise<ProcureOutcome> {
  const claim = await claimProviderOrder(db, secrets, {
    entityCode: need.entityCode,
    providerId: need.providerId,
    kind: 'esim',
    reference: part.reference,
    poId: need.poId,
    poLineId: need.poLineId,
    packageCode: need.packageCode,
    quantity: part.quantity,
  });
  if ('outcome' in claim) return claim;
  const { claimed, adapter } = claim;
  let state: ProviderOrderState | null;
  try {
    if (claimed.orderRef) state = await adapter.getOrder(claimed.orderRef);
    else {
      state = claimed.attempts > 1 ? await adapter.findOrder(claimed.reference) : null;
      state ??= await adapter.order({
        packageCode: claimed.packageCode,
        quantity: claimed.quantity,
        reference: claimed.reference,
      });
    }
  } catch (error) {
    return providerFailed(db, claimed, error);
  }
  return applyOrderState(db, { id: claimed.id, entityCode: need.entityCode }, state, need);
}

type ProviderOrderRow = typeof providerOrders.$inferSelect;

/**
 * Records the provider order a line needs (once: the reference is unique) and claims it with a
 * committed lease. Answers the claimed row and its provider's adapter, or the outcome when
 * another worker holds it or it is already done.
 */
export async function claimProviderOrder(
  db: Db,
  secrets: SecretBox,
  values: typeof providerOrders.$inferInsert & { entityCode: string; reference: string },
): Promise<ProcureOutcome | { claimed: ProviderOrderRow; adapter: ProviderAdapter }> {
  const key = and(
    eq(providerOrders.entityCode, values.entityCode),
    eq(providerOrders.reference, values.reference),
  );
  await db.insert(providerOrders).values(values).onConflictDoNothing();
  const [claimed] = await db
    .update(providerOrders)
    .set({
      attempts: sql`${providerOrders.attempts} + 1`,
      leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds()})`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        key,
        inArray(providerOrders.status, ['Requesting', 'Pending']),
        or(isNull(providerOrders.leaseUntil), lt(providerOrders.leaseUntil, sql`now()`)),
      ),
    )
    .returning();
  if (!claimed) {
    const [row] = await db.select().from(providerOrders).where(key);
    if (row?.status === 'Completed') return { outcome: 'ready' };
    if (row?.status === 'Failed') return { outcome: 'failed', reason: row.lastError ?? 'Failed' };
    return { outcome: 'busy' };
  }
  const provider = await providerOf(db, claimed.entityCode, claimed.providerId);
  if (!provider) return fail(db, claimed.id, claimed.entityCode, 'The provider was deleted');
  return { claimed, adapter: adapterOf(secrets, provider, db) };
}

/** A provider call that threw: a permanent refusal fails the order; the rest is retried. */
export async function providerFailed(
  db: Db,
  claimed: { id: string; entityCode: string },
  error: unknown,
): Promise<ProcureOutcome> {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof ProviderError && !error.retryable) {
    return fail(db, claimed.id, claimed.entityCode, message);
  }
  await release(db, claimed.id, claimed.entityCode, { lastError: message.slice(0, 512) });
  throw error;
}

/** Stores what the provider answered (also for a webhook): eSIMs, still pending, or failed. */
export async function applyOrderState(
  db: Db,
  order: { id: string; entityCode: string },
  state: ProviderOrderState,
  line: { productId: string; variantId: string; poLineId: string; providerId: string },
): Promise<ProcureOutcome> {
  if (state.state === 'failed') return fail(db, order.id, order.entityCode, state.reason);
  if (state.state === 'pending') {
    await release(db, order.id, order.entityCode, { status: 'Pending', orderRef: state.orderRef });
    return { outcome: 'waiting' };
  }
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: providerOrders.status })
      .from(providerOrders)
      .where(and(eq(providerOrders.entityCode, order.entityCode), eq(providerOrders.id, order.id)))
      .for('update');
    if (row?.status === 'Completed') return;
    if (state.esims.length > 0) {
      await tx
        .insert(wanderSerialNumbers)
        .values(
          state.esims.map((e) => ({
            entityCode: order.entityCode,
            productId: line.productId,
            variantId: line.variantId,
            iccid: e.iccid,
            activationCode: e.activationCode,
            providerId: line.providerId,
            reservedForLineId: line.poLineId,
          })),
        )
        .onConflictDoNothing();
    }
    await tx
      .update(providerOrders)
      .set({
        status: 'Completed',
        orderRef: state.orderRef,
        costMinor: state.costMinor ?? null,
        currency: state.currency ?? null,
        leaseUntil: null,
        lastError: null,
        completedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(providerOrders.entityCode, order.entityCode), eq(providerOrders.id, order.id)));
  });
  return { outcome: 'ready' };
}

export async function release(
  db: Db,
  id: string,
  entityCode: string,
  set: Partial<typeof providerOrders.$inferInsert>,
) {
  await db
    .update(providerOrders)
    .set({ ...set, leaseUntil: null, updatedAt: sql`now()` })
    .where(and(eq(providerOrders.entityCode, entityCode), eq(providerOrders.id, id)));
}

async function fail(
  db: Db,
  id: string,
  entityCode: string,
  reason: string,
): Promise<ProcureOutcome> {
  await release(db, id, entityCode, { status: 'Failed', lastError: reason.slice(0, 512) });
  return { outcome: 'failed', reason };
}

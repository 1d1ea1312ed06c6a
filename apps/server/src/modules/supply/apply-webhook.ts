import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { JobQueue } from '../../platform/jobs/jobs.js';
import {
  esimUsages,
  providerOrders,
  providerWebhookEvents,
  purchaseOrderLines,
  wanderSerialNumbers,
} from '../../db/schema/index.js';
import { queueDelivery } from '../orders/delivery-on-payment-jobs.js';
import { applyOrderState } from './procure-line.js';
import {
  ProviderError,
  type ProviderAdapter,
  type ProviderUsage,
  type ProviderWebhookEvent,
} from './provider-adapter.js';
import type { ProviderRow } from './provider.queries.js';
import { markInstalled, reportsInstalled } from './esim-installed.js';

/**
 * Applies one verified webhook event of a provider account. A notice is a hint, never the truth:
 * for a usage or eSIM status notice the eSIM's status and usage are read from the provider's API
 * (`adapter.usage`: eSIM Access esim/query and esim/usage/query) and that answer is written; an
 * order notice makes the delivery job read the order (getOrder). Only a notice that carries an
 * order's eSIMs (Airalo's asynchronous order: signed, and not readable otherwise) is stored as it
 * says. Each effect is idempotent (an order already Completed stores nothing, usage is written as
 * the day's total), and an event key this account has seen before is skipped: a repeated webhook
 * changes nothing twice. The same key at another account is that account's own event. Answers
 * whether the event was new; a provider error while reading throws (the notice is not marked
 * seen, so its retry is applied).
 */
export async function applyWebhookEvent(
  db: Db,
  jobs: JobQueue,
  provider: ProviderRow,
  event: ProviderWebhookEvent,
  adapter: ProviderAdapter,
): Promise<boolean> {
  const key = event.eventKey.slice(0, 160);
  const [seen] = await db
    .select({ key: providerWebhookEvents.eventKey })
    .from(providerWebhookEvents)
    .where(
      and(
        eq(providerWebhookEvents.entityCode, provider.entityCode),
        eq(providerWebhookEvents.providerId, provider.id),
        eq(providerWebhookEvents.eventKey, key),
      ),
    );
  if (seen) return false;
  if (event.kind === 'order') await applyOrderEvent(db, jobs, provider, event);
  if (event.kind === 'usage') await rereadEsim(db, provider, adapter, event.usage.iccid);
  if (event.kind === 'esim-status') await rereadEsim(db, provider, adapter, event.iccid);
  await db
    .insert(providerWebhookEvents)
    .values({ entityCode: provider.entityCode, providerId: provider.id, eventKey: key })
    .onConflictDoNothing();
  return true;
}

/**
 * What the provider's API says of an eSIM this account sold us, written as the poll writes it
 * (usage, and installed when its status or data used says so). An ICCID this account did not
 * sell us costs no call; one the API no longer knows writes nothing.
 */
async function rereadEsim(db: Db, provider: ProviderRow, adapter: ProviderAdapter, iccid: string) {
  if (!(await providerSerial(db, provider, iccid))) return;
  let usage: ProviderUsage;
  try {
    usage = await adapter.usage(iccid);
  } catch (error) {
    if (error instanceof ProviderError && !error.retryable) return;
    throw error;
  }
  await recordUsage(db, provider, usage);
}

/** An eSIM bought from this provider, by ICCID (another provider's or company's is none). */
async function providerSerial(db: Db, provider: ProviderRow, iccid: string) {
  const [serial] = await db
    .select({ id: wanderSerialNumbers.id })
    .from(wanderSerialNumbers)
    .where(
      and(
        eq(wanderSerialNumbers.iccid, iccid),
        eq(wanderSerialNumbers.entityCode, provider.entityCode),
        eq(wanderSerialNumbers.providerId, provider.id),
      ),
    );
  return serial ?? null;
}

async function applyOrderEvent(
  db: Db,
  jobs: JobQueue,
  provider: ProviderRow,
  event: Extract<ProviderWebhookEvent, { kind: 'order' }>,
) {
  const [order] = await db
    .select()
    .from(providerOrders)
    .where(
      and(
        eq(providerOrders.entityCode, provider.entityCode),
        eq(providerOrders.providerId, provider.id),
        event.reference
          ? sql`(${providerOrders.orderRef} = ${event.orderRef} or ${providerOrders.reference} = ${event.reference})`
          : eq(providerOrders.orderRef, event.orderRef),
      ),
    );
  if (!order || order.status === 'Completed' || !order.poLineId) return;
  // A "profiles ready" notice carries no eSIMs: the delivery job fetches them (getOrder).
  if (event.result.state === 'completed' && event.result.esims.length > 0) {
    const [line] = await db
      .select({ productId: purchaseOrderLines.productId, variantId: purchaseOrderLines.variantId })
      .from(purchaseOrderLines)
      .where(eq(purchaseOrderLines.id, order.poLineId));
    if (!line) return;
    await applyOrderState(db, { id: order.id, entityCode: order.entityCode }, event.result, {
      ...line,
      poLineId: order.poLineId,
      providerId: provider.id,
    });
  }
  if (order.poId) await queueDelivery(jobs, order.poId);
}

/**
 * A provider's usage figure (cumulative MB) as the day's row of esim_usages, which the usage
 * report, the alerts and the dashboards read: today's row holds what was used beyond the
 * earlier days' rows. Only an eSIM bought from this provider is touched.
 */
export async function recordUsage(db: Db, provider: ProviderRow, usage: ProviderUsage) {
  const serial = await providerSerial(db, provider, usage.iccid);
  if (!serial) return false;
  if (reportsInstalled(usage.status, usage.usedMb)) await markInstalled(db, serial.id);
  const today = new Date().toISOString().slice(0, 10);
  const [{ before }] = await db
    .select({ before: sql<number>`coalesce(sum(${esimUsages.usedMb}), 0)::bigint` })
    .from(esimUsages)
    .where(and(eq(esimUsages.serialId, serial.id), sql`${esimUsages.usageDate} < ${today}`));
  const usedToday = Math.max(0, Math.round(usage.usedMb) - Number(before));
  await db
    .insert(esimUsages)
    .values({ serialId: serial.id, usageDate: today, usedMb: usedToday })
    .onConflictDoUpdate({
      target: [esimUsages.serialId, esimUsages.usageDate],
      set: { usedMb: usedToday },
    });
  return true;
}

import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { MB_PER_GB } from '@wander/contract';
import type { Db } from '../platform/db/client.js';
import {
  customerGroups,
  esimUsages,
  invoiceLines,
  invoices,
  serviceMovingJournals,
  usageNotifications,
  wanderSerialNumbers,
} from '../db/schema/index.js';
import { stableId } from './stable-id.js';

/** How much of its data the demo's alerting eSIM has used. */
export const DEMO_ALERT_USED_PERCENT = 82;

/** CUST001's delivered eSIMs, the demo's alerted one first: valid the longest, then by ICCID. */
export const DEMO_ALERT_ESIM_ORDER = [
  desc(sql`${wanderSerialNumbers.deliveredAt} + ${invoiceLines.days} * interval '1 day'`),
  asc(wanderSerialNumbers.iccid),
] as const;

/**
 * The usage-alert demo (idempotent): DIST001's rules (80 % for every customer, 90 % for its
 * Corporate group, expiry within 3 days), the delivered eSIM of CUST001 valid the longest brought
 * to 82 % of its data, so the job alerts on a fresh start; and an Activated row in the service
 * journal for every delivered eSIM that has none (deliveries made before the journal existed).
 */
export async function seedUsageNotifications(db: Db) {
  const [corporate] = await db
    .select({ id: customerGroups.id })
    .from(customerGroups)
    .where(and(eq(customerGroups.entityCode, 'DIST001'), eq(customerGroups.name, 'Corporate')));
  const rules = [
    {
      id: stableId('usage-rule-all-80'),
      ruleName: 'All customers at 80%',
      appliesTo: 'AllCustomers',
      usagePercent: 80,
      expiryDays: null,
    },
    {
      id: stableId('usage-rule-expiry-3'),
      ruleName: 'Expiring within 3 days',
      appliesTo: 'AllCustomers',
      usagePercent: null,
      expiryDays: 3,
    },
    ...(corporate
      ? [
          {
            id: stableId('usage-rule-corporate-90'),
            ruleName: 'Corporate at 90%',
            appliesTo: 'CustomerGroup',
            customerGroupId: corporate.id,
            usagePercent: 90,
            expiryDays: null,
          },
        ]
      : []),
  ];
  await db
    .insert(usageNotifications)
    .values(rules.map((r) => ({ ...r, entityCode: 'DIST001', isActive: true })))
    .onConflictDoNothing();

  const [esim] = await db
    .select({
      id: wanderSerialNumbers.id,
      dataGb: invoiceLines.dataGb,
      days: invoiceLines.days,
      isDayPass: invoiceLines.isDayPass,
    })
    .from(wanderSerialNumbers)
    .innerJoin(invoiceLines, eq(invoiceLines.id, wanderSerialNumbers.invoiceLineId))
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(
      and(
        eq(wanderSerialNumbers.status, 'delivered'),
        eq(wanderSerialNumbers.entityCode, 'DIST001'),
        eq(invoices.customerEntityCode, 'CUST001'),
      ),
    )
    // The one that stays valid longest: its usage alert is the only alert of a fresh demo (an
    // eSIM of a short plan may already be inside the 3-day expiry rule).
    .orderBy(...DEMO_ALERT_ESIM_ORDER)
    .limit(1);
  if (esim) await bringUsageTo(db, esim, DEMO_ALERT_USED_PERCENT);

  await backfillActivations(db);
}

/** Raises the eSIM's latest day of usage so its total is `percent` % of its data (never lowers). */
async function bringUsageTo(
  db: Db,
  esim: { id: string; dataGb: string | number; days: number; isDayPass: boolean },
  percent: number,
) {
  const allowanceMb = Number(esim.dataGb) * (esim.isDayPass ? esim.days : 1) * MB_PER_GB;
  const target = Math.ceil((allowanceMb * percent) / 100);
  const days = await db
    .select({ id: esimUsages.id, usedMb: esimUsages.usedMb })
    .from(esimUsages)
    .where(eq(esimUsages.serialId, esim.id))
    .orderBy(asc(esimUsages.usageDate));
  const used = days.reduce((sum, d) => sum + d.usedMb, 0);
  const last = days.at(-1);
  if (!last || used >= target) return;
  await db
    .update(esimUsages)
    .set({ usedMb: last.usedMb + (target - used) })
    .where(eq(esimUsages.id, last.id));
}

async function backfillActivations(db: Db) {
  const missing = await db
    .select({
      serialId: wanderSerialNumbers.id,
      iccid: wanderSerialNumbers.iccid,
      entityCode: invoices.entityCode,
      customerEntityCode: invoices.customerEntityCode,
      reference: invoices.documentNo,
      productName: invoiceLines.productName,
      variantName: invoiceLines.variantName,
      occurredAt: sql<Date>`coalesce(${wanderSerialNumbers.deliveredAt}, now())`.mapWith(
        (v) => new Date(v as string),
      ),
    })
    .from(wanderSerialNumbers)
    .innerJoin(invoiceLines, eq(invoiceLines.id, wanderSerialNumbers.invoiceLineId))
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .leftJoin(
      serviceMovingJournals,
      and(
        eq(serviceMovingJournals.serialId, wanderSerialNumbers.id),
        eq(serviceMovingJournals.event, 'Activated'),
      ),
    )
    .where(and(eq(wanderSerialNumbers.status, 'delivered'), isNull(serviceMovingJournals.id)));
  if (missing.length === 0) return;
  await db
    .insert(serviceMovingJournals)
    .values(
      missing.map(({ productName, variantName, ...m }) => ({
        ...m,
        event: 'Activated',
        description: `Delivered and activated: ${productName} ${variantName}`,
        performedBy: 'system: service history import',
      })),
    )
    .onConflictDoNothing();
}

import { hash } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.js';
import {
  esimUsages,
  invoiceLines,
  products,
  wanderPlans,
  wanderSerialNumbers,
} from '../db/schema/index.js';

const COUNTRY_PLANS: [string, string][] = [
  ['Japan', 'JP'],
  ['South Korea', 'KR'],
  ['Thailand', 'TH'],
  ['Vietnam', 'VN'],
  ['Singapore', 'SG'],
  ['Malaysia', 'MY'],
  ['Indonesia', 'ID'],
  ['Australia', 'AU'],
  ['United States', 'US'],
];
const REGION_PLANS: [string, string[]][] = [
  ['Europe (33 countries)', ['EU30', 'EU42', 'NORD5', 'BALK8']],
  ['Asia (13 countries)', ['ASIA8', 'ASEAN10', 'ASIA20', 'CHM', 'JPKR']],
  ['Global (120+ countries)', ['GLOBAL120']],
];

/**
 * Which demo products go in which plan of seed-plans.ts: a destination's data product in its
 * "Data Pack" plan and its day pass in its "Day Pass" plan, regional products in their region's
 * plans. The "Unlimited" plans stay empty (the demo catalogue has no unlimited variants).
 */
export function demoPlanProducts(): { planName: string; productCodes: string[] }[] {
  const country = COUNTRY_PLANS.flatMap(([name, code]) => [
    { planName: `${name} Data Pack`, productCodes: [`WDR-${code}-DATA`] },
    { planName: `${name} Day Pass`, productCodes: [`WDR-${code}-DAY`] },
  ]);
  const region = REGION_PLANS.flatMap(([name, codes]) => [
    { planName: `${name} Data Pack`, productCodes: codes.map((c) => `WDR-RG-${c}-DATA`) },
    { planName: `${name} Day Pass`, productCodes: codes.map((c) => `WDR-RG-${c}-DAY`) },
  ]);
  return [...country, ...region];
}

/** A number in [0, 1) from a text: the same text gives the same number on every run. */
const unit = (text: string) => hash('sha1', text, 'buffer').readUInt32BE(0) / 2 ** 32;
const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (date: Date, offset: number) =>
  new Date(date.getTime() + offset * DAY_MS).toISOString().slice(0, 10);

/**
 * Daily usage rows of one delivered eSIM: 3 to 6 days ending on its delivery day (the demo's
 * orders are all delivered when the demo is loaded), each day between 2% and 12% of the data
 * sold (a day pass: of one day's allowance), from its ICCID alone.
 */
export function demoUsageDays(esim: {
  serialId: string;
  iccid: string;
  deliveredAt: Date;
  dataGb: number;
  days: number;
  isDayPass: boolean;
}) {
  const count = 3 + Math.floor(unit(`${esim.iccid}:days`) * 4);
  const dayAllowanceMb = esim.dataGb * 1024;
  return Array.from({ length: count }, (_, i) => ({
    serialId: esim.serialId,
    usageDate: dayOf(esim.deliveredAt, i - count + 1),
    usedMb: Math.round(dayAllowanceMb * (0.02 + 0.1 * unit(`${esim.iccid}:${i}`))),
  }));
}

/**
 * The demo's plans and usage (idempotent): assigns the demo products without a plan to their
 * plans, and gives every delivered eSIM without usage a few days of it.
 */
export async function seedPlansAndUsage(db: Db) {
  const plans = await db
    .select({ id: wanderPlans.id, name: wanderPlans.planName })
    .from(wanderPlans);
  const planId = new Map(plans.map((p) => [p.name, p.id]));
  for (const { planName, productCodes } of demoPlanProducts()) {
    const id = planId.get(planName);
    if (!id) continue;
    await db
      .update(products)
      .set({ planId: id })
      .where(and(inArray(products.productCode, productCodes), isNull(products.planId)));
  }

  const delivered = await db
    .select({
      serialId: wanderSerialNumbers.id,
      iccid: wanderSerialNumbers.iccid,
      deliveredAt: wanderSerialNumbers.deliveredAt,
      dataGb: invoiceLines.dataGb,
      days: invoiceLines.days,
      isDayPass: invoiceLines.isDayPass,
      usageRow: esimUsages.id,
    })
    .from(wanderSerialNumbers)
    .innerJoin(invoiceLines, eq(invoiceLines.id, wanderSerialNumbers.invoiceLineId))
    .leftJoin(esimUsages, eq(esimUsages.serialId, wanderSerialNumbers.id))
    .where(
      and(
        eq(wanderSerialNumbers.status, 'delivered'),
        isNull(esimUsages.id),
        // A group traveller's eSIM never reported installed has used nothing (issue 29).
        sql`not (${wanderSerialNumbers.installedAt} is null and exists (select 1
          from purchase_order_lines l where l.id = ${invoiceLines.poLineId}
            and l.traveller_id is not null))`,
      ),
    )
    .orderBy(asc(wanderSerialNumbers.iccid));
  const rows = delivered.flatMap((e) =>
    demoUsageDays({
      ...e,
      deliveredAt: e.deliveredAt ?? new Date(),
      dataGb: Number(e.dataGb),
    }),
  );
  if (rows.length) await db.insert(esimUsages).values(rows).onConflictDoNothing();
}

import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { TestApp } from '../test-app.js';
import {
  locations,
  products,
  productVariants,
  wanderSerialNumbers,
} from '../../db/schema/index.js';

/**
 * A product of its own for the journal tests: `count` eSIMs of one variant in DIST001's stock, not
 * yet at any location (ICCIDs 8960777<tag><n>), two of DIST002's, and DIST001's location ids.
 */
export async function journalFixtures(db: Db, options: { count?: number; tag?: string } = {}) {
  const count = options.count ?? 30;
  const tag = options.tag ?? '1';
  const [product] = await db
    .insert(products)
    .values({
      entityCode: 'WANDER',
      productCode: `MJ${tag}-TH`,
      productName: `Journal ${tag} Thailand eSIM`,
      unitPriceMinor: 1500,
      currency: 'MYR',
    })
    .returning();
  const [variant] = await db
    .insert(productVariants)
    .values({
      productId: product.id,
      variantCode: `MJ${tag}-TH-5G10D`,
      variantValue: '5GB-10D',
      variantName: 'Thailand 5GB 10 days',
      days: 10,
      dataGb: 5,
      unitPriceMinor: 1500,
    })
    .returning();
  const iccid = (n: number) => `8960777${tag}${String(n).padStart(11, '0')}`;
  const serial = (entityCode: string, n: number) => ({
    entityCode,
    productId: product.id,
    variantId: variant.id,
    iccid: iccid(n),
    activationCode: `LPA:1$smdp.example$MJ${tag}X${n}`,
  });
  await db
    .insert(wanderSerialNumbers)
    .values([
      ...Array.from({ length: count }, (_, i) => serial('DIST001', i + 1)),
      serial('DIST002', 90001),
      serial('DIST002', 90002),
    ]);
  const locationRows = await db
    .select({ id: locations.id, code: locations.locationCode })
    .from(locations)
    .where(eq(locations.entityCode, 'DIST001'))
    .orderBy(asc(locations.locationCode));
  return {
    productId: product.id,
    variantId: variant.id,
    iccids: Array.from({ length: count }, (_, i) => iccid(i + 1)),
    foreignIccid: iccid(90001),
    locations: locationRows,
  };
}

export function journalHelpers(t: TestApp) {
  const { db } = t.database;
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) => t.app.inject({ method, url: `/api/${url}`, headers, payload: payload as object });
  return {
    call,
    post: (headers: Record<string, string>, body: Record<string, unknown>) =>
      call('POST', 'product/MovingJournal', headers, { journalDate: '2026-11-20', ...body }),
    adjust: (headers: Record<string, string>, id: string, body: Record<string, unknown> = {}) =>
      call('PUT', `product/MovingJournal/Adjust/${id}`, headers, {
        journalDate: '2026-11-21',
        remarks: 'Posted to the wrong bin',
        ...body,
      }),
    lines: (iccids: string[]) => iccids.map((iccid) => ({ iccid })),
    /** Where and what each eSIM is now, by ICCID. */
    async state(iccids: string[]) {
      const rows = await db
        .select({
          iccid: wanderSerialNumbers.iccid,
          status: wanderSerialNumbers.status,
          locationCode: wanderSerialNumbers.locationCode,
        })
        .from(wanderSerialNumbers)
        .where(inArray(wanderSerialNumbers.iccid, iccids))
        .orderBy(asc(wanderSerialNumbers.iccid));
      return rows;
    },
    /** The company's eSIMs of a variant by status, counted straight from the table. */
    async countsByStatus(entityCode: string, variantId: string) {
      const rows = await db
        .select({ status: wanderSerialNumbers.status, n: sql<number>`count(*)::int` })
        .from(wanderSerialNumbers)
        .where(
          and(
            eq(wanderSerialNumbers.entityCode, entityCode),
            eq(wanderSerialNumbers.variantId, variantId),
          ),
        )
        .groupBy(wanderSerialNumbers.status);
      return Object.fromEntries(rows.map((r) => [r.status, r.n])) as Record<string, number>;
    },
  };
}

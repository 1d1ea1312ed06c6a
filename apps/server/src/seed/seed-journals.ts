import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../platform/db/client.js';
import {
  locations,
  movingJournals,
  products,
  productVariants,
  wanderSerialNumbers,
} from '../db/schema/index.js';
import { postMovingJournal } from '../modules/product/post-moving-journal.js';
import { demoUserId } from './seed-demo.js';

const MAIN_WAREHOUSE = 'KL-A-01-01-01';
const SHOWROOM_SHELF = 'KL-B-01-01-01';

/**
 * The demo distributor's stock movements, posted through the use case so the eSIMs really move:
 * 20 Europe eSIMs received into the main warehouse bin, 5 of them transferred to the front
 * shelf, 1 written off. Skipped once the company has any journal (a re-run adds nothing).
 */
export async function seedJournals(db: Db) {
  const [existing] = await db
    .select({ id: movingJournals.id })
    .from(movingJournals)
    .where(eq(movingJournals.entityCode, 'DIST001'))
    .limit(1);
  if (existing) return;
  const userId = await demoUserId(db, 'distributor@wander.demo');
  const codes = await db
    .select({ id: locations.id, code: locations.locationCode })
    .from(locations)
    .where(eq(locations.entityCode, 'DIST001'));
  const location = new Map(codes.map((l) => [l.code, l.id]));
  const main = location.get(MAIN_WAREHOUSE);
  const shelf = location.get(SHOWROOM_SHELF);
  if (!userId || !main || !shelf) return;
  const serials = await db
    .select({ iccid: wanderSerialNumbers.iccid })
    .from(wanderSerialNumbers)
    .innerJoin(productVariants, eq(productVariants.id, wanderSerialNumbers.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(wanderSerialNumbers.entityCode, 'DIST001'),
        eq(products.productCode, 'WDR-RG-EU30-DATA'),
        eq(wanderSerialNumbers.status, 'available'),
        isNull(wanderSerialNumbers.locationCode),
      ),
    )
    .orderBy(asc(productVariants.variantCode), asc(wanderSerialNumbers.iccid))
    .limit(20);
  if (serials.length < 20) return;
  const lines = (from: number, to: number) =>
    serials.slice(from, to).map((s) => ({ iccid: s.iccid }));
  const actor = { userId, entityCode: 'DIST001' };
  const today = new Date();
  const daysAgo = (n: number) =>
    new Date(today.getTime() - n * 86_400_000).toISOString().slice(0, 10);
  await db.transaction((tx) =>
    postMovingJournal(tx, actor, {
      journalType: 'receipt',
      journalDate: daysAgo(6),
      fromLocationId: null,
      toLocationId: main,
      remarks: 'Europe 30-country eSIMs from the provider, batch EU-2611',
      lines: lines(0, 20),
    }),
  );
  await db.transaction((tx) =>
    postMovingJournal(tx, actor, {
      journalType: 'transfer',
      journalDate: daysAgo(4),
      fromLocationId: main,
      toLocationId: shelf,
      remarks: 'Front shelf for walk-in travellers',
      lines: lines(0, 5),
    }),
  );
  await db.transaction((tx) =>
    postMovingJournal(tx, actor, {
      journalType: 'write_off',
      journalDate: daysAgo(2),
      fromLocationId: main,
      toLocationId: null,
      remarks: 'QR card damaged, profile cannot be installed',
      lines: lines(19, 20),
    }),
  );
}

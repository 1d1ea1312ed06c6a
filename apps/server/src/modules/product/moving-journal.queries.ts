import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import { MOVING_JOURNAL_SORTS, SERIAL_PICK_LIMIT, sortByLabel } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import {
  locations,
  movingJournalLines,
  movingJournals,
  products,
  productVariants,
  users,
  wanderSerialNumbers,
} from '../../db/schema/index.js';
import type { ListSpec } from '../../crud/list-search.js';

const original = alias(movingJournals, 'mj_original');
const asColumn = (expression: SQL, dataType: string) =>
  Object.assign(expression, { dataType }) as unknown as PgColumn;

/** Lines of the journal that adjustments reversed (each line at most once). */
const reversedCount = sql<number>`(select count(*)::int from ${movingJournalLines} l
  where l.journal_id = ${movingJournals.id} and exists (select 1 from ${movingJournalLines} r
  where r.reverses_line_id = l.id))`;

/** POST product/MovingJournal/Search: the working company's journals, newest first. */
export const journalList: ListSpec = {
  columns: {
    id: movingJournals.id,
    journalNo: movingJournals.journalNo,
    journalType: movingJournals.journalType,
    journalDate: movingJournals.journalDate,
    fromLocationCode: movingJournals.fromLocationCode,
    toLocationCode: movingJournals.toLocationCode,
    remarks: movingJournals.remarks,
    lineCount: movingJournals.lineCount,
    reversedCount: asColumn(reversedCount, 'number'),
    adjustsJournalId: movingJournals.adjustsJournalId,
    adjustsJournalNo: asColumn(sql<string | null>`${original.journalNo}`, 'string'),
    createdBy: users.email,
    createdAt: movingJournals.createdAt,
  },
  join: (q) =>
    q
      .leftJoin(original, eq(original.id, movingJournals.adjustsJournalId))
      .leftJoin(users, eq(users.id, movingJournals.createdBy)) as unknown as PgSelect,
  filters: {
    journalNo: ['contains', 'eq', 'startsWith'],
    journalType: ['eq', 'in'],
    journalDate: ['eq', 'gte', 'lte', 'between', 'gt', 'lt'],
    fromLocationCode: ['eq', 'contains', 'startsWith'],
    toLocationCode: ['eq', 'contains', 'startsWith'],
    remarks: ['contains'],
    createdAt: ['gte', 'lte', 'between', 'gt', 'lt'],
  },
  sorts: MOVING_JOURNAL_SORTS,
  defaultSort: { column: 'createdAt', order: 'desc' },
  money: [],
};

export const journalScope = (entityCode: string) => eq(movingJournals.entityCode, entityCode);

/** One journal as the list shows it; null when it is not the company's. */
export async function journalHeader(db: Tx, entityCode: string, id: string) {
  const query = db.select(journalList.columns).from(movingJournals).$dynamic();
  const [row] = (await journalList.join!(query).where(
    and(eq(movingJournals.id, id), journalScope(entityCode)),
  )) as Record<string, unknown>[];
  return row ?? null;
}

const reversal = alias(movingJournalLines, 'mjl_reversal');
const reversalJournal = alias(movingJournals, 'mj_reversal');
const reversed = alias(movingJournalLines, 'mjl_reversed');

/** A journal's lines in order, with the adjustment that reversed each (or the line it reverses). */
export async function journalLines(db: Tx, journalId: string) {
  return db
    .select({
      id: movingJournalLines.id,
      lineNo: movingJournalLines.lineNo,
      serialId: movingJournalLines.serialId,
      iccid: movingJournalLines.iccid,
      variantCode: productVariants.variantCode,
      productName: products.productName,
      fromLocationCode: movingJournalLines.fromLocationCode,
      toLocationCode: movingJournalLines.toLocationCode,
      statusBefore: movingJournalLines.statusBefore,
      statusAfter: movingJournalLines.statusAfter,
      reversedByJournalNo: reversalJournal.journalNo,
      reversesLineNo: reversed.lineNo,
    })
    .from(movingJournalLines)
    .innerJoin(productVariants, eq(productVariants.id, movingJournalLines.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .leftJoin(reversal, eq(reversal.reversesLineId, movingJournalLines.id))
    .leftJoin(reversalJournal, eq(reversalJournal.id, reversal.journalId))
    .leftJoin(reversed, eq(reversed.id, movingJournalLines.reversesLineId))
    .where(eq(movingJournalLines.journalId, journalId))
    .orderBy(asc(movingJournalLines.lineNo));
}

/** The adjustments of a journal, oldest first. */
export function adjustmentsOf(db: Tx, journalId: string) {
  return db
    .select({
      id: movingJournals.id,
      journalNo: movingJournals.journalNo,
      journalDate: movingJournals.journalDate,
      lineCount: movingJournals.lineCount,
      remarks: movingJournals.remarks,
    })
    .from(movingJournals)
    .where(eq(movingJournals.adjustsJournalId, journalId))
    .orderBy(asc(movingJournals.seq));
}

/**
 * GetSelectList: the company's newest 1000 journals, in the select-list order (by number, as every
 * select list: docs/api-contract.md).
 */
export async function journalOptions(db: Tx, entityCode: string) {
  const rows = await db
    .select({ label: movingJournals.journalNo, value: movingJournals.id })
    .from(movingJournals)
    .where(journalScope(entityCode))
    .orderBy(desc(movingJournals.seq))
    .limit(1000);
  return sortByLabel(rows);
}

/** The company's locations among `ids` (another company's id is simply not found). */
export function locationsById(db: Tx, entityCode: string, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ id: locations.id, code: locations.locationCode, isActive: locations.isActive })
    .from(locations)
    .where(and(eq(locations.entityCode, entityCode), inArray(locations.id, ids)));
}

/**
 * Available eSIMs to pick: at a location (its code) or, with null, not yet received anywhere; by
 * ICCID, variant code or product name.
 */
export function pickableSerials(
  db: Tx,
  entityCode: string,
  locationCode: string | null,
  search: string,
) {
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({
      iccid: wanderSerialNumbers.iccid,
      variantCode: productVariants.variantCode,
      productName: products.productName,
      locationCode: wanderSerialNumbers.locationCode,
    })
    .from(wanderSerialNumbers)
    .innerJoin(productVariants, eq(productVariants.id, wanderSerialNumbers.variantId))
    .innerJoin(products, eq(products.id, wanderSerialNumbers.productId))
    .where(
      and(
        eq(wanderSerialNumbers.entityCode, entityCode),
        eq(wanderSerialNumbers.status, 'available'),
        locationCode === null
          ? sql`${wanderSerialNumbers.locationCode} is null`
          : eq(wanderSerialNumbers.locationCode, locationCode),
        search
          ? sql`(${wanderSerialNumbers.iccid} ilike ${like} or ${productVariants.variantCode} ilike ${like}
              or ${products.productName} ilike ${like})`
          : undefined,
      ),
    )
    .orderBy(asc(wanderSerialNumbers.iccid))
    .limit(SERIAL_PICK_LIMIT);
}

export type LockedSerial = {
  id: string;
  iccid: string;
  status: string;
  locationCode: string | null;
  variantId: string;
};

/**
 * Locks the company's eSIMs a journal names, in id order (two journals over the same eSIMs wait
 * for each other instead of deadlocking); the second sees what the first left at its commit.
 */
export async function lockSerials(
  tx: Tx,
  entityCode: string,
  where: { iccids: string[] } | { ids: string[] },
): Promise<LockedSerial[]> {
  const match =
    'iccids' in where
      ? inArray(wanderSerialNumbers.iccid, where.iccids)
      : inArray(wanderSerialNumbers.id, where.ids);
  if (('iccids' in where ? where.iccids : where.ids).length === 0) return [];
  return tx
    .select({
      id: wanderSerialNumbers.id,
      iccid: wanderSerialNumbers.iccid,
      status: wanderSerialNumbers.status,
      locationCode: wanderSerialNumbers.locationCode,
      variantId: wanderSerialNumbers.variantId,
    })
    .from(wanderSerialNumbers)
    .where(and(eq(wanderSerialNumbers.entityCode, entityCode), match))
    .orderBy(asc(wanderSerialNumbers.id))
    .for('update');
}

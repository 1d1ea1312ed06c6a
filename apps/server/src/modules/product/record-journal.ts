import { and, eq, inArray, sql } from 'drizzle-orm';
import { lineError, MovingJournalMessage as Msg, type JournalType } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError, fieldErrorCollector } from '../../platform/http/errors.js';
import { movingJournalLines, movingJournals, wanderSerialNumbers } from '../../db/schema/index.js';

/** One eSIM a journal moves: from the state it is in to the state the journal leaves it in. */
export interface JournalMove {
  serialId: string;
  iccid: string;
  variantId: string;
  fromLocationCode: string | null;
  toLocationCode: string | null;
  statusBefore: string;
  statusAfter: string;
  reversesLineId?: string;
}

export interface JournalHeader {
  entityCode: string;
  journalType: JournalType;
  journalDate: string;
  fromLocationCode: string | null;
  toLocationCode: string | null;
  remarks: string | null;
  adjustsJournalId: string | null;
  createdBy: string;
}

/** A line the journal refuses: its index in the request, its ICCID and why. */
export interface LineRefusal {
  index: number;
  iccid: string;
  message: string;
}

/** Nothing moves when one line is refused: a 422 naming every refused line (lines.N.iccid). */
export function refuseLines(refusals: LineRefusal[]): never {
  const errors = fieldErrorCollector();
  for (const r of refusals) {
    errors.add(`lines.${r.index}.iccid`, lineError(r.index, r.iccid, r.message));
  }
  throw new AppError('BUSINESS_RULE', Msg.linesRefused(refusals.length), errors.errors());
}

/** A date after tomorrow (UTC, so every time zone's today passes) is refused. */
export function assertNotFuture(journalDate: string) {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  if (journalDate > tomorrow) {
    throw AppError.validation({ journalDate: [Msg.futureDate] });
  }
}

/**
 * Writes a posted journal and moves its eSIMs, in the caller's transaction (the eSIMs are locked
 * and checked already). The number comes from the company's journals under a transaction-scoped
 * advisory lock, so two postings of one company never take the same number.
 */
export async function recordJournal(tx: Tx, header: JournalHeader, moves: JournalMove[]) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(20261125, hashtext(${`moving_journal:${header.entityCode}`}))`,
  );
  const [{ next }] = (
    (await tx.execute(sql`select coalesce(max(seq), 0)::int + 1 as next from ${movingJournals}
      where ${movingJournals.entityCode} = ${header.entityCode}`)) as unknown as {
      rows: { next: number }[];
    }
  ).rows;
  const [journal] = await tx
    .insert(movingJournals)
    .values({
      ...header,
      seq: next,
      journalNo: `MJ-${String(next).padStart(6, '0')}`,
      lineCount: moves.length,
    })
    .returning({ id: movingJournals.id, journalNo: movingJournals.journalNo });
  await tx.insert(movingJournalLines).values(
    moves.map((m, i) => ({
      journalId: journal.id,
      lineNo: i + 1,
      serialId: m.serialId,
      iccid: m.iccid,
      variantId: m.variantId,
      fromLocationCode: m.fromLocationCode,
      toLocationCode: m.toLocationCode,
      statusBefore: m.statusBefore,
      statusAfter: m.statusAfter,
      reversesLineId: m.reversesLineId ?? null,
    })),
  );
  // One UPDATE per target state (a journal has one, a reversal of a journal one as well).
  const groups = new Map<string, JournalMove[]>();
  for (const m of moves) {
    const key = JSON.stringify([m.toLocationCode, m.statusAfter, m.statusBefore]);
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  for (const group of groups.values()) {
    const { toLocationCode, statusAfter, statusBefore } = group[0];
    const updated = await tx
      .update(wanderSerialNumbers)
      .set({ locationCode: toLocationCode, status: statusAfter })
      .where(
        and(
          eq(wanderSerialNumbers.entityCode, header.entityCode),
          eq(wanderSerialNumbers.status, statusBefore),
          inArray(
            wanderSerialNumbers.id,
            group.map((m) => m.serialId),
          ),
        ),
      )
      .returning({ id: wanderSerialNumbers.id });
    // The rows are locked and were checked: anything else is a bug, and nothing is kept.
    if (updated.length !== group.length) throw new Error('journal lines changed under their lock');
  }
  return journal;
}

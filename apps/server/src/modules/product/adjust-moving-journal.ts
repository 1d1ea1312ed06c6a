import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  MovingJournalMessage as Msg,
  SERIAL_STATUS_LABELS,
  type movingJournalAdjustSchema,
} from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { movingJournalLines, movingJournals } from '../../db/schema/index.js';
import { lockSerials } from './moving-journal.queries.js';
import {
  assertNotFuture,
  recordJournal,
  refuseLines,
  type JournalMove,
  type LineRefusal,
} from './record-journal.js';

type Input = z.output<typeof movingJournalAdjustSchema>;

const reversal = alias(movingJournalLines, 'mjl_reversal');
const reversalJournal = alias(movingJournals, 'mj_reversal');

const where = (status: string, location: string | null) =>
  `${(SERIAL_STATUS_LABELS[status] ?? status).toLowerCase()}${location ? ` at ${location}` : ''}`;

/**
 * PUT product/MovingJournal/Adjust/{id}, in the caller's one transaction: a new 'adjustment'
 * journal pointing at the original that reverses its lines (every line not reversed yet, or the
 * ICCIDs given): each eSIM goes back to where and what it was before the original. The original is
 * never changed. Its row is locked first, so two adjustments of one journal run one after the
 * other; a line whose eSIM has moved since (sold, moved on) is refused, and a line is reversed at
 * most once (also held by a unique index).
 */
export async function adjustMovingJournal(
  tx: Tx,
  actor: { userId: string; entityCode: string },
  id: string,
  input: Input,
) {
  if (!isUuid(id)) throw AppError.notFound('Movement Journal');
  const [journal] = await tx
    .select()
    .from(movingJournals)
    .where(and(eq(movingJournals.id, id), eq(movingJournals.entityCode, actor.entityCode)))
    .for('update');
  if (!journal) throw AppError.notFound('Movement Journal');
  if (journal.journalType === 'adjustment') {
    throw new AppError('BUSINESS_RULE', Msg.cannotAdjustAdjustment);
  }
  assertNotFuture(input.journalDate);

  const lines = await tx
    .select({ line: movingJournalLines, reversedBy: reversalJournal.journalNo })
    .from(movingJournalLines)
    .leftJoin(reversal, eq(reversal.reversesLineId, movingJournalLines.id))
    .leftJoin(reversalJournal, eq(reversalJournal.id, reversal.journalId))
    .where(eq(movingJournalLines.journalId, journal.id))
    .orderBy(movingJournalLines.lineNo);
  const byIccid = new Map(lines.map((l) => [l.line.iccid, l]));

  const refusals: LineRefusal[] = [];
  let chosen: typeof lines;
  if (input.lines?.length) {
    const seen = new Map<string, number>();
    chosen = [];
    input.lines.forEach(({ iccid }, index) => {
      const line = byIccid.get(iccid.trim());
      const message = seen.has(iccid)
        ? Msg.twice(seen.get(iccid)! + 1)
        : !line
          ? Msg.notInJournal
          : line.reversedBy
            ? Msg.alreadyReversed(line.reversedBy)
            : null;
      if (!seen.has(iccid)) seen.set(iccid, index);
      if (message) refusals.push({ index, iccid, message });
      else chosen.push(line!);
    });
  } else {
    chosen = lines.filter((l) => !l.reversedBy);
    if (chosen.length === 0) throw new AppError('BUSINESS_RULE', Msg.fullyReversed);
  }

  const locked = await lockSerials(tx, actor.entityCode, {
    ids: chosen.map((l) => l.line.serialId),
  });
  const serialById = new Map(locked.map((s) => [s.id, s]));
  const indexOf = (iccid: string) =>
    input.lines?.length ? input.lines.findIndex((l) => l.iccid.trim() === iccid) : -1;
  const moves: JournalMove[] = [];
  chosen.forEach(({ line }, i) => {
    const serial = serialById.get(line.serialId);
    const index = input.lines?.length ? indexOf(line.iccid) : i;
    if (
      !serial ||
      serial.status !== line.statusAfter ||
      serial.locationCode !== line.toLocationCode
    ) {
      const now = serial ? where(serial.status, serial.locationCode) : 'gone';
      refusals.push({ index, iccid: line.iccid, message: Msg.movedSince(now) });
      return;
    }
    moves.push({
      serialId: serial.id,
      iccid: line.iccid,
      variantId: line.variantId,
      fromLocationCode: line.toLocationCode,
      toLocationCode: line.fromLocationCode,
      statusBefore: line.statusAfter,
      statusAfter: line.statusBefore,
      reversesLineId: line.id,
    });
  });
  if (refusals.length) refuseLines(refusals.sort((a, b) => a.index - b.index));

  return recordJournal(
    tx,
    {
      entityCode: actor.entityCode,
      journalType: 'adjustment',
      journalDate: input.journalDate,
      // The reversal runs the other way: from the original's destination back to its source.
      fromLocationCode: journal.toLocationCode,
      toLocationCode: journal.fromLocationCode,
      remarks: input.remarks,
      adjustsJournalId: journal.id,
      createdBy: actor.userId,
    },
    moves,
  );
}

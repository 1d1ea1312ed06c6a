import { z } from 'zod';
import {
  ICCID_MESSAGE,
  isIccid,
  messages,
  MovingJournalMessage as Msg,
  type movingJournalCreateSchema,
} from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { locationsById, lockSerials, type LockedSerial } from './moving-journal.queries.js';
import {
  assertNotFuture,
  recordJournal,
  refuseLines,
  type JournalMove,
  type LineRefusal,
} from './record-journal.js';

type Input = z.output<typeof movingJournalCreateSchema>;

/** What a posted type does to an eSIM: its status after, and whether it stays at a location. */
const STATUS_AFTER = {
  receipt: 'available',
  transfer: 'available',
  issue: 'issued',
  write_off: 'written_off',
} as const;

/** The working company's locations of the journal, by code; a foreign or unknown id is a 400. */
async function resolveLocations(tx: Tx, entityCode: string, input: Input) {
  const ids = [input.fromLocationId, input.toLocationId].filter((v): v is string => !!v);
  const found = new Map((await locationsById(tx, entityCode, ids)).map((l) => [l.id, l]));
  const pick = (key: 'fromLocationId' | 'toLocationId', label: string) => {
    const id = input[key];
    if (!id) return null;
    const location = found.get(id);
    if (!location) throw AppError.validation({ [key]: [messages.invalidOption(label)] });
    return location;
  };
  const from = pick('fromLocationId', 'From Location');
  const to = pick('toLocationId', 'To Location');
  // Stock may leave an inactive location, never go into one.
  if (to && !to.isActive)
    throw AppError.validation({ toLocationId: [Msg.locationInactive(to.code)] });
  return { from: from?.code ?? null, to: to?.code ?? null };
}

/** Why line `index` cannot move, or null: the eSIM must be available where the journal says. */
function refusalOf(
  type: Input['journalType'],
  from: string | null,
  serial: LockedSerial | undefined,
): string | null {
  if (!serial) return Msg.notFound;
  if (serial.status !== 'available') return Msg.status[serial.status] ?? Msg.notFound;
  if (type === 'receipt') return serial.locationCode ? Msg.alreadyAt(serial.locationCode) : null;
  if (!serial.locationCode) return Msg.notReceived;
  if (serial.locationCode !== from) return Msg.elsewhere(serial.locationCode, from ?? '');
  return null;
}

/**
 * POST product/MovingJournal, in the caller's one transaction: every line's eSIM is locked and
 * checked (the working company's, available, at the journal's source, or not yet anywhere for a
 * receipt, listed once); one refused line refuses the journal and nothing moves. Otherwise the
 * journal is posted and its eSIMs moved in the same transaction.
 */
export async function postMovingJournal(
  tx: Tx,
  actor: { userId: string; entityCode: string },
  input: Input,
) {
  assertNotFuture(input.journalDate);
  const { entityCode } = actor;
  const { from, to } = await resolveLocations(tx, entityCode, input);
  const iccids = input.lines.map((l) => l.iccid.trim());
  const locked = await lockSerials(tx, entityCode, {
    iccids: [...new Set(iccids.filter(isIccid))],
  });
  const byIccid = new Map(locked.map((s) => [s.iccid, s]));

  const refusals: LineRefusal[] = [];
  const firstLine = new Map<string, number>();
  const moves: JournalMove[] = [];
  iccids.forEach((iccid, index) => {
    const serial = byIccid.get(iccid);
    const message = !isIccid(iccid)
      ? ICCID_MESSAGE
      : firstLine.has(iccid)
        ? Msg.twice(firstLine.get(iccid)! + 1)
        : refusalOf(input.journalType, from, serial);
    if (!firstLine.has(iccid)) firstLine.set(iccid, index);
    if (message) {
      refusals.push({ index, iccid, message });
      return;
    }
    const statusAfter = STATUS_AFTER[input.journalType];
    moves.push({
      serialId: serial!.id,
      iccid,
      variantId: serial!.variantId,
      fromLocationCode: serial!.locationCode,
      toLocationCode: statusAfter === 'available' ? to : null,
      statusBefore: serial!.status,
      statusAfter,
    });
  });
  if (refusals.length) refuseLines(refusals);

  return recordJournal(
    tx,
    {
      entityCode,
      journalType: input.journalType,
      journalDate: input.journalDate,
      fromLocationCode: from,
      toLocationCode: to,
      remarks: input.remarks ?? null,
      adjustsJournalId: null,
      createdBy: actor.userId,
    },
    moves,
  );
}

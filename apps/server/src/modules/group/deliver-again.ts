import { and, eq, isNull, sql } from 'drizzle-orm';
import { GroupDeliveryMessage, type GroupMove } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { wanderSerialNumbers } from '../../db/schema/index.js';
import { ownGroup } from './group.queries.js';
import { groupEsims } from './group-esims.queries.js';
import { mailTravellers, type TravellerMailDeps } from './mail-travellers.js';

const businessRule = (message: string, status = 422) =>
  new AppError('BUSINESS_RULE', message, undefined, status);

/** The buyer's delivered group, locked: its order has delivered eSIMs. */
async function deliveredGroup(tx: Tx, entityCode: string, groupId: string) {
  const group = await ownGroup(tx, entityCode, groupId, true);
  const esims = group.poId ? await groupEsims(tx, group.poId) : [];
  if (!esims.some((e) => e.status === 'delivered')) {
    throw businessRule(GroupDeliveryMessage.notDelivered);
  }
  return { group, esims };
}

/**
 * POST network/GroupOrders/Resend/{id}: the traveller's eSIM e-mail (and SMS) again, with a
 * fresh personal link, through the job queue.
 */
export async function resendTraveller(
  tx: Tx,
  deps: TravellerMailDeps,
  entityCode: string,
  groupId: string,
  travellerId: string,
) {
  const { group, esims } = await deliveredGroup(tx, entityCode, groupId);
  if (!group.travellers.some((t) => t.id === travellerId)) {
    throw AppError.validation({ travellerId: [GroupDeliveryMessage.travellerNotFound] });
  }
  if (!esims.some((e) => e.travellerId === travellerId && e.status === 'delivered')) {
    throw businessRule(GroupDeliveryMessage.noEsims);
  }
  return mailTravellers(tx, deps, group, new Set([travellerId]));
}

/**
 * POST network/GroupOrders/Move/{id}: an unused eSIM (delivered, never reported installed, no
 * data used) becomes another traveller's, who is e-mailed it; the first traveller's page no
 * longer shows it. It moves only from the traveller the caller saw it with (`fromTravellerId`):
 * of two Moves of one eSIM sent at once, the second answers 409 and mails no one. The guards are
 * in the update itself (compare-and-set), so a report of use or another Move that commits first
 * wins even without the group's lock.
 */
export async function moveGroupEsim(
  tx: Tx,
  deps: TravellerMailDeps,
  entityCode: string,
  groupId: string,
  move: GroupMove,
) {
  const { group, esims } = await deliveredGroup(tx, entityCode, groupId);
  const esim = esims.find((e) => e.iccid === move.iccid);
  if (!esim) throw AppError.validation({ iccid: [GroupDeliveryMessage.esimNotFound] });
  if (!group.travellers.some((t) => t.id === move.toTravellerId)) {
    throw AppError.validation({ toTravellerId: [GroupDeliveryMessage.travellerNotFound] });
  }
  if (esim.travellerId === move.toTravellerId) {
    throw AppError.validation({ toTravellerId: [GroupDeliveryMessage.sameTraveller] });
  }
  if (esim.travellerId !== move.fromTravellerId) {
    throw businessRule(GroupDeliveryMessage.movedAway, 409);
  }
  const moved = await tx
    .update(wanderSerialNumbers)
    .set({ travellerId: move.toTravellerId })
    .where(
      and(
        eq(wanderSerialNumbers.id, esim.serialId),
        eq(wanderSerialNumbers.status, 'delivered'),
        isNull(wanderSerialNumbers.installedAt),
        sql`not exists (select 1 from esim_usages u
          where u.serial_id = ${wanderSerialNumbers.id} and u.used_mb > 0)`,
        // Still the traveller read above: moved to them, else its order line's.
        sql`coalesce(${wanderSerialNumbers.travellerId}, (select l.traveller_id
          from invoice_lines il join purchase_order_lines l on l.id = il.po_line_id
          where il.id = ${wanderSerialNumbers.invoiceLineId}))::text = ${move.fromTravellerId}`,
      ),
    )
    .returning({ id: wanderSerialNumbers.id });
  if (moved.length === 0) {
    // Re-read: another Move committed first, or the eSIM was installed or used meanwhile.
    const now = (await groupEsims(tx, group.poId!)).find((e) => e.serialId === esim.serialId);
    throw now && now.travellerId !== move.fromTravellerId
      ? businessRule(GroupDeliveryMessage.movedAway, 409)
      : businessRule(GroupDeliveryMessage.notMovable, 409);
  }
  return mailTravellers(tx, deps, group, new Set([move.toTravellerId]));
}

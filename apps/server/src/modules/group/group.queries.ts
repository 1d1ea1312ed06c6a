import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { GroupTravellerInput } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { groupOrders, type GroupTraveller } from '../../db/schema/index.js';

export type GroupOrderRow = typeof groupOrders.$inferSelect;

/** The buyer's own group (another company's is a 404), locked when `forUpdate`. */
export async function ownGroup(tx: Tx, entityCode: string, id: string, forUpdate = false) {
  if (!isUuid(id)) throw AppError.notFound('Group Order');
  const query = tx
    .select()
    .from(groupOrders)
    .where(and(eq(groupOrders.entityCode, entityCode), eq(groupOrders.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw AppError.notFound('Group Order');
  return row;
}

/**
 * The roster as stored: every traveller keeps the id it was given (an edit sends it back) and a
 * new one (or an id not of this group) gets a fresh one, so order lines keep naming their traveller.
 */
export function rosterOf(
  input: GroupTravellerInput[],
  known: ReadonlySet<string> = new Set(),
): GroupTraveller[] {
  const used = new Set<string>();
  return input.map((t) => {
    const id = t.id && known.has(t.id) && !used.has(t.id) ? t.id : randomUUID();
    used.add(id);
    return {
      id,
      name: t.name,
      email: t.email,
      phone: t.phone ?? null,
      language: t.language,
      legs: t.legs?.length ? t.legs : null,
      gbPerDay: t.gbPerDay ?? null,
    };
  });
}

/** Two travellers of a roster with one e-mail address: the field error of the second. */
export function duplicateEmails(travellers: { email: string }[]): Record<string, string[]> {
  const seen = new Map<string, number>();
  const errors: Record<string, string[]> = {};
  travellers.forEach((t, i) => {
    const key = t.email.toLowerCase();
    const first = seen.get(key);
    if (first === undefined) seen.set(key, i);
    else errors[`travellers.${i}.email`] = [`Email is already on row ${first + 1}`];
  });
  return errors;
}

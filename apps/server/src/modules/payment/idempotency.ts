import { hash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PaymentMessage } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { idempotencyKeys } from '../../db/schema/index.js';

export const requestHash = (body: unknown) => hash('sha256', JSON.stringify(body ?? null));

/** A usable Idempotency-Key header value, or undefined; a malformed one is a 400. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header[0] : header;
  if (!/^[A-Za-z0-9._:-]{8,128}$/.test(value)) {
    throw new AppError(
      'VALIDATION',
      'Idempotency-Key must be 8 to 128 letters, digits or . _ : -',
      undefined,
      400,
    );
  }
  return value;
}

/**
 * Claims a key inside the caller's transaction. A concurrent retry blocks on the unique index
 * until the first attempt commits (then replays its stored answer) or rolls back (then runs).
 */
export async function claimIdempotencyKey<T>(
  tx: Tx,
  claim: { companyId: string; scope: string; key: string; hash: string },
): Promise<{ replay: T } | { claimed: string }> {
  const [row] = await tx
    .insert(idempotencyKeys)
    .values({
      companyId: claim.companyId,
      scope: claim.scope,
      key: claim.key,
      requestHash: claim.hash,
    })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  if (row) return { claimed: row.id };
  const [earlier] = await tx
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.companyId, claim.companyId),
        eq(idempotencyKeys.scope, claim.scope),
        eq(idempotencyKeys.key, claim.key),
      ),
    );
  if (!earlier || earlier.requestHash !== claim.hash || !earlier.response) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED', PaymentMessage.idempotencyReused, undefined, 422);
  }
  return { replay: earlier.response as T };
}

export async function storeIdempotentResponse(tx: Tx, id: string, response: object) {
  await tx
    .update(idempotencyKeys)
    .set({ response: response as Record<string, unknown> })
    .where(eq(idempotencyKeys.id, id));
}

import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { hashToken } from '../../platform/auth/tokens.js';
import { customerDistributors, invitations } from '../../db/schema/index.js';

export type InvitationRow = typeof invitations.$inferSelect;

export function newInvitationToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

/** The pending, unexpired invitation behind a link token, locked for the caller's transaction. */
export async function pendingInvitationByToken(tx: Tx, token: string) {
  const [row] = await tx
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.tokenHash, hashToken(token)),
        eq(invitations.status, 'Pending'),
        gt(invitations.expiresAt, sql`now()`),
      ),
    )
    .for('update');
  return row ?? null;
}

export async function invitationById(tx: Tx, id: string, lock = false) {
  const query = tx.select().from(invitations).where(eq(invitations.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function pendingInvitationFor(tx: Tx, entityCode: string, email: string) {
  const [row] = await tx
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.entityCode, entityCode),
        eq(invitations.email, email),
        eq(invitations.status, 'Pending'),
      ),
    );
  return row ?? null;
}

export async function setInvitationStatus(
  tx: Tx,
  id: string,
  status: 'Registered' | 'Accepted' | 'Denied' | 'Expired',
  customerEntityCode?: string,
) {
  await tx
    .update(invitations)
    .set({ status, respondedAt: new Date(), ...(customerEntityCode && { customerEntityCode }) })
    .where(eq(invitations.id, id));
}

/** Links a business customer to a distributor (idempotent). */
export async function linkCustomer(
  tx: Tx,
  customerEntityCode: string,
  distributorEntityCode: string,
  invitationId: string,
) {
  await tx
    .insert(customerDistributors)
    .values({ customerEntityCode, distributorEntityCode, invitationId })
    .onConflictDoNothing();
}

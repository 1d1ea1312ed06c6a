import { randomBytes } from 'node:crypto';
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { hashToken } from '../../platform/auth/tokens.js';
import { customerDistributors, emailLogs, invitations, users } from '../../db/schema/index.js';

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

/** Whether a Wander account (any role) already has this e-mail address (lower-cased). */
export async function hasAccount(tx: Tx, email: string): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  return !!row;
}

/**
 * What an invitation link leads to (network/Invitations/LinkStatus): the inviting company, whether
 * the invitation is still open and whether its address already has an account.
 */
export async function invitationLinkStatus(tx: Tx, token: string) {
  const [row] = await tx
    .select({
      companyName: invitations.companyName,
      email: invitations.email,
      isOpen: sql<boolean>`${invitations.status} = 'Pending' and ${invitations.expiresAt} > now()`,
    })
    .from(invitations)
    .where(eq(invitations.tokenHash, hashToken(token)));
  if (!row) return { companyName: null, isOpen: false, hasAccount: false };
  return {
    companyName: row.companyName,
    isOpen: row.isOpen,
    hasAccount: await hasAccount(tx, row.email),
  };
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

/** One e-mail log row (without its HTML) inside the caller's scope. */
export async function emailLogDetail(db: Tx, id: string, scope: SQL | undefined) {
  const [row] = await db
    .select({
      id: emailLogs.id,
      entityCode: emailLogs.entityCode,
      template: emailLogs.template,
      toEmail: emailLogs.toEmail,
      subject: emailLogs.subject,
      textBody: emailLogs.textBody,
      status: emailLogs.status,
      attempts: emailLogs.attempts,
      lastError: emailLogs.lastError,
      sentAt: emailLogs.sentAt,
      createdAt: emailLogs.createdAt,
    })
    .from(emailLogs)
    .where(and(eq(emailLogs.id, id), scope));
  return row ?? null;
}

import { and, eq, lte, sql } from 'drizzle-orm';
import type { InviteCustomerInput } from '@wander/contract';
import type { Services } from '../../platform/services.js';
import type { Tx } from '../../platform/db/client.js';
import type { AuthCompany, AuthContext } from '../../platform/auth/context.js';
import { AppError } from '../../platform/http/errors.js';
import { invitationMail } from '../../platform/mail/index.js';
import { invitations } from '../../db/schema/index.js';
import { hasAccount, newInvitationToken, pendingInvitationFor } from './invitation.queries.js';

/**
 * POST network/Invitations/InviteCustomer: the working company (a distributor) invites a business
 * customer by e-mail. A pending invitation to the same address is replaced by a fresh one (new
 * link, new expiry), so "invite again" re-sends instead of failing.
 */
export async function inviteCustomer(
  services: Services,
  ctx: AuthContext,
  company: AuthCompany,
  input: InviteCustomerInput,
) {
  if (company.companyType !== 'distributor') {
    throw new AppError('BUSINESS_RULE', 'Only a distributor can invite business customers');
  }
  const email = input.email.toLowerCase();
  if (email === ctx.email.toLowerCase()) {
    throw AppError.validation({ email: ['You cannot invite yourself'] });
  }
  const id = await services.database.db.transaction((tx) =>
    queueInvitation(tx, services, { company, email, invitedBy: ctx.userId }),
  );
  await services.mail.relaySafely();
  return id;
}

/**
 * Writes a fresh invitation of `company` to `email` and queues its e-mail, in the caller's
 * transaction (relay the mail after the commit). A pending invitation to the same address is
 * replaced. `customerEntityCode`: the customer company the distributor already created for the
 * invitee (customer/Customers): registering through the link joins that company. An address that
 * already has an account gets a mail that leads to sign-in and Invitations (accept there), not to
 * the registration form.
 */
export async function queueInvitation(
  tx: Tx,
  services: Services,
  input: {
    company: Pick<AuthCompany, 'entityCode' | 'companyName'>;
    email: string;
    invitedBy: string;
    customerEntityCode?: string;
  },
) {
  const { company, email } = input;
  const days = services.config.tokens.invitationDays;
  const { token, tokenHash } = newInvitationToken();
  // An expired pending invitation no longer blocks a new one.
  await tx
    .update(invitations)
    .set({ status: 'Expired' })
    .where(
      and(
        eq(invitations.entityCode, company.entityCode),
        eq(invitations.status, 'Pending'),
        lte(invitations.expiresAt, sql`now()`),
      ),
    );
  const existing = await pendingInvitationFor(tx, company.entityCode, email);
  if (existing) await tx.delete(invitations).where(eq(invitations.id, existing.id));
  const [row] = await tx
    .insert(invitations)
    .values({
      entityCode: company.entityCode,
      companyName: company.companyName,
      email,
      tokenHash,
      invitedBy: input.invitedBy,
      expiresAt: new Date(Date.now() + days * 86_400_000),
      customerEntityCode: input.customerEntityCode ?? null,
    })
    .returning({ id: invitations.id });
  await services.mail.queue(tx, {
    template: invitationMail,
    to: email,
    entityCode: company.entityCode,
    data: {
      companyName: company.companyName,
      email,
      token,
      days,
      hasAccount: await hasAccount(tx, email),
    },
  });
  return row.id;
}

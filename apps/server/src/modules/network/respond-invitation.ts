import { and, eq } from 'drizzle-orm';
import type { Services } from '../../platform/services.js';
import type { Tx } from '../../platform/db/client.js';
import type { AuthCompany, AuthContext } from '../../platform/auth/context.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { invitations } from '../../db/schema/index.js';
import { ensureCustomerRecord } from './customer-record.js';
import { openMissingWallets } from './open-wallet.js';
import {
  invitationById,
  linkCustomer,
  setInvitationStatus,
  type InvitationRow,
} from './invitation.queries.js';

const notFound = () => AppError.notFound('Invitation');
const notPending = () => new AppError('BUSINESS_RULE', 'This invitation is no longer pending');
const expired = () => new AppError('BUSINESS_RULE', 'This invitation has expired');

/** The invitation addressed to the caller, locked; anyone else's is "not found". */
async function ownInvitation(tx: Tx, ctx: AuthContext, id: string) {
  if (!isUuid(id)) throw notFound();
  const row = await invitationById(tx, id, true);
  if (!row || row.email !== ctx.email.toLowerCase()) throw notFound();
  return row;
}

const isExpired = (row: InvitationRow) => row.expiresAt.getTime() <= Date.now();

/** The business customer company the caller acts for. */
function customerEntityOf(ctx: AuthContext): string {
  const entity = ctx.userRoleEntities.find((r) => r.roleName === 'Customer');
  if (!entity) {
    throw new AppError(
      'BUSINESS_RULE',
      'Only a business customer account can accept an invitation',
    );
  }
  return entity.entityCode;
}

export interface LinkResult {
  invitationId: string;
  customerEntityCode: string;
  distributorEntityCode: string;
}

/**
 * PUT network/Invitations/Accept/{id} and POST customer/Customers/CreateByInvitation/{id}: the
 * invitee's business customer company is linked to the inviting distributor and the invitation
 * becomes Accepted, in one transaction. CreateByInvitation is idempotent: on an invitation already
 * accepted or registered by the caller it (re)creates the link and answers the same.
 */
export async function acceptInvitation(
  services: Services,
  ctx: AuthContext,
  id: string,
  options: { idempotent: boolean },
): Promise<LinkResult> {
  return services.database.db.transaction(async (tx) => {
    const row = await ownInvitation(tx, ctx, id);
    const customerEntityCode = customerEntityOf(ctx);
    const done = row.status === 'Accepted' || row.status === 'Registered';
    if (!(done && options.idempotent)) {
      if (row.status !== 'Pending') throw notPending();
      if (isExpired(row)) throw expired();
      await setInvitationStatus(tx, row.id, 'Accepted', customerEntityCode);
    }
    const linked = row.customerEntityCode ?? customerEntityCode;
    if (linked !== customerEntityCode) {
      // Made with a new customer company (customer/Customers): only its registration joins it.
      throw new AppError(
        'BUSINESS_RULE',
        'This invitation is for a new account: register through the link in the e-mail',
      );
    }
    await linkCustomer(tx, linked, row.entityCode, row.id);
    await ensureCustomerRecord(tx, row.entityCode, linked);
    // A business customer pays its new distributor too: its wallet is there (it has one already).
    await openMissingWallets(tx, linked);
    return {
      invitationId: row.id,
      customerEntityCode: linked,
      distributorEntityCode: row.entityCode,
    };
  });
}

/** PUT network/Invitations/Deny/{id}: the invitee declines a pending invitation. */
export async function denyInvitation(services: Services, ctx: AuthContext, id: string) {
  await services.database.db.transaction(async (tx) => {
    const row = await ownInvitation(tx, ctx, id);
    if (row.status !== 'Pending') throw notPending();
    await setInvitationStatus(tx, row.id, 'Denied');
  });
}

/** DELETE network/Invitations/{id}: the inviting company withdraws a pending invitation. */
export async function deleteInvitation(services: Services, company: AuthCompany, id: string) {
  if (!isUuid(id)) throw notFound();
  await services.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(invitations)
      .where(and(eq(invitations.id, id), eq(invitations.entityCode, company.entityCode)))
      .for('update');
    if (!row) throw notFound();
    if (row.status !== 'Pending') {
      throw new AppError('BUSINESS_RULE', 'Only a pending invitation can be deleted');
    }
    await tx.delete(invitations).where(eq(invitations.id, id));
  });
}

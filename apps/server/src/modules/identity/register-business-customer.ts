import type { BusinessCustomerRegistrationInput, RegistrationResult } from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { agentIdOfUser } from '../network/agent-attribution.js';
import { OAuthError } from '../../platform/http/errors.js';
import {
  linkCustomer,
  pendingInvitationByToken,
  setInvitationStatus,
} from '../network/invitation.queries.js';
import { findCompanyByCode } from './identity.queries.js';
import { ensureCustomerRecord } from '../network/customer-record.js';
import { openMissingWallets } from '../network/open-wallet.js';
import {
  emailTaken,
  grantRole,
  insertCompany,
  insertUser,
  newEntityCode,
} from './account.queries.js';
import { badToken, duplicateEmail, rethrowDuplicate } from './account-errors.js';

const emailMismatch = () =>
  new OAuthError(
    400,
    'invalid_grant',
    'email_does_not_match_the_invitation',
    {},
    {
      email: ['Email does not match the invitation'],
    },
  );

/**
 * POST identity/Account/RegisterBusinessCustomer: registration through a distributor's invitation
 * link. The invitation must be pending, unexpired and addressed to this e-mail; it is spent in the
 * same transaction that creates the customer company (linked to the distributor, in its currency)
 * (or joins the one the distributor created for it) with its wallet, and its Customer user, and
 * the distributor's customer record is marked Registered. Receiving the link proved the address, so the account is confirmed.
 */
export async function registerBusinessCustomer(
  services: Services,
  input: BusinessCustomerRegistrationInput,
): Promise<RegistrationResult> {
  const email = input.email.toLowerCase();
  const passwordHash = await hashPassword(input.password);
  return services.database.db
    .transaction(async (tx) => {
      const invitation = await pendingInvitationByToken(tx, input.token);
      if (!invitation) throw badToken('invalid_or_expired_invitation');
      if (invitation.email !== email) throw emailMismatch();
      if (await emailTaken(tx, email)) throw duplicateEmail();
      const distributor = await findCompanyByCode(tx, invitation.entityCode);
      // The distributor may have created the company already (customer/Customers): join it.
      const prepared = invitation.customerEntityCode
        ? await findCompanyByCode(tx, invitation.customerEntityCode)
        : null;
      const entityCode = prepared?.entityCode ?? (await newEntityCode(tx, 'CUST'));
      if (!prepared) {
        await insertCompany(tx, {
          entityCode,
          companyName: input.companyName,
          companyType: 'customer',
          parentEntityCode: invitation.entityCode,
          customCode: distributor?.customCode ?? undefined,
          registerNumber: input.registerNumber,
          email,
          countryCode: input.countryCode,
          contactNumber: input.contactNumber,
          defaultCurrency: distributor?.defaultCurrency ?? 'MYR',
          // Attribution: invited by an agent of the distributor, the customer is that agent's.
          agentId: invitation.invitedBy
            ? await agentIdOfUser(tx, invitation.invitedBy, invitation.entityCode)
            : null,
        });
      }
      const userId = await insertUser(tx, {
        email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        emailConfirmed: true,
      });
      await grantRole(tx, userId, 'Customer', entityCode);
      // Its wallet, from day one (a company the distributor prepared has had one since then).
      await openMissingWallets(tx, entityCode);
      await linkCustomer(tx, entityCode, invitation.entityCode, invitation.id);
      await setInvitationStatus(tx, invitation.id, 'Registered', entityCode);
      await ensureCustomerRecord(tx, invitation.entityCode, entityCode, {
        contactName: `${input.firstName} ${input.lastName}`,
      });
      return { userId, email, entityCode, emailConfirmed: true };
    })
    .catch((error: unknown) => {
      if (error instanceof OAuthError) throw error;
      return rethrowDuplicate(error);
    });
}

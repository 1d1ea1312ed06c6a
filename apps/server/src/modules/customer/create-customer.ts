import type { CustomerCreateInput } from '@wander/contract';
import type { Services } from '../../platform/services.js';
import type { AuthCompany, AuthContext } from '../../platform/auth/context.js';
import { AppError } from '../../platform/http/errors.js';
import { companies, customers } from '../../db/schema/index.js';
import { emailTaken, newEntityCode } from '../identity/account.queries.js';
import { findCompanyByCode } from '../identity/identity.queries.js';
import { queueInvitation } from '../network/invite-customer.js';
import { openMissingWallets } from '../network/open-wallet.js';

/**
 * POST customer/Customers (/setup/customer-new): the working distributor creates a business
 * customer: its company (under the distributor, in its currency) with its wallet, the distributor's record of
 * it (status Invited) and an invitation of its admin by e-mail, in one transaction. Registering
 * through the e-mail's link joins this company (RegisterBusinessCustomer) and marks the record
 * Registered. The references were checked (and the names copied) by the engine's beforeWrite.
 */
export async function createCustomer(
  services: Services,
  ctx: AuthContext,
  distributor: AuthCompany,
  input: CustomerCreateInput & Record<string, unknown>,
) {
  if (distributor.companyType !== 'distributor') {
    throw new AppError('BUSINESS_RULE', 'Only a distributor can invite business customers');
  }
  const email = input.email.toLowerCase();
  if (email === ctx.email.toLowerCase()) {
    throw AppError.validation({ email: ['You cannot invite yourself'] });
  }
  const row = await services.database.db.transaction(async (tx) => {
    if (await emailTaken(tx, email)) {
      throw AppError.validation({ email: ['Email is already registered'] });
    }
    const parent = await findCompanyByCode(tx, distributor.entityCode);
    const customerEntityCode = await newEntityCode(tx, 'CUST');
    await tx.insert(companies).values({
      entityCode: customerEntityCode,
      companyName: input.companyName,
      companyType: 'customer',
      parentEntityCode: distributor.entityCode,
      customCode: parent?.customCode ?? undefined,
      registerNumber: input.registerNumber,
      email,
      countryCode: input.countryCode,
      contactNumber: input.contactNumber,
      defaultCurrency: parent?.defaultCurrency ?? 'MYR',
    });
    await openMissingWallets(tx, customerEntityCode);
    const [created] = await tx
      .insert(customers)
      .values({
        ...input,
        email,
        entityCode: distributor.entityCode,
        customerEntityCode,
        status: 'Invited',
      })
      .returning();
    await queueInvitation(tx, services, {
      company: distributor,
      email,
      invitedBy: ctx.userId,
      customerEntityCode,
    });
    return created;
  });
  await services.mail.relaySafely();
  return row;
}

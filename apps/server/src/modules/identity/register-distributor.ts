import type { DistributorRegistrationInput, RegistrationResult } from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import {
  emailTaken,
  grantRole,
  insertCompany,
  insertUser,
  newEntityCode,
  platformEntityCode,
} from './account.queries.js';
import { duplicateEmail, rethrowDuplicate } from './account-errors.js';
import { queueConfirmation } from './send-confirmation.js';

/**
 * POST registerDistributor: a distributor company with the registrant as its CompanyAdmin. The
 * account stays unconfirmed until the e-mailed link is used; the company's setup (address,
 * currency) is finished in the setup wizard after the first sign-in.
 */
export async function registerDistributor(
  services: Services,
  input: DistributorRegistrationInput,
): Promise<RegistrationResult> {
  const email = input.email.toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const result = await services.database.db
    .transaction(async (tx) => {
      if (await emailTaken(tx, email)) throw duplicateEmail();
      const entityCode = await newEntityCode(tx, 'DIST');
      await insertCompany(tx, {
        entityCode,
        companyName: input.companyName,
        companyType: 'distributor',
        parentEntityCode: await platformEntityCode(tx),
        registerNumber: input.registerNumber,
        email,
        countryCode: input.countryCode,
        contactNumber: input.contactNumber,
      });
      const userId = await insertUser(tx, {
        email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        emailConfirmed: false,
      });
      await grantRole(tx, userId, 'CompanyAdmin', entityCode);
      await queueConfirmation(services, tx, {
        userId,
        email,
        firstName: input.firstName,
        entityCode,
      });
      return { userId, email, entityCode, emailConfirmed: false };
    })
    .catch(rethrowDuplicate);
  await services.mail.relaySafely();
  return result;
}

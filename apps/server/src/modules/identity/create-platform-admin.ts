import { eq, sql } from 'drizzle-orm';
import { ISO_COUNTRIES, ISO_CURRENCIES, type FirstRunCompleteInput } from '@wander/contract';
import type { Db, Tx } from '../../platform/db/client.js';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import { AppError } from '../../platform/http/errors.js';
import {
  companies,
  currencies,
  settings,
  userRecoveryCodes,
  userTwoFactor,
} from '../../db/schema/index.js';
import { emailTaken, grantRole, insertUser } from './account.queries.js';
import { platformAdminExists, spendFirstRunTokens } from './first-run.queries.js';
import { hashRecoveryCode, newRecoveryCodes } from './totp.js';

export interface SecondFactor {
  totpSecret: string;
  usedStep: number | null;
}

export type PlatformAdminInput = Omit<
  FirstRunCompleteInput,
  'token' | 'otp' | 'confirmedPassword' | 'password'
>;

/** Refused when a platform admin exists: the first run happens once. */
export const setupAlreadyDone = () =>
  new AppError('FORBIDDEN', 'Wander is set up already: a platform admin exists. Sign in instead.');

/**
 * The first run's one transaction (the setup page and `npm run admin:create`): the platform
 * company in its currency and country, the platform admin (DmsAdmin, e-mail confirmed) with its
 * second factor on, ten recovery codes, and every setup link spent. `secondFactor` runs first
 * inside the transaction, under the first-run lock: it checks the setup link and answers the
 * secret with the step of the code that confirmed it (null from the script, which prints it).
 */
export async function createPlatformAdmin(
  db: Db,
  box: SecretBox,
  input: PlatformAdminInput & { passwordHash: string },
  secondFactor: (tx: Tx) => Promise<SecondFactor>,
): Promise<{ email: string; entityCode: string; recoveryCodes: string[] }> {
  const email = input.email.toLowerCase();
  const recoveryCodes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    // Two first runs at once (two tabs, two replicas, the script beside the page): one at a time.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('wander:first-run'))`);
    if (await platformAdminExists(tx)) throw setupAlreadyDone();
    const factor = await secondFactor(tx);
    if (await emailTaken(tx, email)) {
      throw AppError.validation({ email: ['Email is already registered'] });
    }
    const [taken] = await tx
      .select({ type: companies.companyType })
      .from(companies)
      .where(eq(companies.entityCode, input.entityCode));
    if (taken && taken.type !== 'platform') {
      throw AppError.validation({ entityCode: ['Company Code is taken'] });
    }
    const currency = ISO_CURRENCIES.find((c) => c.currencyCode === input.defaultCurrency)!;
    await tx
      .insert(currencies)
      .values({ ...currency })
      .onConflictDoNothing();
    const country = ISO_COUNTRIES.find((c) => c.countryCode === input.country)!;
    const company = {
      companyName: input.companyName,
      companyType: 'platform',
      email,
      countryCode: country.phoneCode,
      defaultCurrency: input.defaultCurrency,
    };
    if (taken) {
      await tx.update(companies).set(company).where(eq(companies.entityCode, input.entityCode));
    } else {
      await tx.insert(companies).values({ entityCode: input.entityCode, ...company });
    }
    for (const [settingName, settingValue, description] of [
      ['DefaultCurrency', input.defaultCurrency, 'Currency of new orders and invoices'],
      ['DefaultCountry', input.country, 'Country of new customers'],
    ] as const) {
      await tx
        .insert(settings)
        .values({ entityCode: input.entityCode, settingName, settingValue, description })
        .onConflictDoUpdate({
          target: [settings.settingName, settings.entityCode],
          set: { settingValue },
        });
    }
    const userId = await insertUser(tx, {
      email,
      passwordHash: input.passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      emailConfirmed: true,
    });
    await grantRole(tx, userId, 'DmsAdmin', input.entityCode);
    await tx.insert(userTwoFactor).values({
      userId,
      secret: box.seal(factor.totpSecret),
      confirmedAt: new Date(),
      lastUsedStep: factor.usedStep,
    });
    await tx
      .insert(userRecoveryCodes)
      .values(recoveryCodes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
    await spendFirstRunTokens(tx);
  });
  return { email, entityCode: input.entityCode, recoveryCodes };
}

import { randomInt } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { STORE_LANGUAGES, type StoreLanguage, type StoreSignUpRequest } from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { consumerGroups, consumers, wanderPlatforms } from '../../db/schema/index.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { AppError } from '../../platform/http/errors.js';
import { pgErrorOf } from '../../crud/db-errors.js';
import { queueConsumerConfirmation } from './confirm-consumer-email.js';
import { consumerProfileColumns } from './consumer-profile.js';

export const EMAIL_TAKEN = 'Email is already registered';
export const REFERRAL_INVALID = 'Referral code is not valid';
export const REFERRAL_OWN = 'You cannot use your own referral code';

/** The mailbox an address reaches: lower case, without a +tag. */
const mailbox = (email: string) => {
  const [local, domain] = email.trim().toLowerCase().split('@');
  return `${local.split('+')[0]}@${domain}`;
};

// No 0/O or 1/I: a code read aloud or typed from a screen stays unambiguous.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newReferralCode = () =>
  Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/**
 * A consumer signs up through a sales platform: the platform's distributor owns it, the e-mail is
 * unique there, a referral code names the referrer (a consumer of the same distributor), the new
 * consumer joins the distributor's entry group (lowest discount) and gets its own referral code.
 * The e-mail address starts unconfirmed: the confirmation e-mail is queued with the sign-up, and
 * the sign-up coupons come with the confirmation (confirm-consumer-email.ts).
 */
export async function signUpConsumer(
  services: Services,
  platform: { id: string; entityCode: string },
  body: StoreSignUpRequest,
  /** The consumer whose session the sign-up was sent from, if any. */
  from: { referrerSession?: string } = {},
) {
  const { entityCode } = platform;
  const { db } = services.database;
  const [taken] = await db
    .select({ id: consumers.id })
    .from(consumers)
    .where(and(eq(consumers.entityCode, entityCode), eq(consumers.email, body.email)));
  if (taken) throw new AppError('CONFLICT', EMAIL_TAKEN, { email: [EMAIL_TAKEN] });

  let referrer: { id: string; name: string; email: string } | undefined;
  if (body.referralCode) {
    [referrer] = await db
      .select({ id: consumers.id, name: consumers.name, email: consumers.email })
      .from(consumers)
      .where(
        and(
          eq(consumers.entityCode, entityCode),
          eq(consumers.referralCode, body.referralCode.trim().toUpperCase()),
          eq(consumers.status, 'Active'),
        ),
      );
    if (!referrer)
      throw AppError.validation({ referralCode: [REFERRAL_INVALID] }, REFERRAL_INVALID);
    // The obvious self-referrals: the referrer's own address (any case, any +tag), or its code
    // sent from the referrer's own signed-in session.
    if (mailbox(referrer.email) === mailbox(body.email) || from.referrerSession === referrer.id)
      throw AppError.validation({ referralCode: [REFERRAL_OWN] }, REFERRAL_OWN);
  }
  const [group] = await db
    .select({ id: consumerGroups.id, name: consumerGroups.name })
    .from(consumerGroups)
    .where(eq(consumerGroups.entityCode, entityCode))
    .orderBy(asc(consumerGroups.discountPercent), asc(consumerGroups.name))
    .limit(1);

  const language = body.language ?? (await platformLanguage(services, platform.id));
  const passwordHash = await hashPassword(body.password);
  for (let attempt = 0; ; attempt++) {
    try {
      // The sign-up and its confirmation e-mail are one transaction.
      const row = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(consumers)
          .values({
            entityCode,
            platformId: platform.id,
            email: body.email,
            passwordHash,
            name: body.name,
            phone: body.phone,
            country: body.country,
            consumerGroupId: group?.id ?? null,
            consumerGroupName: group?.name ?? null,
            referralCode: newReferralCode(),
            referredById: referrer?.id ?? null,
            referredByName: referrer?.name ?? null,
            emailConfirmedAt: null,
            // The store's language at sign-up, else the platform's: its e-mails are written in it.
            language,
          })
          .returning(consumerProfileColumns);
        await queueConsumerConfirmation(services, tx, { ...row, entityCode });
        return row;
      });
      // The confirmation e-mail goes to the queue now, not at the next sweep.
      await services.mail.relaySafely();
      return row;
    } catch (error) {
      const constraint = pgErrorOf(error)?.constraint;
      // Two sign-ups with one e-mail at once: the unique index decides.
      if (constraint === 'consumers_email_entity_uq') {
        throw new AppError('CONFLICT', EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
      }
      if (constraint === 'consumers_referral_code_uq' && attempt < 5) continue;
      throw error;
    }
  }
}

/** The platform's default store language: a sign-up that names none reads the store in it. */
async function platformLanguage(services: Services, platformId: string): Promise<StoreLanguage> {
  const [row] = await services.database.db
    .select({ language: wanderPlatforms.storeDefaultLanguage })
    .from(wanderPlatforms)
    .where(eq(wanderPlatforms.id, platformId));
  return STORE_LANGUAGES.find((l) => l === row?.language) ?? 'en';
}

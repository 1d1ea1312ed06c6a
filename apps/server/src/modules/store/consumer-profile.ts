import { and, eq, sql } from 'drizzle-orm';
import type { StoreLanguage } from '@wander/contract';
import type { Db } from '../../platform/db/client.js';
import { consumers } from '../../db/schema/index.js';

/** What a consumer sees of itself (never the password hash). */
export const consumerProfileColumns = {
  id: consumers.id,
  email: consumers.email,
  name: consumers.name,
  phone: consumers.phone,
  country: consumers.country,
  consumerGroupName: consumers.consumerGroupName,
  referralCode: consumers.referralCode,
  referredByName: consumers.referredByName,
  emailConfirmed: sql<boolean>`${consumers.emailConfirmedAt} is not null`.as('email_confirmed'),
  language: sql<StoreLanguage>`${consumers.language}`.as('language'),
  createdAt: consumers.createdAt,
};

/**
 * A short digest of the consumer's password hash, carried in its tokens: a password reset or
 * change gives a new hash, so the tokens issued before it no longer match (issue 28). Never the
 * hash itself, and never answered to the consumer.
 */
export const credentialStamp = sql<string>`left(md5(coalesce(${consumers.passwordHash}, '')), 16)`;

/** The consumer of a distributor by id, if it is still active, with its credential stamp. */
export async function activeConsumer(db: Db, entityCode: string, id: string) {
  const [row] = await db
    .select({ ...consumerProfileColumns, stamp: credentialStamp })
    .from(consumers)
    .where(
      and(
        eq(consumers.id, id),
        eq(consumers.entityCode, entityCode),
        eq(consumers.status, 'Active'),
      ),
    );
  return row ?? null;
}

/** The credential stamp a new token of the consumer carries. */
export async function credentialStampOf(db: Db, id: string): Promise<string> {
  const [row] = await db
    .select({ stamp: credentialStamp })
    .from(consumers)
    .where(eq(consumers.id, id));
  return row?.stamp ?? '';
}

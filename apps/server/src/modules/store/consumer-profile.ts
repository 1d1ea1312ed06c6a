import { and, eq, sql } from 'drizzle-orm';
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
  createdAt: consumers.createdAt,
};

/** The consumer of a distributor by id, if it is still active. */
export async function activeConsumer(db: Db, entityCode: string, id: string) {
  const [row] = await db
    .select(consumerProfileColumns)
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

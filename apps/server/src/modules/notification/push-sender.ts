import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { currentCompany } from '../../platform/http/security.js';
import { companies, customers, notificationBatches } from '../../db/schema/index.js';

/**
 * Who sends a push message (issue 26): null for the platform company, which messages anyone;
 * else the working company (a distributor), which messages only its own customers' users and its
 * own consumers, and sees and cancels only its own messages.
 */
export type PushSender = string | null;

export function pushSenderOf(request: FastifyRequest): PushSender {
  const company = currentCompany(request);
  return company.companyType === 'platform' ? null : company.entityCode;
}

/** The messages a sender sees: the platform every one, a distributor its own. */
export function senderBatches(sender: PushSender): SQL | undefined {
  return sender === null ? undefined : eq(notificationBatches.senderEntityCode, sender);
}

/**
 * A sender's business customers, as a condition on `companies`: the platform's are every one; a
 * distributor's are those whose parent it is and those in its customer list (`customers`, which
 * also holds the customers that accepted its invitation).
 */
export function senderCustomers(sender: PushSender): SQL | undefined {
  if (sender === null) return undefined;
  return or(
    eq(companies.parentEntityCode, sender),
    sql`${companies.entityCode} in (select ${customers.customerEntityCode} from ${customers}
      where ${customers.entityCode} = ${sender})`,
  );
}

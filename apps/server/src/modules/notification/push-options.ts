import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { companies, customerGroups, wanderPlatforms } from '../../db/schema/index.js';
import { senderCustomers, type PushSender } from './push-sender.js';

/**
 * Send To's options (issue 26: scoped by the sender). The platform is offered every business
 * customer, every distributor's groups labelled "Group (Distributor)" and every sales platform;
 * a distributor its own customers (push-sender.ts) and its own groups by name. Sales
 * platforms are platform-wide: a distributor's message to one reaches only its own consumers
 * who signed up through it (push-recipients.ts).
 */
export function customerOptions(db: Tx, sender: PushSender) {
  return db
    .select({ label: companies.companyName, value: companies.entityCode })
    .from(companies)
    .where(and(eq(companies.companyType, 'customer'), senderCustomers(sender)))
    .orderBy(asc(companies.companyName));
}

export function customerGroupOptions(db: Tx, sender: PushSender) {
  if (sender !== null) {
    return db
      .select({ label: customerGroups.name, value: customerGroups.id })
      .from(customerGroups)
      .where(eq(customerGroups.entityCode, sender));
  }
  return db
    .select({
      label: sql<string>`${customerGroups.name} || ' (' || ${companies.companyName} || ')'`,
      value: customerGroups.id,
    })
    .from(customerGroups)
    .innerJoin(companies, eq(companies.entityCode, customerGroups.entityCode));
}

export function platformOptions(db: Tx) {
  return db
    .select({
      label: sql<string>`${wanderPlatforms.platformName} || ' (' || ${wanderPlatforms.platformCode} || ')'`,
      value: wanderPlatforms.id,
    })
    .from(wanderPlatforms);
}

import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { customerGroups, customers, memberships } from '../../db/schema/index.js';

/**
 * Copies a distributor's group and tier names onto its customers again (after a group or tier
 * was renamed): the customer list shows and filters them without a join.
 */
export async function refreshCustomerNames(db: Tx, distributor: string) {
  await db
    .update(customers)
    .set({
      customerGroupName: sql`(select ${customerGroups.name} from ${customerGroups} where ${customerGroups.id} = ${customers.customerGroupId})`,
    })
    .where(eq(customers.entityCode, distributor));
  await db
    .update(customers)
    .set({
      membershipName: sql`(select ${memberships.name} from ${memberships} where ${memberships.id} = ${customers.membershipId})`,
    })
    .where(eq(customers.entityCode, distributor));
}

import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { customerGroups, customers, memberships } from '../../db/schema/index.js';

const toBp = (percent: number | null | undefined) => Math.round((percent ?? 0) * 100);

/**
 * The discount (basis points) a distributor gives a buyer company on every order line: its
 * customer group's discount or its active membership tier's, whichever is larger; 0 for a buyer
 * that is not an active customer of the distributor. Order pricing takes the larger of this and
 * the quantity tier (never both).
 */
export async function customerDiscountBp(tx: Tx, distributor: string, buyer: string) {
  const [row] = await tx
    .select({
      groupPercent: customerGroups.discountPercent,
      tierPercent: memberships.discountPercent,
      tierActive: memberships.isActive,
    })
    .from(customers)
    .leftJoin(
      customerGroups,
      and(
        eq(customerGroups.id, customers.customerGroupId),
        eq(customerGroups.entityCode, customers.entityCode),
      ),
    )
    .leftJoin(
      memberships,
      and(
        eq(memberships.id, customers.membershipId),
        eq(memberships.entityCode, customers.entityCode),
      ),
    )
    .where(
      and(
        eq(customers.entityCode, distributor),
        eq(customers.customerEntityCode, buyer),
        eq(customers.isActive, true),
      ),
    );
  if (!row) return 0;
  return Math.max(toBp(row.groupPercent), row.tierActive ? toBp(row.tierPercent) : 0);
}

import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { wanderSerialNumbers } from '../../db/schema/index.js';

/**
 * The providers' words for an eSIM that is on a phone: eSIM Access's esimStatus (IN_USE, USED_UP,
 * USED_EXPIRED) and SM-DP+ states (INSTALLATION, ENABLED, DISABLED), Airalo's usage status
 * (ACTIVE, FINISHED). NOT_ACTIVE, GOT_RESOURCE, RELEASED or an expired unused eSIM are not.
 */
const INSTALLED_STATUS =
  /^(IN_USE|USED_UP|USED_EXPIRED|ACTIVE|FINISHED|INSTALLED|INSTALLATION|ENABLED|DISABLED)$/i;

/** Whether a supplier's report says the eSIM is installed: its status word, or data used. */
export function reportsInstalled(status: string | null, usedMb = 0): boolean {
  return usedMb > 0 || (status !== null && INSTALLED_STATUS.test(status.trim()));
}

/** Records the first report that the eSIM is installed; a later report keeps the first time. */
export async function markInstalled(db: Db, serialId: string) {
  await db
    .update(wanderSerialNumbers)
    .set({ installedAt: new Date() })
    .where(and(eq(wanderSerialNumbers.id, serialId), isNull(wanderSerialNumbers.installedAt)));
}

import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import { PeriodicJob } from '../../platform/jobs/periodic-job.js';
import { customers, memberships, purchaseOrders } from '../../db/schema/index.js';

export const MEMBERSHIP_UPGRADE_JOB = 'customer.membership-upgrade';
/** How often the upgrade job is queued (the job itself is cheap: one UPDATE per tier). */
const EVERY_MS = 60 * 60 * 1000;
/** Orders whose payment counts towards a tier (a cancelled order does not). */
const PAID = sql`('Paid', 'Fulfilled', 'Completed')`;

/**
 * Moves customers up to the best tier they qualify for: for each active tier, best first, every
 * active customer of its distributor whose current tier is lower and whose paid purchases from
 * that distributor within the tier's period reach its spend threshold. Never moves anyone down,
 * so a second run changes nothing. Each tier is one statement; answers how many moved.
 */
export async function runMembershipUpgrades(db: Db): Promise<number> {
  const tiers = await db
    .select()
    .from(memberships)
    .where(eq(memberships.isActive, true))
    .orderBy(desc(memberships.level));
  let moved = 0;
  for (const tier of tiers) {
    const current = db
      .select({ level: memberships.level })
      .from(memberships)
      .where(eq(memberships.id, customers.membershipId));
    const spentMinor = sql`(
      select coalesce(sum(${purchaseOrders.totalMinor}), 0) from ${purchaseOrders}
      where ${purchaseOrders.entityCode} = ${customers.customerEntityCode}
        and ${purchaseOrders.distributorEntityCode} = ${customers.entityCode}
        and ${purchaseOrders.status} in ${PAID}
        and ${purchaseOrders.paidAt} >= now() - make_interval(days => ${tier.periodDays}::int)
    )`;
    const rows = await db
      .update(customers)
      .set({ membershipId: tier.id, membershipName: tier.name, membershipSince: new Date() })
      .where(
        and(
          eq(customers.entityCode, tier.entityCode),
          eq(customers.isActive, true),
          sql`coalesce((${current}), 0) < ${tier.level}`,
          sql`${spentMinor} >= round(${tier.spendThreshold}::numeric * 100)`,
        ),
      )
      .returning({ id: customers.id });
    moved += rows.length;
  }
  return moved;
}

/** The scheduled job: queued every hour (one at a time, not at start-up), retried twice on failure. */
export class MembershipUpgradeJobs extends PeriodicJob {
  constructor(jobs: JobQueue, db: Db, onError: (error: unknown) => void) {
    super(
      jobs,
      {
        name: MEMBERSHIP_UPGRADE_JOB,
        everyMs: EVERY_MS,
        retryDelaySeconds: 60,
        singletonKey: 'all',
        runAtStart: false,
      },
      () => runMembershipUpgrades(db),
      onError,
    );
  }
}

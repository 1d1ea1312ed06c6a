import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { consumerGroups, consumerUpgradeGoals } from '../../db/schema/index.js';

/** What a consumer group in use by goals says on delete: 'Consumer Group is used by 2 upgrade goals'. */
export const GOAL_NOUN = ['upgrade goal', 'upgrade goals'] as const;

/** The Consumer Summary shows each goal's group name: a group's rename reaches its goals. */
export async function refreshGoalGroupNames(db: Tx, entityCode: string) {
  await db
    .update(consumerUpgradeGoals)
    .set({
      consumerGroupName: sql`(select ${consumerGroups.name} from ${consumerGroups} where ${consumerGroups.id} = ${consumerUpgradeGoals.consumerGroupId})`,
    })
    .where(eq(consumerUpgradeGoals.entityCode, entityCode));
}

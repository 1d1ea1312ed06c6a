import { wanderPlans } from '../db/schema/index.js';
import type { Db } from '../platform/db/client.js';

const DESTINATIONS: [string, string][] = [
  ['Japan', 'NTT Docomo and SoftBank'],
  ['South Korea', 'SK Telecom and KT'],
  ['Thailand', 'AIS and dtac'],
  ['Vietnam', 'Viettel'],
  ['Singapore', 'Singtel and StarHub'],
  ['Malaysia', 'Maxis and CelcomDigi'],
  ['Indonesia', 'Telkomsel'],
  ['Australia', 'Telstra and Optus'],
  ['Europe (33 countries)', 'Orange, Vodafone and partners'],
  ['United States', 'T-Mobile and AT&T'],
  ['Asia (13 countries)', 'regional partners'],
  ['Global (120+ countries)', 'roaming partners worldwide'],
];
const KINDS: [string, string][] = [
  ['Unlimited', 'Unlimited data, fair use 2GB/day at full speed'],
  ['Data Pack', 'Fixed data packs of 1 to 50GB'],
  ['Day Pass', 'Daily data passes of 500MB to 2GB'],
];

/** The demo plan catalogue of the Wander plan list (36 plans, so paging shows). */
export async function seedPlans(db: Db) {
  const rows = DESTINATIONS.flatMap(([destination, networks]) =>
    KINDS.map(([kind, detail]) => ({
      planName: `${destination} ${kind}`,
      description: `${detail} on ${networks}.`,
    })),
  );
  await db.insert(wanderPlans).values(rows).onConflictDoNothing();
}

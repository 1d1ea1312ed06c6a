import type { LocationSetupInput } from '@wander/contract';
import type { Db } from '../platform/db/client.js';
import { locationSetups } from '../db/schema/index.js';
import { generateLocations } from '../modules/product/generate-locations.js';

/** Demo warehouses: the platform's small returns store and the demo distributor's stock room. */
const DEMO_SETUPS: (LocationSetupInput & { entityCode: string })[] = [
  {
    entityCode: 'WANDER',
    prefix: 'HQ',
    separator: '-',
    zoneCount: 1,
    rackCount: 2,
    levelCount: 2,
    binCount: 3,
  },
  {
    entityCode: 'DIST001',
    prefix: 'KL',
    separator: '-',
    zoneCount: 2,
    rackCount: 3,
    levelCount: 2,
    binCount: 4,
  },
];

/**
 * Location setups and their locations (12 and 48). A setup that exists is left alone, and so are
 * its locations: a re-run never brings back what a user changed or deleted.
 */
export async function seedLocations(db: Db) {
  for (const { entityCode, ...setup } of DEMO_SETUPS) {
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(locationSetups)
        .values({ entityCode, ...setup })
        .onConflictDoNothing()
        .returning({ entityCode: locationSetups.entityCode });
      if (inserted.length === 1) await generateLocations(tx, entityCode);
    });
  }
}

import { count, eq, sql } from 'drizzle-orm';
import type { LocationSetupInput } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { locationSetups, locations } from '../../db/schema/index.js';

/** The company's saved setup, or undefined; `lock` holds it for the transaction (generation). */
export async function findLocationSetup(tx: Tx, entityCode: string, lock = false) {
  const query = tx.select().from(locationSetups).where(eq(locationSetups.entityCode, entityCode));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Inserts or replaces the company's setup (one row per company). */
export async function upsertLocationSetup(tx: Tx, entityCode: string, input: LocationSetupInput) {
  const values = { ...input, updatedAt: new Date() };
  const [row] = await tx
    .insert(locationSetups)
    .values({ entityCode, ...values })
    .onConflictDoUpdate({ target: locationSetups.entityCode, set: values })
    .returning();
  return row;
}

export async function countLocations(tx: Tx, entityCode: string) {
  const [row] = await tx
    .select({ total: count() })
    .from(locations)
    .where(eq(locations.entityCode, entityCode));
  return row.total;
}

/**
 * Every location of the setup that the company does not have yet, in one statement: zones as
 * letters, racks, levels and bins as two digits, joined by the separator (locationCodeOf in the
 * contract builds the same code). An existing code (active or not) is left as it is. Answers how
 * many rows were inserted.
 */
export async function insertMissingLocations(
  tx: Tx,
  entityCode: string,
  setup: LocationSetupInput,
): Promise<number> {
  const sep = sql`${setup.separator}::text`;
  const result = (await tx.execute(sql`
    with inserted as (
      insert into locations (entity_code, location_code, zone, rack, level, bin)
      select ${entityCode}::text,
        ${setup.prefix}::text || ${sep} || chr(64 + z) || ${sep} || lpad(r::text, 2, '0') || ${sep}
          || lpad(l::text, 2, '0') || ${sep} || lpad(b::text, 2, '0'),
        chr(64 + z), r, l, b
      from generate_series(1, ${setup.zoneCount}::int) z
        cross join generate_series(1, ${setup.rackCount}::int) r
        cross join generate_series(1, ${setup.levelCount}::int) l
        cross join generate_series(1, ${setup.binCount}::int) b
      on conflict (entity_code, location_code) do nothing
      returning 1)
    select count(*)::int as "created" from inserted`)) as unknown as {
    rows: { created: number }[];
  };
  return result.rows[0].created;
}

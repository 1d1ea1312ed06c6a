import {
  DEFAULT_LOCATION_SETUP,
  LocationMessage,
  locationCodeOf,
  locationTotal,
  MAX_LOCATIONS,
  type LocationSetup,
  type LocationSetupInput,
} from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { countLocations, findLocationSetup, upsertLocationSetup } from './location.queries.js';

type SetupRow = Awaited<ReturnType<typeof findLocationSetup>>;

/** The fields of a setup row that make locations. */
export function setupInputOf(row: NonNullable<SetupRow>): LocationSetupInput {
  return {
    prefix: row.prefix,
    separator: row.separator as LocationSetupInput['separator'],
    zoneCount: row.zoneCount,
    rackCount: row.rackCount,
    levelCount: row.levelCount,
    binCount: row.binCount,
  };
}

/** Refuses a setup that would make more than MAX_LOCATIONS (a form-level 400, nothing saved). */
export function assertWithinCap(setup: LocationSetupInput) {
  const total = locationTotal(setup);
  if (total > MAX_LOCATIONS) {
    throw new AppError('VALIDATION', LocationMessage.tooMany(total));
  }
}

/** The setup as GET answers it: what it makes and how many locations the company has. */
async function summarise(
  tx: Tx,
  entityCode: string,
  setup: LocationSetupInput,
  row: SetupRow,
): Promise<LocationSetup> {
  return {
    ...setup,
    isSaved: !!row,
    updatedAt: row?.updatedAt ?? null,
    totalLocations: locationTotal(setup),
    firstCode: locationCodeOf(setup, 1, 1, 1, 1),
    lastCode: locationCodeOf(
      setup,
      setup.zoneCount,
      setup.rackCount,
      setup.levelCount,
      setup.binCount,
    ),
    existingLocations: await countLocations(tx, entityCode),
  };
}

/** GET product/LocationSetup: the working company's setup, the defaults when it has none. */
export async function readLocationSetup(tx: Tx, entityCode: string): Promise<LocationSetup> {
  const row = await findLocationSetup(tx, entityCode);
  return summarise(tx, entityCode, row ? setupInputOf(row) : DEFAULT_LOCATION_SETUP, row);
}

/**
 * PUT product/LocationSetup. Saving changes no location: the next generation makes the codes of
 * the new setup that are missing, and the old ones stay until they are deleted.
 */
export async function saveLocationSetup(
  tx: Tx,
  entityCode: string,
  input: LocationSetupInput,
): Promise<LocationSetup> {
  assertWithinCap(input);
  const row = await upsertLocationSetup(tx, entityCode, input);
  return summarise(tx, entityCode, setupInputOf(row), row);
}

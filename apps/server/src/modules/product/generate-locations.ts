import { LocationMessage, locationTotal, type GenerateLocationsResult } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { findLocationSetup, insertMissingLocations } from './location.queries.js';
import { assertWithinCap, setupInputOf } from './location-setup.js';

/**
 * POST product/Location: makes the working company's locations of its saved setup that it does
 * not have yet, in one transaction. The setup row is locked first, so two generations of one
 * company run one after the other (the second finds everything there). Running it again
 * creates nothing.
 */
export async function generateLocations(
  tx: Tx,
  entityCode: string,
): Promise<GenerateLocationsResult> {
  const row = await findLocationSetup(tx, entityCode, true);
  if (!row) throw new AppError('BUSINESS_RULE', LocationMessage.notSaved);
  const setup = setupInputOf(row);
  assertWithinCap(setup);
  const total = locationTotal(setup);
  const created = await insertMissingLocations(tx, entityCode, setup);
  return { created, existed: total - created, total };
}

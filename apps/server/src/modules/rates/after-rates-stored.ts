import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import { checkRateMoves } from '../supply/rate-moves.js';

/**
 * What runs once exchange rates are stored (the rates job, an import, a rate typed in): the
 * provider plans' margin check and the suggestions that waited for a rate (supply/rate-moves.ts).
 * Its failure is logged and is not the write's: the rates are stored, and the next run checks
 * again (the job runs it every time, whether it wrote rates or not).
 */
export async function afterRatesStored(db: Db, log: FastifyBaseLogger) {
  try {
    const run = await checkRateMoves(db);
    if (run.flagged || run.cleared || run.suggested) log.info(run, 'rate move check');
  } catch (error) {
    log.error({ err: error }, 'rate move check failed');
  }
}

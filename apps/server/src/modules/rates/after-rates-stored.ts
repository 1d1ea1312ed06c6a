import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client.js';

/** Work a higher area does once rates are stored (the supply area's margin check). */
export type RatesStoredListener = (db: Db, log: FastifyBaseLogger) => Promise<void>;

const listeners = new Set<RatesStoredListener>();

/**
 * A port the areas above rates fill when the server starts (the supply area registers its
 * provider plans' margin check, supply/rate-moves.ts), so rates imports none of them. A
 * listener registered twice (a second app in one process) runs once.
 */
export function onRatesStored(listener: RatesStoredListener) {
  listeners.add(listener);
}

/**
 * What runs once exchange rates are stored (the rates job, an import, a rate typed in): each
 * listener in turn. A failure is logged and is not the write's: the rates are stored, and the
 * next run checks again (the job runs it every time, whether it wrote rates or not).
 */
export async function afterRatesStored(db: Db, log: FastifyBaseLogger) {
  for (const listener of listeners) {
    try {
      await listener(db, log);
    } catch (error) {
      log.error({ err: error }, 'work after storing exchange rates failed');
    }
  }
}

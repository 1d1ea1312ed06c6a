import { and, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { exchangeRates } from '../../db/schema/index.js';
import { afterRatesStored } from './after-rates-stored.js';

/**
 * A rate typed in the back office is 'Manual' (an ECB or imported rate edited by hand becomes so),
 * and a pair has one rate a day: a second is refused (409) in words, before the unique key would.
 * A rate written or deleted is followed by the rate move check (after-rates-stored.ts).
 */
export function exchangeRateRules(db: Db) {
  return {
    beforeWrite: async (_request: FastifyRequest, body: Record<string, unknown>, id?: string) => {
      body.source = 'Manual';
      const base = String(body.baseCurrency);
      const quote = String(body.quoteCurrency);
      const day = String(body.rateDate);
      const [taken] = await db
        .select({ id: exchangeRates.id })
        .from(exchangeRates)
        .where(
          and(
            eq(exchangeRates.baseCurrency, base),
            eq(exchangeRates.quoteCurrency, quote),
            eq(exchangeRates.rateDate, day),
            id ? ne(exchangeRates.id, id) : undefined,
          ),
        )
        .limit(1);
      if (taken) {
        throw new AppError('CONFLICT', 'This record already exists', {
          rateDate: [`A rate from ${base} to ${quote} on ${day} already exists`],
        });
      }
    },
    afterWrite: (request: FastifyRequest) => afterRatesStored(db, request.log),
  };
}

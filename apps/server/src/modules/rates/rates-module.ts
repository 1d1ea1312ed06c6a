import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../platform/services.js';
import { PeriodicJob } from '../../platform/jobs/periodic-job.js';
import { ecbSource } from './ecb-source.js';
import type { RatesSource } from './rates-source.js';
import { syncRates } from './store-source-rates.js';
import { exchangeRateImportRoutes } from './exchange-rate-import.routes.js';
import { afterRatesStored } from './after-rates-stored.js';

export const RATES_JOB = 'rates.sync';
/** Every 6 hours: the ECB publishes once a working day (~16:00 CET); a run finding it unchanged writes nothing. */
const RATES_EVERY_MS = 6 * 3_600_000;

/** The configured source (RATES_SOURCE), or none. */
export function ratesSourceOf(services: Services): RatesSource | undefined {
  const { source, ecbUrl } = services.config.rates;
  return source === 'ecb' ? ecbSource(ecbUrl) : undefined;
}

/** Exchange rates (issue 40): their CSV import, and the configured source's fetch on a timer. */
export function ratesModule(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(exchangeRateImportRoutes(services));
    const source = ratesSourceOf(services);
    if (!source) return;
    const { db } = services.database;
    const job = new PeriodicJob(
      services.jobs,
      { name: RATES_JOB, everyMs: RATES_EVERY_MS, retryDelaySeconds: 300 },
      async () => {
        const run = await syncRates(db, source);
        app.log.info({ source: source.kind, ...run }, 'exchange rates fetched');
        await afterRatesStored(db, app.log);
      },
      (error) => app.log.error({ err: error }, 'fetching exchange rates failed'),
    );
    app.addHook('onReady', async () => job.start());
    app.addHook('onClose', async () => job.stop());
  };
}

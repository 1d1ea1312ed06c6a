import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../platform/services.js';
import { PeriodicJob } from '../../platform/jobs/periodic-job.js';
import { providers } from '../../db/schema/index.js';
import { planSupplyRoutes } from './plan-supply.routes.js';
import { pollProviders } from './poll-providers.js';
import { providerRoutes } from './provider.routes.js';
import { reportProviderCalls } from './provider-calls.js';
import { defineSupplyJobs } from './supply-jobs.js';
import { queueDueSyncs, SYNC_DUE_EVERY_MS, SYNC_DUE_JOB } from './sync-schedule.js';
import { supplyWebhookRoutes } from './webhook.routes.js';
import { onRatesStored } from '../rates/after-rates-stored.js';
import { rateMovesAfterRates } from './rate-moves.js';

export const POLL_JOB = 'supply.poll';
/** Usage and balances every 30 minutes (SUPPLY_POLL_MINUTES); webhooks bring usage sooner. */
const POLL_EVERY_MS = (Number(process.env.SUPPLY_POLL_MINUTES) || 30) * 60_000;

/**
 * Upstream eSIM providers (issue 27): providers, plan supply, webhooks, the sync job and its
 * schedule, and the usage poll.
 */
export function supplyModule(services: Services): FastifyPluginAsyncZod {
  // A rate move past the threshold flags provider plans (rates fills no import of supply).
  onRatesStored(rateMovesAfterRates);
  return async (app) => {
    const { db } = services.database;
    reportProviderCalls(db, services.metrics.providerCall);
    defineSupplyJobs(db, services.jobs, services.secrets, services.mail);
    const poll = new PeriodicJob(
      services.jobs,
      { name: POLL_JOB, everyMs: POLL_EVERY_MS, retryDelaySeconds: 60 },
      // A run ends well before the next one (what it did not reach comes first then).
      () =>
        pollProviders(db, services.secrets, services.mail, {
          runSeconds: Math.min(600, (POLL_EVERY_MS * 0.8) / 1000),
        }),
      (error) => app.log.error({ err: error }, 'provider poll failed'),
    );
    // Each synced provider's packages again every SUPPLY_SYNC_MINUTES (sync-schedule.ts).
    const syncs = new PeriodicJob(
      services.jobs,
      { name: SYNC_DUE_JOB, everyMs: SYNC_DUE_EVERY_MS, retryDelaySeconds: 30 },
      () => queueDueSyncs(db, services.jobs, services.config.supply.syncMinutes),
      (error) => app.log.error({ err: error }, 'scheduling provider syncs failed'),
    );
    app.addHook('onReady', async () => {
      if (!services.config.supply.demoSupplier) await demoSupplierOff();
      poll.start();
      syncs.start();
    });
    app.addHook('onClose', async () => {
      poll.stop();
      syncs.stop();
    });
    /** Where the Demo Supplier is not allowed (SUPPLY_DEMO), no account of it sells anything. */
    async function demoSupplierOff() {
      const off = await db
        .update(providers)
        .set({ isActive: false })
        .where(and(eq(providers.kind, 'demo'), eq(providers.isActive, true)))
        .returning({ id: providers.id });
      if (off.length) app.log.warn({ providers: off.length }, 'Demo Supplier accounts deactivated');
    }
    await app.register(providerRoutes(services));
    await app.register(planSupplyRoutes(services));
    await app.register(supplyWebhookRoutes(services));
  };
}

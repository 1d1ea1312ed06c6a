import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../platform/services.js';
import { planSupplyRoutes } from './plan-supply.routes.js';
import { providerRoutes } from './provider.routes.js';
import { PeriodicJob } from '../../platform/jobs/periodic-job.js';
import { pollProviders } from './poll-providers.js';
import { defineSupplyJobs } from './supply-jobs.js';

export const POLL_JOB = 'supply.poll';
/** Usage and balances every 30 minutes (SUPPLY_POLL_MINUTES); webhooks bring usage sooner. */
const POLL_EVERY_MS = (Number(process.env.SUPPLY_POLL_MINUTES) || 30) * 60_000;
import { supplyWebhookRoutes } from './webhook.routes.js';

/** Upstream eSIM providers (issue 27): providers, plan supply, webhooks and the sync job. */
export function supplyModule(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const { db } = services.database;
    defineSupplyJobs(db, services.jobs, services.secrets, services.mail);
    const poll = new PeriodicJob(
      services.jobs,
      { name: POLL_JOB, everyMs: POLL_EVERY_MS, retryDelaySeconds: 60 },
      () => pollProviders(db, services.secrets, services.mail),
      (error) => app.log.error({ err: error }, 'provider poll failed'),
    );
    app.addHook('onReady', async () => poll.start());
    app.addHook('onClose', async () => poll.stop());
    await app.register(providerRoutes(services));
    await app.register(planSupplyRoutes(services));
    await app.register(supplyWebhookRoutes(services));
  };
}

import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { JobQueue } from '../../platform/jobs/jobs.js';
import type { Mailer } from '../../platform/mail/index.js';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import { providers } from '../../db/schema/index.js';
import { ProviderError } from './provider-adapter.js';
import { adapterOf, providerOf } from './provider.queries.js';
import { recordBalance } from './refresh-balance.js';
import { syncProviderPackages } from './sync-provider-packages.js';

export const SYNC_JOB = 'supply.sync-packages';

/** After the claim committed (claimSync): the sync runs as a job, progress on the row. */
export async function queueSync(jobs: JobQueue, entityCode: string, providerId: string) {
  await jobs.send(SYNC_JOB, { entityCode, providerId }, { wake: true });
}

/**
 * The sync job (a distributor's Sync, or the schedule in sync-schedule.ts): the provider's
 * packages into plans (sync-provider-packages.ts), then the balance. A transient provider error
 * (timeout, 429, 5xx) is retried with back-off, the row still Running and saying so; the outcome
 * is the row's: Succeeded with what changed, or Failed with the provider's error once it is
 * permanent or the retries are spent.
 */
export function defineSupplyJobs(db: Db, jobs: JobQueue, secrets: SecretBox, mail: Mailer) {
  jobs.define<{ entityCode: string; providerId: string }>(
    SYNC_JOB,
    async ({ entityCode, providerId }, { attempt, final }) => {
      const row = await providerOf(db, entityCode, providerId);
      if (!row) return;
      const where = and(eq(providers.entityCode, entityCode), eq(providers.id, providerId));
      try {
        const adapter = adapterOf(secrets, row, db);
        const counts = await syncProviderPackages(db, row, await adapter.listPackages());
        const [done] = await db
          .update(providers)
          .set({
            lastSyncStatus: 'Succeeded',
            lastSyncMessage: `${counts.created} new, ${counts.changed} price changes, ${counts.withdrawn} withdrawn`,
            lastSyncAt: new Date(),
          })
          .where(where)
          .returning();
        await recordBalance(db, mail, done, await adapter.balance().catch(() => null));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const retry = !final && error instanceof ProviderError && error.retryable;
        await db
          .update(providers)
          .set(
            retry
              ? {
                  lastSyncMessage: `Attempt ${attempt} failed, trying again: ${reason}`.slice(
                    0,
                    512,
                  ),
                }
              : {
                  lastSyncStatus: 'Failed',
                  lastSyncMessage: (attempt > 1 ? `${reason} (${attempt} attempts)` : reason).slice(
                    0,
                    512,
                  ),
                  lastSyncAt: new Date(),
                },
          )
          .where(where);
        if (retry) throw error;
      }
    },
    SYNC_RETRY,
  );
}

/** A sync's transient failures: 3 more tries, 30 s, 60 s and 120 s later (pg-boss back-off). */
export const SYNC_RETRY = { retryLimit: 3, retryDelaySeconds: 30, retryBackoff: true };

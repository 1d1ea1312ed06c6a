import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { JobQueue } from '../../platform/jobs/jobs.js';
import type { Mailer } from '../../platform/mail/index.js';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import { providers } from '../../db/schema/index.js';
import { adapterOf, providerOf } from './provider.queries.js';
import { recordBalance } from './refresh-balance.js';
import { syncProviderPackages } from './sync-provider-packages.js';

export const SYNC_JOB = 'supply.sync-packages';

/** After the claim committed (claimSync): the sync runs as a job, progress on the row. */
export async function queueSync(jobs: JobQueue, entityCode: string, providerId: string) {
  await jobs.send(SYNC_JOB, { entityCode, providerId }, { wake: true });
}

/**
 * The sync job: the provider's packages into plans (sync-provider-packages.ts), then the balance.
 * Its outcome is the row's: Succeeded with what changed, or Failed with the provider's error
 * (not retried by itself: the distributor starts it again).
 */
export function defineSupplyJobs(db: Db, jobs: JobQueue, secrets: SecretBox, mail: Mailer) {
  jobs.define<{ entityCode: string; providerId: string }>(
    SYNC_JOB,
    async ({ entityCode, providerId }) => {
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
        await db
          .update(providers)
          .set({
            lastSyncStatus: 'Failed',
            lastSyncMessage: reason.slice(0, 512),
            lastSyncAt: new Date(),
          })
          .where(where);
      }
    },
    { retryLimit: 0, retryDelaySeconds: 5, retryBackoff: false },
  );
}

import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import type { Mailer } from '../../platform/mail/index.js';
import { providers, wanderSerialNumbers } from '../../db/schema/index.js';
import { recordUsage } from './apply-webhook.js';
import { adapterOf } from './provider.queries.js';
import { recordBalance } from './refresh-balance.js';

/** eSIMs asked about per provider and run, newest deliveries first (the rest wait a period). */
const PER_PROVIDER = 500;
const CONCURRENCY = 4;
/** An eSIM delivered longer ago than this is past any plan's validity: no longer polled. */
const POLL_DAYS = 90;

/**
 * The periodic poll (job `supply.poll`): every active provider's balance (the low-balance
 * e-mail), and the usage of its delivered eSIMs into esim_usages, for the usage report, the usage
 * alerts and the dashboards; webhooks bring usage sooner where the provider sends them. One eSIM's
 * failure does not stop the others; a provider that fails is skipped until the next run.
 */
export async function pollProviders(db: Db, secrets: SecretBox, mail: Mailer) {
  const summary = { providers: 0, esims: 0, failed: 0 };
  const active = await db.select().from(providers).where(eq(providers.isActive, true));
  for (const row of active) {
    let adapter;
    try {
      adapter = adapterOf(secrets, row, db);
      await recordBalance(db, mail, row, await adapter.balance());
    } catch {
      summary.failed++;
      continue;
    }
    summary.providers++;
    const esims = await db
      .select({ iccid: wanderSerialNumbers.iccid })
      .from(wanderSerialNumbers)
      .where(
        and(
          eq(wanderSerialNumbers.entityCode, row.entityCode),
          eq(wanderSerialNumbers.providerId, row.id),
          eq(wanderSerialNumbers.status, 'delivered'),
          gt(wanderSerialNumbers.deliveredAt, sql`now() - make_interval(days => ${POLL_DAYS})`),
        ),
      )
      .orderBy(desc(wanderSerialNumbers.deliveredAt))
      .limit(PER_PROVIDER);
    for (let i = 0; i < esims.length; i += CONCURRENCY) {
      await Promise.all(
        esims.slice(i, i + CONCURRENCY).map(async ({ iccid }) => {
          try {
            if (await recordUsage(db, row, await adapter.usage(iccid))) summary.esims++;
          } catch {
            summary.failed++;
          }
        }),
      );
    }
  }
  return summary;
}

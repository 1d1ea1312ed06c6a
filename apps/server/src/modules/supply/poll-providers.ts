import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import type { Mailer } from '../../platform/mail/index.js';
import { providers, wanderSerialNumbers } from '../../db/schema/index.js';
import { recordUsage } from './apply-webhook.js';
import { isAccountWideWait, PacingError } from './pacing.js';
import { pruneBuckets } from './pacing.queries.js';
import type { ProviderAdapter } from './provider-adapter.js';
import { adapterOf, type ProviderRow } from './provider.queries.js';
import { recordBalance } from './refresh-balance.js';

/** An eSIM delivered longer ago than this is past any plan's validity: no longer polled. */
const POLL_DAYS = 90;
/** Usage calls at once per provider account; the pacer spaces them by the account's limits. */
const CONCURRENCY = 4;
/** Provider accounts polled at once (each has its own limits). */
const PROVIDERS_AT_ONCE = 4;

export interface PollOptions {
  /** eSIMs asked about per provider and run (default 500). */
  perProvider?: number;
  /** No new call after this many seconds of the run (default 600: well inside the job's life). */
  runSeconds?: number;
}

export interface PollSummary {
  providers: number;
  esims: number;
  failed: number;
  /** Due eSIMs the run did not reach (its budget, its time, a paused account): next run's first. */
  carried: number;
}

/**
 * The periodic poll (job `supply.poll`): every active provider's balance (the low-balance
 * e-mail), and the usage of its delivered eSIMs into esim_usages, for the usage report, the usage
 * alerts and the dashboards; webhooks bring usage sooner where the provider sends them. Each run
 * asks the eSIMs asked longest ago first (`usage_polled_at`), so what one run could not reach
 * (its budget, its time, or the account's rate limit paused by a 429) comes first in the next.
 * One eSIM's failure does not stop the others; a provider that fails is skipped until next run.
 */
export async function pollProviders(
  db: Db,
  secrets: SecretBox,
  mail: Mailer,
  options: PollOptions = {},
): Promise<PollSummary> {
  const summary: PollSummary = { providers: 0, esims: 0, failed: 0, carried: 0 };
  const deadline = Date.now() + (options.runSeconds ?? 600) * 1000;
  const active = await db.select().from(providers).where(eq(providers.isActive, true));
  let next = 0;
  const worker = async () => {
    while (next < active.length) {
      const row = active[next++];
      await pollProvider(db, secrets, mail, row, options.perProvider ?? 500, deadline, summary);
    }
  };
  await Promise.all(Array.from({ length: PROVIDERS_AT_ONCE }, worker));
  return summary;
}

async function pollProvider(
  db: Db,
  secrets: SecretBox,
  mail: Mailer,
  row: ProviderRow,
  perProvider: number,
  deadline: number,
  summary: PollSummary,
) {
  let adapter: ProviderAdapter;
  try {
    adapter = adapterOf(secrets, row, db);
    await recordBalance(db, mail, row, await adapter.balance());
  } catch {
    summary.failed++;
    return;
  }
  summary.providers++;
  await pruneBuckets(db, row.entityCode, row.id);
  const polled = and(
    eq(wanderSerialNumbers.entityCode, row.entityCode),
    eq(wanderSerialNumbers.providerId, row.id),
    eq(wanderSerialNumbers.status, 'delivered'),
    gt(wanderSerialNumbers.deliveredAt, sql`now() - make_interval(days => ${POLL_DAYS})`),
  );
  const [{ total }] = await db.select({ total: count() }).from(wanderSerialNumbers).where(polled);
  const due = await db
    .select({ id: wanderSerialNumbers.id, iccid: wanderSerialNumbers.iccid })
    .from(wanderSerialNumbers)
    .where(polled)
    .orderBy(
      sql`${wanderSerialNumbers.usagePolledAt} asc nulls first`,
      desc(wanderSerialNumbers.deliveredAt),
      asc(wanderSerialNumbers.id),
    )
    .limit(perProvider);
  let next = 0;
  let reached = 0;
  let stopped = false;
  const worker = async () => {
    while (!stopped && next < due.length && Date.now() < deadline) {
      const esim = due[next++];
      try {
        if (await recordUsage(db, row, await adapter.usage(esim.iccid))) summary.esims++;
      } catch (error) {
        // The account's usage calls are paused (a 429's Retry-After) or out of budget: the rest
        // waits for the next run. One eSIM paused is asked again next run.
        if (isAccountWideWait(error)) stopped = true;
        if (error instanceof PacingError) continue;
        summary.failed++;
      }
      reached++;
      await db
        .update(wanderSerialNumbers)
        .set({ usagePolledAt: sql`now()` })
        .where(eq(wanderSerialNumbers.id, esim.id));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  summary.carried += Number(total) - reached;
}

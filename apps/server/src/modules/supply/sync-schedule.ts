import { and, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { JobQueue } from '../../platform/jobs/jobs.js';
import { providers } from '../../db/schema/index.js';
import { queueSync } from './supply-jobs.js';
import { STALE_SYNC_MINUTES } from './sync-provider-packages.js';

/** The job that looks for providers due a package sync, every minute across all processes. */
export const SYNC_DUE_JOB = 'supply.sync-due';
export const SYNC_DUE_EVERY_MS = 60_000;

/**
 * The scheduled package sync: Airalo's package list changes under a partner (a package it stops
 * listing is no longer sold; its own SDKs keep the list at most an hour, "General caching ... 1h",
 * developers.partners.airalo.com/technical-notes-752585m0), so every active provider synced
 * before is synced again once its last sync is `minutes` old
 * (SUPPLY_SYNC_MINUTES, default 60). Each due provider is claimed Running in one statement,
 * whichever process looks (one sync at a time per provider, as a manual Sync claims it), then its
 * sync job is queued; that job retries a provider's transient errors with back-off. A package no
 * longer listed turns Withdrawn and its plan goes off sale (catalog/deliverable.queries.ts)
 * before a buyer pays for it. A provider never synced waits for the distributor's first Sync:
 * that first import is theirs to start.
 */
export async function queueDueSyncs(db: Db, jobs: JobQueue, minutes: number) {
  const due = await db
    .update(providers)
    .set({
      lastSyncStatus: 'Running',
      syncDone: 0,
      syncTotal: 0,
      lastSyncMessage: null,
      lastSyncAt: sql`now()`,
    })
    .where(
      and(
        eq(providers.isActive, true),
        isNotNull(providers.lastSyncAt),
        lt(providers.lastSyncAt, sql`now() - make_interval(mins => ${minutes})`),
        or(
          isNull(providers.lastSyncStatus),
          ne(providers.lastSyncStatus, 'Running'),
          lt(providers.lastSyncAt, sql`now() - make_interval(mins => ${STALE_SYNC_MINUTES})`),
        ),
      ),
    )
    .returning({ entityCode: providers.entityCode, id: providers.id });
  for (const row of due) await queueSync(jobs, row.entityCode, row.id);
  return due.length;
}

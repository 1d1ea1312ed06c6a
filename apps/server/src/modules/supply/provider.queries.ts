import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import { providers } from '../../db/schema/index.js';
import { createAdapter } from './adapters/index.js';
import { openCredentials } from './credentials.js';
import { providerPacer } from './pacing.js';
import { measuredAdapter } from './provider-calls.js';
import type { ProviderAdapter, ProviderKind } from './provider-adapter.js';

export type ProviderRow = typeof providers.$inferSelect;

export async function providerOf(db: Db | Tx, entityCode: string, id: string) {
  const [row] = await db
    .select()
    .from(providers)
    .where(and(eq(providers.entityCode, entityCode), eq(providers.id, id)));
  return row ?? null;
}

/**
 * The adapter a provider row speaks through, its credentials opened just for it, at the row's API
 * Address (`api_base_url`) when it has one, its calls paced through `db` by the provider's
 * documented limits (pacing.ts) and timed into the metrics (provider-calls.ts); `timeoutMs`
 * follows SUPPLY_TIMEOUT_MS when set and `catalogTimeoutMs` SUPPLY_CATALOG_TIMEOUT_MS.
 */
export function adapterOf(secrets: SecretBox, row: ProviderRow, db: Db): ProviderAdapter {
  // One adapter per account and settings in this process (and database): it keeps its sign-in
  // token (Airalo allows 3 token requests a minute), so every call need not sign in again.
  const key = `${row.entityCode}:${row.id}:${row.kind}:${row.apiBaseUrl ?? ''}:${row.credentialsEnc}`;
  let cache = adapters.get(db);
  if (!cache) adapters.set(db, (cache = new Map()));
  const cached = cache.get(key);
  if (cached) return cached;
  const adapter = newAdapter(secrets, row, db);
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
  cache.set(key, adapter);
  return adapter;
}

const MAX_CACHED = 200;
const adapters = new WeakMap<Db, Map<string, ProviderAdapter>>();

function newAdapter(secrets: SecretBox, row: ProviderRow, db: Db): ProviderAdapter {
  const credentials =
    row.kind === 'demo'
      ? { clientId: 'demo', clientSecret: 'demo' }
      : openCredentials(secrets, row.credentialsEnc);
  const adapter = createAdapter(row.kind as ProviderKind, {
    credentials,
    baseUrl: row.apiBaseUrl || undefined,
    timeoutMs: supplyTimeoutMs(),
    pacer: row.kind === 'demo' ? undefined : providerPacer(db, row),
    catalogTimeoutMs: supplyCatalogTimeoutMs(),
  });
  return measuredAdapter(adapter, db);
}

/**
 * The longest wait for the call that lists a provider's whole catalogue (eSIM Access's unpaged
 * package list can take over 30 s): SUPPLY_CATALOG_TIMEOUT_MS, default 120 s.
 */
export function supplyCatalogTimeoutMs(): number {
  const value = Number(process.env.SUPPLY_CATALOG_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : 120_000;
}

/** The longest wait for one provider call (SUPPLY_TIMEOUT_MS, default 15 s). */
export function supplyTimeoutMs(): number {
  const value = Number(process.env.SUPPLY_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : 15_000;
}

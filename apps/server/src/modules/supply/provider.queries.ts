import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import { providers } from '../../db/schema/index.js';
import { createAdapter } from './adapters/index.js';
import { openCredentials } from './credentials.js';
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
 * Address (`api_base_url`) when it has one; `timeoutMs` follows SUPPLY_TIMEOUT_MS when set.
 */
export function adapterOf(secrets: SecretBox, row: ProviderRow): ProviderAdapter {
  // One adapter per account and settings in this process: it keeps its sign-in token (Airalo
  // allows 3 token requests a minute), so every call need not sign in again.
  const key = `${row.entityCode}:${row.id}:${row.kind}:${row.apiBaseUrl ?? ''}:${row.credentialsEnc}`;
  const cached = adapters.get(key);
  if (cached) return cached;
  const adapter = newAdapter(secrets, row);
  if (adapters.size >= MAX_CACHED) adapters.delete(adapters.keys().next().value!);
  adapters.set(key, adapter);
  return adapter;
}

const MAX_CACHED = 200;
const adapters = new Map<string, ProviderAdapter>();

function newAdapter(secrets: SecretBox, row: ProviderRow): ProviderAdapter {
  const credentials =
    row.kind === 'demo'
      ? { clientId: 'demo', clientSecret: 'demo' }
      : openCredentials(secrets, row.credentialsEnc);
  return createAdapter(row.kind as ProviderKind, {
    credentials,
    baseUrl: row.apiBaseUrl || undefined,
    timeoutMs: supplyTimeoutMs(),
  });
}

/** The longest wait for one provider call (SUPPLY_TIMEOUT_MS, default 15 s). */
export function supplyTimeoutMs(): number {
  const value = Number(process.env.SUPPLY_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : 15_000;
}

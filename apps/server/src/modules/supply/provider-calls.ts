import type { Db } from '../../platform/db/client.js';
import type { Metrics } from '../../platform/metrics/metrics.js';
import type { ProviderAdapter } from './provider-adapter.js';

/** The adapter's calls of the provider's API, each timed (the webhook checks call nothing). */
const CALLS = [
  'testConnection',
  'balance',
  'listPackages',
  'order',
  'getOrder',
  'findOrder',
  'usage',
  'topUpPackages',
  'findTopUp',
  'topUp',
] as const satisfies readonly (keyof ProviderAdapter)[];
type Call = (typeof CALLS)[number];

type Report = Metrics['providerCall'];

/**
 * Where each app's provider calls are reported: the app's metrics, by its database (adapters
 * are made and cached per database, provider.queries.ts; a test process runs several apps).
 */
const reports = new WeakMap<Db, Report>();

/** Reports every provider call made on `db`'s adapters to `report` (the supply area's start). */
export function reportProviderCalls(db: Db, report: Report) {
  reports.set(db, report);
}

/**
 * The adapter with each call of the provider timed and reported with its outcome: a call that
 * throws (the provider unreachable, a timeout, an error answer) is an error; an answer that says
 * an order failed is an answer. The report is looked up at each call, so an adapter made before
 * the app's start reports too.
 */
export function measuredAdapter(adapter: ProviderAdapter, db: Db): ProviderAdapter {
  const measured = Object.create(adapter) as ProviderAdapter;
  for (const name of CALLS) {
    const call = adapter[name] as ((...args: unknown[]) => Promise<unknown>) | undefined;
    if (!call) continue;
    Object.defineProperty(measured, name, {
      value: async (...args: unknown[]) => {
        const started = performance.now();
        const done = (ok: boolean) =>
          reports.get(db)?.(adapter.kind, (performance.now() - started) / 1000, ok, name as Call);
        try {
          const result = await call.apply(adapter, args);
          done(true);
          return result;
        } catch (error) {
          done(false);
          throw error;
        }
      },
    });
  }
  return measured;
}

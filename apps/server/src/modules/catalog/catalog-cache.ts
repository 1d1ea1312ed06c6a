import type { Database } from '../../platform/db/client.js';

/** The channel the catalogue tables' triggers notify on (migration 0012). */
export const CATALOG_CHANGED = 'catalog_changed';

interface Entry {
  generation: number;
  expiresAt: number;
  body: unknown;
}

/**
 * Catalogue search pages as the API answered them (the serialized envelope), shared by every
 * buyer of a distributor; also the trip planner's plans of a destination (issue 29). An entry is valid while no catalogue table changed since it was built:
 * triggers NOTIFY at commit, every process LISTENs and moves its generation on, and entries of
 * an older generation are dropped. A lost listening connection moves the generation too. The TTL
 * bounds how long a page lives even so; the size bounds memory (least recently used goes first).
 */
export class CatalogCache {
  private generation = 0;
  private readonly entries = new Map<string, Entry>();
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
  ) {}

  get enabled() {
    return this.ttlMs > 0 && this.unlisten !== null;
  }

  /** Starts listening; without a listener the cache stays off (never serves a stale page). */
  async start(database: Database, onError: (error: unknown) => void) {
    if (this.ttlMs <= 0) return;
    try {
      this.unlisten = await database.listen(CATALOG_CHANGED, () => this.invalidate());
    } catch (error) {
      onError(error);
    }
  }

  async stop() {
    const unlisten = this.unlisten;
    this.unlisten = null;
    this.entries.clear();
    await unlisten?.();
  }

  invalidate() {
    this.generation += 1;
    this.entries.clear();
  }

  /**
   * The cached bodies of `keys`; those missing are built together by one `build(missing)` (one
   * statement for several keys) and stored as getOrBuild stores one.
   */
  async getOrBuildMany<T>(
    keys: string[],
    build: (missing: string[]) => Promise<Map<string, T>>,
  ): Promise<Map<string, T>> {
    const out = new Map<string, T>();
    const now = Date.now();
    const missing: string[] = [];
    for (const key of keys) {
      const hit = this.enabled ? this.entries.get(key) : undefined;
      if (hit && hit.generation === this.generation && hit.expiresAt > now) {
        this.entries.delete(key);
        this.entries.set(key, hit);
        out.set(key, hit.body as T);
      } else missing.push(key);
    }
    if (missing.length === 0) return out;
    const generation = this.generation;
    const built = await build(missing);
    for (const key of missing) {
      const body = built.get(key) as T;
      out.set(key, body);
      if (this.enabled && generation === this.generation) {
        this.entries.set(key, { generation, expiresAt: now + this.ttlMs, body });
        if (this.entries.size > this.maxEntries) {
          this.entries.delete(this.entries.keys().next().value!);
        }
      }
    }
    return out;
  }

  /**
   * The cached body for `key`, or `build()`'s, stored under the generation current when the
   * build started (a change during the build makes it stale at once, never wrongly fresh).
   */
  async getOrBuild<T = string>(key: string, build: () => Promise<T>): Promise<T> {
    if (!this.enabled) return build();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.generation === this.generation && hit.expiresAt > now) {
      this.entries.delete(key);
      this.entries.set(key, hit); // most recently used last
      return hit.body as T;
    }
    const generation = this.generation;
    const body = await build();
    if (generation === this.generation) {
      this.entries.delete(key);
      this.entries.set(key, { generation, expiresAt: now + this.ttlMs, body });
      if (this.entries.size > this.maxEntries) {
        this.entries.delete(this.entries.keys().next().value!);
      }
    }
    return body;
  }
}

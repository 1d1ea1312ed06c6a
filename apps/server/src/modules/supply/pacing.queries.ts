import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';

/** One bucket: a provider account's endpoint class (or a class and one eSIM). */
export interface BucketKey {
  entityCode: string;
  providerId: string;
  bucket: string;
}

/** A token bucket: it holds at most `capacity` calls and earns `perSecond` more each second. */
export interface BucketRate {
  capacity: number;
  perSecond: number;
}

export interface Reservation {
  /** False: the call would wait longer than allowed; nothing was taken. */
  granted: boolean;
  /** How long to wait before the call (0: at once); when not granted, the wait it would need. */
  waitMs: number;
  /** The class's pause (Retry-After) as the reservation saw it, ms since the epoch; null: none. */
  pausedUntilMs: number | null;
}

type Row = { avail: number; now_ms: number; paused_ms: number | null };
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Takes one call from the bucket in one statement (the row is locked by it), whichever process
 * asks: the tokens the bucket holds now are what it held plus what it earned since, at most its
 * capacity. A call may reserve a token up to `maxWaitSeconds` ahead (the bucket goes negative
 * and the caller waits until its token is earned); a longer wait takes nothing. Times are the
 * database's clock, the one clock every process shares.
 */
export async function reserveCall(
  db: Db,
  key: BucketKey,
  rate: BucketRate,
  maxWaitSeconds: number,
): Promise<Reservation> {
  const take = () =>
    db.execute(sql`
      with cur as (
        select b.entity_code, b.provider_id, b.bucket, c.t, b.paused_until,
          least(${rate.capacity}::float8,
            b.tokens + extract(epoch from (c.t - b.updated_at)) * ${rate.perSecond}::float8) as avail
        from provider_rate_buckets b, (select clock_timestamp() as t) c
        where b.entity_code = ${key.entityCode} and b.provider_id = ${key.providerId}
          and b.bucket = ${key.bucket}
        for update of b
      )
      update provider_rate_buckets b
      set tokens = case when cur.avail - 1 >= ${-maxWaitSeconds * rate.perSecond}::float8
                        then cur.avail - 1 else cur.avail end,
          updated_at = cur.t
      from cur
      where b.entity_code = cur.entity_code and b.provider_id = cur.provider_id
        and b.bucket = cur.bucket
      returning cur.avail::float8 as avail, (extract(epoch from cur.t) * 1000)::float8 as now_ms,
        (extract(epoch from cur.paused_until) * 1000)::float8 as paused_ms`);
  let [row] = rowsOf<Row>(await take());
  if (!row) {
    // A bucket starts full; two processes creating it at once create it once.
    await db.execute(sql`
      insert into provider_rate_buckets (entity_code, provider_id, bucket, tokens, updated_at)
      values (${key.entityCode}, ${key.providerId}, ${key.bucket}, ${rate.capacity}, clock_timestamp())
      on conflict do nothing`);
    [row] = rowsOf<Row>(await take());
  }
  const avail = Number(row.avail);
  const waitMs = Math.max(0, ((1 - avail) / rate.perSecond) * 1000);
  return {
    granted: avail - 1 >= -maxWaitSeconds * rate.perSecond,
    waitMs: Math.ceil(waitMs),
    pausedUntilMs: row.paused_ms === null ? null : Number(row.paused_ms),
  };
}

/**
 * Pauses a class until `untilMs` (a 429's Retry-After): at that time the bucket holds nothing, so
 * every call reserved from now on waits for it; calls already reserved further ahead keep their
 * turn. The bucket is created empty if it did not exist.
 */
export async function pauseBucket(db: Db, key: BucketKey, rate: BucketRate, untilMs: number) {
  const until = sql`to_timestamp(${untilMs / 1000}::float8)`;
  await db.execute(sql`
    insert into provider_rate_buckets as b
      (entity_code, provider_id, bucket, tokens, updated_at, paused_until)
    values (${key.entityCode}, ${key.providerId}, ${key.bucket}, 0, ${until}, ${until})
    on conflict (entity_code, provider_id, bucket) do update set
      tokens = least(0, least(${rate.capacity}::float8,
        b.tokens + extract(epoch from (${until} - b.updated_at)) * ${rate.perSecond}::float8)),
      updated_at = ${until},
      paused_until = greatest(b.paused_until, ${until})`);
}

/** The class's pause as it stands (ms since the epoch), and the database's time now. */
export async function pauseOf(db: Db, key: BucketKey) {
  const [row] = rowsOf<{ paused_ms: number | null; now_ms: number }>(
    await db.execute(sql`
      select (extract(epoch from b.paused_until) * 1000)::float8 as paused_ms,
        (extract(epoch from clock_timestamp()) * 1000)::float8 as now_ms
      from (select 1) one
      left join provider_rate_buckets b on b.entity_code = ${key.entityCode}
        and b.provider_id = ${key.providerId} and b.bucket = ${key.bucket}`),
  );
  return {
    pausedUntilMs: row?.paused_ms == null ? null : Number(row.paused_ms),
    nowMs: Number(row?.now_ms ?? Date.now()),
  };
}

/**
 * Forgets a provider's per-eSIM buckets that are full again and not paused: a missing bucket
 * starts full, so nothing changes but the table's size.
 */
export async function pruneBuckets(db: Db, entityCode: string, providerId: string) {
  await db.execute(sql`
    delete from provider_rate_buckets
    where entity_code = ${entityCode} and provider_id = ${providerId} and bucket like '%:%'
      and updated_at < clock_timestamp() - interval '10 minutes'
      and (paused_until is null or paused_until < clock_timestamp())`);
}

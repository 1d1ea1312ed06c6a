import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { movingJournalLines } from '../../db/schema/index.js';
import {
  journalFixtures,
  journalHelpers,
} from '../../test-support/kits/moving-journal.fixtures.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onPostgres)('two journals over the same 100 eSIMs at once (PostgreSQL)', () => {
  let t: TestApp;
  let dist: Record<string, string>;
  let fx: Awaited<ReturnType<typeof journalFixtures>>;
  let h: ReturnType<typeof journalHelpers>;

  beforeAll(async () => {
    t = await createTestApp();
    fx = await journalFixtures(t.database.db, { count: 100, tag: '2' });
    h = journalHelpers(t);
    dist = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  });
  afterAll(() => t.close());

  it('receives them once: one receipt posts, the other is refused, nothing half-moved', async () => {
    const [A, B] = fx.locations.slice(0, 2);
    // The second lists them in the opposite order: locks are taken in id order, so no deadlock.
    const results = await Promise.all([
      h.post(dist, { journalType: 'receipt', toLocationId: A.id, lines: h.lines(fx.iccids) }),
      h.post(dist, {
        journalType: 'receipt',
        toLocationId: B.id,
        lines: h.lines([...fx.iccids].reverse()),
      }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const winner = results.find((r) => r.statusCode === 200)!.json().data;
    const loser = results.find((r) => r.statusCode === 422)!.json();
    expect(loser.message).toBe('100 lines cannot be posted; nothing was moved');
    const state = await h.state(fx.iccids);
    expect(new Set(state.map((s) => s.locationCode))).toEqual(new Set([winner.toLocationCode]));
    // Journal lines exist for the winner's 100 eSIMs only.
    const lines = await t.database.db
      .select({ journalId: movingJournalLines.journalId })
      .from(movingJournalLines)
      .where(inArray(movingJournalLines.iccid, fx.iccids));
    expect(lines).toHaveLength(100);
    expect(new Set(lines.map((l) => l.journalId))).toEqual(new Set([winner.id]));
  });

  it('moves them once: of a transfer and a write-off taking the same eSIMs, one wins whole', async () => {
    const [A, B] = fx.locations.slice(0, 2);
    const at = (await h.state(fx.iccids))[0].locationCode === A.code ? A : B;
    const other = at === A ? B : A;
    const results = await Promise.all([
      h.post(dist, {
        journalType: 'transfer',
        fromLocationId: at.id,
        toLocationId: other.id,
        lines: h.lines(fx.iccids),
      }),
      h.post(dist, {
        journalType: 'write_off',
        fromLocationId: at.id,
        lines: h.lines([...fx.iccids.slice(50), ...fx.iccids.slice(0, 50)]),
      }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const winner = results.find((r) => r.statusCode === 200)!.json().data;
    const state = await h.state(fx.iccids);
    const expected =
      winner.journalType === 'transfer'
        ? { status: 'available', locationCode: other.code }
        : { status: 'written_off', locationCode: null };
    expect(state.every((s) => s.status === expected.status)).toBe(true);
    expect(state.every((s) => s.locationCode === expected.locationCode)).toBe(true);
    const quantity = await h.call('GET', `product/Product/GetQuantity/${fx.productId}`, dist);
    const counts = await h.countsByStatus('DIST001', fx.variantId);
    expect(quantity.json().data[0]).toMatchObject({
      availableQuantity: counts.available ?? 0,
      writtenOffQuantity: counts.written_off ?? 0,
    });
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consumerAffiliateRegistrations, consumerAffiliates } from '../../db/schema/index.js';
import { affiliateTestKit, APPROVE_PATH } from '../../test-support/kits/affiliate-test-kit.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
const { kit, call, store, signUp } = affiliateTestKit();

/**
 * Races only exist on a real server (PGlite is one session): the partial unique index keeps one
 * Pending application per consumer, and the application's row lock lets one decision win.
 */
describe.skipIf(!onPostgres)('affiliate applications and decisions at once (PostgreSQL)', () => {
  it('takes one of ten simultaneous applications and one of five simultaneous decisions', async () => {
    const consumer = await signUp('race.affiliate@example.com');
    const applied = await Promise.all(
      Array.from({ length: 10 }, () =>
        store('POST', 'me/affiliate-application', consumer.token, {}),
      ),
    );
    expect(applied.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    const db = kit.t.database.db;
    const rows = await db
      .select()
      .from(consumerAffiliateRegistrations)
      .where(eq(consumerAffiliateRegistrations.consumerId, consumer.consumer.id));
    expect(rows).toHaveLength(1);

    const decided = await Promise.all(
      [10, 11, 12, 13, 14].map((rate) =>
        call('PUT', APPROVE_PATH(rows[0].id), { status: 'Approved', commissionRatePercent: rate }),
      ),
    );
    expect(decided.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const winner = decided.find((r) => r.statusCode === 200)!.json().data.commissionRatePercent;
    const affiliates = await db
      .select()
      .from(consumerAffiliates)
      .where(eq(consumerAffiliates.consumerId, consumer.consumer.id));
    expect(affiliates).toHaveLength(1);
    expect(affiliates[0].commissionRatePercent).toBe(winner);
  });
});

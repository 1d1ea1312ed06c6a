import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client.js';
import { SecretBox } from '../platform/crypto/secret-box.js';
import { sealPlainTotpSecrets } from '../modules/identity/two-factor.queries.js';
import { travellerToken, openTravellerToken } from '../modules/group/traveller-link.js';
import { openTestDatabase } from '../test-support/test-app.js';
import { resealColumn, SEALED_COLUMNS } from './reseal.js';

/**
 * A SECRETS_KEY rotation (docs/operations.md, "Secrets"): with the new key and the previous one
 * both given, what was sealed under the previous key still opens, `npm run secrets:reseal` seals
 * it again under the new key, and afterwards the new key alone opens everything.
 */
describe('SECRETS_KEY rotation', () => {
  let database: Database;
  const oldKey = randomBytes(32);
  const newKey = randomBytes(32);
  const before = new SecretBox(oldKey);
  const during = new SecretBox(newKey, oldKey);
  const after = new SecretBox(newKey);

  beforeAll(async () => {
    database = await openTestDatabase(undefined, true);
    // The demo's two-factor secrets, sealed under the old key as a running server seals them.
    expect(await sealPlainTotpSecrets(database.db, before)).toBeGreaterThan(0);
  });
  afterAll(() => database.close());

  const sealedValues = async () => {
    const all: string[] = [];
    for (const column of SEALED_COLUMNS) {
      const rows = (await database.db.select({ v: column.value }).from(column.table)) as {
        v: string | null;
      }[];
      all.push(...rows.map((r) => r.v).filter((v): v is string => !!v?.startsWith('v1.')));
    }
    return all;
  };

  it('seals again under the new key what the old one sealed, once', async () => {
    const plain = (await sealedValues()).map((v) => before.open(v)).sort();
    expect(plain.length).toBeGreaterThan(0);
    let resealed = 0;
    for (const column of SEALED_COLUMNS) {
      const result = await resealColumn(database.db, during, column);
      expect(result.unreadable).toBe(0);
      resealed += result.resealed;
    }
    expect(resealed).toBe(plain.length);
    const now = await sealedValues();
    expect(now.map((v) => after.open(v)).sort()).toEqual(plain);
    expect(() => before.open(now[0])).toThrow();
    for (const column of SEALED_COLUMNS) {
      expect((await resealColumn(database.db, during, column)).resealed).toBe(0);
    }
  });

  it("keeps a traveller's link signed under the old key working until the old key is dropped", () => {
    const pass = {
      groupId: '11111111-1111-4111-8111-111111111111',
      travellerId: '22222222-2222-4222-8222-222222222222',
      until: '2026-12-31',
    };
    const token = travellerToken(before, pass);
    expect(openTravellerToken(during, token)).toEqual(pass);
    expect(openTravellerToken(after, token)).toBeNull();
    expect(openTravellerToken(after, travellerToken(during, pass))).toEqual(pass);
  });
});

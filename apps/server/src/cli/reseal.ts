import { and, eq, isNotNull, like, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../platform/db/client.js';
import { SEALED_PREFIX, type SecretBox } from '../platform/crypto/secret-box.js';
import { firstRunTokens, providers, userTwoFactor } from '../db/schema/index.js';

/**
 * The values sealed under SECRETS_KEY, and how a rotation seals them again under the new key
 * (`npm run secrets:reseal`, docs/operations.md, "Secrets").
 */
export interface SealedColumn {
  name: string;
  table: PgTable;
  key: PgColumn;
  value: PgColumn;
}

export const SEALED_COLUMNS: SealedColumn[] = [
  {
    name: 'two-factor secrets',
    table: userTwoFactor,
    key: userTwoFactor.userId,
    value: userTwoFactor.secret,
  },
  {
    name: 'provider credentials',
    table: providers,
    key: providers.id,
    value: providers.credentialsEnc,
  },
  {
    name: 'first-run secrets',
    table: firstRunTokens,
    key: firstRunTokens.id,
    value: firstRunTokens.totpSecret,
  },
];

/** Seals again under the current key the column's values sealed under the previous one. */
export async function resealColumn(db: Db, box: SecretBox, column: SealedColumn) {
  const sealed: SQL = and(isNotNull(column.value), like(column.value, `${SEALED_PREFIX}%`))!;
  const rows = (await db
    .select({ key: column.key, value: column.value })
    .from(column.table)
    .where(sealed)) as { key: string; value: string }[];
  let resealed = 0;
  let unreadable = 0;
  for (const row of rows) {
    if (box.isCurrent(row.value)) continue;
    let plain: string;
    try {
      plain = box.open(row.value);
    } catch {
      unreadable++;
      continue;
    }
    const done = await db
      .update(column.table)
      .set({ [columnKey(column)]: box.seal(plain) })
      .where(and(eq(column.key, row.key), eq(column.value, row.value)))
      .returning({ key: column.key });
    resealed += done.length;
  }
  return { total: rows.length, resealed, unreadable };
}

/** The property name of the column in its table object (drizzle's `set` takes those). */
function columnKey(column: SealedColumn): string {
  const entry = Object.entries(column.table).find(([, value]) => value === column.value);
  if (!entry) throw new Error(`no column ${column.value.name}`);
  return entry[0];
}

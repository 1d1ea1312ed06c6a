import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';
import { hashToken } from '../../platform/auth/tokens.js';
import { firstRunTokens, roles, userRoles } from '../../db/schema/index.js';

/** How long a printed setup link works (a new start prints a new one while setup is needed). */
export const FIRST_RUN_TTL_MS = 24 * 60 * 60_000;

/** Whether any user holds DmsAdmin, the platform admin role. */
export async function platformAdminExists(db: Db | Tx): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(roles.name, 'DmsAdmin'))
    .limit(1);
  return !!row;
}

/** A new one-time setup token; only its SHA-256 is stored. */
export async function issueFirstRunToken(db: Db): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(firstRunTokens).values({
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + FIRST_RUN_TTL_MS),
  });
  return token;
}

/** The unused, unexpired token row of `token`, or undefined. `lock`: FOR UPDATE. */
export async function liveFirstRunToken(db: Db | Tx, token: string, lock = false) {
  const query = db
    .select({ id: firstRunTokens.id, totpSecret: firstRunTokens.totpSecret })
    .from(firstRunTokens)
    .where(
      and(
        eq(firstRunTokens.tokenHash, hashToken(token)),
        isNull(firstRunTokens.usedAt),
        gt(firstRunTokens.expiresAt, sql`now()`),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function keepFirstRunSecret(db: Db, id: string, sealedSecret: string) {
  await db
    .update(firstRunTokens)
    .set({ totpSecret: sealedSecret })
    .where(and(eq(firstRunTokens.id, id), isNull(firstRunTokens.usedAt)));
}

/** Every setup link dies once the first admin exists. */
export async function spendFirstRunTokens(tx: Tx) {
  await tx.update(firstRunTokens).set({ usedAt: new Date() }).where(isNull(firstRunTokens.usedAt));
}

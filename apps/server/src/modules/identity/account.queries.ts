import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { hashToken } from '../../platform/auth/tokens.js';
import {
  accountTokens,
  companies,
  roles,
  userCompanies,
  userRoles,
  users,
} from '../../db/schema/index.js';

export type AccountTokenPurpose = 'confirm-email' | 'reset-password';

/** A new random token; only its SHA-256 is stored. Earlier unused tokens of the purpose die. */
export async function issueAccountToken(
  tx: Tx,
  userId: string,
  purpose: AccountTokenPurpose,
  ttlMs: number,
): Promise<string> {
  await tx
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
  const token = randomBytes(32).toString('base64url');
  await tx.insert(accountTokens).values({
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

/**
 * Spends a token: one statement marks it used only if it is unused, unexpired, of the purpose
 * (and of the user when given). Returns its user, or null for an unknown, used or expired token.
 */
export async function consumeAccountToken(
  tx: Tx,
  purpose: AccountTokenPurpose,
  token: string,
  userId?: string,
): Promise<string | null> {
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
        userId ? eq(accountTokens.userId, userId) : undefined,
      ),
    )
    .returning({ userId: accountTokens.userId });
  return row?.userId ?? null;
}

export async function emailTaken(tx: Tx, email: string): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  return !!row;
}

/** A company code that is not taken: PREFIX-XXXXXXXX. */
export async function newEntityCode(tx: Tx, prefix: string): Promise<string> {
  for (;;) {
    const code = `${prefix}-${randomBytes(4).toString('hex').toUpperCase()}`;
    const [row] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.entityCode, code));
    if (!row) return code;
  }
}

export async function platformEntityCode(tx: Tx): Promise<string | null> {
  const [row] = await tx
    .select({ entityCode: companies.entityCode })
    .from(companies)
    .where(eq(companies.companyType, 'platform'))
    .orderBy(companies.createdAt)
    .limit(1);
  return row?.entityCode ?? null;
}

export interface NewUser {
  email: string;
  /** Hashed before the transaction opens (argon2 takes a while). */
  passwordHash: string;
  firstName: string;
  lastName: string;
  emailConfirmed: boolean;
}

/** Inserts a user (e-mail lower-cased); the unique index refuses a duplicate e-mail. */
export async function insertUser(tx: Tx, input: NewUser): Promise<string> {
  const [row] = await tx
    .insert(users)
    .values({
      email: input.email,
      userName: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash: input.passwordHash,
      emailConfirmed: input.emailConfirmed,
    })
    .returning({ id: users.id });
  return row.id;
}

/** Gives the user a role in a company and puts the company in the user's list (first = default). */
export async function grantRole(tx: Tx, userId: string, roleName: string, entityCode: string) {
  const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, roleName));
  const [company] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.entityCode, entityCode));
  if (!role || !company) throw new Error(`role ${roleName} or company ${entityCode} is missing`);
  const [{ count }] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(userCompanies)
    .where(eq(userCompanies.userId, userId));
  await tx
    .insert(userCompanies)
    .values({ userId, companyId: company.id, position: count })
    .onConflictDoNothing();
  await tx.insert(userRoles).values({ userId, roleId: role.id, entityCode }).onConflictDoNothing();
}

export async function insertCompany(tx: Tx, values: typeof companies.$inferInsert) {
  await tx.insert(companies).values(values);
}

export async function setEmailConfirmed(tx: Tx, userId: string) {
  await tx.update(users).set({ emailConfirmed: true }).where(eq(users.id, userId));
}

export async function setPasswordHash(tx: Tx, userId: string, passwordHash: string) {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

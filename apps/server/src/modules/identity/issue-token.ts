import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import {
  INVALID_TWO_FACTOR_CODE,
  REQUESTED_SCOPES,
  TWO_FACTOR_CODE_REQUIRED,
  tokenRequestSchema,
  WEB_CLIENT_ID,
  type TokenResponse,
} from '@wander/contract';
import { longestWait } from '../../platform/auth/throttle.js';
import type { Services } from '../../platform/services.js';
import type { Tx } from '../../platform/db/client.js';
import { OAuthError } from '../../platform/http/errors.js';
import { verifyAgainstDummy, verifyPassword } from '../../platform/auth/passwords.js';
import { hashToken, newRefreshToken, signAccessToken } from '../../platform/auth/tokens.js';
import { refreshTokens, users } from '../../db/schema/index.js';
import { findUserByEmail, revokeFamily } from './identity.queries.js';
import { checkSecondFactor, confirmedTwoFactor, secondFactorGuard } from './two-factor.queries.js';

const ALLOWED_SCOPES = new Set(REQUESTED_SCOPES.split(' '));
const invalidGrant = (description: string) => new OAuthError(400, 'invalid_grant', description);

function grantedScope(requested: string | undefined): string {
  if (!requested) return REQUESTED_SCOPES;
  return requested
    .split(/\s+/)
    .filter((s) => ALLOWED_SCOPES.has(s))
    .join(' ');
}

async function issueTokens(
  services: Services,
  db: Tx,
  userId: string,
  familyId: string,
  scope: string,
): Promise<TokenResponse> {
  const { token, hash } = newRefreshToken();
  const { accessTokenTtlSeconds, refreshTokenTtlSeconds } = services.config;
  await db.insert(refreshTokens).values({
    familyId,
    userId,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + refreshTokenTtlSeconds * 1000),
  });
  return {
    access_token: await signAccessToken(services.keys, { userId, familyId }, accessTokenTtlSeconds),
    refresh_token: token,
    token_type: 'Bearer',
    expires_in: accessTokenTtlSeconds,
    scope,
  };
}

/** POST /api/token: the password and refresh-token grants of the contract. */
export async function issueToken(
  services: Services,
  body: unknown,
  ip: string,
): Promise<TokenResponse> {
  const parsed = tokenRequestSchema.safeParse(body);
  if (!parsed.success) {
    const grant = (body as { grant_type?: unknown } | null)?.grant_type;
    if (grant !== 'password' && grant !== 'refresh_token') {
      throw new OAuthError(400, 'unsupported_grant_type', 'unsupported_grant_type');
    }
    throw new OAuthError(400, 'invalid_request', 'invalid_request');
  }
  const request = parsed.data;
  if (request.client_id !== WEB_CLIENT_ID) {
    throw new OAuthError(400, 'invalid_client', 'invalid_client');
  }
  const scope = grantedScope(request.scope);
  if (request.grant_type === 'password') {
    const { username, password, otp } = request;
    return passwordGrant(services, { username, password, otp }, scope, ip);
  }
  return refreshGrant(services, request.refresh_token, scope);
}

async function passwordGrant(
  services: Services,
  { username, password, otp }: { username: string; password: string; otp?: string },
  scope: string,
  ip: string,
): Promise<TokenResponse> {
  const { perAccount, perIp } = services.signInThrottle;
  const accountKey = username.trim().toLowerCase();
  const wait = await longestWait([
    [perAccount, accountKey],
    [perIp, ip],
  ]);
  if (wait > 0) {
    throw new OAuthError(
      429,
      'too_many_attempts',
      'too_many_failed_sign_in_attempts_try_again_later',
      {
        'retry-after': String(wait),
      },
    );
  }
  const db = services.database.db;
  const user = await findUserByEmail(db, accountKey);
  const valid = user
    ? await verifyPassword(user.passwordHash, password)
    : (await verifyAgainstDummy(password), false);
  if (!user || !valid || !user.isActive) {
    await perAccount.fail(accountKey);
    await perIp.fail(ip);
    throw invalidGrant('invalid_username_or_password');
  }
  if (!user.emailConfirmed) throw invalidGrant('email_is_not_confirmed_please_check_your_inbox');
  // The second factor: asked for only once the password is right; a wrong code is a failed
  // sign-in (same counters). The account's counter is reset only after both factors passed.
  const factor = await confirmedTwoFactor(db, user.id);
  if (factor) {
    if (!otp?.trim()) throw invalidGrant(TWO_FACTOR_CODE_REQUIRED);
    if (!(await checkSecondFactor(db, secondFactorGuard(services), user.id, factor, otp))) {
      await perAccount.fail(accountKey);
      await perIp.fail(ip);
      throw invalidGrant(INVALID_TWO_FACTOR_CODE);
    }
  }
  await perAccount.reset(accountKey);
  return issueTokens(services, db, user.id, randomUUID(), scope);
}

async function refreshGrant(
  services: Services,
  token: string,
  scope: string,
): Promise<TokenResponse> {
  const db = services.database.db;
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) {
    throw invalidGrant('invalid_refresh_token');
  }
  if (row.usedAt) {
    // A rotated token came back: someone holds a copy. End the whole session family.
    await revokeFamily(db, row.familyId);
    throw invalidGrant('invalid_refresh_token');
  }
  const issued = await db.transaction(async (tx) => {
    // Only one concurrent use can flip used_at; the loser is treated as a reuse.
    const claimed = await tx
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(refreshTokens.id, row.id),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
        ),
      )
      .returning({ id: refreshTokens.id });
    const [user] = await tx.select().from(users).where(eq(users.id, row.userId));
    if (claimed.length === 0 || !user?.isActive) return null;
    return issueTokens(services, tx, row.userId, row.familyId, scope);
  });
  if (!issued) {
    await revokeFamily(db, row.familyId);
    throw invalidGrant('invalid_refresh_token');
  }
  return issued;
}

import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Services } from '../../platform/services.js';
import { refreshTokens } from '../../db/schema/index.js';
import { hashToken, verifyAccessToken } from '../../platform/auth/tokens.js';
import { revokeFamily } from './identity.queries.js';

/**
 * Sign-out (RFC 7009 token revocation, form-encoded): the refresh token whose session ends. The
 * answer is the same whether or not the token was known (nothing to learn from it).
 */
export const tokenRevokeRequestSchema = z.object({
  token: z.string().max(512),
  token_type_hint: z.string().max(64).optional(),
  client_id: z.string().max(64).optional(),
});
type TokenRevokeRequest = z.infer<typeof tokenRevokeRequestSchema>;

/**
 * Sign-out (RFC 7009): ends the session the refresh token (or an access token) belongs to. Its family's refresh tokens
 * are revoked, so no refresh works any more, and the access tokens issued with it are refused at
 * once: here by dropping the user's cached access, in the other processes through NOTIFY
 * auth_changed, sent by the refresh_tokens trigger at commit (migration 0043). An unknown,
 * expired or already revoked token changes nothing and is answered alike.
 */
export async function revokeToken(services: Services, input: TokenRevokeRequest): Promise<void> {
  const db = services.database.db;
  const [row] = await db
    .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(input.token)));
  // An access token (valid, ours) ends the session it was issued with, as its refresh token does
  // (RFC 7009 lets a server revoke the whole grant of either token).
  const session =
    row ??
    (input.token.includes('.')
      ? await verifyAccessToken(services.keys, input.token).then(
          (claims) => claims && { familyId: claims.familyId, userId: claims.userId },
        )
      : null);
  if (!session) return;
  await revokeFamily(db, session.familyId);
  services.contexts.invalidate(session.userId);
}

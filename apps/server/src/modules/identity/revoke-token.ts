import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Services } from '../../platform/services.js';
import { refreshTokens } from '../../db/schema/index.js';
import { hashToken } from '../../platform/auth/tokens.js';
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
 * Sign-out (RFC 7009): ends the session the refresh token belongs to. Its family's refresh tokens
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
  if (!row) return;
  await revokeFamily(db, row.familyId);
  services.contexts.invalidate(row.userId);
}

import { jwtVerify, SignJWT } from 'jose';
import { JWT_ALG, type SigningKeys } from '../../platform/auth/keys.js';

const ISSUER = 'wander';
const AUDIENCE = 'wander-agent-link';
export const AGENT_LINK_TTL_DAYS = 30;

export interface AgentLinkClaims {
  /** Who handed out the link. */
  userId: string;
  /** The company the new agent works under. */
  entityCode: string;
  /** The inviter is an agent (the new agent joins their downline). */
  isAgent: boolean;
}

/**
 * The agent sign-up link token (GET agent/Agents/GetToken): signed, valid for 30 days and meant to
 * be shared, so it is not single-use; every registration through it is a separate agent.
 */
export async function signAgentLink(keys: SigningKeys, claims: AgentLinkClaims) {
  const expiresAt = new Date(Date.now() + AGENT_LINK_TTL_DAYS * 86_400_000);
  const token = await new SignJWT({
    ent: claims.entityCode,
    agt: claims.isAgent,
    typ: 'agent-link',
  })
    .setProtectedHeader({ alg: JWT_ALG, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keys.privateKey);
  return { token, expiresAt: expiresAt.toISOString() };
}

export async function verifyAgentLink(
  keys: SigningKeys,
  token: string,
): Promise<AgentLinkClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keys.publicKey, {
      algorithms: [JWT_ALG],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    if (payload.typ !== 'agent-link' || typeof payload.sub !== 'string') return null;
    if (typeof payload.ent !== 'string') return null;
    return { userId: payload.sub, entityCode: payload.ent, isAgent: payload.agt === true };
  } catch {
    return null;
  }
}

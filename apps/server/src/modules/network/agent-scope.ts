import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { agents } from '../../db/schema/index.js';
import { currentCompany, isPlatformUser, requireAuth } from '../../platform/http/security.js';

/** The user ids of an agent's subtree (itself and every agent below it, all levels). */
export const subtreeUserIds = (rootUserId: string | SQL) => sql`(
  with recursive sub(user_id) as (
    select a.user_id from agents a where a.user_id = ${rootUserId}
    union
    select c.user_id from agents c join sub on c.parent_user_id = sub.user_id
  ) select user_id from sub)`;

/**
 * Whom the caller acts as for agent/Agents: the platform (every company's agents), a company
 * (its agents: admins and staff of the working company), or an agent (its own subtree, itself
 * included so that it can open its own detail).
 */
export type AgentViewer =
  | { kind: 'platform' }
  | { kind: 'company'; entityCode: string }
  | { kind: 'agent'; entityCode: string; userId: string };

export function agentViewerOf(request: FastifyRequest): AgentViewer {
  if (isPlatformUser(request)) return { kind: 'platform' };
  const ctx = requireAuth(request);
  const { entityCode } = currentCompany(request);
  const rolesHere = ctx.userRoleEntities.filter((r) => r.entityCode === entityCode);
  const onlyAgent = rolesHere.length > 0 && rolesHere.every((r) => r.roleName === 'Agent');
  return onlyAgent
    ? { kind: 'agent', entityCode, userId: ctx.userId }
    : { kind: 'company', entityCode };
}

/** The rows of `agents` the caller may read and change. */
export function agentRowScope(request: FastifyRequest): SQL | undefined {
  const viewer = agentViewerOf(request);
  if (viewer.kind === 'platform') return undefined;
  const company = eq(agents.entityCode, viewer.entityCode);
  if (viewer.kind === 'company') return company;
  return and(company, sql`${agents.userId} in ${subtreeUserIds(viewer.userId)}`);
}

import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { agentCycleMessage } from '@wander/contract';
import type { Db } from '../../platform/db/client.js';
import { agents } from '../../db/schema/index.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { agentRowScope, subtreeUserIds } from '../network/agent-scope.js';

const invalidUpline = (message: string) =>
  AppError.validation({ parentUserId: [message] }, message);

/**
 * PUT agent/Agents/{id}, before the write: the upline must be an agent of the same company, and
 * never the agent itself or one of its own downline (that would cut the branch off into a loop).
 * A row the caller cannot see is left to the engine's 404.
 */
export async function checkUpline(
  db: Db,
  request: FastifyRequest,
  body: Record<string, unknown>,
  id?: string,
) {
  const parentUserId = body.parentUserId;
  if (!id || !isUuid(id) || typeof parentUserId !== 'string') return;
  const [row] = await db
    .select({ userId: agents.userId, entityCode: agents.entityCode })
    .from(agents)
    .where(and(eq(agents.id, id), agentRowScope(request)));
  if (!row) return;
  const [parent] = await db
    .select({ userId: agents.userId })
    .from(agents)
    .where(and(eq(agents.userId, parentUserId), eq(agents.entityCode, row.entityCode)));
  if (!parent) throw invalidUpline('Upline is not an agent of this company');
  const [cycle] = await db
    .select({ one: sql<number>`1` })
    .from(agents)
    .where(
      and(eq(agents.userId, parentUserId), sql`${agents.userId} in ${subtreeUserIds(row.userId)}`),
    );
  if (cycle) throw invalidUpline(agentCycleMessage);
}
